import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { afterFailedSignIn, afterSuccessfulSignIn, type SignInAttemptState } from '../../machines/rules/signInLockout';
import type { UserRow } from './sessionStore';

/**
 * Persists the lockout counters. The rule itself lives in machines/rules/signInLockout.ts; here
 * each change is one compare-and-set UPDATE … RETURNING, retried when a concurrent attempt won, so
 * parallel wrong passwords can never lose a count.
 */
const MAX_CONTENTION_RETRIES = 5;

export function attemptStateOf(user: Pick<UserRow, 'failed_sign_ins' | 'locked_until'>): SignInAttemptState {
  return { failedSignIns: user.failed_sign_ins, lockedUntil: user.locked_until };
}

async function compareAndSet(db: Kysely<Database>, userId: string, from: SignInAttemptState, to: SignInAttemptState, failedAt: Date | null) {
  return db
    .updateTable('users')
    .set({ failed_sign_ins: to.failedSignIns, locked_until: to.lockedUntil, ...(failedAt ? { last_failed_sign_in_at: failedAt } : {}) })
    .where('id', '=', userId)
    .where('failed_sign_ins', '=', from.failedSignIns)
    .where((eb) => (from.lockedUntil ? eb('locked_until', '=', from.lockedUntil) : eb('locked_until', 'is', null)))
    .returning(['failed_sign_ins', 'locked_until'])
    .executeTakeFirst();
}

async function readState(db: Kysely<Database>, userId: string): Promise<SignInAttemptState> {
  const row = await db.selectFrom('users').select(['failed_sign_ins', 'locked_until']).where('id', '=', userId).executeTakeFirstOrThrow();
  return attemptStateOf(row);
}

/** Records one wrong password; answers the state after it (locked when this was the sixth). */
export async function recordFailedSignIn(db: Kysely<Database>, user: UserRow, now: Date): Promise<SignInAttemptState> {
  let state = attemptStateOf(user);
  for (let attempt = 0; attempt < MAX_CONTENTION_RETRIES; attempt += 1) {
    const next = afterFailedSignIn(state, now);
    if (await compareAndSet(db, user.id, state, next, now)) return next;
    state = await readState(db, user.id);
  }
  throw new Error('Sign-in counters kept changing concurrently');
}

/** Clears the counters after a correct password (a no-op when already clear). */
export async function recordSuccessfulSignIn(db: Kysely<Database>, user: UserRow): Promise<void> {
  const state = attemptStateOf(user);
  if (state.failedSignIns === 0 && state.lockedUntil === null) return;
  const next = afterSuccessfulSignIn();
  await db.updateTable('users').set({ failed_sign_ins: next.failedSignIns, locked_until: next.lockedUntil }).where('id', '=', user.id).execute();
}
