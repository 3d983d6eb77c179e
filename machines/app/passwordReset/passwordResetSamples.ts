import type { AnyEventObject } from 'xstate';
import type { ForgotPasswordEvent } from './forgotPasswordMachine';
import type { PasswordResetEvent } from './passwordResetMachine';
import type { ResetLinkChecks } from './passwordResetTypes';
import type { SecurityQuestionEvent } from './securityQuestionMachine';

/** Example events and actor outcomes of the password-reset machines at their rule boundaries. Pure data. */
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: err });
const INTERNAL = { code: 'INTERNAL', messageId: 'signIn.error.internal' };
const EXPIRED = { code: 'PASSWORD_RESET_LINK_EXPIRED', messageId: 'passwordReset.error.linkExpired' };

export const forgotPasswordSampleEvents = [
  { type: 'forgot.submit', email: 'payer@acme.example' },
  { type: 'forgot.submit', email: 'payer@acme' },
  { type: 'forgot.again' },
] as const satisfies readonly ForgotPasswordEvent[];

export const forgotPasswordActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  requestPasswordReset: [done('requestPasswordReset', undefined), error('requestPasswordReset', { code: 'RATE_LIMITED', messageId: 'error.rateLimited' })],
};

const BOTH: ResetLinkChecks = { securityQuestion: 'firstPetName', mfa: true, verified: false };
const QUESTION_ONLY: ResetLinkChecks = { securityQuestion: 'firstPetName', mfa: false, verified: false };
const NONE: ResetLinkChecks = { securityQuestion: null, mfa: false, verified: false };

export const passwordResetSampleEvents = [
  { type: 'reset.open', token: '7d0f7e1c-3b0a-4c55-9f5e-2f1b8c0d9e11.c2VjcmV0' },
  { type: 'reset.open', token: '' },
  { type: 'reset.retry' },
  { type: 'reset.sendCode' },
  { type: 'reset.verify', answer: 'Mister Whiskers', code: '123456' },
  { type: 'reset.verify', answer: '', code: '' },
  // At the rule boundary: the first passes every browser-side rule, the second is one character short.
  { type: 'reset.submit', password: 'Blue-Harbor-72!' },
  { type: 'reset.submit', password: 'Bl-Hr7!' },
] as const satisfies readonly PasswordResetEvent[];

export const passwordResetActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  openResetLink: [done('openResetLink', BOTH), done('openResetLink', QUESTION_ONLY), done('openResetLink', NONE), error('openResetLink', EXPIRED), error('openResetLink', INTERNAL)],
  sendResetCode: [
    done('sendResetCode', { challengeId: 'mfa-1', expiresAt: '2026-11-20T10:05:00Z' }),
    error('sendResetCode', EXPIRED),
    error('sendResetCode', { code: 'MFA_RESEND_TOO_SOON', messageId: 'purchaseCards.mfa.resendTooSoon' }),
  ],
  verifyResetIdentity: [
    done('verifyResetIdentity', { ...BOTH, verified: true }),
    error('verifyResetIdentity', { code: 'PASSWORD_RESET_LINK_USED', messageId: 'passwordReset.error.linkUsed' }),
    error('verifyResetIdentity', { code: 'SECURITY_ANSWER_INVALID', messageId: 'security.error.answerInvalid', values: { attemptsLeft: 4 } }),
  ],
  completePasswordReset: [
    done('completePasswordReset', undefined),
    error('completePasswordReset', EXPIRED),
    error('completePasswordReset', { code: 'PASSWORD_RECYCLED', messageId: 'passwordReset.error.recycled' }),
  ],
};

export const securityQuestionSampleEvents = [
  { type: 'security.retry' },
  { type: 'security.save', form: { questionKey: 'firstConcert', answer: 'The Cure', currentPassword: 'Demo-Passw0rd!' } },
  { type: 'security.save', form: { questionKey: 'firstConcert', answer: 'x', currentPassword: 'Demo-Passw0rd!' } },
] as const satisfies readonly SecurityQuestionEvent[];

export const securityQuestionActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadSecurityQuestion: [done('loadSecurityQuestion', { questionKey: null, updatedAt: null }), error('loadSecurityQuestion', INTERNAL)],
  saveSecurityQuestion: [
    done('saveSecurityQuestion', { questionKey: 'firstConcert', updatedAt: '2026-11-20T10:00:00Z' }),
    error('saveSecurityQuestion', { code: 'SECURITY_PASSWORD_INVALID', messageId: 'security.error.invalidPassword' }),
  ],
};
