import { catalogEntry } from '../../../machines/catalog';
import type { Transaction } from 'kysely';
import { stateValueFor } from '../../../machines/domain/domainKit';
import { purchaseCardMachine, purchaseCardStatus, type PurchaseCardContext, type PurchaseCardEvent } from '../../../machines/domain/purchaseCard';
import type { Database } from '../../db/schema';
import { applyDomainEvent } from '../../rulebook/enforce';


export interface StoredCard {
  id: string;
  buyer_id: string;
  status: string;
  context: unknown;
}

/** Applies an event to a card row locked in `trx` and stores the next status and context. */
export async function applyCardEvent(
  trx: Transaction<Database>,
  card: StoredCard,
  event: PurchaseCardEvent,
  now: Date,
  actor: { userId: string | null; role: string | null },
  extra: (next: { status: string; context: PurchaseCardContext }) => Partial<{ issuer_token: string | null; number_last4: string | null; issuer_due_at: Date | null }> = () => ({}),
): Promise<{ status: string; context: PurchaseCardContext }> {
  const applied = await applyDomainEvent(trx, {
    entry: catalogEntry('purchaseCard'),
    entity: { type: 'purchaseCard', id: card.id, buyerId: card.buyer_id },
    stored: { value: stateValueFor(purchaseCardMachine, card.status), context: card.context as PurchaseCardContext },
    event,
    now,
    actor,
    persist: async ({ snapshot }) => {
      const next = { status: purchaseCardStatus(snapshot), context: snapshot.context };
      await trx
        .updateTable('purchase_cards')
        .set({ status: next.status, context: JSON.stringify(next.context), updated_at: now, ...extra(next) })
        .where('id', '=', card.id)
        .execute();
    },
  });
  return { status: purchaseCardStatus(applied.snapshot), context: applied.snapshot.context };
}

export async function lockCardRow(trx: Transaction<Database>, id: string): Promise<StoredCard | undefined> {
  return trx.selectFrom('purchase_cards').select(['id', 'buyer_id', 'status', 'context']).where('id', '=', id).forUpdate().executeTakeFirst();
}
