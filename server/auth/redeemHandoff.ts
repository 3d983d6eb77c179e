import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { HandoffPayload } from './handoffToken';
import type { UserRow } from './sessionStore';

/**
 * Spends a verified handoff token: records its jti (a second use finds it and is refused) and
 * answers the user it names, unless that user is unknown or deactivated.
 */
export async function redeemHandoff(db: Kysely<Database>, payload: HandoffPayload, now: Date): Promise<UserRow | null> {
  const firstUse = await db
    .insertInto('used_handoffs')
    .values({ jti: payload.jti, used_at: now })
    .onConflict((conflict) => conflict.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  if (!firstUse) return null;
  const user = await db.selectFrom('users').selectAll().where('id', '=', payload.sub).executeTakeFirst();
  return user && user.status === 'active' ? user : null;
}
