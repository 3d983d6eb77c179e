/**
 * Spec 3 "Security-question keys" and the answer's shape, shared by the browser's forms and the
 * server (the throttling rule is in machines/rules/securityQuestion.ts). The answer is compared
 * ignoring case and every space, so "Elm  Street" matches "elmstreet"; it must have 2 to 100 characters.
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

/** The form in which an answer is hashed and compared: NFKC, lower case, no whitespace at all. */
export function normalizeSecurityAnswer(answer: string): string {
  return answer.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

/** Is the answer long enough (after normalising) and not too long? */
export function isSecurityAnswerAcceptable(answer: string): boolean {
  const length = [...normalizeSecurityAnswer(answer)].length;
  return length >= SECURITY_ANSWER_MIN_LENGTH && [...answer].length <= SECURITY_ANSWER_MAX_LENGTH;
}
