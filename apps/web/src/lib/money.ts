import { formatUsdt, parseUsdt } from '@adportal/contracts';

/** Groups the whole part of a decimal string in thousands: "1234567.50" → "1,234,567.50". */
export function groupThousands(decimal: string, separator = ','): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/**
 * A USDT amount from the wire (decimal string) for display: at least two decimals, never through a float.
 * Malformed input is shown as it came.
 */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0.00';
  const micros = parseUsdt(value);
  if (micros === null) return value;
  return groupThousands(formatUsdt(micros, 2));
}

/**
 * An average or an estimate in USDT to the cent, half up through micros (a pace of 2.314285 a day reads 2.31,
 * an average CPC of 0.566666 reads 0.57); malformed input comes back as it was.
 */
export function roughUsdt(value: string): string {
  const micros = parseUsdt(value);
  if (micros === null) return value;
  const cents = (micros + (micros < 0n ? -5_000n : 5_000n)) / 10_000n;
  return formatUsdt(cents * 10_000n);
}

/**
 * An average price as every screen writes it: to the cent with its unit ("0.57 USDT" for an average CPC of
 * 0.572185), a dash before there is any.
 */
export function formatAveragePrice(value: string | null): string {
  return value === null ? '—' : `${formatMoney(roughUsdt(value))} USDT`;
}
