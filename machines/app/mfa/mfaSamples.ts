import type { AnyEventObject } from 'xstate';
import type { SessionClaims, SignInMfaChallenge } from '../../../src/domain/session';
import type { MfaSetupEvent } from './mfaSetupMachine';
import type { MfaSetupChallenge, MyMfa } from './mfaTypes';
import type { SignInChallengeEvent } from './signInChallengeMachine';

/** Example events and actor outcomes of the 2-step verification machines at their rule boundaries (catalog.ts). Pure data. */
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, code: string, messageId: string, values?: Record<string, number>): AnyEventObject => ({
  type: `xstate.error.actor.${id}`, error: { code, messageId, ...(values ? { values } : {}) },
});

export const sampleSignInChallenge: SignInMfaChallenge = { method: 'email', sentTo: 'a•••@buyer.example', resendAfterMs: 60_000, expiresInMs: 300_000 };
const claims: SessionClaims = {
  userId: 'user-ada', email: 'ada@buyer.example', role: ['Buyer:Administrator'], ssoStatus: 'Inactive', userType: 'BUYER',
  customerCountry: 'GB', buyerId: 'buyer-acme', programId: 'program-demo', sessionChecksum: 'checksum-1', expiresAt: 1_900_000_000_000,
};

export const signInChallengeSampleEvents: readonly (SignInChallengeEvent | AnyEventObject)[] = [
  { type: 'challenge.submit', code: '123456', rememberDevice: true },
  { type: 'challenge.submit', code: '12345', rememberDevice: false },
  { type: 'challenge.resend' },
  { type: 'challenge.cancel' },
  { type: 'xstate.after.resendDelay.signInChallenge.entering.waitingToResend' },
];

export const signInChallengeActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  verifySignInCode: [
    done('verifySignInCode', { claims }),
    error('verifySignInCode', 'MFA_CODE_INVALID', 'purchaseCards.mfa.invalidCode', { attemptsLeft: 4 }),
    error('verifySignInCode', 'MFA_LOCKED_OUT', 'purchaseCards.mfa.lockedOut'),
  ],
  resendSignInCode: [
    done('resendSignInCode', { mfa: sampleSignInChallenge }),
    error('resendSignInCode', 'MFA_RESEND_TOO_SOON', 'purchaseCards.mfa.resendTooSoon', { seconds: 12 }),
    error('resendSignInCode', 'MFA_CODE_EXPIRED', 'purchaseCards.mfa.expired'),
  ],
  cancelSignInChallenge: [done('cancelSignInChallenge', undefined), error('cancelSignInChallenge', 'INTERNAL', 'signIn.error.internal')],
};

/** The session machine's outcomes of its signIn step with a code, and of the code step. */
export const sessionMfaOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  signIn: [done('signIn', { mfa: sampleSignInChallenge })],
  signInChallenge: [
    done('signInChallenge', { claims }),
    done('signInChallenge', { failure: { code: 'MFA_LOCKED_OUT', messageId: 'mfa.signIn.lockedOut' } }),
  ],
};

const setupChallenge: MfaSetupChallenge = { challengeId: 'token-1', sentTo: '•••• 6789', resendAfterMs: 60_000 };
const savedMfa: MyMfa = { method: 'sms', sentTo: '•••• 6789', requiredAtSignIn: true, canSetUp: true, disabledUntil: null };

export const sampleMfaSetupInput = { method: 'sms' as const };
export const mfaSetupSampleEvents: readonly (MfaSetupEvent | AnyEventObject)[] = [
  { type: 'setup.send', target: '+49 151 23456789' },
  { type: 'setup.send', target: '+49 30 12345678' },
  { type: 'setup.resend' },
  { type: 'setup.confirm', code: '123456' },
  { type: 'setup.confirm', code: 'abc' },
  { type: 'setup.changeTarget' },
  { type: 'xstate.after.resendDelay.mfaSetup.codeSent.waitingToResend' },
];

export const mfaSetupActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  startMfaSetup: [done('startMfaSetup', setupChallenge), error('startMfaSetup', 'MFA_PHONE_DUPLICATE', 'mfa.error.duplicatePhone')],
  confirmMfaSetup: [
    done('confirmMfaSetup', savedMfa),
    error('confirmMfaSetup', 'MFA_CODE_INVALID', 'purchaseCards.mfa.invalidCode', { attemptsLeft: 4 }),
    error('confirmMfaSetup', 'MFA_LOCKED_OUT', 'purchaseCards.mfa.lockedOut'),
  ],
};
