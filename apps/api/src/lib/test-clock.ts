/**
 * The app's clock when TEST_CLOCK=true (the end-to-end server only; config.ts refuses it in production): the
 * machine's time plus an offset that only grows. Every service reads `now` from it, so moving it forward shows a
 * test what time would bring — the next 30-second step of a two-step code, a click no longer `too_fast` — at once.
 */
export class TestClock {
  private offsetMs = 0;

  /** The app's `now`: handed to buildApp as its clock. */
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  advance(ms: number): void {
    if (!Number.isInteger(ms) || ms <= 0) throw new RangeError('the test clock moves forward only');
    this.offsetMs += ms;
  }

  get offset(): number {
    return this.offsetMs;
  }
}
