/** PostgreSQL's unique_violation, whichever driver (pg or PGlite) raised it, wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/** A transaction PostgreSQL aborted for a deadlock (40P01) or a serialization failure (40001): worth running again. */
export function isRetryableConflict(error: unknown): boolean {
  return hasSqlState(error, '40P01') || hasSqlState(error, '40001');
}

function hasSqlState(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a transaction again (at most `attempts` times in all) when PostgreSQL aborted it for a deadlock or a
 * serialization failure: nothing of an aborted transaction was written, so running it again is safe.
 */
export async function retryingConflicts<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
    }
  }
}
