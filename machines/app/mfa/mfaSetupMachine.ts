import { assign, fromPromise, setup } from 'xstate';
import type { ErrorBody } from '../../../src/domain/errors';
import { isMfaCodeWellFormed } from '../../rules/mfaCode';
import type { MfaMethod } from '../../rules/mfaSignIn';
import { mobilePhoneProblem } from '../../rules/phoneNumber';
import type { SpecMeta } from '../../specMeta';
import { toSessionFailure } from '../session/sessionSupport';
import type { MfaSetupActors, MfaSetupChallenge, MyMfa } from './mfaTypes';

/**
 * Profile -> Security -> set up 2-step verification by SMS or e-mail (spec 2 mfa-setup-sms /
 * mfa-setup-email, spec 8 "Security setup" errors, spec 9 "Resend code: wait at least 1 minute").
 * A Setup code (never cached) goes to the new number or address; the method is saved when that code
 * is confirmed. The SMS number is checked first by the phone rule (libphonenumber-js): invalid, not
 * a mobile; the server adds duplicate phone and "already set up".
 */
export interface MfaSetupContext {
  method: MfaMethod;
  /** The mobile number being set up (SMS); null for e-mail. */
  target: string | null;
  challenge: MfaSetupChallenge | null;
  failure: ErrorBody | null;
  resent: boolean;
  /** The minute after the last code has passed: another may be asked for (kept across a wrong code's check). */
  canResend: boolean;
  saved: MyMfa | null;
}

export type MfaSetupEvent =
  | { type: 'setup.send'; target: string | null }
  | { type: 'setup.resend' }
  | { type: 'setup.confirm'; code: string }
  | { type: 'setup.changeTarget' };

const SETUP = { spec: '8. Security setup' } satisfies SpecMeta;
const TIMING = { spec: '9. Timing (resend code after 1 minute)' } satisfies SpecMeta;
const OVER = new Set(['MFA_LOCKED_OUT', 'MFA_CODE_EXPIRED']);
/** The words of the phone rule's refusals (the set-up form shows the same). */
export const PHONE_MESSAGES = { invalidPhone: 'mfa.error.invalidPhone', notMobile: 'mfa.error.notMobile' } as const;

function notProvided(name: keyof MfaSetupActors) {
  return fromPromise<never, never>(async () => {
    throw new Error(`mfaSetup actor "${name}" is not provided`);
  });
}
const errorOf = (event: unknown) => toSessionFailure((event as { error?: unknown }).error);
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const phoneProblem = (context: MfaSetupContext, event: MfaSetupEvent) =>
  context.method === 'sms' && event.type === 'setup.send' ? mobilePhoneProblem(event.target ?? '') : null;

