import type { Transaction } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { stateValueFor } from '../../../machines/domain/domainKit';
import { userStatusMachine, userStatusOf, type UserStatusContext, type UserStatusEvent } from '../../../machines/domain/userStatus';
import type { Database } from '../../db/schema';
import { applyDomainEvent } from '../../rulebook/enforce';

export interface StoredUserStatus {
  id: string;
  buyer_id: string | null;
  status: string;
  status_context: unknown;
}

const EMPTY: UserStatusContext = { activatedAt: null, suspensionReason: null, deactivatedAt: null, deactivatedBy: null };

/** Applies a userStatus event to a user row locked in `trx`; stores the next status and context in the same transaction. */
export async function applyUserStatusEvent(
  trx: Transaction<Database>,
  user: StoredUserStatus,
  event: UserStatusEvent,
  now: Date,
  actor: { userId: string | null; role: string | null },
): Promise<string> {
  const applied = await applyDomainEvent(trx, {
    entry: catalogEntry('userStatus'),
    entity: { type: 'user', id: user.id, buyerId: user.buyer_id },
    stored: { value: stateValueFor(userStatusMachine, user.status), context: { ...EMPTY, ...(user.status_context as Partial<UserStatusContext>) } },
    event,
    now,
    actor,
    persist: async ({ snapshot }) => {
      await trx.updateTable('users').set({ status: userStatusOf(snapshot), status_context: JSON.stringify(snapshot.context) }).where('id', '=', user.id).execute();
    },
  });
  return userStatusOf(applied.snapshot);
}
