import { intlLocale } from './locale.ts';

/**
 * How the app writes dates, times, money and numbers in the reader's language — the one place that does
 * (ADR 14). Every moment is shown on the platform's clock, the zone whose midnight closes a day of the ledger,
 * the reports, budgets and schedules, so a statement's time and its day never disagree; a time says its zone
 * ("UTC+7"). Platform days (YYYY-MM-DD) and their hours (YYYY-MM-DDTHH) are calendar labels and are written as
 * they are. Thai dates carry Buddhist Era years, as the date pickers do.
 */

export { formatAveragePrice, formatMoney, roughUsdt } from './money.ts';
export { formatCount, formatShare } from './numbers.ts';

/** The platform's zone when the page names none (the vite dev server, unit tests): the API's default. */
export const DEFAULT_PLATFORM_TIME_ZONE = 'Asia/Bangkok';

let platformZone: string | undefined;

function isTimeZone(value: string | null | undefined): value is string {
  if (!value || value.startsWith('__')) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The platform's time zone, as the server rendered it into <meta name="platform-time-zone"> (PLATFORM_TIMEZONE). */
export function platformTimeZone(): string {
  if (platformZone) return platformZone;
  const named =
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="platform-time-zone"]')?.getAttribute('content');
  platformZone = isTimeZone(named) ? named : DEFAULT_PLATFORM_TIME_ZONE;
  return platformZone;
}

/** The zone a formatter writes in: the platform's unless a caller names another (tests, a schedule's own zone). */
export interface ZoneOption {
  timeZone?: string;
}

type Moment = string | number | Date;

function toDate(value: Moment): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const WALL_CLOCK = new Map<string, Intl.DateTimeFormat>();

