import { useTranslation } from 'react-i18next';
import { formatMoney, roughUsdt } from '../../lib/money.ts';
import { formatCount, formatShare } from '../../lib/numbers.ts';
import { formatPlatformDay } from '../../lib/platform-day.ts';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A platform day as written in routes and queries (YYYY-MM-DD, a real calendar day). */
export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The day `days` after (or before) a YYYY-MM-DD day, in calendar arithmetic. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * How the reports write their figures in the current language: platform days (calendar days, never shifted by
 * the browser's time zone), hours of a day, counts, shares, USDT and targets that were deleted since.
 */
export function useReportFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const day = (date: string) =>
    new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  const longDay = (date: string) => formatPlatformDay(date, language, 'full');
  /** An hour of a platform day ('YYYY-MM-DDTHH') as "14:00–15:00". */
  const hour = (at: string) => {
    const start = Number(at.slice(11, 13));
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${pad(start)}:00–${pad((start + 1) % 24)}:00`;
  };
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
  const timeOf = (iso: string) =>
    new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(new Date(iso));
  const count = (value: number) => formatCount(value, language);
  const share = (value: number) => formatShare(value, language);
  const usdt = (value: string | null) => (value === null ? '—' : `${formatMoney(value)} USDT`);
  const average = (value: string | null) => (value === null ? '—' : `${formatMoney(roughUsdt(value))} USDT`);
  const target = (name: string | null) => name ?? t('reports.deletedTarget');
  return { day, longDay, hour, dateOf, timeOf, count, share, usdt, average, target };
}
