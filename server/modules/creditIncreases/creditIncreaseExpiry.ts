import type { AppServices } from '../../http/services';
import { creditExpiryCheckMs } from '../../integrations/underwriting/underwritingConfig';
import { enqueueJob } from '../../jobs/jobQueue';
import { QUEUES } from '../../jobs/queues';
import { expiredNotice } from './creditIncreaseNotices';
import { dueCreditIncreaseIds, expireCreditIncrease } from './expireCreditIncrease';
import { notifyRequester, publishCreditIncreaseUpdated } from './underwriting';

/**
 * The expiry check: ends every approved temporary increase whose end date has passed on the
 * server's clock (services.now, so a moved test clock counts), publishes creditIncreaseUpdated and
 * e-mails the requester. One failing request is logged and tried again at the next check; a
 * request another check ended first is refused by its machine, so two checks never end it twice.
 * Resolves with the ids this check ended.
 */
export async function checkCreditIncreaseExpiry(services: AppServices, log: (message: string) => void = (message) => console.warn(message)): Promise<string[]> {
  const expired: string[] = [];
  const now = services.now();
  for (const id of await dueCreditIncreaseIds(services.db, now)) {
    try {
      const row = await expireCreditIncrease(services.db, id, now);
      if (!row) continue;
      expired.push(row.id);
      publishCreditIncreaseUpdated(services, row);
      await notifyRequester(services, row, expiredNotice);
    } catch (error) {
      log(`credit increase expiry: could not end request ${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return expired;
}

/** One queued check at a time across instances (the job's singleton key). */
const CHECK_KEY = 'check';

/**
 * Queues the next check `delayMs` from now (a self-rescheduling job: server/jobs runs one at start,
 * each run queues the next every CREDIT_EXPIRY_CHECK_MS; 0 turns the periodic check off).
 */
export function scheduleCreditExpiryCheck(services: AppServices, delayMs: number, log: (message: string) => void): void {
  enqueueJob(services, QUEUES.creditExpiry, {}, { key: CHECK_KEY, runAt: new Date(services.now().getTime() + delayMs) }, log);
}

/** The `credit-expiry` job: one check, then the next one queued. */
export async function runCreditExpiryCheck(services: AppServices, log: (message: string) => void): Promise<void> {
  await checkCreditIncreaseExpiry(services, log);
  const intervalMs = creditExpiryCheckMs();
  if (intervalMs > 0) scheduleCreditExpiryCheck(services, intervalMs, log);
}
