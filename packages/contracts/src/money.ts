import { z } from 'zod';

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

/** A USDT amount on the wire: a decimal string. */
export const ZUsdt = z
  .string()
  .regex(/^-?\d+(\.\d{1,6})?$/)
  .describe('USDT amount as a decimal string');
