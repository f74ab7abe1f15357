import { intlLocale } from './locale.ts';

/** A count or a measure grouped in the reader's language: 12345 → "12,345"; 1.256 with 2 digits → "1.26". */
export function formatCount(
  value: number | bigint,
  language: string,
  maximumFractionDigits?: number,
): string {
  return new Intl.NumberFormat(
    intlLocale(language),
    maximumFractionDigits === undefined ? undefined : { maximumFractionDigits },
  ).format(value);
}

/**
 * A share from 0 to 1 as a percentage with up to two decimals: 0.0345 → "3.45%". Small shares keep their
 * digits (a CTR of 0.4% is normal), whole ones drop the zeros (0.5 → "50%").
 */
export function formatShare(fraction: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    fraction,
  );
}
