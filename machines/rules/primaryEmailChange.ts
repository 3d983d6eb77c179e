/**
 * Spec 4 "Primary email change" (submitted, then approved or rejected within 48 hours), 5 ("Email is
 * invalid.", duplicate e-mail rejected). Ours: addresses are compared trimmed and case-insensitively;
 * at most 254 characters; `emailInUse` is the server's fact that another user already has it;
 * `hasPendingChange` its fact that a change of the same contact is still waiting for a decision
 * (one at a time: two pending changes could be approved in either order).
 */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailChangeProblem = 'emailInvalid' | 'sameAsCurrentEmail' | 'emailAlreadyInUse' | 'anotherChangePending';

export const EMAIL_CHANGE_PROBLEMS: Record<EmailChangeProblem, string> = {
  emailInvalid: 'Email is invalid.',
  sameAsCurrentEmail: 'The new e-mail is the current primary e-mail.',
  emailAlreadyInUse: 'Another user already has this e-mail.',
  anotherChangePending: 'A change of the primary e-mail is already waiting for a decision.',
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length <= EMAIL_MAX_LENGTH && EMAIL.test(value.trim());
}

/** Every rule the requested change breaks; empty when it may be submitted. */
export function emailChangeProblems(change: { newEmail: unknown; currentEmail: string | null; emailInUse: boolean; hasPendingChange?: boolean }): EmailChangeProblem[] {
  const problems: EmailChangeProblem[] = [];
  if (!isEmailAddress(change.newEmail)) problems.push('emailInvalid');
  else {
    if (change.currentEmail !== null && normaliseEmail(change.newEmail) === normaliseEmail(change.currentEmail)) problems.push('sameAsCurrentEmail');
    if (change.emailInUse) problems.push('emailAlreadyInUse');
  }
  if (change.hasPendingChange === true) problems.push('anotherChangePending');
  return problems;
}
