/** A price from the wire ("0.50") as the bid field takes it ("0.5": at most one decimal). */
export function bidText(value: string): string {
  if (!value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

/** One tenth above a price, as bid text ("0.5" → "0.6"). */
export function tenthAbove(value: string): string {
  return bidText(((Math.round(Number(value) * 10) + 1) / 10).toFixed(1));
}
