import type { AnyEventObject } from 'xstate';
import type { ActivationEvent } from './activationMachine';
import type { ActivationLinkInfo } from './activationTypes';

/** Example events and actor outcomes of the activation machine at its rule boundaries. Pure data. */
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: err });
const INTERNAL = { code: 'INTERNAL', messageId: 'signIn.error.internal' };
const EXPIRED_OFFERED = { code: 'ACTIVATION_LINK_EXPIRED', messageId: 'activation.error.linkExpired', values: { resend: 'offered' } };
const EXPIRED_ASK = { code: 'ACTIVATION_LINK_EXPIRED', messageId: 'activation.error.linkExpired', values: { resend: 'ask' } };
const USED = { code: 'ACTIVATION_ALREADY_ACTIVATED', messageId: 'activation.error.alreadyActivated' };

const WITH_CODE: ActivationLinkInfo = { firstName: 'Jamie', email: 'jamie@acme.example', buyerName: 'Acme Industrial Supply', mfa: true, verifiedChallengeId: null };
const VERIFIED: ActivationLinkInfo = { ...WITH_CODE, verifiedChallengeId: 'mfa-1' };
const NO_CODE: ActivationLinkInfo = { ...WITH_CODE, mfa: false };

export const activationSampleEvents = [
  { type: 'activation.open', token: 'q3Jm0bV9yYk3nXo2cL8d1WZ4pA6sR5tU7vE0fG2hI3j' },
  { type: 'activation.open', token: '' },
  { type: 'activation.retry' },
  { type: 'activation.sendCode' },
  // At the rule boundary: six digits are sent, five are not.
  { type: 'activation.verify', code: '123456' },
  { type: 'activation.verify', code: '12345' },
  // The first passes every browser-side rule, the second is a common password.
  { type: 'activation.submit', password: 'Blue-Harbor-72!' },
  { type: 'activation.submit', password: 'Password1!' },
  { type: 'activation.resend' },
] as const satisfies readonly ActivationEvent[];

export const activationActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  openActivationLink: [
    done('openActivationLink', WITH_CODE),
    done('openActivationLink', VERIFIED),
    done('openActivationLink', NO_CODE),
    error('openActivationLink', EXPIRED_OFFERED),
    error('openActivationLink', USED),
    error('openActivationLink', INTERNAL),
  ],
  sendActivationCode: [
    done('sendActivationCode', { challengeId: 'mfa-1', expiresAt: '2026-11-20T10:05:00Z' }),
    error('sendActivationCode', EXPIRED_ASK),
    error('sendActivationCode', { code: 'ACTIVATION_BUYER_NOT_READY', messageId: 'activation.error.buyerNotReady' }),
    error('sendActivationCode', { code: 'MFA_RESEND_TOO_SOON', messageId: 'purchaseCards.mfa.resendTooSoon' }),
  ],
  verifyActivationCode: [
    done('verifyActivationCode', { challengeId: 'mfa-1', uses: 1 }),
    error('verifyActivationCode', EXPIRED_ASK),
    error('verifyActivationCode', USED),
    error('verifyActivationCode', { code: 'MFA_CODE_INVALID', messageId: 'purchaseCards.mfa.invalidCode', values: { attemptsLeft: 4 } }),
  ],
  completeActivation: [
    done('completeActivation', { userId: 'user-1', email: 'jamie@acme.example' }),
    error('completeActivation', EXPIRED_ASK),
    error('completeActivation', USED),
    error('completeActivation', { code: 'MFA_CODE_EXPIRED', messageId: 'purchaseCards.mfa.expired' }),
    error('completeActivation', { code: 'PASSWORD_INVALID', messageId: 'passwordReset.error.passwordInvalid', values: { rules: 'notCommon' } }),
  ],
  resendActivationLink: [
    done('resendActivationLink', undefined),
    error('resendActivationLink', { code: 'ACTIVATION_INELIGIBLE', messageId: 'activation.error.ineligible' }),
    error('resendActivationLink', EXPIRED_ASK),
    error('resendActivationLink', INTERNAL),
  ],
};
