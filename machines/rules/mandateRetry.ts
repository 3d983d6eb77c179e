import { MS_PER_MINUTE, instantMs, instantPlus } from './instant';

/**
 * Spec 4 "Bank mandate" and 9 "Timing": after a mandate fails, a new attempt is accepted 15 minutes
 * after the failure (exactly 15:00 later is allowed; 14:59.999 is not).
 */
export const MANDATE_RETRY_WAIT_MS = 15 * MS_PER_MINUTE;

/** May a failed mandate be retried at `now`? False when either time is unreadable. */
export function isMandateRetryWindowOpen(failedAt: string | null, now: unknown): boolean {
  if (failedAt === null) return false;
  const failed = instantMs(failedAt);
  const at = instantMs(now);
  return !Number.isNaN(failed) && !Number.isNaN(at) && at - failed >= MANDATE_RETRY_WAIT_MS;
}

/** When a retry becomes possible (for "try again at 10:15" messages). */
export function mandateRetryAvailableAt(failedAt: string | null): string | null {
  return failedAt === null ? null : instantPlus(failedAt, MANDATE_RETRY_WAIT_MS);
}
