import { apiError } from './api-mock.ts';

/**
 * A handler's answer that fails the first load and its one automatic retry (lib/http.ts) with 503, then gives
 * `answer()`: the failed-with-retry state of a screen, and what its "Try again" loads.
 */
export function failingTwiceThen<T>(answer: () => T): () => T | Response {
  let calls = 0;
  return () => {
    calls += 1;
    return calls <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : answer();
  };
}

/** A handler's answer held back until `hold.release()` (heldAnswer): the screen's loading state. */
export function heldUntil<T>(hold: { promise: Promise<void> }, answer: () => T): () => Promise<T> {
  return async () => {
    await hold.promise;
    return answer();
  };
}
