import { assign, fromPromise, setup } from 'xstate';
import type { ErrorBody } from '../../../src/domain/errors';
import type { SignInMfaChallenge } from '../../../src/domain/session';
import { isMfaCodeWellFormed } from '../../rules/mfaCode';
import type { SpecMeta } from '../../specMeta';
import { toSessionFailure } from '../session/sessionSupport';
import type { SignInChallengeActors, SignInChallengeResult } from './mfaTypes';

/**
 * The code step of sign-in (spec 6 Login scope when mfaAtLogin is on, spec 8 "Sign-in: MFA invalid
 * code" and "Verify", spec 9 "Resend code: wait at least 1 minute"; remember-this-device for the
 * program's number of days). Invoked by the session machine in `verifyingSignIn`; it ends with the
 * session's claims or with why not (locked out after 5 wrong codes, expired, cancelled).
 */
export interface SignInChallengeContext {
  challenge: SignInMfaChallenge;
  failure: ErrorBody | null;
  /** A new code went out (shown as a notice until the next step). */
  resent: boolean;
  /** The minute after the last code has passed: another may be asked for (kept across a wrong code's check). */
  canResend: boolean;
  result: SignInChallengeResult;
}

export type SignInChallengeEvent =
  | { type: 'challenge.submit'; code: string; rememberDevice: boolean }
  | { type: 'challenge.resend' }
  | { type: 'challenge.cancel' };

const VERIFY = { spec: '8. Verify' } satisfies SpecMeta;
const TIMING = { spec: '9. Timing (resend code after 1 minute)' } satisfies SpecMeta;
/** The failures after which this challenge cannot go on: the user signs in again. */
const OVER = new Set(['MFA_LOCKED_OUT', 'MFA_CODE_EXPIRED']);
const SIGN_IN_MESSAGES: Partial<Record<string, string>> = { MFA_LOCKED_OUT: 'mfa.signIn.lockedOut', MFA_CODE_EXPIRED: 'mfa.signIn.expired' };

function notProvided(name: keyof SignInChallengeActors) {
  return fromPromise<never, never>(async () => {
    throw new Error(`signInChallenge actor "${name}" is not provided`);
  });
}
const errorOf = (event: unknown) => toSessionFailure((event as { error?: unknown }).error);
const isOver = (event: unknown) => OVER.has(errorOf(event).code);
/** The failure the sign-in form shows once the challenge is over. */
const endFailure = (event: unknown): ErrorBody => {
  const failure = errorOf(event);
  return { ...failure, messageId: SIGN_IN_MESSAGES[failure.code] ?? failure.messageId };
};

