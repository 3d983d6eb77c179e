import type { Transaction } from 'kysely';
import { chargeStatus, initialFor, type ChargeEvent } from '../../../machines/domain/charge';
import { catalogEntry } from '../../../machines/catalog';
import type { ChargeStatus } from '../../../src/domain/money';
import type { Database } from '../../db/schema';
import { applyDomainEvent } from '../../rulebook/enforce';

/** An invoice row as read under its lock (FOR UPDATE) by the caller. */
export interface LockedInvoice {
  id: string;
  buyer_id: string;
  status: string;
  remaining_minor: number;
}

/**
 * The one writer of `invoices.status` (spec 4 "Charge status labels"): the charge machine decides
 * the event from the stored status and balance through applyDomainEvent (refused -> RULE_REFUSED
 * naming the rule, nothing written; accepted -> audited), and the new status and balance are
 * written in its `persist`, in the caller's transaction. The balance after the event
 * (`remainingMinor`) is the caller's arithmetic on the locked row; the status is the machine's.
 * Returns the status stored.
 */
export async function applyChargeEvent(
  trx: Transaction<Database>,
  invoice: LockedInvoice,
  event: ChargeEvent,
  now: Date,
  actor: { userId: string | null; role: string | null },
): Promise<ChargeStatus> {
  const stored = initialFor({ status: invoice.status as ChargeStatus, remainingMinor: invoice.remaining_minor });
  const applied = await applyDomainEvent(trx, {
    entry: catalogEntry('charge'),
    entity: { type: 'invoice', id: invoice.id, buyerId: invoice.buyer_id },
    stored: { value: stored.value, context: stored.context },
    event,
    now,
    actor,
    persist: async ({ snapshot }) => {
      const updated = await trx
        .updateTable('invoices')
        .set({ status: chargeStatus(snapshot), remaining_minor: snapshot.context.remainingMinor })
        .where('id', '=', invoice.id)
        .where('status', '=', invoice.status)
        .where('remaining_minor', '=', invoice.remaining_minor)
        .executeTakeFirst();
      // Cannot happen while the caller holds the row lock; if it ever did, nothing of the transaction is kept.
      if (updated.numUpdatedRows !== 1n) throw new Error(`invoice ${invoice.id} changed under its lock`);
    },
  });
  return chargeStatus(applied.snapshot);
}
