import type { AppServices } from '../../http/services';
import { enqueueJob } from '../../jobs/jobQueue';
import { QUEUES, type JobData } from '../../jobs/queues';
import type { ApplicationRow } from './applicationRecords';
import { decideApplication } from './decideApplication';

/**
 * The demo underwriting of applications: an `application-underwriting` job per application, due
 * DEMO_UNDERWRITING_MS after it was submitted (the credit increases' underwriting delay; none when it
 * is unset: the underwriting console decides), held in
 * DEMO_JOBS=manual until a test releases it. The demo approves the credit line asked for; the
 * decision goes through decideApplication, the one path a staff console takes too. A job run twice
 * (or after a staff decision) finds the application decided: the machine refuses, nothing changes.
 */
export const DEMO_UNDERWRITER = 'demoUnderwriting';

/** When the demo decides an application submitted now; null (DEMO_UNDERWRITING_MS unset): staff decide. */
export function underwritingDueAt(services: AppServices): Date | null {
  const delayMs = services.config.demoUnderwritingMs ?? null;
  return delayMs === null ? null : new Date(services.now().getTime() + delayMs);
}

/** Queues the demo's decision, only when the demo underwriting acts (the application has a due time). */
export function queueUnderwriting(services: AppServices, row: ApplicationRow, log: (message: string) => void = (m) => console.warn(m)): void {
  if (!row.underwriting_decides_at) return;
  enqueueJob(services, QUEUES.applicationUnderwriting, { applicationId: row.id }, { key: row.id, runAt: row.underwriting_decides_at ? new Date(row.underwriting_decides_at) : null }, log);
}

const isRefusedAsDecided = (error: unknown) => {
  const extensions = (error as { extensions?: { code?: unknown; refusal?: { rule?: unknown } } }).extensions;
  return extensions?.code === 'RULE_REFUSED';
};

/** The `application-underwriting` job: the demo underwriting approves one application. */
export async function runApplicationUnderwriting(services: AppServices, data: JobData): Promise<void> {
  const applicationId = String(data['applicationId']);
  try {
    await decideApplication(services, applicationId, { kind: 'approve' }, DEMO_UNDERWRITER);
  } catch (error) {
    if (isRefusedAsDecided(error)) return;
    throw error;
  }
}
