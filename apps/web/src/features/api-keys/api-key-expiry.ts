import { shiftDay } from '../../lib/format.ts';

/** The expiries the create dialog offers: three spans, a day the user picks, or none. */
export const EXPIRY_CHOICES = ['days30', 'days90', 'year1', 'custom', 'never'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

const SPAN_DAYS = { days30: 30, days90: 90, year1: 365 } as const;

/**
 * The key's last day (YYYY-MM-DD on the platform's calendar, as the API counts it) for a choice made `today`;
 * null for no expiry; the picked day as typed (maybe '') for a custom one, which the contract then checks.
 */
export function expiresOnOf(choice: ExpiryChoice, pickedDay: string, today: string): string | null {
  if (choice === 'never') return null;
  if (choice === 'custom') return pickedDay;
  return shiftDay(today, SPAN_DAYS[choice]);
}
