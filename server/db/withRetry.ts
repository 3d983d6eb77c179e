/**
 * PostgreSQL's answers to two transactions that collided: deadlock_detected (40P01) and
 * serialization_failure (40001). Retrying the whole transaction is the documented remedy; nothing
 * of the failed attempt was committed.
 */
const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40P01', '40001']);

/** The SQLSTATE of a database error (`code`), or '' for anything else. */
export function sqlStateOf(error: unknown): string {
  return typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code ?? '') : '';
}

/** A deadlock or serialization failure: the transaction may succeed when run again. */
export function isRetryableConflict(error: unknown): boolean {
  return RETRYABLE_SQLSTATES.has(sqlStateOf(error));
}

/**
 * Runs `work` (one whole transaction) and runs it again after a deadlock or serialization failure,
 * up to `attempts` times in all; any other error, or the last attempt's, is thrown as is.
 */
export async function withRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
    }
  }
}
