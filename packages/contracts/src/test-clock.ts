import { z } from 'zod';

/**
 * The end-to-end server's movable clock (TEST_CLOCK=true, never in production): moves the app's `now` forward,
 * so a test sees what time would bring (a new two-step code's step, a click no longer too fast) without waiting.
 * Forward only: a clock that went back would let a test make orders of events the app can never meet.
 */
export const ZTestClockBody = z.strictObject({
  advance_ms: z
    .number()
    .int()
    .min(1)
    .max(24 * 3_600_000),
});

export const ZTestClock = z
  .object({
    /** The app's `now` after the move. */
    now: z.iso.datetime(),
    /** How far the app's clock is ahead of the machine's. */
    offset_ms: z.number().int(),
  })
  .meta({ id: 'TestClock' });
export type TestClockView = z.infer<typeof ZTestClock>;
