import type { Kysely, Transaction } from 'kysely';
import { PASSWORD_HISTORY_DEPTH } from '../../machines/rules/passwordReset';
import { failedPasswordRules, type PasswordRuleId } from '../../machines/rules/password';
import type { Database } from '../db/schema';
import { hashPassword, verifyPassword } from './password';

/**
 * Spec 5 "not a recently used password": the current hash and the PASSWORD_HISTORY_DEPTH - 1
 * before it (table password_history, migration 0017). Only scrypt hashes are kept.
 */
type Db = Kysely<Database> | Transaction<Database>;

/** For each recently used password: does the candidate match it? (The input of the notRecentlyUsed rule.) */
export async function recentPasswordMatches(db: Db, user: { id: string; password_hash: string }, candidate: string): Promise<boolean[]> {
  const earlier = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', user.id)
    .orderBy('replaced_at', 'desc')
    .limit(PASSWORD_HISTORY_DEPTH - 1)
    .execute();
  return Promise.all([user.password_hash, ...earlier.map((row) => row.password_hash)].map((hash) => verifyPassword(candidate, hash)));
}

/**
 * Every rule the candidate fails, the costly history comparison only when the cheap rules pass
 * (a refused weak password never burns five scrypt runs).
 */
export async function passwordProblems(db: Db, user: { id: string; password_hash: string }, candidate: string): Promise<PasswordRuleId[]> {
  const cheap = failedPasswordRules(candidate);
  if (cheap.length > 0) return cheap;
  return failedPasswordRules(candidate, await recentPasswordMatches(db, user, candidate));
}

/** Sets a new password; the old hash goes to the history, older entries beyond the depth are dropped. */
export async function replacePassword(trx: Transaction<Database>, user: { id: string; password_hash: string }, plain: string, now: Date): Promise<void> {
  const hash = await hashPassword(plain);
  await trx.insertInto('password_history').values({ user_id: user.id, password_hash: user.password_hash, replaced_at: now }).execute();
  await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', user.id).execute();
  const keep = await trx
    .selectFrom('password_history')
    .select('id')
    .where('user_id', '=', user.id)
    .orderBy('replaced_at', 'desc')
    .limit(PASSWORD_HISTORY_DEPTH - 1)
    .execute();
  await trx
    .deleteFrom('password_history')
    .where('user_id', '=', user.id)
    .where('id', 'not in', keep.length > 0 ? keep.map((row) => row.id) : ['00000000-0000-0000-0000-000000000000'])
    .execute();
}
