/** A count grouped in the reader's language: 12345 → "12,345". */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/**
 * A share from 0 to 1 as a percentage with up to two decimals: 0.0345 → "3.45%". Small shares keep their
 * digits (a CTR of 0.4% is normal), whole ones drop the zeros (0.5 → "50%").
 */
export function formatShare(fraction: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(fraction);
}
