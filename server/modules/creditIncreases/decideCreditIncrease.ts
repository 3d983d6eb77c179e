import { catalogEntry } from '../../../machines/catalog';
import type { Kysely } from 'kysely';
import type { CreditIncreaseEvent } from '../../../machines/domain/creditIncrease';
import type { Database } from '../../db/schema';
import { withRetry } from '../../db/withRetry';
import type { UnderwritingDecision } from '../../integrations/underwriting/underwritingGateway';
import { applyDomainEvent } from '../../rulebook/enforce';
import { CREDIT_INCREASE_ENTITY, storedStateOf } from './creditIncreaseMachineEntry';
import type { CreditIncreaseRow } from './creditIncreaseRecords';

/**
 * Applies underwriting's decision to a pending request, through the creditIncrease machine
 * (submitted -> processed.approved | processed.declined), in ONE transaction with the credit line
 * change (buyers.credit_approved_minor += what was granted) and the audit entry. Locks the buyer
 * row, then the request. A decision for a request that is no longer pending is ignored (null):
 * underwriting may answer twice. Temporary increases raise the line the same way; the expiry
 * check lowers it again after the end date (expireCreditIncrease.ts).
 */
export async function decideCreditIncrease(
  db: Kysely<Database>,
  requestId: string,
  decision: UnderwritingDecision,
  now: Date,
  /** Who decided: the underwriter in the console (issue 14); no one for the demo underwriting. */
  actor: { userId: string | null; role: string | null } = { userId: null, role: null },
): Promise<CreditIncreaseRow | null> {
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('credit_increase_requests').select('buyer_id').where('id', '=', requestId).executeTakeFirst();
    if (!found) return null;
    const buyer = await trx.selectFrom('buyers').select(['id', 'credit_approved_minor']).where('id', '=', found.buyer_id).forUpdate().executeTakeFirstOrThrow();
    const row = await trx.selectFrom('credit_increase_requests').selectAll().where('id', '=', requestId).forUpdate().executeTakeFirstOrThrow();
    if (row.status !== 'submitted') return null;
    const at = now.toISOString();
    const event: CreditIncreaseEvent =
      decision.kind === 'approved'
        ? { type: 'creditIncrease.approved', now: at, approvedAmountMinor: decision.approvedAmountMinor }
        : { type: 'creditIncrease.declined', now: at, reason: decision.reason };
    let updated: CreditIncreaseRow | undefined;
    await applyDomainEvent(trx, {
      entry: catalogEntry('creditIncrease'),
      entity: { type: CREDIT_INCREASE_ENTITY, id: row.id, buyerId: row.buyer_id },
      stored: storedStateOf(row),
      event,
      now,
      actor,
      persist: async ({ context, snapshot }) => {
        const approved = snapshot.matches({ processed: 'approved' });
        const granted = approved ? (context.approvedAmountMinor ?? 0) : 0;
        const creditAfter = buyer.credit_approved_minor + granted;
        if (granted > 0) await trx.updateTable('buyers').set({ credit_approved_minor: creditAfter }).where('id', '=', buyer.id).execute();
        updated = await trx
          .updateTable('credit_increase_requests')
          .set({
            status: approved ? 'approved' : 'declined',
            decided_at: now,
            approved_amount_minor: context.approvedAmountMinor,
            decline_reason: context.declineReason,
            credit_before_minor: buyer.credit_approved_minor,
            credit_after_minor: creditAfter,
          })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      },
    });
    return updated ?? null;
  }),
  );
}