/** The calendar and clock a zone's wall shows at a moment (Gregorian, 24-hour). */
function wallClock(at: Date, timeZone: string) {
  let format = WALL_CLOCK.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    WALL_CLOCK.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far a zone's clock is ahead of UTC at a moment, in minutes (Asia/Bangkok: 420). */
export function zoneOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const wall = wallClock(at, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The zone's name as people read it on any language's screen: "UTC+7", "UTC+5:30", "UTC-3", "UTC". */
export function zoneLabel(timeZone: string = platformTimeZone(), at: Date = new Date()): string {
  const offset = zoneOffsetMinutes(timeZone, at);
  if (offset === 0) return 'UTC';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `UTC${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The day (YYYY-MM-DD) a moment falls on in a zone — by default the platform day. */
export function dayInZone(value: Moment, { timeZone = platformTimeZone() }: ZoneOption = {}): string {
  const at = toDate(value);
  if (!at) return '';
  const wall = wallClock(at, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** Today on the platform's calendar (YYYY-MM-DD): the day a budget starts by default, whatever the reader's zone. */
export function platformToday(now: Date = new Date(), option: ZoneOption = {}): string {
  return dayInZone(now, option);
}

/** The day `days` after (or before) a YYYY-MM-DD day, in calendar arithmetic. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------
// Moments (ISO instants from the API)

type DateStyle = 'medium' | 'long' | 'full';

/** The day of a moment on the platform's calendar: "Nov 24, 2026", "24 พ.ย. 2569", "2026年11月24日". */
export function formatDate(
  value: Moment | null | undefined,
  language: string,
  { timeZone = platformTimeZone(), style = 'medium' }: ZoneOption & { style?: DateStyle } = {},
): string {
  if (value === null || value === undefined || value === '') return '—';
  const at = toDate(value);
  if (!at) return String(value);
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: style, timeZone }).format(at);
}

/** A moment with its day, time and zone: "Nov 24, 2026, 3:16 AM UTC+7"; `seconds` for ledger rows. */
export function formatDateTime(
  value: Moment | null | undefined,
  language: string,
  {
    timeZone = platformTimeZone(),
    seconds = false,
    style = 'medium',
  }: ZoneOption & { seconds?: boolean; style?: DateStyle } = {},
): string {
  if (value === null || value === undefined || value === '') return '—';
  const at = toDate(value);
  if (!at) return String(value);
  const text = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: style,
    timeStyle: seconds ? 'medium' : 'short',
    timeZone,
  }).format(at);
  return `${text} ${zoneLabel(timeZone, at)}`;
}

/** The time of a moment with its zone: "3:16 AM UTC+7", "03:16 UTC+7". */
export function formatTime(
  value: Moment | null | undefined,
  language: string,
  { timeZone = platformTimeZone(), seconds = false }: ZoneOption & { seconds?: boolean } = {},
): string {
  if (value === null || value === undefined || value === '') return '—';
  const at = toDate(value);
  if (!at) return String(value);
  const text = new Intl.DateTimeFormat(intlLocale(language), {
    timeStyle: seconds ? 'medium' : 'short',
    timeZone,
  }).format(at);
  return `${text} ${zoneLabel(timeZone, at)}`;
}

/** From one moment to another, the shared parts written once: "Nov 1 – 30, 2026" or with times and the zone. */
export function formatMomentRange(
  from: Moment,
  to: Moment,
  language: string,
  { timeZone = platformTimeZone(), withTime = false }: ZoneOption & { withTime?: boolean } = {},
): string {
  const start = toDate(from);
  const end = toDate(to);
  if (!start || !end) return `${String(from)} – ${String(to)}`;
  const format = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone,
  });
  const text =
    start <= end ? format.formatRange(start, end) : `${format.format(start)} – ${format.format(end)}`;
  return withTime ? `${text} ${zoneLabel(timeZone, end)}` : text;
}

/**
 * When something last moved, briefly: its time on the same platform day, its day and month in the same year,
 * the full date before.
 */
export function formatRecent(
  value: Moment,
  language: string,
  { timeZone = platformTimeZone(), now = new Date() }: ZoneOption & { now?: Date } = {},
): string {
  const at = toDate(value);
  if (!at) return String(value);
  const day = dayInZone(at, { timeZone });
  const today = dayInZone(now, { timeZone });
  if (day === today) return formatTime(at, language, { timeZone });
  if (day.slice(0, 4) === today.slice(0, 4)) {
    return new Intl.DateTimeFormat(intlLocale(language), { month: 'short', day: 'numeric', timeZone }).format(
      at,
    );
  }
  return formatDate(at, language, { timeZone });
}

// ---------------------------------------------------------------------------------------------------
// Wall-clock values of date and time fields, on the platform's clock

/** A moment as the platform's wall clock, "2026-11-24T03:16" (what a date-time field shows); '' for none. */
export function toZonedInput(
  value: Moment | null | undefined,
  { timeZone = platformTimeZone() }: ZoneOption = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const at = toDate(value);
  if (!at) return '';
  const wall = wallClock(at, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const WALL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The platform's wall clock ("2026-11-24T03:16") as an ISO instant; null when empty or not such a value. */
export function fromZonedInput(
  local: string,
  { timeZone = platformTimeZone() }: ZoneOption = {},
): string | null {
  const match = WALL_INPUT.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at the guess, then at the corrected moment: right on both sides of a DST change.
  const first = asUtc - zoneOffsetMinutes(timeZone, new Date(asUtc)) * 60_000;
  const at = asUtc - zoneOffsetMinutes(timeZone, new Date(first)) * 60_000;
  return new Date(at).toISOString();
}

// ---------------------------------------------------------------------------------------------------
// Platform days (YYYY-MM-DD) and their hours (YYYY-MM-DDTHH), as the API names them

const HOUR = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/;

/** Noon UTC of a platform day: far from any edge, formatted in UTC it is that day everywhere. */
function dayInstant(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/**
 * A platform day: "Nov 24, 2026" (medium), "Nov 24" (short), "Tue, Nov 24, 2026" (weekday, for tables of
 * days), "Tuesday, November 24, 2026" (full).
 */
export function formatPlatformDay(
  day: string | null | undefined,
  language: string,
  style: 'short' | 'medium' | 'weekday' | 'long' | 'full' = 'medium',
): string {
  if (!day) return '—';
  const instant = dayInstant(day);
  if (Number.isNaN(instant.getTime())) return day;
  const locale = intlLocale(language);
  if (style === 'short') {
    return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      instant,
    );
  }
  if (style === 'weekday') {
    return new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(instant);
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(instant);
}

/** From one platform day to another: "Nov 1 – 30, 2026". */
export function formatPlatformDayRange(from: string, to: string, language: string): string {
  const start = dayInstant(from);
  const end = dayInstant(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || start > end) return `${from} – ${to}`;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    start,
    end,
  );
}

/** The hour of a point ("2025-03-05T14") as a time of day: "14:00", "2:00 PM" in English. */
function formatPlatformHour(at: string, language: string): string {
  const match = HOUR.exec(at);
  if (!match) return at;
  const instant = new Date(`${match[1]}T${match[2]}:00:00Z`);
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(instant);
}

/**
 * An hour of a platform day ('YYYY-MM-DDTHH') as the hour it spans, written as the charts write its start:
 * "2:00 PM – 3:00 PM" in English, "14:00 – 15:00" in Thai and Chinese; the last hour ends at midnight.
 */
export function formatPlatformHourSpan(at: string, language: string): string {
  const match = HOUR.exec(at);
  if (!match) return at;
  const next = String((Number(match[2]) + 1) % 24).padStart(2, '0');
  return `${formatPlatformHour(at, language)} – ${formatPlatformHour(`${match[1]}T${next}`, language)}`;
}

/** An hour of the platform's day as a time of day in the reader's language ("8:00 AM", "08:00"). */
export function formatHour(hour: number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2024, 0, 1, hour));
}

/** An ISO weekday (1 = Monday … 7 = Sunday) by name in the reader's language. */
export function formatWeekday(weekday: number, language: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, weekday),
  );
}

/** Whether a point names an hour of a day rather than a day. */
export function isHourPoint(at: string): boolean {
  return HOUR.test(at);
}

/** A chart point's label: its hour ("14:00") or its day, short ("Mar 5") or long ("Wednesday, March 5, 2025"). */
export function formatPointAt(at: string, language: string, length: 'short' | 'long' = 'short'): string {
  if (isHourPoint(at)) {
    const hour = formatPlatformHour(at, language);
    return length === 'short' ? hour : `${formatPlatformDay(at.slice(0, 10), language, 'medium')} ${hour}`;
  }
  return formatPlatformDay(at, language, length === 'short' ? 'short' : 'full');
}
