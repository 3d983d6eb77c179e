import { z } from 'zod';
import type { AppServices } from '../../http/services';
import { enqueueJob } from '../../jobs/jobQueue';
import { QUEUES } from '../../jobs/queues';
import { runDisbursements } from './computeDisbursements';

/** `DISBURSEMENT_RUN_MS`: how often the `disbursements` job runs (default hourly; 0 = only at start). */
export function disbursementRunMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env['DISBURSEMENT_RUN_MS'];
  const parsed = z.coerce.number().int().min(0).max(86_400_000).default(3_600_000).safeParse(raw === '' ? undefined : raw);
  if (!parsed.success) throw new Error(`DISBURSEMENT_RUN_MS: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** One queued run at a time across instances (the job's singleton key). */
const RUN_KEY = 'run';

/** Queues the next run `delayMs` from now (a self-rescheduling job, like credit expiry). */
export function scheduleDisbursementRun(services: AppServices, delayMs: number, log: (message: string) => void): void {
  enqueueJob(services, QUEUES.disbursements, {}, { key: RUN_KEY, runAt: new Date(services.now().getTime() + delayMs) }, log);
}

/** The `disbursements` job: one run on the server's clock, then the next one queued. */
export async function runDisbursementJob(services: AppServices, log: (message: string) => void): Promise<void> {
  const result = await runDisbursements(services.db, services.now());
  if (result.paymentIds.length > 0) log(`disbursements: ${result.paymentIds.length} payment(s) paid out in ${new Set(result.disbursementIds).size} payout(s)`);
  const intervalMs = disbursementRunMs();
  if (intervalMs > 0) scheduleDisbursementRun(services, intervalMs, log);
}