export const mfaSetupMachine = setup({
  types: {
    context: {} as MfaSetupContext,
    events: {} as MfaSetupEvent,
    input: {} as { method: MfaMethod },
    meta: {} as SpecMeta,
  },
  actors: {
    startMfaSetup: notProvided('startMfaSetup') as unknown as MfaSetupActors['startMfaSetup'],
    confirmMfaSetup: notProvided('confirmMfaSetup') as unknown as MfaSetupActors['confirmMfaSetup'],
  },
  guards: {
    isTargetAcceptable: ({ context, event }) => phoneProblem(context, event) === null,
    isCodeWellFormed: ({ event }) => event.type === 'setup.confirm' && isMfaCodeWellFormed(event.code),
    isChallengeOver: ({ event }) => OVER.has(errorOf(event).code),
    wasResendAllowed: ({ context }) => context.canResend,
  },
  actions: {
    startStep: assign({ failure: null, resent: false }),
    storeTarget: assign(({ context, event }) => ({ target: event.type === 'setup.send' && context.method === 'sms' ? (event.target ?? '').trim() : null })),
    recordPhoneProblem: assign(({ context, event }) => {
      const problem = phoneProblem(context, event) ?? 'invalidPhone';
      return { failure: { code: problem === 'notMobile' ? 'MFA_PHONE_NOT_MOBILE' : 'MFA_PHONE_INVALID', messageId: PHONE_MESSAGES[problem] } satisfies ErrorBody };
    }),
    recordMalformedCode: assign({ failure: { code: 'BAD_USER_INPUT', messageId: 'mfa.code.format' } satisfies ErrorBody, resent: false }),
    recordFailure: assign(({ event }) => ({ failure: errorOf(event) })),
    storeChallenge: assign(({ context, event }) => ({ challenge: outputOf<MfaSetupChallenge>(event), resent: context.challenge !== null, canResend: false })),
    allowResend: assign({ canResend: true }),
    storeSaved: assign(({ event }) => ({ saved: outputOf<MyMfa>(event), failure: null })),
    forgetChallenge: assign({ challenge: null, resent: false, canResend: false }),
  },
  delays: {
    resendDelay: ({ context }) => context.challenge?.resendAfterMs ?? 60_000,
  },
}).createMachine({
  id: 'mfaSetup',
  description: 'Set up 2-step verification: where codes go (SMS number or e-mail), a Setup code sent there, confirmed.',
  context: ({ input }) => ({ method: input.method, target: null, challenge: null, failure: null, resent: false, canResend: false, saved: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The user gives the mobile number (SMS) or confirms the e-mail address.',
      meta: SETUP,
      on: {
        'setup.send': [
          { guard: 'isTargetAcceptable', target: 'sending', actions: ['startStep', 'storeTarget'], description: 'A valid mobile number (or the e-mail address) gets a Setup code.', meta: SETUP },
          { actions: 'recordPhoneProblem', description: 'A number that is not valid, or not a mobile, is refused before asking the server.', meta: SETUP },
        ],
      },
    },
    sending: {
      description: 'The server checks the number (duplicate, already set up) and sends a Setup code.',
      meta: SETUP,
      invoke: {
        id: 'startMfaSetup',
        src: 'startMfaSetup',
        input: ({ context }) => ({ method: context.method, target: context.target }),
        onDone: { target: 'codeSent', actions: 'storeChallenge', description: 'The code was sent; the user enters it.', meta: SETUP },
        onError: { target: 'editing', actions: 'recordFailure', description: 'Refused (duplicate phone, already set up, too soon): the user corrects it.', meta: SETUP },
      },
    },
    codeSent: {
      description: 'Waits for the Setup code; another may be asked for after a minute.',
      meta: SETUP,
      initial: 'waitingToResend',
      states: {
        waitingToResend: {
          description: 'A code was just sent.',
          meta: TIMING,
          after: { resendDelay: { target: 'resendAllowed', actions: 'allowResend', description: 'A minute after a code was sent, another may be asked for.', meta: TIMING } },
        },
        resendAllowed: {
          description: 'Another code may be asked for.',
          meta: TIMING,
          on: { 'setup.resend': { target: '#mfaSetup.sending', actions: 'startStep', description: 'The user asks for another code.', meta: TIMING } },
        },
      },
      on: {
        'setup.confirm': [
          { guard: 'isCodeWellFormed', target: 'confirming', actions: 'startStep', description: 'A six-digit code is checked by the server.', meta: SETUP },
          { actions: 'recordMalformedCode', description: 'Anything but six digits is refused before asking the server.', meta: SETUP },
        ],
        'setup.changeTarget': { target: 'editing', actions: ['startStep', 'forgetChallenge'], description: 'The user goes back to change the number.', meta: SETUP },
      },
    },
    confirming: {
      description: 'The server checks the Setup code (mfaToken machine) and saves the method.',
      meta: SETUP,
      invoke: {
        id: 'confirmMfaSetup',
        src: 'confirmMfaSetup',
        input: ({ context, event }) => ({ challengeId: context.challenge?.challengeId ?? '', code: event.type === 'setup.confirm' ? event.code.trim() : '' }),
        onDone: { target: 'saved', actions: 'storeSaved', description: 'The right code saves the method.', meta: SETUP },
        onError: [
          { guard: 'isChallengeOver', target: 'editing', actions: ['recordFailure', 'forgetChallenge'], description: 'Locked out after 5 wrong codes, or expired: a new code is needed.', meta: { spec: '8. Verify' } },
          { guard: 'wasResendAllowed', target: 'codeSent.resendAllowed', actions: 'recordFailure', description: 'A wrong code is counted; the user may try again, and may still ask for another code.', meta: { spec: '8. Verify' } },
          { target: 'codeSent.waitingToResend', actions: 'recordFailure', description: 'A wrong code is counted; the user may try again (another code after the minute, counted again from here).', meta: { spec: '8. Verify' } },
        ],
      },
    },
    saved: { type: 'final', description: '2-step verification is set up.', meta: SETUP },
  },
});

export type MfaSetupMachine = typeof mfaSetupMachine;
