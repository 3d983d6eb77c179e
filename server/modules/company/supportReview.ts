import type { AppServices } from '../../http/services';
import { createDemoSupportDesk, demoSupportReviewMs, type DemoSupportDesk, type SupportDecision, type SupportReviewRequest } from '../../integrations/servicer/demoSupportDesk';
import { servicerFor } from '../../integrations/servicer/servicing';
import { enqueueJob } from '../../jobs/jobQueue';
import { QUEUES, type JobData } from '../../jobs/queues';
import type { PrimaryEmailChangeRow } from './primaryContactRecords';

/**
 * The support staff's review of primary e-mail changes in a running server (started by
 * server/jobs with the server). Each change is decided by a `primary-email-review` job due at its
 * support_decides_at (DEMO_SUPPORT_REVIEW_MS after it was requested; held in DEMO_JOBS=manual until
 * a test releases it). The desk's decision reaches the portal as a servicer report
 * (`primaryEmail.approved` / `primaryEmail.rejected`), applied by servicerEvents.ts like any
 * back-office report: so the demo takes the path a real support console or servicer would.
 * An approval the machine refuses because another user took the address meanwhile
 * (isNewEmailStillFree) is followed by a rejection with reason `emailAlreadyInUse`; a change
 * already decided (the job ran twice) is left as it is. Pending changes are handed over at start.
 */
const desks = new WeakMap<AppServices, DemoSupportDesk>();

export interface SupportReviewOptions {
  /** Default: DEMO_SUPPORT_REVIEW_MS. null: only when asked (decideNow). */
  delayMs?: number | null;
  log?: (message: string) => void;
}

export const toReviewRequest = (row: PrimaryEmailChangeRow, fallback: Date): SupportReviewRequest => ({
  id: row.id,
  buyerId: row.buyer_id,
  currentEmail: row.current_email,
  newEmail: row.new_email,
  decidesAt: row.support_decides_at ? new Date(row.support_decides_at) : fallback,
});

async function reportDecision(services: AppServices, request: SupportReviewRequest, decision: SupportDecision, log: (message: string) => void): Promise<void> {
  const servicer = servicerFor(services, log);
  const receipt =
    decision.kind === 'approved'
      ? await servicer.reportNow({ kind: 'primaryEmail.approved', changeId: request.id })
      : await servicer.reportNow({ kind: 'primaryEmail.rejected', changeId: request.id, reason: decision.reason });
  if (receipt.kind === 'stored') return;
  if (receipt.code === 'RULE_REFUSED' && receipt.rule === 'isNewEmailStillFree') {
    await reportDecision(services, request, { kind: 'rejected', reason: 'emailAlreadyInUse' }, log);
    return;
  }
  // notAllowedInState: decided already (the job ran twice, or someone decided first). Anything else is worth a line.
  if (receipt.rule !== 'notAllowedInState') log(`demo support desk: ${request.id} was not decided: ${receipt.code} ${receipt.message}`);
}

export function startSupportReview(services: AppServices, options: SupportReviewOptions = {}): DemoSupportDesk {
  const log = options.log ?? ((message: string) => console.warn(message));
  const desk = createDemoSupportDesk({
    delayMs: options.delayMs === undefined ? demoSupportReviewMs() : options.delayMs,
    log,
    schedule: (request) => enqueueJob(services, QUEUES.primaryEmailReview, { ...request, decidesAt: request.decidesAt.toISOString() }, { key: request.id, runAt: request.decidesAt }, log),
    onDecision: (request, decision) => reportDecision(services, request, decision, log),
  });
  desks.set(services, desk);
  resubmitPending(services, desk).catch((error: unknown) =>
    log(`demo support desk: could not pick up pending changes: ${error instanceof Error ? error.message : String(error)}`),
  );
  return desk;
}

/** The server's support desk (started on first use where no server started one). */
export function supportDeskFor(services: AppServices): DemoSupportDesk {
  return desks.get(services) ?? startSupportReview(services);
}

/** The `primary-email-review` job: support decides one change. */
export function deliverSupportReview(services: AppServices, data: JobData): Promise<void> {
  const request = data as unknown as Omit<SupportReviewRequest, 'decidesAt'> & { decidesAt: string };
  return supportDeskFor(services).deliver({ ...request, decidesAt: new Date(request.decidesAt) });
}

async function resubmitPending(services: AppServices, desk: DemoSupportDesk): Promise<void> {
  const pending = await services.db.selectFrom('primary_email_changes').selectAll().where('status', '=', 'submitted').where('support_decides_at', 'is not', null).execute();
  for (const row of pending) desk.submit(toReviewRequest(row, services.now()));
}
