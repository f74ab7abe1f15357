import {
  AD_IMAGE_EXTENSIONS,
  AD_IMAGE_MAX_BYTES,
  type AdBudget,
  type AdImage,
  type AdSize,
  messageKey,
  parseUsdt,
} from '@adportal/contracts';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatPlatformDay,
  formatTime,
  toZonedInput,
} from '../../lib/format.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
/** What the file input offers (the server sniffs the content anyway). */
export const IMAGE_ACCEPT = [...AD_IMAGE_EXTENSIONS.map((extension) => `.${extension}`), ...IMAGE_TYPES].join(
  ',',
);
export const IMAGE_MAX_MB = AD_IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * The quick check before an upload (the server checks the content again): a JPG, PNG or GIF under 5 MB.
 * Returns a message key, or null when the file may go up.
 */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const knownExtension = (AD_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  const knownType = !file.type || IMAGE_TYPES.includes(file.type.toLowerCase());
  if (!knownExtension || !knownType) return 'ad.errors.imageFormat';
  if (file.size >= AD_IMAGE_MAX_BYTES) return `ad.errors.imageTooLarge|max=${IMAGE_MAX_MB}`;
  return null;
}

/** The image's pixels differ from the ad size's (the API refuses such an ad). */
export function imageSizeMismatch(
  image: Pick<AdImage, 'width' | 'height'> | null | undefined,
  size: Pick<AdSize, 'width' | 'height'> | null | undefined,
): boolean {
  return Boolean(image && size && (image.width !== size.width || image.height !== size.height));
}

export const pixels = (item: { width: number; height: number }) => `${item.width} × ${item.height}`;

/** The message key (with params) of an image whose pixels do not fit the ad size. */
export function imageSizeMessage(image: AdImage, size: AdSize): string {
  return messageKey('ad.errors.imageSize', { actual: pixels(image), expected: pixels(size) });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

// ---------------------------------------------------------------------------------------------------
// Bids: decimal strings with at most one decimal, compared and stepped in tenths (never through floats).

/** A bid in tenths of a USDT ("1.5" → 15), or null when malformed. */
export function bidTenths(value: string): number | null {
  const micros = parseUsdt(value.trim());
  if (micros === null) return null;
  return Number(micros / 100_000n);
}

/** Tenths back to a bid string: 15 → "1.5", 20 → "2". */
export function tenthsToBid(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  return tenth === 0 ? String(whole) : `${whole}.${tenth}`;
}

/** A bid from the wire ("1.500000") in its shortest form ("1.5"), for form fields. */
export function shortBid(value: string): string {
  const tenths = bidTenths(value);
  return tenths === null ? value : tenthsToBid(tenths);
}

/** Prices to start a new bid with: min at the default minimum, max at the advice price (always above min). */
export function suggestedBids(defaultMin: string, advice: string): { min: string; max: string } {
  const min = bidTenths(defaultMin) ?? 1;
  const max = Math.max(bidTenths(advice) ?? min + 1, min + 1);
  return { min: tenthsToBid(min), max: tenthsToBid(max) };
}

// ---------------------------------------------------------------------------------------------------
// Dates and times

/**
 * Formatting of the feature in the current language (through lib/format.ts): moments on the platform's clock,
 * platform days (a budget's dates), money and budgets.
 */
export function useAdFormat() {
  const { t, i18n } = useTranslation();
  const dateTime = (iso: string) => formatDateTime(iso, i18n.language);
  const date = (value: string | null | undefined) => formatPlatformDay(value, i18n.language);
  const dateOf = (iso: string) => formatDate(iso, i18n.language);
  const timeOf = (iso: string) => formatTime(iso, i18n.language);
  const usdt = (value: string | null | undefined) => `${formatMoney(value)} USDT`;
  const budget = (value: AdBudget | null) =>
    value
      ? t(value.period === 'daily' ? 'budget.perDayValue' : 'budget.lifetimeValue', {
          amount: formatMoney(value.amount),
        })
      : t('budget.notSet');
  return { dateTime, dateOf, timeOf, date, usdt, budget };
}

// ---------------------------------------------------------------------------------------------------
// Schedule

export const DAY_MINUTES = 24 * 60;

/** "09:30" → 570; "24:00" → 1440; null when malformed. */
export function toMinutes(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= DAY_MINUTES ? minutes : null;
}

/** The weekday (0 = Monday) and minute of the day now, in the platform's time zone. */
export function nowInZone(
  timeZone: string,
  now = new Date(),
): { day: number; minutes: number; time: string } {
  try {
    // The zone's wall clock, "2026-11-24T03:16"; its weekday from the calendar day (0 = Monday).
    const wall = toZonedInput(now, { timeZone });
    const day = (new Date(`${wall.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7;
    const time = wall.slice(11, 16);
    return { day, minutes: Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)), time };
  } catch {
    const day = (now.getDay() + 6) % 7;
    return { day, minutes: now.getHours() * 60 + now.getMinutes(), time: now.toTimeString().slice(0, 5) };
  }
}
