import { useTranslation } from 'react-i18next';
import {
  formatAveragePrice,
  formatCount,
  formatDate,
  formatMoney,
  formatPlatformDay,
  formatPlatformHourSpan,
  formatShare,
  formatTime,
} from '../../lib/format.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A platform day as written in routes and queries (YYYY-MM-DD, a real calendar day). */
export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export { shiftDay } from '../../lib/format.ts';

/**
 * How the reports write their figures in the current language: platform days (calendar days, never shifted by
 * the browser's time zone), hours of a day, counts, shares, USDT and targets that were deleted since.
 */
export function useReportFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const day = (date: string) => formatPlatformDay(date, language, 'weekday');
  const longDay = (date: string) => formatPlatformDay(date, language, 'full');
  /** An hour of a platform day ('YYYY-MM-DDTHH') as the span the charts label by its start. */
  const hour = (at: string) => formatPlatformHourSpan(at, language);
  const dateOf = (iso: string) => formatDate(iso, language);
  const timeOf = (iso: string) => formatTime(iso, language, { seconds: true });
  const count = (value: number) => formatCount(value, language);
  const share = (value: number) => formatShare(value, language);
  const usdt = (value: string | null) => (value === null ? '—' : `${formatMoney(value)} USDT`);
  const average = formatAveragePrice;
  const target = (name: string | null) => name ?? t('reports.deletedTarget');
  return { day, longDay, hour, dateOf, timeOf, count, share, usdt, average, target };
}
