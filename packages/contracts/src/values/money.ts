/** One USDT is 1,000,000 micro-USDT. Money is a bigint of micro-USDT; never a float. */
export const MICROS_PER_USDT = 1_000_000n;

export const USDT_DECIMALS = 6;

/** Parses a decimal string ("12.5") to micro-USDT. Returns null when malformed or too precise. */
export function parseUsdt(value: string, maxDecimals = USDT_DECIMALS): bigint | null {
  const match = /^(-)?0*(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  // Leading zeros say nothing ("0007" is 7); more than 15 digits is no amount anyone means.
  if (whole.length > 15 || fraction.length > maxDecimals) return null;
  const micros = BigInt(whole) * MICROS_PER_USDT + BigInt(fraction.padEnd(USDT_DECIMALS, '0'));
  return sign ? -micros : micros;
}

/** Formats micro-USDT as a decimal string with at least `minDecimals` places ("12.50"). */
export function formatUsdt(micros: bigint, minDecimals = 2): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const whole = abs / MICROS_PER_USDT;
  let fraction = (abs % MICROS_PER_USDT).toString().padStart(USDT_DECIMALS, '0').replace(/0+$/, '');
  if (fraction.length < minDecimals) fraction = fraction.padEnd(minDecimals, '0');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Compares two decimal amounts exactly, digit by digit (never as floats, and in time linear in their length, since
 * validation rules see whatever a client sends): negative when `a` is less, 0 when equal, positive when more; NaN
 * when either is not a plain decimal, so that every comparison with the result is false (as with Number()).
 */
export function compareUsdt(a: string, b: string): number {
  const left = decimalOf(a);
  const right = decimalOf(b);
  if (!left || !right) return Number.NaN;
  if (left.sign !== right.sign) return left.sign - right.sign;
  return left.sign * compareMagnitudes(left, right);
}

interface Decimal {
  /** -1, 0 or 1. */
  sign: number;
  /** Without leading zeros. */
  whole: string;
  /** Without trailing zeros. */
  fraction: string;
}

function decimalOf(value: string): Decimal | undefined {
  const match = DECIMAL.exec(value.trim());
  if (!match) return undefined;
  const whole = match[2]!.replace(/^0+/, '');
  const digits = match[3] ?? '';
  let end = digits.length;
  while (end > 0 && digits[end - 1] === '0') end -= 1;
  // Not /0+$/: a regular expression retried at every position is quadratic on a long run of zeros.
  const fraction = digits.slice(0, end);
  const sign = whole === '' && fraction === '' ? 0 : match[1] ? -1 : 1;
  return { sign, whole, fraction };
}

function compareMagnitudes(a: Decimal, b: Decimal): number {
  if (a.whole.length !== b.whole.length) return a.whole.length < b.whole.length ? -1 : 1;
  if (a.whole !== b.whole) return a.whole < b.whole ? -1 : 1;
  if (a.fraction !== b.fraction) return a.fraction < b.fraction ? -1 : 1;
  return 0;
}
