import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ErrorBody } from '../../../src/domain/errors';
import { securityQuestionFormSchema } from '../../../src/domain/passwordReset';
import type { SpecMeta } from '../../specMeta';
import type { SecurityQuestionSave, SecurityQuestionState } from './passwordResetTypes';

/**
 * The Security question section of Profile -> Security (route profile-security): load the chosen
 * question (never the answer), choose or change it with an answer and the current password.
 * Actors: src/api/passwordResetActors.ts (SecurityQuestionActors).
 */
export type SecurityQuestionEvent = { type: 'security.retry' } | { type: 'security.save'; form: SecurityQuestionSave };

export interface SecurityQuestionContext {
  current: SecurityQuestionState | null;
  pending: SecurityQuestionSave | null;
  failure: ErrorBody | null;
  /** A save succeeded in this visit (announced once). */
  saved: boolean;
}

const SECTION = { spec: '3. Security-question keys and 8. Security setup (invalid password)' } satisfies SpecMeta;
const INTERNAL: ErrorBody = { code: 'INTERNAL', messageId: 'signIn.error.internal' };
const errorOf = (event: AnyEventObject): ErrorBody => {
  const error = (event as { error?: Partial<ErrorBody> }).error;
  return error && typeof error.code === 'string' && typeof error.messageId === 'string' ? (error as ErrorBody) : INTERNAL;
};

export const securityQuestionMachine = setup({
  types: { context: {} as SecurityQuestionContext, events: {} as SecurityQuestionEvent, meta: {} as SpecMeta },
  actors: {
    loadSecurityQuestion: fromPromise<SecurityQuestionState, void>(async () => {
      throw new Error('security actor "loadSecurityQuestion" is not provided');
    }),
    saveSecurityQuestion: fromPromise<SecurityQuestionState, SecurityQuestionSave>(async () => {
      throw new Error('security actor "saveSecurityQuestion" is not provided');
    }),
  },
  guards: {
    isFormValid: ({ event }) => event.type === 'security.save' && securityQuestionFormSchema.safeParse(event.form).success,
  },
  actions: {
    storeLoaded: assign({ current: ({ event }) => (event as unknown as { output: SecurityQuestionState }).output }),
    storePending: assign({ pending: ({ event }) => (event.type === 'security.save' ? event.form : null), failure: null, saved: false }),
    storeSaved: assign({ current: ({ event }) => (event as unknown as { output: SecurityQuestionState }).output, pending: null, saved: true }),
    recordInvalid: assign({ failure: { code: 'BAD_USER_INPUT', messageId: 'security.answer.rule', values: { min: 2, max: 100 } }, saved: false }),
    recordFailure: assign({ failure: ({ event }) => errorOf(event), pending: null }),
  },
}).createMachine({
  id: 'securityQuestion',
  description: 'Profile -> Security: choose or change the security question asked when the password is reset.',
  meta: SECTION,
  context: { current: null, pending: null, failure: null, saved: false },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the chosen question (the answer is never shown).',
      meta: SECTION,
      invoke: {
        id: 'loadSecurityQuestion',
        src: 'loadSecurityQuestion',
        onDone: { target: 'ready', actions: 'storeLoaded', description: 'The chosen question (or none) shows.', meta: SECTION },
        onError: { target: 'loadFailed', description: 'It could not be loaded; the user may retry.', meta: SECTION },
      },
    },
    loadFailed: {
      description: 'The section could not be loaded.',
      meta: SECTION,
      on: { 'security.retry': { target: 'loading', description: 'The user retries.', meta: SECTION } },
    },
    ready: {
      description: 'The form: one of the ten questions, the answer, the current password.',
      meta: SECTION,
      on: {
        'security.save': [
          { guard: 'isFormValid', target: 'saving', actions: 'storePending', description: 'A question, an answer of 2 to 100 characters and the current password: sent.', meta: SECTION },
          { actions: 'recordInvalid', description: 'A field breaks its rule: nothing is sent.', meta: SECTION },
        ],
      },
    },
    saving: {
      description: 'The server checks the current password and stores a hash of the answer.',
      meta: SECTION,
      invoke: {
        id: 'saveSecurityQuestion',
        src: 'saveSecurityQuestion',
        input: ({ context }) => context.pending!,
        onDone: { target: 'ready', actions: 'storeSaved', description: 'Saved: the new question shows and the change is announced.', meta: SECTION },
        onError: { target: 'ready', actions: 'recordFailure', description: 'A wrong current password (invalid password) or another failure: the form says why and keeps what was typed.', meta: SECTION },
      },
    },
  },
});

export type SecurityQuestionSnapshot = SnapshotFrom<typeof securityQuestionMachine>;
