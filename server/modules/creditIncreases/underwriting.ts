import type { AppServices } from '../../http/services';
import { createDemoUnderwriting, type DemoUnderwriting } from '../../integrations/underwriting/demoUnderwriting';
import { demoUnderwritingMs } from '../../integrations/underwriting/underwritingConfig';
import type { CreditIncreaseRow } from './creditIncreaseRecords';
import { decidedNotice } from './creditIncreaseNotices';
import { decideCreditIncrease } from './decideCreditIncrease';

/**
 * The underwriting of a running server: started with the server (server/http/server.ts
 * backgroundWorkers), stopped before its database closes. Decisions are stored by
 * decideCreditIncrease, published to creditIncreaseUpdated and e-mailed to the requester through
 * services.notifier (the outbox). Pending requests stored before a restart are handed over again.
 */
const underwriters = new WeakMap<AppServices, DemoUnderwriting>();

export interface UnderwritingOptions {
  /** Default: DEMO_UNDERWRITING_MS (15000). null: only when asked (decideNow). */
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
    delayMs: options.delayMs === undefined ? demoUnderwritingMs() : options.delayMs,
    now: services.now,
    log,
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
