/*
 * NOWPayments sends amounts as JSON numbers (doubles). Turn them into exact decimal strings first and do all
 * arithmetic on strings / bigint micros — never on floats. `String(number)` is the shortest text that reads back
 * as the same double, so 0.1 + 0.2 arriving as 0.30000000000000004 stays exactly that digit string.
 */

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d{1,4}))?$/;
const MAX_EXPONENT = 400;

/** USDT (TRC-20) has 6 decimals: amounts are kept as integer micro-units. */
export const MICROS_PER_UNIT = 1_000_000n;

/** An exact plain decimal string (no exponent, no trailing fraction zeros) for a JSON number or numeric string. */
export function decimalString(value: number | string): string {
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RangeError(`not a finite amount: ${value}`);
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(text)}`);
  const [, sign = '', intPart = '', fracPart = '', expPart] = match;
  const exponent = expPart === undefined ? 0 : Number(expPart);
  if (Math.abs(exponent) > MAX_EXPONENT) throw new RangeError(`amount exponent out of range: ${text}`);
  const digits = intPart + fracPart;
  const point = intPart.length + exponent; // position of the decimal point within `digits`
  let whole: string;
  let fraction: string;
  if (point <= 0) {
    whole = '0';
    fraction = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    whole = digits + '0'.repeat(point - digits.length);
    fraction = '';
  } else {
    whole = digits.slice(0, point);
    fraction = digits.slice(point);
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '');
  const unsigned = fraction === '' ? whole : `${whole}.${fraction}`;
  return sign === '-' && /[1-9]/.test(unsigned) ? `-${unsigned}` : unsigned;
}

/**
 * Integer micro-units (6 decimals) of a non-negative amount. Digits beyond the 6th decimal are CUT OFF, i.e.
 * rounded down on purpose ('12.3456789' → 12345678n): USDT cannot carry them, and crediting never exceeds what was
 * sent. Negative amounts throw (a provider amount is never negative).
 */
export function toMicros(value: number | string): bigint {
  const decimal = decimalString(value);
  if (decimal.startsWith('-')) throw new RangeError(`negative amount: ${decimal}`);
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole) * MICROS_PER_UNIT + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

/** The plain decimal string of integer micro-units (1234500n → '1.2345'). */
export function fromMicros(micros: bigint): string {
  const sign = micros < 0n ? '-' : '';
  const abs = micros < 0n ? -micros : micros;
  const whole = abs / MICROS_PER_UNIT;
  const fraction = (abs % MICROS_PER_UNIT).toString().padStart(6, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}
