import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ErrorBody, ErrorCode } from '../../../src/domain/errors';
import { isPasswordAcceptable, passwordRulesRefusal } from '../../rules/password';
import type { SpecMeta } from '../../specMeta';
import type { IdentityAnswers, ResetLinkChecks } from './passwordResetTypes';

/**
 * The Reset Password page (route reset-password, spec 2), opened from the e-mailed link: check the
 * link, prove who you are when asked (the security question when the user has one; an e-mailed
 * PasswordReset code when the program asks for MFA, spec 6), choose a new password (spec 5), done.
 * A link that is invalid, expired, used, replaced or belongs to a pending buyer ends on its own
 * message (spec 8). Actors: src/api/passwordResetActors.ts (PasswordResetActors).
 */
export type PasswordResetEvent =
  | { type: 'reset.open'; token: string }
  | { type: 'reset.retry' }
  | { type: 'reset.sendCode' }
  | { type: 'reset.verify'; answer: string; code: string }
  | { type: 'reset.submit'; password: string };

export interface PasswordResetContext {
  token: string;
  checks: ResetLinkChecks | null;
  challengeId: string | null;
  /** What the user typed for the identity check, held only while it is being checked. */
  identity: IdentityAnswers | null;
  /** The new password, held only while it is being saved. */
  password: string | null;
  /** The last refusal or failure of a step (shown on its form). */
  failure: ErrorBody | null;
  /** Why the link cannot be used (the page's final message). */
  linkProblem: ErrorBody | null;
}

const PAGE = { spec: '2. Public routes (/resetpassword, Reset Password)' } satisfies SpecMeta;
const LINK = { spec: '8. Error catalogue (password reset token expired; forgot password not allowed for pending buyers)' } satisfies SpecMeta;
const IDENTITY = { spec: '6. MFA scope rule (PasswordReset) and 8. Security question' } satisfies SpecMeta;
const RULES = { spec: '5. Validation rules (Password) and 8. password recycle error' } satisfies SpecMeta;

/** The refusals that end the page: the link itself cannot be used. */
export const LINK_PROBLEM_CODES: readonly ErrorCode[] = [
  'PASSWORD_RESET_LINK_INVALID', 'PASSWORD_RESET_LINK_EXPIRED', 'PASSWORD_RESET_LINK_USED', 'PASSWORD_RESET_LINK_REPLACED', 'PASSWORD_RESET_PENDING_BUYER',
];
const MISSING_LINK: ErrorBody = { code: 'PASSWORD_RESET_LINK_INVALID', messageId: 'passwordReset.error.linkInvalid' };
const INTERNAL: ErrorBody = { code: 'INTERNAL', messageId: 'signIn.error.internal' };

const outputOf = <T,>(event: AnyEventObject) => (event as unknown as { output: T }).output;
const errorOf = (event: AnyEventObject): ErrorBody => {
  const error = (event as { error?: Partial<ErrorBody> }).error;
  return error && typeof error.code === 'string' && typeof error.messageId === 'string' ? (error as ErrorBody) : INTERNAL;
};

