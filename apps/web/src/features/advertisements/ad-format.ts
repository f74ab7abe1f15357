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
import { formatMoney } from '../../lib/money.ts';

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

/** "2025-03-01" as a local calendar day (no time-zone shift). */
function calendarDay(value: string): Date {
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Today as YYYY-MM-DD in the browser's calendar. */
export function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Formatting of the feature in the current language: dates, date-times, money and budgets. */
export function useAdFormat() {
  const { t, i18n } = useTranslation();
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const date = (value: string | null | undefined) =>
    value ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(calendarDay(value)) : '—';
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const timeOf = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(iso));
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
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
    const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
    const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'));
    const hour = Number(part('hour'));
    const minute = Number(part('minute'));
    return {
      day: Math.max(0, day),
      minutes: hour * 60 + minute,
      time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    };
  } catch {
    const day = (now.getDay() + 6) % 7;
    return { day, minutes: now.getHours() * 60 + now.getMinutes(), time: now.toTimeString().slice(0, 5) };
  }
}
