import { z } from 'zod';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export { compareUsdt, formatUsdt, MICROS_PER_USDT, parseUsdt, USDT_DECIMALS } from './values/money.ts';

/** A USDT amount on the wire: a decimal string. */
export const ZUsdt = z
  .string()
  .regex(/^-?\d+(\.\d{1,6})?$/)
  .describe('USDT amount as a decimal string');
