import type { Kysely, Transaction } from 'kysely';
import {
  SECURITY_ANSWER_MAX_FAILURES,
  afterWrongSecurityAnswer,
  isSecurityQuestionKey,
  normalizeSecurityAnswer,
  securityAnswerHeldUntil,
  type SecurityQuestionKey,
} from '../../../machines/rules/securityQuestion';
import type { Database } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../security/password';

/**
 * The security question (spec 3 keys, spec 8 errors). The answer is normalised (case and every
 * space removed, machines/rules/securityQuestion.ts) and hashed with scrypt like a password, so the
 * comparison is constant-time (`timingSafeEqual` inside verifyPassword) and a database leak gives
 * no answers. Wrong answers are counted per user; the 5th holds further answers for 15 minutes.
 */
type Db = Kysely<Database> | Transaction<Database>;

export interface SecurityQuestionSetting {
  questionKey: SecurityQuestionKey;
  updatedAt: Date;
}

export async function findSecurityQuestion(db: Db, userId: string): Promise<SecurityQuestionSetting | null> {
  const row = await db.selectFrom('security_answers').select(['question_key', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
  if (!row || !isSecurityQuestionKey(row.question_key)) return null;
  return { questionKey: row.question_key, updatedAt: row.updated_at };
}

/** Chooses or changes the question and answer; a change clears the wrong-answer count. */
export async function saveSecurityAnswer(db: Db, userId: string, questionKey: SecurityQuestionKey, answer: string, now: Date): Promise<SecurityQuestionSetting> {
  const answerHash = await hashPassword(normalizeSecurityAnswer(answer));
  await db
    .insertInto('security_answers')
    .values({ user_id: userId, question_key: questionKey, answer_hash: answerHash, failed_attempts: 0, last_failed_at: null, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ question_key: questionKey, answer_hash: answerHash, failed_attempts: 0, last_failed_at: null, updated_at: now }))
    .execute();
  return { questionKey, updatedAt: now };
}

export type AnswerCheck =
  | { kind: 'correct' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'held'; until: Date }
  /** The user has no security question. */
  | { kind: 'none' };

/**
 * Checks an answer inside `trx` (the row locked): held while throttled (the answer is not even
 * compared), a wrong answer counted, a right one clears the count. The caller commits either way.
 */
export async function checkSecurityAnswer(trx: Transaction<Database>, userId: string, answer: string, now: Date): Promise<AnswerCheck> {
  const row = await trx.selectFrom('security_answers').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!row) return { kind: 'none' };
  const attempts = { failedAttempts: row.failed_attempts, lastFailedAt: row.last_failed_at };
  const heldUntil = securityAnswerHeldUntil(attempts, now);
  if (heldUntil) return { kind: 'held', until: heldUntil };
  if (await verifyPassword(normalizeSecurityAnswer(answer), row.answer_hash)) {
    if (row.failed_attempts > 0) await trx.updateTable('security_answers').set({ failed_attempts: 0, last_failed_at: null }).where('user_id', '=', userId).execute();
    return { kind: 'correct' };
  }
  const next = afterWrongSecurityAnswer(attempts, now);
  await trx.updateTable('security_answers').set({ failed_attempts: next.failedAttempts, last_failed_at: next.lastFailedAt }).where('user_id', '=', userId).execute();
  const held = securityAnswerHeldUntil(next, now);
  return held ? { kind: 'held', until: held } : { kind: 'wrong', attemptsLeft: SECURITY_ANSWER_MAX_FAILURES - next.failedAttempts };
}
