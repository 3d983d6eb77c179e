import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import type { UserRuleProblem } from '../../rules/userAdministration';
import { inviteDraftProblems } from './userDrafts';
import { userFailureOf } from './userFailure';
import type { InviteDraft, UserAdminOptions, UserFailure, UserSummary, UsersApi } from './userTypes';

/**
 * Invite New User and Create Contact User (route `invite-new-user-users`, spec 2 and 5): the form
 * (TanStack Form) owns the fields and submits one draft; the machine checks it with the server's
 * rules (userDrafts.ts), sends it once under the idempotency key the page was opened with, and on a
 * refusal keeps the draft and says which rule, on the field it belongs to. Actors
 * (src/api/userActors.ts): loadOptions, inviteUser; action showInvited (navigation, the screen's).
 */
export type InviteUserEvent = { type: 'invite.retry' } | { type: 'invite.submit'; draft: InviteDraft } | { type: 'invite.edit' };

export interface InviteUserInput {
  /** Create Contact User: a contact who never signs in. */
  contactOnly: boolean;
  idempotencyKey: string;
}

export interface InviteUserContext extends InviteUserInput {
  options: UserAdminOptions | null;
  /** The last draft submitted (kept when refused: nothing typed is lost). */
  draft: InviteDraft | null;
  /** Rules the browser found broken. */
  problems: readonly UserRuleProblem[];
  failure: UserFailure | null;
  invited: UserSummary | null;
}

const FORM = { spec: '2. Signed-in area (invite-new-user-users)' } satisfies SpecMeta;
const RULES = { spec: '5. Validation rules (users)' } satisfies SpecMeta;

const draftOf = (event: InviteUserEvent) => (event.type === 'invite.submit' ? event.draft : null);

export const inviteUserMachine = setup({
  types: {
    context: {} as InviteUserContext,
    events: {} as InviteUserEvent,
    input: {} as InviteUserInput,
    meta: {} as SpecMeta,
  },
  actors: {
    loadOptions: fromPromise(async () => {
      throw new Error('users actor "loadOptions" is not provided');
    }) as unknown as UsersApi['loadOptions'],
    inviteUser: fromPromise(async () => {
      throw new Error('users actor "inviteUser" is not provided');
    }) as unknown as UsersApi['inviteUser'],
  },
  guards: {
    isDraftWithinRules: ({ context, event }) => {
      const draft = draftOf(event);
      return draft !== null && context.options !== null && inviteDraftProblems(draft, context.options, context.contactOnly).length === 0;
    },
  },
  actions: {
    storeOptions: assign(({ event }) => ({ options: (event as unknown as { output: UserAdminOptions }).output })),
    recordProblems: assign(({ context, event }) => {
      const draft = draftOf(event);
      return { draft, problems: draft && context.options ? inviteDraftProblems(draft, context.options, context.contactOnly) : [], failure: null };
    }),
    startInvite: assign(({ event }) => ({ draft: draftOf(event), problems: [], failure: null })),
    storeInvited: assign(({ event }) => ({ invited: (event as unknown as { output: UserSummary }).output })),
    recordFailure: assign(({ event }) => ({ failure: userFailureOf((event as unknown as { error: unknown }).error) })),
    clearFeedback: assign({ problems: [], failure: null }),
    /** Goes to the invited user (navigation, provided by the screen). */
    showInvited: () => {},
  },
}).createMachine({
  id: 'inviteUser',
  description: 'Invite a user (an e-mail with an enrol link) or create a contact user, within the rules of spec 5.',
  meta: FORM,
  context: ({ input }) => ({ ...input, options: null, draft: null, problems: [], failure: null, invited: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the groups and roles the viewer may give, and the limit rules.',
      meta: FORM,
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: { target: 'editing', actions: 'storeOptions', description: 'The form shows.', meta: FORM },
        onError: { target: 'failed', description: 'The load failed: a retry is offered.', meta: FORM },
      },
    },
    failed: {
      description: 'The form could not be loaded.',
      meta: FORM,
      on: { 'invite.retry': { target: 'loading', description: 'The user retries.', meta: FORM } },
    },
    editing: {
      description: 'The user fills in the form.',
      meta: RULES,
      on: {
        'invite.edit': { actions: 'clearFeedback', description: 'Changing the form clears the last refusal.', meta: RULES },
        'invite.submit': [
          {
            guard: 'isDraftWithinRules',
            target: 'inviting',
            actions: 'startInvite',
            description: 'A role for users who sign in, Payer only in the top-level group, a plausible phone, the limit within the inviter\'s and the company line: sent.',
            meta: RULES,
          },
          { actions: 'recordProblems', description: 'Otherwise each field says which rule it breaks, in the rule\'s words.', meta: RULES },
        ],
      },
    },
    inviting: {
      description: 'Sends the invitation (or creates the contact) once.',
      meta: FORM,
      invoke: {
        id: 'inviteUser',
        src: 'inviteUser',
        input: ({ context }) => ({ draft: context.draft!, contactOnly: context.contactOnly, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'invited', actions: 'storeInvited', description: 'Invited: the user shows as Pending (a contact as Active).', meta: FORM },
        onError: { target: 'editing', actions: 'recordFailure', description: 'Refused (duplicate e-mail or internal ID, a rule the server knows) or failed: the form says why; nothing typed is lost.', meta: RULES },
      },
    },
    invited: { type: 'final', entry: 'showInvited', description: 'The user was invited.', meta: FORM },
  },
});

export type InviteUserLogic = typeof inviteUserMachine;
export type InviteUserSnapshot = SnapshotFrom<typeof inviteUserMachine>;
