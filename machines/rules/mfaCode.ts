/**
 * Spec 6 (MFA): a security code is six digits, as e-mailed or texted. The reveal dialog's guard
 * refuses anything else before asking the server, and the server's code check reads the same rule.
 */
export const MFA_CODE_PATTERN = /^\d{6}$/;

/** Is `code` (surrounding spaces ignored) a well-formed six-digit security code? */
export function isMfaCodeWellFormed(code: string): boolean {
  return MFA_CODE_PATTERN.test(code.trim());
}
