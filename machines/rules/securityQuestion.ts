/**
 * Spec 3 "Security-question keys" and spec 8 "Security question: invalid answer, throttled".
 * Ours (not shown in the spec): the answer is compared ignoring case and every space, so
 * "Elm  Street" matches "elmstreet"; it must have 2 to 100 characters; five wrong answers within
 * 15 minutes hold further tries for 15 minutes (per user, whichever link or browser they come from).
 */
export const SECURITY_QUESTION_KEYS = [
  'favoritePersonFromHistory',
  'streetNameAtAgeTen',
  'firstPartnerName',
  'streetNameWhenStartingSchool',
  'closestChildhoodFriendFirstName',
  'firstConcert',
  'highschoolFriendRoadName',
  'firstKissLocation',
  'firstPetName',
  'favoriteFictionalCharacter',
] as const;
export type SecurityQuestionKey = (typeof SECURITY_QUESTION_KEYS)[number];

export const isSecurityQuestionKey = (value: unknown): value is SecurityQuestionKey =>
  typeof value === 'string' && (SECURITY_QUESTION_KEYS as readonly string[]).includes(value);

/** Message id of a question's words. */
export const securityQuestionMessageId = (key: SecurityQuestionKey) => `security.question.${key}`;

export const SECURITY_ANSWER_MIN_LENGTH = 2;
export const SECURITY_ANSWER_MAX_LENGTH = 100;
export const SECURITY_ANSWER_MAX_FAILURES = 5;
export const SECURITY_ANSWER_HOLD_MS = 15 * 60 * 1000;

/** The form in which an answer is hashed and compared: NFKC, lower case, no whitespace at all. */
export function normalizeSecurityAnswer(answer: string): string {
  return answer.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

/** Is the answer long enough (after normalising) and not too long? */
export function isSecurityAnswerAcceptable(answer: string): boolean {
  const length = [...normalizeSecurityAnswer(answer)].length;
  return length >= SECURITY_ANSWER_MIN_LENGTH && [...answer].length <= SECURITY_ANSWER_MAX_LENGTH;
}

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