export const signInChallengeMachine = setup({
  types: {
    context: {} as SignInChallengeContext,
    events: {} as SignInChallengeEvent,
    input: {} as SignInMfaChallenge,
    output: {} as SignInChallengeResult,
    meta: {} as SpecMeta,
  },
  actors: {
    verifySignInCode: notProvided('verifySignInCode') as unknown as SignInChallengeActors['verifySignInCode'],
    resendSignInCode: notProvided('resendSignInCode') as unknown as SignInChallengeActors['resendSignInCode'],
    cancelSignInChallenge: notProvided('cancelSignInChallenge') as unknown as SignInChallengeActors['cancelSignInChallenge'],
  },
  guards: {
    isCodeWellFormed: ({ event }) => event.type === 'challenge.submit' && isMfaCodeWellFormed(event.code),
    isChallengeOver: ({ event }) => isOver(event),
    wasResendAllowed: ({ context }) => context.canResend,
  },
  actions: {
    startStep: assign({ failure: null, resent: false }),
    recordMalformedCode: assign({ failure: { code: 'BAD_USER_INPUT', messageId: 'mfa.code.format' } satisfies ErrorBody, resent: false }),
    recordFailure: assign(({ event }) => ({ failure: errorOf(event) })),
    recordResent: assign(({ event }) => ({ challenge: (event as unknown as { output: { mfa: SignInMfaChallenge } }).output.mfa, resent: true, canResend: false, failure: null })),
    allowResend: assign({ canResend: true }),
    forbidResend: assign({ canResend: false }),
    storeClaims: assign(({ event }) => ({ result: { claims: (event as unknown as { output: { claims: never } }).output.claims } })),
    storeEnd: assign(({ event }) => ({ result: { failure: endFailure(event) } })),
    storeCancel: assign({ result: { failure: null } }),
  },
  delays: {
    resendDelay: ({ context }) => context.challenge.resendAfterMs,
  },
}).createMachine({
  id: 'signInChallenge',
  description: 'The code step of sign-in: the code sent by e-mail or SMS, entered once; another code after a minute.',
  context: ({ input }) => ({ challenge: input, failure: null, resent: false, canResend: false, result: { failure: null } }),
  initial: 'entering',
  output: ({ context }) => context.result,
  states: {
    entering: {
      description: 'Waits for the six-digit code (and whether to remember this device).',
      meta: VERIFY,
      initial: 'waitingToResend',
      states: {
        waitingToResend: {
          description: 'A code was just sent: another one may be asked for after a minute.',
          meta: TIMING,
          after: { resendDelay: { target: 'resendAllowed', actions: 'allowResend', description: 'A minute after a code was sent, another may be asked for.', meta: TIMING } },
        },
        resendAllowed: {
          description: 'Another code may be asked for.',
          meta: TIMING,
          on: { 'challenge.resend': { target: '#signInChallenge.resending', actions: ['startStep', 'forbidResend'], description: 'The user asks for another code.', meta: TIMING } },
        },
      },
      on: {
        'challenge.submit': [
          { guard: 'isCodeWellFormed', target: 'verifying', actions: 'startStep', description: 'A six-digit code is checked by the server.', meta: VERIFY },
          { actions: 'recordMalformedCode', description: 'Anything but six digits is refused before asking the server.', meta: VERIFY },
        ],
        'challenge.cancel': { target: 'cancelling', description: 'The user cancels: back to the sign-in form.', meta: VERIFY },
      },
    },
    verifying: {
      description: 'The server checks the code (the Login token of the mfaToken machine).',
      meta: VERIFY,
      invoke: {
        id: 'verifySignInCode',
        src: 'verifySignInCode',
        input: ({ event }) => (event.type === 'challenge.submit' ? { code: event.code.trim(), rememberDevice: event.rememberDevice } : { code: '', rememberDevice: false }),
        onDone: { target: 'verified', actions: 'storeClaims', description: 'The right code starts the session (and remembers the device when asked).', meta: VERIFY },
        onError: [
          { guard: 'isChallengeOver', target: 'ended', actions: 'storeEnd', description: 'The 5th wrong code locks the challenge out; an expired one ends it: the user signs in again.', meta: VERIFY },
          { guard: 'wasResendAllowed', target: 'entering.resendAllowed', actions: 'recordFailure', description: 'A wrong code is counted; the user may try again, and may still ask for another code.', meta: VERIFY },
          { target: 'entering.waitingToResend', actions: 'recordFailure', description: 'A wrong code is counted; the user may try again (another code after the minute, counted again from here).', meta: VERIFY },
        ],
      },
    },
    resending: {
      description: 'Asks for another code.',
      meta: TIMING,
      invoke: {
        id: 'resendSignInCode',
        src: 'resendSignInCode',
        onDone: { target: 'entering', actions: 'recordResent', description: 'Another code was sent; the next one after another minute.', meta: TIMING },
        onError: [
          { guard: 'isChallengeOver', target: 'ended', actions: 'storeEnd', description: 'A locked or expired challenge gets no new code: the user signs in again.', meta: VERIFY },
          { target: 'entering', actions: 'recordFailure', description: 'Too soon (or not sent): the user waits and may ask again.', meta: TIMING },
        ],
      },
    },
    cancelling: {
      description: 'Drops the challenge on the server.',
      meta: VERIFY,
      invoke: {
        id: 'cancelSignInChallenge',
        src: 'cancelSignInChallenge',
        onDone: { target: 'ended', actions: 'storeCancel', description: 'Cancelled: back to the sign-in form.', meta: VERIFY },
        onError: { target: 'ended', actions: 'storeCancel', description: 'Cancelled locally even if the server could not be told.', meta: VERIFY },
      },
    },
    verified: { type: 'final', description: 'The code was right: the session starts.', meta: VERIFY },
    ended: { type: 'final', description: 'The challenge is over without a session (cancelled, locked out or expired).', meta: VERIFY },
  },
});

export type SignInChallengeMachine = typeof signInChallengeMachine;
