import type { AppServices } from '../../http/services';
import { createDemoUnderwriting, type DemoUnderwriting } from '../../integrations/underwriting/demoUnderwriting';
import type { UnderwritingRequest } from '../../integrations/underwriting/underwritingGateway';
import { enqueueJob } from '../../jobs/jobQueue';
import { QUEUES, type JobData } from '../../jobs/queues';
import type { CreditIncreaseRow } from './creditIncreaseRecords';
import { decidedNotice } from './creditIncreaseNotices';
import { decideCreditIncrease } from './decideCreditIncrease';

/**
 * The underwriting of a running server (started by server/jobs with the server). Each request is
 * decided by an `underwriting` job due at its underwriting_decides_at (DEMO_UNDERWRITING_MS after
 * it was made). Decisions are stored by decideCreditIncrease (a request no longer submitted is
 * refused, so a job run twice decides once), published to creditIncreaseUpdated and e-mailed to the
 * requester through services.notifier (the outbox). Pending requests are handed over again at start.
 */
const underwriters = new WeakMap<AppServices, DemoUnderwriting>();

export interface UnderwritingOptions {
  /** Default: DEMO_UNDERWRITING_MS (unset: null). null: only when asked (decideNow) or by underwriting staff. */
  delayMs?: number | null;
  log?: (message: string) => void;
}

export function publishCreditIncreaseUpdated(services: AppServices, row: Pick<CreditIncreaseRow, 'id' | 'buyer_id' | 'status'>): void {
  services.pubsub.publish('creditIncreaseUpdated', row.buyer_id, { requestId: row.id, status: row.status });
}

/** Sends a notice to the user who made the request (no one when that user is gone). */
export async function notifyRequester(services: AppServices, row: CreditIncreaseRow, notice: (row: CreditIncreaseRow, to: string) => Parameters<AppServices['notifier']['send']>[0]): Promise<void> {
  if (!row.requested_by_user_id) return;
  const user = await services.db.selectFrom('users').select('email').where('id', '=', row.requested_by_user_id).executeTakeFirst();
  if (user) await services.notifier.send(notice(row, user.email));
}

export function startCreditUnderwriting(services: AppServices, options: UnderwritingOptions = {}): DemoUnderwriting {
  const log = options.log ?? ((message: string) => console.warn(message));
  const underwriting = createDemoUnderwriting({
    delayMs: options.delayMs === undefined ? (services.config.demoUnderwritingMs ?? null) : options.delayMs,
    now: services.now,
    log,
    schedule: (request) =>
      enqueueJob(services, QUEUES.underwriting, { ...request, decidesAt: request.decidesAt.toISOString() }, { key: request.id, runAt: request.decidesAt }, log),
    onDecision: async (requestId, decision) => {
      const decided = await decideCreditIncrease(services.db, requestId, decision, services.now());
      if (!decided) return;
      publishCreditIncreaseUpdated(services, decided);
      await notifyRequester(services, decided, decidedNotice);
    },
  });
  underwriters.set(services, underwriting);
  resubmitPending(services, underwriting).catch((error: unknown) =>
    log(`demo underwriting: could not pick up pending requests: ${error instanceof Error ? error.message : String(error)}`),
  );
  return underwriting;
}

/** The server's underwriting (started on first use where no server started one). */
export function underwritingFor(services: AppServices): DemoUnderwriting {
  return underwriters.get(services) ?? startCreditUnderwriting(services);
}

/** The `underwriting` job: underwriting decides one request. */
export function deliverDecision(services: AppServices, data: JobData): Promise<void> {
  const request = data as unknown as Omit<UnderwritingRequest, 'decidesAt'> & { decidesAt: string };
  return underwritingFor(services).deliver({ ...request, decidesAt: new Date(request.decidesAt) });
}

/** Hands a stored pending request to underwriting, with the credit line it is judged against. */
export async function submitToUnderwriting(services: AppServices, underwriting: DemoUnderwriting, row: CreditIncreaseRow): Promise<void> {
  const buyer = await services.db.selectFrom('buyers').select('credit_approved_minor').where('id', '=', row.buyer_id).executeTakeFirstOrThrow();
  underwriting.submit({
    id: row.id,
    buyerId: row.buyer_id,
    type: row.type,
    amountMinor: row.amount_minor,
    currency: row.currency,
    creditApprovedMinor: buyer.credit_approved_minor,
    decidesAt: row.underwriting_decides_at ? new Date(row.underwriting_decides_at) : services.now(),
  });
}

async function resubmitPending(services: AppServices, underwriting: DemoUnderwriting): Promise<void> {
  const pending = await services.db
    .selectFrom('credit_increase_requests')
    .selectAll()
    .where('status', '=', 'submitted')
    .where('underwriting_decides_at', 'is not', null)
    .execute();
  for (const row of pending) await submitToUnderwriting(services, underwriting, row);
}
