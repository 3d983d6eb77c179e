import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ErrorBody, ErrorCode } from '../../../src/domain/errors';
import { MFA_CODE_PATTERN } from '../../rules/mfaCode';
import { isPasswordAcceptable, passwordRulesRefusal } from '../../rules/password';
import type { SpecMeta } from '../../specMeta';
import type { ActivationDone, ActivationLinkInfo } from './activationTypes';

/**
 * The sign-up page (route sign-up, spec 2 "user activation sign-up"), opened from the invitation's
 * enrol link: the server checks the link (spec 4 "Activation link", 8 Activation errors), a
 * BuyerCreate code when the program asks for one (spec 6 mfaAtBuyerCreate; time-based, so a
 * verified code still in its window skips this step), the first password (spec 5), done: sign in.
 * An expired link offers a new one while the buyer's credit is pending. The server decides every
 * step; the machine only shows what it answered. Actors: src/api/activationActors.ts.
 */
export type ActivationEvent =
  | { type: 'activation.open'; token: string }
  | { type: 'activation.retry' }
  | { type: 'activation.sendCode' }
  | { type: 'activation.verify'; code: string }
  | { type: 'activation.submit'; password: string }
  | { type: 'activation.resend' };

export interface ActivationContext {
  token: string;
  link: ActivationLinkInfo | null;
  challengeId: string | null;
  /** The code typed, held only while it is checked. */
  code: string | null;
  /** The new password, held only while it is saved. */
  password: string | null;
  done: ActivationDone | null;
  /** The last refusal or failure of a step (shown on its form). */
  failure: ErrorBody | null;
  /** Why the link cannot be used (the page's final message), or the expired link's refusal. */
  linkProblem: ErrorBody | null;
}

const PAGE = { spec: '2. Public routes (/sign-up, user activation)' } satisfies SpecMeta;
const LINK = { spec: '4. Activation link; 8. Activation (invalid link, already activated, user already logged in, buyer not ready, ineligible)' } satisfies SpecMeta;
const EXPIRED = { spec: '4. Activation link (expired: a resend is offered when credit is pending); 8. Activation (token expired)' } satisfies SpecMeta;
const CODE = { spec: '4. MFA tokens (BuyerCreate, time-based) and 6. MFA scope rule (mfaAtBuyerCreate)' } satisfies SpecMeta;
const RULES = { spec: '5. Validation rules (Password)' } satisfies SpecMeta;

/** The refusals that end the page: the link cannot be used (the page says which). */
export const ACTIVATION_LINK_PROBLEMS: readonly ErrorCode[] = [
  'ACTIVATION_LINK_INVALID', 'ACTIVATION_ALREADY_ACTIVATED', 'ACTIVATION_SIGNED_IN', 'ACTIVATION_BUYER_NOT_READY', 'ACTIVATION_INELIGIBLE',
];
/** The refusals of the last step that send the user back to the code. */
const CODE_AGAIN: readonly ErrorCode[] = ['ACTIVATION_NOT_VERIFIED', 'MFA_CODE_EXPIRED', 'MFA_LOCKED_OUT'];
const MISSING_LINK: ErrorBody = { code: 'ACTIVATION_LINK_INVALID', messageId: 'activation.error.linkInvalid' };
const INTERNAL: ErrorBody = { code: 'INTERNAL', messageId: 'signIn.error.internal' };

const outputOf = <T,>(event: AnyEventObject) => (event as unknown as { output: T }).output;
const errorOf = (event: AnyEventObject): ErrorBody => {
  const error = (event as { error?: Partial<ErrorBody> }).error;
  return error && typeof error.code === 'string' && typeof error.messageId === 'string' ? (error as ErrorBody) : INTERNAL;
};
const notProvided = (name: string) => () => Promise.reject(new Error(`activation actor "${name}" is not provided`));

