import { useTranslation } from 'react-i18next';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPlatformDay,
  formatRecent,
  formatShare,
  formatTime,
} from './format.ts';

/**
 * The formatters of `format.ts` bound to the current language: what a screen needs to write a moment (on the
 * platform's clock, with its zone), a platform day, money and counts.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    /** The platform day of a moment: "Nov 24, 2026". */
    date: (value: string | null | undefined) => formatDate(value, language),
    /** A moment with its zone: "Nov 24, 2026, 3:16 AM UTC+7". */
    dateTime: (value: string | null | undefined, seconds = false) =>
      formatDateTime(value, language, { seconds }),
    /** The time of a moment with its zone: "3:16 AM UTC+7". */
    time: (value: string | null | undefined, seconds = false) => formatTime(value, language, { seconds }),
    /** Its time today, else its day: for lists of recent things. */
    recent: (value: string) => formatRecent(value, language),
    /** A platform day (YYYY-MM-DD) as it is: "Nov 24, 2026". */
    day: (value: string | null | undefined, style?: Parameters<typeof formatPlatformDay>[2]) =>
      formatPlatformDay(value, language, style),
    /** A USDT amount: "1,234.50 USDT"; '—' for none. */
    usdt: (value: string | null | undefined) => (value === null ? '—' : `${formatMoney(value)} USDT`),
    count: (value: number) => formatCount(value, language),
    share: (value: number) => formatShare(value, language),
  };
}