export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent, meta: {} as SpecMeta },
  actors: {
    openResetLink: fromPromise<ResetLinkChecks, { token: string }>(async () => {
      throw new Error('reset-password actor "openResetLink" is not provided');
    }),
    sendResetCode: fromPromise<{ challengeId: string; expiresAt: string }, { token: string }>(async () => {
      throw new Error('reset-password actor "sendResetCode" is not provided');
    }),
    verifyResetIdentity: fromPromise<ResetLinkChecks, { token: string } & IdentityAnswers>(async () => {
      throw new Error('reset-password actor "verifyResetIdentity" is not provided');
    }),
    completePasswordReset: fromPromise<void, { token: string; password: string }>(async () => {
      throw new Error('reset-password actor "completePasswordReset" is not provided');
    }),
  },
  guards: {
    hasToken: ({ event }) => event.type === 'reset.open' && event.token.trim() !== '',
    isLinkProblem: ({ event }) => LINK_PROBLEM_CODES.includes(errorOf(event).code),
    needsIdentityCheck: ({ context }) => context.checks !== null && !context.checks.verified && (context.checks.mfa || context.checks.securityQuestion !== null),
    needsCode: ({ context }) => context.checks?.mfa === true,
    hasRequiredAnswers: ({ context, event }) =>
      event.type === 'reset.verify' &&
      (context.checks?.securityQuestion == null || event.answer.trim() !== '') &&
      (context.checks?.mfa !== true || (event.code.trim() !== '' && context.challengeId !== null)),
    // The browser checks what it can; "not recently used" only the server knows.
    isPasswordAcceptable: ({ event }) => event.type === 'reset.submit' && isPasswordAcceptable(event.password),
  },
  actions: {
    storeToken: assign({ token: ({ event }) => (event.type === 'reset.open' ? event.token.trim() : '') }),
    recordMissingLink: assign({ linkProblem: MISSING_LINK }),
    storeChecks: assign({ checks: ({ event }) => outputOf<ResetLinkChecks>(event), failure: null }),
    storeChallenge: assign({ challengeId: ({ event }) => outputOf<{ challengeId: string }>(event).challengeId, failure: null }),
    storeIdentity: assign({
      identity: ({ context, event }) => (event.type === 'reset.verify' ? { answer: event.answer, code: event.code.trim(), challengeId: context.challengeId ?? undefined } : null),
      failure: null,
    }),
    recordIncompleteIdentity: assign({ failure: { code: 'BAD_USER_INPUT', messageId: 'passwordReset.verify.incomplete' } }),
    storePassword: assign({ password: ({ event }) => (event.type === 'reset.submit' ? event.password : null), failure: null }),
    recordPasswordRules: assign({
      failure: ({ event }) => passwordRulesRefusal(event.type === 'reset.submit' ? event.password : ''),
    }),
    recordFailure: assign({ failure: ({ event }) => errorOf(event) }),
    recordLinkProblem: assign({ linkProblem: ({ event }) => errorOf(event) }),
    forgetSecrets: assign({ identity: null, password: null }),
  },
}).createMachine({
  id: 'passwordReset',
  description: 'Reset Password from the e-mailed link: the link checked, who you are proven when asked, a new password that follows the rules.',
  meta: PAGE,
  context: { token: '', checks: null, challengeId: null, identity: null, password: null, failure: null, linkProblem: null },
  initial: 'waiting',
  states: {
    waiting: {
      description: 'Waits for the page to hand over the link from the address bar.',
      meta: PAGE,
      on: {
        'reset.open': [
          { guard: 'hasToken', target: 'opening', actions: 'storeToken', description: 'The address carries a link: it is checked.', meta: PAGE },
          { target: 'linkProblem', actions: 'recordMissingLink', description: 'The address carries no link (cut short in the e-mail): the link is invalid.', meta: LINK },
        ],
      },
    },
    opening: {
      description: 'Checks the link with the server.',
      meta: LINK,
      invoke: {
        id: 'openResetLink',
        src: 'openResetLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'routing', actions: 'storeChecks', description: 'The link is usable; the server says which checks come first.', meta: LINK },
        onError: [
          { guard: 'isLinkProblem', target: 'linkProblem', actions: 'recordLinkProblem', description: 'Invalid, expired, used, replaced by a newer link, or a pending buyer\'s: the page says which.', meta: LINK },
          { target: 'openFailed', actions: 'recordFailure', description: 'The server could not be reached: the user may retry.', meta: PAGE },
        ],
      },
    },
    openFailed: {
      description: 'The link could not be checked.',
      meta: PAGE,
      on: { 'reset.retry': { target: 'opening', description: 'The user retries.', meta: PAGE } },
    },
    routing: {
      description: 'Identity checks first when the user has a security question or the program asks for a code.',
      meta: IDENTITY,
      always: [
        { guard: 'needsIdentityCheck', target: 'verifying', description: 'A security question, a PasswordReset code or both come before the new password.', meta: IDENTITY },
        { target: 'choosingPassword', description: 'No check is asked for (or it was passed with this link): straight to the new password.', meta: IDENTITY },
      ],
    },
    verifying: {
      description: 'Proves who the user is.',
      meta: IDENTITY,
      initial: 'starting',
      states: {
        starting: {
          description: 'Sends the code at once when the program asks for one.',
          meta: IDENTITY,
          always: [
            { guard: 'needsCode', target: 'sendingCode', description: 'The program asks for a PasswordReset code: it is e-mailed at once.', meta: IDENTITY },
            { target: 'ready', description: 'Only the security question is asked.', meta: IDENTITY },
          ],
        },
        sendingCode: {
          description: 'E-mails a PasswordReset code (at most one a minute).',
          meta: IDENTITY,
          invoke: {
            id: 'sendResetCode',
            src: 'sendResetCode',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'ready', actions: 'storeChallenge', description: 'The code is on its way.', meta: IDENTITY },
            onError: [
              { guard: 'isLinkProblem', target: '#passwordReset.linkProblem', actions: 'recordLinkProblem', description: 'The link stopped being usable meanwhile.', meta: LINK },
              { target: 'ready', actions: 'recordFailure', description: 'No new code yet (asked less than a minute ago) or no answer: the form says why.', meta: IDENTITY },
            ],
          },
        },
        ready: {
          description: 'The security question and / or the code field.',
          meta: IDENTITY,
          on: {
            'reset.sendCode': { guard: 'needsCode', target: 'sendingCode', description: 'The user asks for a new code.', meta: IDENTITY },
            'reset.verify': [
              { guard: 'hasRequiredAnswers', target: 'checkingIdentity', actions: 'storeIdentity', description: 'Every asked field is filled: the server checks them.', meta: IDENTITY },
              { actions: 'recordIncompleteIdentity', description: 'An asked field is empty: nothing is sent.', meta: IDENTITY },
            ],
          },
        },
        checkingIdentity: {
          description: 'The server checks the answer, then the code.',
          meta: IDENTITY,
          invoke: {
            id: 'verifyResetIdentity',
            src: 'verifyResetIdentity',
            input: ({ context }) => ({ token: context.token, ...context.identity }),
            onDone: { target: '#passwordReset.choosingPassword', actions: ['storeChecks', 'forgetSecrets'], description: 'Identity proven: the new password may be chosen.', meta: IDENTITY },
            onError: [
              { guard: 'isLinkProblem', target: '#passwordReset.linkProblem', actions: ['recordLinkProblem', 'forgetSecrets'], description: 'The link stopped being usable meanwhile.', meta: LINK },
              { target: 'ready', actions: ['recordFailure', 'forgetSecrets'], description: 'Wrong answer, answers held after too many, a wrong or expired code: the form says which.', meta: IDENTITY },
            ],
          },
        },
      },
    },
    choosingPassword: {
      description: 'The new password.',
      meta: RULES,
      initial: 'editing',
      states: {
        editing: {
          description: 'The new password form, with the rules it must follow.',
          meta: RULES,
          on: {
            'reset.submit': [
              { guard: 'isPasswordAcceptable', target: 'saving', actions: 'storePassword', description: '8+ characters, lower and upper case, a number, a special character, not a common password: sent.', meta: RULES },
              { actions: 'recordPasswordRules', description: 'A rule is broken: nothing is sent, the broken rules are named.', meta: RULES },
            ],
          },
        },
        saving: {
          description: 'The server checks the rules again (and recent passwords) and sets the password.',
          meta: RULES,
          invoke: {
            id: 'completePasswordReset',
            src: 'completePasswordReset',
            input: ({ context }) => ({ token: context.token, password: context.password ?? '' }),
            onDone: { target: '#passwordReset.done', actions: 'forgetSecrets', description: 'The password is changed and every session of the user has ended.', meta: RULES },
            onError: [
              { guard: 'isLinkProblem', target: '#passwordReset.linkProblem', actions: ['recordLinkProblem', 'forgetSecrets'], description: 'The link expired or was used meanwhile.', meta: LINK },
              { target: 'editing', actions: ['recordFailure', 'forgetSecrets'], description: 'A recently used password (password recycle error) or another refusal: the form says why.', meta: RULES },
            ],
          },
        },
      },
    },
    linkProblem: { type: 'final', description: 'The link cannot be used: its message, and a way to ask for a new one.', meta: LINK },
    done: { type: 'final', description: 'The password is changed: sign in with it.', meta: RULES },
  },
});

export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;
