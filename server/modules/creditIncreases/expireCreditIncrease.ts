import { catalogEntry } from '../../../machines/catalog';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { withRetry } from '../../db/withRetry';
import { applyDomainEvent } from '../../rulebook/enforce';
import { CREDIT_INCREASE_ENTITY, storedStateOf } from './creditIncreaseMachineEntry';
import type { CreditIncreaseRow } from './creditIncreaseRecords';

/**
 * Ends an approved temporary increase through the creditIncrease machine (processed.approved ->
 * processed.expired, guard hasTemporaryIncreaseEnded on the server's clock), in ONE transaction
 * with the credit line change (buyers.credit_approved_minor -= the approved amount) and the audit
 * entry. Locks the buyer row, then the request (the order decideCreditIncrease uses). A request
 * that is no longer approved (already expired by another check) is left alone (null); one whose
 * end date has not passed is refused by the machine (RULE_REFUSED, nothing changes).
 *
 * The line goes down by what this increase added, not back to a stored "before": other changes
 * of the line in between (a permanent increase approved meanwhile) stay.
 */
export async function expireCreditIncrease(db: Kysely<Database>, requestId: string, now: Date): Promise<CreditIncreaseRow | null> {
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('credit_increase_requests').select('buyer_id').where('id', '=', requestId).executeTakeFirst();
    if (!found) return null;
    const buyer = await trx.selectFrom('buyers').select(['id', 'credit_approved_minor']).where('id', '=', found.buyer_id).forUpdate().executeTakeFirstOrThrow();
    const row = await trx.selectFrom('credit_increase_requests').selectAll().where('id', '=', requestId).forUpdate().executeTakeFirstOrThrow();
    if (row.status !== 'approved') return null;
    let updated: CreditIncreaseRow | undefined;
    await applyDomainEvent(trx, {
      entry: catalogEntry('creditIncrease'),
      entity: { type: CREDIT_INCREASE_ENTITY, id: row.id, buyerId: row.buyer_id },
      stored: storedStateOf(row),
      event: { type: 'creditIncrease.expire', now: now.toISOString() },
      now,
      actor: { userId: null, role: null },
      persist: async ({ context }) => {
        const granted = context.approvedAmountMinor ?? 0;
        if (granted > 0) {
          await trx
            .updateTable('buyers')
            .set({ credit_approved_minor: buyer.credit_approved_minor - granted })
            .where('id', '=', buyer.id)
            .execute();
        }
        updated = await trx
          .updateTable('credit_increase_requests')
          .set({ status: 'expired', expired_at: now })
          .where('id', '=', row.id)
          .where('status', '=', 'approved')
          .returningAll()
          .executeTakeFirstOrThrow();
      },
    });
    return updated ?? null;
  }),
  );
}

/**
 * The ids of approved temporary increases that may be over at `now`: end date before today (UTC).
 * Only a pre-selection for the expiry check; the machine's hasTemporaryIncreaseEnded decides.
 */
export async function dueCreditIncreaseIds(db: Kysely<Database>, now: Date): Promise<string[]> {
  const today = now.toISOString().slice(0, 10);
  const rows = await db
    .selectFrom('credit_increase_requests')
    .select('id')
    .where('status', '=', 'approved')
    .where('type', '=', 'temporary')
    .where('end_date', '<', today)
    .orderBy('end_date')
    .execute();
  return rows.map((r) => r.id);
}
