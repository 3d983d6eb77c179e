import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { paymentMachine, paymentStatus } from '../../../machines/domain/payment';
import { stateValueFor } from '../../../machines/domain/domainKit';
import type { Database } from '../../db/schema';
import { applyDomainEvent } from '../../rulebook/enforce';
import { recordDomainCreation } from '../../rulebook/recordCreation';

/**
 * A bank transfer the bank posted for a buyer with no reference it could match to a payment or an
 * invoice: all of it is left to apply, which is what Modify payment is for (spec 5). A real bank
 * reports these through a notification (webhook); the demo has no such traffic, so tests and the
 * API replay call this directly, as they call the bank's settleNow.
 *
 * One transaction: the payment is booked like any (`payment.made` into the machine's `pending`,
 * nothing allocated), then the bank's posting is applied through the payment machine
 * (`payment.received` with everything unapplied -> active). Idempotent per transfer id.
 */
export interface UnmatchedTransfer {
  /** The bank's id of the transfer (the payment's idempotency key is derived from it). */
  transferId: string;
  buyerId: string;
  currency: string;
  amountMinor: number;
  now: Date;
}

export async function postUnmatchedTransfer(db: Kysely<Database>, transfer: UnmatchedTransfer): Promise<{ paymentId: string }> {
  const key = `bank-unmatched-${transfer.transferId}`;
  const existing = await db.selectFrom('payments').select('id').where('buyer_id', '=', transfer.buyerId).where('idempotency_key', '=', key).executeTakeFirst();
  if (existing) return { paymentId: existing.id };
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const today = transfer.now.toISOString().slice(0, 10);
    const system = { userId: null, role: null };
    const entity = { type: 'payment', id, buyerId: transfer.buyerId };
    await trx
      .insertInto('payments')
      .values({
        id, buyer_id: transfer.buyerId, user_id: null, type: 'bankTransfer', currency: transfer.currency, amount_minor: transfer.amountMinor,
        remaining_minor: transfer.amountMinor, status: 'pending', failure_reason: null, received_date: today, idempotency_key: key, created_at: transfer.now,
      })
      .execute();
    await recordDomainCreation(trx, {
      entry: catalogEntry('payment'),
      entity,
      input: { amountMinor: transfer.amountMinor, unappliedMinor: 0 },
      event: { type: 'payment.made', method: 'bankTransfer', amountMinor: transfer.amountMinor, currency: transfer.currency, invoiceCount: 0 },
      now: transfer.now,
      actor: system,
    });
    await applyDomainEvent(trx, {
      entry: catalogEntry('payment'),
      entity,
      stored: { value: stateValueFor(paymentMachine, 'pending'), context: { amountMinor: transfer.amountMinor, unappliedMinor: 0, failureReason: null, receivedAt: null, modificationRequestedAt: null, closedAt: null } },
      event: { type: 'payment.received', now: transfer.now.toISOString(), unappliedMinor: transfer.amountMinor },
      now: transfer.now,
      actor: system,
      persist: async ({ snapshot }) => {
        await trx.updateTable('payments').set({ status: paymentStatus(snapshot) }).where('id', '=', id).execute();
      },
    });
    return { paymentId: id };
  });
}
