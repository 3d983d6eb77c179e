/**
 * Spec 8 "Security question: invalid answer, throttled". Ours (not shown in the spec): five wrong
 * answers within 15 minutes hold further tries for 15 minutes (per user, whichever link or browser
 * they come from). The keys and the answer's shape live in src/domain/securityQuestion.ts (shared
 * with the forms) and are re-exported here.
 */
export {
  SECURITY_ANSWER_MAX_LENGTH,
  SECURITY_ANSWER_MIN_LENGTH,
  SECURITY_QUESTION_KEYS,
  isSecurityAnswerAcceptable,
  isSecurityQuestionKey,
  normalizeSecurityAnswer,
  securityQuestionMessageId,
} from '../../src/domain/securityQuestion';
export type { SecurityQuestionKey } from '../../src/domain/securityQuestion';

export const SECURITY_ANSWER_MAX_FAILURES = 5;
export const SECURITY_ANSWER_HOLD_MS = 15 * 60 * 1000;

export interface SecurityAnswerAttempts {
  failedAttempts: number;
  lastFailedAt: Date | null;
}

/** When further answers are accepted again, or null when they are accepted now. */
export function securityAnswerHeldUntil(attempts: SecurityAnswerAttempts, now: Date): Date | null {
  if (attempts.failedAttempts < SECURITY_ANSWER_MAX_FAILURES || !attempts.lastFailedAt) return null;
  const until = attempts.lastFailedAt.getTime() + SECURITY_ANSWER_HOLD_MS;
  return until > now.getTime() ? new Date(until) : null;
}

/** The count after one more wrong answer; an old run of failures (past the hold) starts afresh. */
export function afterWrongSecurityAnswer(attempts: SecurityAnswerAttempts, now: Date): SecurityAnswerAttempts {
  const stale = attempts.lastFailedAt === null || now.getTime() - attempts.lastFailedAt.getTime() >= SECURITY_ANSWER_HOLD_MS;
  return { failedAttempts: (stale ? 0 : attempts.failedAttempts) + 1, lastFailedAt: now };
}
