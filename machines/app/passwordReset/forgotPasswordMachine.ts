import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ErrorBody } from '../../../src/domain/errors';
import { forgotPasswordRequestSchema } from '../../../src/domain/passwordReset';
import type { SpecMeta } from '../../specMeta';

/**
 * The Forgot Email/Password page (route forgot-password, spec 2): the user gives an e-mail; the
 * server answers the same whether or not it has an account (and says nothing about pending buyers
 * here: the e-mail explains), so the page always ends on "check your e-mail". Only throttling
 * (too many requests) or a failure to reach the server shows on the form.
 */
export type ForgotPasswordEvent = { type: 'forgot.submit'; email: string } | { type: 'forgot.again' };

export interface ForgotPasswordContext {
  email: string;
  failure: ErrorBody | null;
}

const PAGE = { spec: '2. Public routes (/forgotpassword, Forgot Email/Password)' } satisfies SpecMeta;
const errorOf = (event: AnyEventObject): ErrorBody => (event as { error?: ErrorBody }).error ?? { code: 'INTERNAL', messageId: 'signIn.error.internal' };

export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent, meta: {} as SpecMeta },
  actors: {
    requestPasswordReset: fromPromise<void, { email: string }>(async () => {
      throw new Error('forgot-password actor "requestPasswordReset" is not provided');
    }),
  },
  guards: {
    isEmailValid: ({ event }) => event.type === 'forgot.submit' && forgotPasswordRequestSchema.safeParse({ email: event.email }).success,
  },
  actions: {
    storeEmail: assign({ email: ({ event }) => (event.type === 'forgot.submit' ? event.email.trim() : ''), failure: null }),
    recordInvalidEmail: assign({ failure: { code: 'BAD_USER_INPUT', messageId: 'form.emailInvalid' } }),
    recordFailure: assign({ failure: ({ event }) => errorOf(event) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'forgotPassword',
  description: 'Forgot Email/Password: ask for a reset link by e-mail; the answer is the same for every address.',
  meta: PAGE,
  context: { email: '', failure: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The e-mail form.',
      meta: PAGE,
      on: {
        'forgot.submit': [
          { guard: 'isEmailValid', target: 'requesting', actions: 'storeEmail', description: 'A well-formed e-mail address is sent.', meta: PAGE },
          { actions: 'recordInvalidEmail', description: 'Not an e-mail address: nothing is sent, the form says why.', meta: { spec: '5. Generic form messages (E-mail)' } },
        ],
      },
    },
    requesting: {
      description: 'Asks the server for a link.',
      meta: PAGE,
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'sent', description: 'Accepted: the page says to check the e-mail (the same words whether or not the address has an account).', meta: PAGE },
        onError: { target: 'editing', actions: 'recordFailure', description: 'Too many requests, or the server could not be reached: the form shows why and keeps the address.', meta: PAGE },
      },
    },
    sent: {
      description: 'Check your e-mail: if the address has an account, a link is on its way.',
      meta: PAGE,
      on: { 'forgot.again': { target: 'editing', actions: 'clearFailure', description: 'The user wants to use another address or ask again.', meta: PAGE } },
    },
  },
});

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;
