/**
 * Spec 4 "Primary email change" (submitted, then approved or rejected within 48 hours), 5 ("Email is
 * invalid.", duplicate e-mail rejected). Ours: addresses are compared trimmed and case-insensitively;
 * at most 254 characters; `emailInUse` is the server's fact that another user already has it.
 */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailChangeProblem = 'emailInvalid' | 'sameAsCurrentEmail' | 'emailAlreadyInUse';

export const EMAIL_CHANGE_PROBLEMS: Record<EmailChangeProblem, string> = {
  emailInvalid: 'Email is invalid.',
  sameAsCurrentEmail: 'The new e-mail is the current primary e-mail.',
  emailAlreadyInUse: 'Another user already has this e-mail.',
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length <= EMAIL_MAX_LENGTH && EMAIL.test(value.trim());
}

/** Every rule the requested change breaks; empty when it may be submitted. */
export function emailChangeProblems(change: { newEmail: unknown; currentEmail: string | null; emailInUse: boolean }): EmailChangeProblem[] {
  if (!isEmailAddress(change.newEmail)) return ['emailInvalid'];
  const problems: EmailChangeProblem[] = [];
  if (change.currentEmail !== null && normaliseEmail(change.newEmail) === normaliseEmail(change.currentEmail)) problems.push('sameAsCurrentEmail');
  if (change.emailInUse) problems.push('emailAlreadyInUse');
  return problems;
}
