import type { Kysely, Selectable } from 'kysely';
import { temporaryIncreaseEndsAt } from '../../../machines/rules/creditIncreaseExpiry';
import { CREDIT_INCREASE_DECISION_MS, isDecisionOverdue } from '../../../machines/rules/decisionWindow';
import type { CreditIncreaseRequestTable, Database } from '../../db/schema';
import type { CreditIncreaseRequest } from '../../schema/generated/resolvers';

export type CreditIncreaseRow = Selectable<CreditIncreaseRequestTable>;

/** The GraphQL shape of a stored request (spec 3 "Credit limit increase request"). */
export function toCreditIncrease(row: CreditIncreaseRow, now: Date): CreditIncreaseRequest {
  const money = (amountMinor: number | null) => (amountMinor === null ? null : { amountMinor, currency: row.currency });
  const submittedAt = new Date(row.submitted_at);
  const expectedBy = new Date(submittedAt.getTime() + CREDIT_INCREASE_DECISION_MS);
  return {
    id: row.id,
    type: row.type,
    requestedAmount: { amountMinor: row.amount_minor, currency: row.currency },
    startDate: row.start_date,
    endDate: row.end_date,
    reason: row.reason,
    status: row.status,
    submittedAt,
    expectedDecisionBy: expectedBy,
    overdue: row.status === 'submitted' && isDecisionOverdue(submittedAt.toISOString(), now.toISOString(), CREDIT_INCREASE_DECISION_MS),
    decidedAt: row.decided_at,
    approvedAmount: money(row.approved_amount_minor),
    declineReason: row.decline_reason,
    creditLimitBefore: money(row.credit_before_minor),
    creditLimitAfter: money(row.credit_after_minor),
    endsAt: row.type === 'temporary' && row.end_date ? temporaryIncreaseEndsAt(row.end_date) : null,
    expiredAt: row.expired_at,
  };
}

export function findCreditIncrease(db: Kysely<Database>, id: string): Promise<CreditIncreaseRow | undefined> {
  return db.selectFrom('credit_increase_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The buyer's pending request (at most one) and the latest decided one. */
export async function currentRequests(db: Kysely<Database>, buyerId: string): Promise<{ pending: CreditIncreaseRow | null; lastDecided: CreditIncreaseRow | null }> {
  const [pending, lastDecided] = await Promise.all([
    db.selectFrom('credit_increase_requests').selectAll().where('buyer_id', '=', buyerId).where('status', '=', 'submitted').orderBy('submitted_at', 'desc').executeTakeFirst(),
    db.selectFrom('credit_increase_requests').selectAll().where('buyer_id', '=', buyerId).where('status', '<>', 'submitted').orderBy('decided_at', 'desc').orderBy('submitted_at', 'desc').executeTakeFirst(),
  ]);
  return { pending: pending ?? null, lastDecided: lastDecided ?? null };
}