export const activationMachine = setup({
  types: { context: {} as ActivationContext, events: {} as ActivationEvent, meta: {} as SpecMeta },
  actors: {
    openActivationLink: fromPromise<ActivationLinkInfo, { token: string }>(notProvided('openActivationLink')),
    sendActivationCode: fromPromise<{ challengeId: string; expiresAt: string }, { token: string }>(notProvided('sendActivationCode')),
    verifyActivationCode: fromPromise<{ challengeId: string; uses: number }, { token: string; challengeId: string; code: string }>(notProvided('verifyActivationCode')),
    completeActivation: fromPromise<ActivationDone, { token: string; password: string; challengeId: string | null }>(notProvided('completeActivation')),
    resendActivationLink: fromPromise<void, { token: string }>(notProvided('resendActivationLink')),
  },
  guards: {
    hasToken: ({ event }) => event.type === 'activation.open' && event.token.trim() !== '',
    isLinkProblem: ({ event }) => ACTIVATION_LINK_PROBLEMS.includes(errorOf(event).code),
    isLinkExpired: ({ event }) => errorOf(event).code === 'ACTIVATION_LINK_EXPIRED',
    needsCode: ({ context }) => context.link?.mfa === true && context.link.verifiedChallengeId === null,
    isCodeAgain: ({ event }) => CODE_AGAIN.includes(errorOf(event).code),
    isCodeWellFormed: ({ context, event }) => event.type === 'activation.verify' && context.challengeId !== null && MFA_CODE_PATTERN.test(event.code.trim()),
    // The browser checks what it can; the server checks every rule again.
    isPasswordAcceptable: ({ event }) => event.type === 'activation.submit' && isPasswordAcceptable(event.password),
    isResendOffered: ({ context }) => context.linkProblem?.values?.['resend'] === 'offered',
  },
  actions: {
    storeToken: assign({ token: ({ event }) => (event.type === 'activation.open' ? event.token.trim() : '') }),
    recordMissingLink: assign({ linkProblem: MISSING_LINK }),
    storeLink: assign(({ event }) => {
      const link = outputOf<ActivationLinkInfo>(event);
      return { link, challengeId: link.verifiedChallengeId, failure: null };
    }),
    // The failure stays: "your code expired" explains why a new code arrived.
    storeChallenge: assign({ challengeId: ({ event }) => outputOf<{ challengeId: string }>(event).challengeId }),
    storeCode: assign({ code: ({ event }) => (event.type === 'activation.verify' ? event.code.trim() : null), failure: null }),
    recordMalformedCode: assign({ failure: { code: 'BAD_USER_INPUT', messageId: 'activation.code.malformed' } }),
    storePassword: assign({ password: ({ event }) => (event.type === 'activation.submit' ? event.password : null), failure: null }),
    recordPasswordRules: assign({
      failure: ({ event }) => passwordRulesRefusal(event.type === 'activation.submit' ? event.password : ''),
    }),
    storeDone: assign({ done: ({ event }) => outputOf<ActivationDone>(event) }),
    recordFailure: assign({ failure: ({ event }) => errorOf(event) }),
    recordLinkProblem: assign({ linkProblem: ({ event }) => errorOf(event), failure: null }),
    forgetChallenge: assign({ challengeId: null }),
    forgetSecrets: assign({ code: null, password: null }),
  },
}).createMachine({
  id: 'activation',
  description: 'Sign-up from the invitation e-mail: the link checked by the server, a BuyerCreate code when the program asks for one, the first password, then sign in.',
  meta: PAGE,
  context: { token: '', link: null, challengeId: null, code: null, password: null, done: null, failure: null, linkProblem: null },
  initial: 'waiting',
  states: {
    waiting: {
      description: 'Waits for the page to hand over the link from the address bar.',
      meta: PAGE,
      on: {
        'activation.open': [
          { guard: 'hasToken', target: 'opening', actions: 'storeToken', description: 'The address carries a link: the server checks it.', meta: PAGE },
          { target: 'linkProblem', actions: 'recordMissingLink', description: 'The address carries no link (cut short in the e-mail): the link is invalid.', meta: LINK },
        ],
      },
    },
    opening: {
      description: 'The server checks the link, the invited user and their company.',
      meta: LINK,
      invoke: {
        id: 'openActivationLink',
        src: 'openActivationLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'routing', actions: 'storeLink', description: 'The link is valid: the server says whether a code comes first.', meta: LINK },
        onError: [
          { guard: 'isLinkExpired', target: 'expired', actions: 'recordLinkProblem', description: 'The link has expired: the page says so, offering a new one only while the credit decision is pending.', meta: EXPIRED },
          {
            guard: 'isLinkProblem',
            target: 'linkProblem',
            actions: 'recordLinkProblem',
            description: 'Invalid, already activated, signed in as someone, company not ready, or no longer eligible: the page says which.',
            meta: LINK,
          },
          { target: 'openFailed', actions: 'recordFailure', description: 'The server could not be reached: the user may retry.', meta: PAGE },
        ],
      },
    },
    openFailed: {
      description: 'The link could not be checked.',
      meta: PAGE,
      on: { 'activation.retry': { target: 'opening', description: 'The user retries.', meta: PAGE } },
    },
    routing: {
      description: 'A BuyerCreate code first when the program asks for one and none of this link is verified and in its window.',
      meta: CODE,
      always: [
        { guard: 'needsCode', target: 'verifying', description: 'The program asks for a BuyerCreate code: it is e-mailed at once.', meta: CODE },
        { target: 'choosingPassword', description: 'No code is asked for, or one verified for this link is still in its window: straight to the password.', meta: CODE },
      ],
    },
    verifying: {
      description: 'Proves the e-mail is the invitee\'s with a BuyerCreate code.',
      meta: CODE,
      initial: 'sendingCode',
      states: {
        sendingCode: {
          description: 'E-mails a code (at most one a minute).',
          meta: CODE,
          invoke: {
            id: 'sendActivationCode',
            src: 'sendActivationCode',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'ready', actions: 'storeChallenge', description: 'The code is on its way.', meta: CODE },
            onError: [
              { guard: 'isLinkExpired', target: '#activation.expired', actions: 'recordLinkProblem', description: 'The link expired meanwhile.', meta: EXPIRED },
              { guard: 'isLinkProblem', target: '#activation.linkProblem', actions: 'recordLinkProblem', description: 'The link stopped being usable meanwhile.', meta: LINK },
              { target: 'ready', actions: 'recordFailure', description: 'No new code yet (asked less than a minute ago) or no answer: the form says why.', meta: CODE },
            ],
          },
        },
        ready: {
          description: 'The code field.',
          meta: CODE,
          on: {
            'activation.sendCode': { target: 'sendingCode', description: 'The user asks for a new code.', meta: CODE },
            'activation.verify': [
              { guard: 'isCodeWellFormed', target: 'checkingCode', actions: 'storeCode', description: 'Six digits: the server checks the code.', meta: CODE },
              { actions: 'recordMalformedCode', description: 'Not six digits (or no code sent yet): nothing is sent.', meta: CODE },
            ],
          },
        },
        checkingCode: {
          description: 'The server checks the code (a wrong one is counted; the 5th locks it).',
          meta: CODE,
          invoke: {
            id: 'verifyActivationCode',
            src: 'verifyActivationCode',
            input: ({ context }) => ({ token: context.token, challengeId: context.challengeId ?? '', code: context.code ?? '' }),
            onDone: { target: '#activation.choosingPassword', actions: 'forgetSecrets', description: 'The code is right: the password may be chosen.', meta: CODE },
            onError: [
              { guard: 'isLinkExpired', target: '#activation.expired', actions: ['recordLinkProblem', 'forgetSecrets'], description: 'The link expired meanwhile.', meta: EXPIRED },
              { guard: 'isLinkProblem', target: '#activation.linkProblem', actions: ['recordLinkProblem', 'forgetSecrets'], description: 'The link stopped being usable meanwhile.', meta: LINK },
              { target: 'ready', actions: ['recordFailure', 'forgetSecrets'], description: 'A wrong, expired or locked code: the form says which.', meta: CODE },
            ],
          },
        },
      },
    },
    choosingPassword: {
      description: 'The first password.',
      meta: RULES,
      initial: 'editing',
      states: {
        editing: {
          description: 'The password form, with the rules it must follow.',
          meta: RULES,
          on: {
            'activation.submit': [
              { guard: 'isPasswordAcceptable', target: 'saving', actions: 'storePassword', description: '8+ characters, lower and upper case, a number, a special character, not a common password: sent.', meta: RULES },
              { actions: 'recordPasswordRules', description: 'A rule is broken: nothing is sent, the broken rules are named.', meta: RULES },
            ],
          },
        },
        saving: {
          description: 'The server checks the rules again, uses the verified code once more, sets the password and activates the account.',
          meta: RULES,
          invoke: {
            id: 'completeActivation',
            src: 'completeActivation',
            input: ({ context }) => ({ token: context.token, password: context.password ?? '', challengeId: context.challengeId }),
            onDone: { target: '#activation.done', actions: ['storeDone', 'forgetSecrets'], description: 'The account is active and the link used: sign in.', meta: LINK },
            onError: [
              { guard: 'isLinkExpired', target: '#activation.expired', actions: ['recordLinkProblem', 'forgetSecrets'], description: 'The link expired while the user typed.', meta: EXPIRED },
              { guard: 'isLinkProblem', target: '#activation.linkProblem', actions: ['recordLinkProblem', 'forgetSecrets'], description: 'Activated meanwhile (another tab) or no longer usable.', meta: LINK },
              {
                guard: 'isCodeAgain',
                target: '#activation.verifying',
                actions: ['recordFailure', 'forgetSecrets', 'forgetChallenge'],
                description: 'The verified code\'s window closed: a new code is sent.',
                meta: CODE,
              },
              { target: 'editing', actions: ['recordFailure', 'forgetSecrets'], description: 'A rule the server checks refused the password, or no answer: the form says why.', meta: RULES },
            ],
          },
        },
      },
    },
    expired: {
      description: 'Token expired: a new link is offered while the company\'s credit decision is pending; otherwise the inviter sends one.',
      meta: EXPIRED,
      initial: 'idle',
      states: {
        idle: {
          description: 'The expired message, with "Send me a new link" when offered.',
          meta: EXPIRED,
          on: { 'activation.resend': { guard: 'isResendOffered', target: 'resending', description: 'The user asks for a new link (offered only while the credit is pending).', meta: EXPIRED } },
        },
        resending: {
          description: 'The server renews the link (activationLink.resend) and e-mails it.',
          meta: EXPIRED,
          invoke: {
            id: 'resendActivationLink',
            src: 'resendActivationLink',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'resent', description: 'A new link is on its way; this one no longer works.', meta: EXPIRED },
            onError: [
              { guard: 'isLinkProblem', target: '#activation.linkProblem', actions: 'recordLinkProblem', description: 'The link can no longer be renewed (used, withdrawn, company closed).', meta: LINK },
              { guard: 'isLinkExpired', target: 'idle', actions: 'recordLinkProblem', description: 'The credit decision is no longer pending: no new link; the inviter must send one.', meta: EXPIRED },
              { target: 'idle', actions: 'recordFailure', description: 'Refused or no answer: the page says why.', meta: EXPIRED },
            ],
          },
        },
        resent: { type: 'final', description: 'Check your e-mail for the new link.', meta: EXPIRED },
      },
    },
    linkProblem: { type: 'final', description: 'The link cannot be used: its message and what to do.', meta: LINK },
    done: { type: 'final', description: 'The account is active: sign in with the new password.', meta: PAGE },
  },
});

export type ActivationSnapshot = SnapshotFrom<typeof activationMachine>;
