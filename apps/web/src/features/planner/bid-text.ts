import { formatUsdt, MICROS_PER_USDT, parseUsdt } from '@adportal/contracts';

/** A price from the wire ("0.50") as the bid field takes it ("0.5": at most one decimal). */
export function bidText(value: string): string {
  if (!value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

const TENTH = MICROS_PER_USDT / 10n;

/** One tenth above a price rounded to tenths, as bid text ("0.5" → "0.6", "0.54" → "0.6"), in exact micro-USDT. */
export function tenthAbove(value: string): string {
  const micros = parseUsdt(value) ?? 0n;
  const tenths = (micros + TENTH / 2n) / TENTH + 1n;
  return bidText(formatUsdt(tenths * TENTH, 1));
}
