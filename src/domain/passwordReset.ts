// zod/mini: the forgot / reset password pages are public and small (see session.ts).
import * as z from 'zod/mini';
import { SECURITY_ANSWER_MAX_LENGTH, SECURITY_QUESTION_KEYS, isSecurityAnswerAcceptable } from './securityQuestion';

/**
 * Bodies of the public password-reset endpoints (server/modules/passwordReset/routes.ts), parsed
 * the same way in the browser's forms and on the server.
 */
export const PASSWORD_RESET_PATHS = {
  request: '/auth/password-reset/request',
  open: '/auth/password-reset/open',
  sendCode: '/auth/password-reset/code',
  verify: '/auth/password-reset/verify',
  complete: '/auth/password-reset/complete',
} as const;

const email = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email());
/** `<uuid>.<43 base64url characters>`; anything else is refused as an invalid link by the server. */
const token = z.string().check(z.minLength(1), z.maxLength(200));

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetTokenRequestSchema = z.object({ token });

export const verifyResetIdentitySchema = z.object({
  token,
  answer: z.optional(z.string().check(z.maxLength(SECURITY_ANSWER_MAX_LENGTH))),
  challengeId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  code: z.optional(z.string().check(z.maxLength(20))),
});
export type VerifyResetIdentityRequest = z.infer<typeof verifyResetIdentitySchema>;

export const completePasswordResetSchema = z.object({ token, password: z.string().check(z.minLength(1), z.maxLength(200)) });
export type CompletePasswordResetRequest = z.infer<typeof completePasswordResetSchema>;

/** What opening a usable link tells the page: which identity checks come before the new password. */
export interface ResetLinkChecks {
  /** The user's security question (spec 3 key), or null when they have none. */
  securityQuestion: (typeof SECURITY_QUESTION_KEYS)[number] | null;
  /** The program asks for an e-mailed PasswordReset code (spec 6 scope rule). */
  mfa: boolean;
  /** The checks were already passed with this link (a reload after verifying). */
  verified: boolean;
}

/** The profile's security-question form (GraphQL setSecurityQuestion), spec 8 "Security setup". */
export const securityQuestionFormSchema = z.object({
  questionKey: z.enum(SECURITY_QUESTION_KEYS),
  answer: z.string().check(
    z.refine(isSecurityAnswerAcceptable, { params: { messageId: 'security.answer.rule', values: { min: 2, max: SECURITY_ANSWER_MAX_LENGTH } } }),
  ),
  currentPassword: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type SecurityQuestionForm = z.infer<typeof securityQuestionFormSchema>;
