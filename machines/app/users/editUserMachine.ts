import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { initialFor as userStatusFor } from '../../domain/userStatus';
import type { UserRuleProblem } from '../../rules/userAdministration';
import { userChangeDraftProblems } from './userDrafts';
import { userFailureOf } from './userFailure';
import type { UserAdminOptions, UserChange, UserCommand, UserFailure, UserSummary, UsersApi } from './userTypes';

/**
 * Edit User (route `edit-user` and its tabs General, Notifications, Group & Role, MFA; spec 2, 4
 * User status, 5, 8 user admin): loads the user and what the viewer may give; each tab saves its
 * own change (checked with the server's rules first); suspend and deactivate ask first; re-enable,
 * resend invitation and reset MFA go at once. Whether a status command is offered is the userStatus
 * machine's answer for the user's status (`canCommand`); the server decides again, with the facts
 * only it has (deactivation: primary user, own account, last receiver or primary contact, linked
 * accounts), and a refusal shows the rule's words. Actors (src/api/userActors.ts): loadUser,
 * loadOptions, updateUser, userCommand.
 */
export type EditUserEvent =
  | { type: 'editUser.retry' }
  | { type: 'editUser.save'; change: UserChange }
  | { type: 'editUser.openSuspend' }
  | { type: 'editUser.openDeactivate' }
  | { type: 'editUser.confirm'; reason?: string }
  | { type: 'editUser.cancel' }
  | { type: 'editUser.reEnable' }
  | { type: 'editUser.resend' }
  | { type: 'editUser.resetMfa' }
  /** The Active/Inactive toggle (spec 3): false switches the user off, true back on. */
  | { type: 'editUser.setActive'; active: boolean }
  /** The administrator's 30-minute MFA disable and MFA method update (spec 6). */
  | { type: 'editUser.disableMfa' }
  | { type: 'editUser.updateMfa'; method: 'email' | 'sms'; target: string | null };

export interface EditUserContext {
  userId: string;
  user: UserSummary | null;
  options: UserAdminOptions | null;
  change: UserChange | null;
  command: UserCommand | null;
  problems: readonly UserRuleProblem[];
  failure: UserFailure | null;
  /** What the last successful action was (the page confirms it). */
  done: 'saved' | UserCommand['kind'] | null;
}

const PAGE = { spec: '2. Signed-in area (edit-user)' } satisfies SpecMeta;
const RULES = { spec: '5. Validation rules (users)' } satisfies SpecMeta;
const STATUS = { spec: '4. User status' } satisfies SpecMeta;

/** Does the userStatus machine accept this command's event from the user's status? (Deactivation's facts are the server's.) */
export function canCommand(user: UserSummary | null, kind: 'suspend' | 'reEnable' | 'deactivate' | 'enable' | 'disable'): boolean {
  if (!user || !user.canManage) return false;
  const snapshot = userStatusFor({ status: user.status });
  if (kind === 'suspend') return snapshot.can({ type: 'user.suspend', reason: 'check' });
  if (kind === 'reEnable') return snapshot.can({ type: 'user.reEnable' });
  if (kind === 'enable') return snapshot.can({ type: 'user.enable' });
  // Switching off: the state must allow it; who may be switched off is the server's (it has the facts).
  if (kind === 'disable') return user.status === 'active';
  return user.status !== 'deleted';
}

/** The Active/Inactive toggle shows for an active or inactive user the viewer manages. */
export const togglesActive = (user: UserSummary | null): boolean => canCommand(user, 'enable') || canCommand(user, 'disable');

/** The administrator's MFA commands (spec 6: the account administrator, for a user they manage). */
export const mayManageMfa = (user: UserSummary | null, options: UserAdminOptions | null): boolean =>
  user?.canManage === true && options?.isAccountAdmin === true && user.status !== 'deleted';

const changeOf = (event: EditUserEvent) => (event.type === 'editUser.save' ? event.change : null);
const problemsOf = (context: EditUserContext, change: UserChange | null) =>
  context.user && context.options && change ? userChangeDraftProblems(context.user, change, context.options) : [];

export const editUserMachine = setup({
  types: {
    context: {} as EditUserContext,
    events: {} as EditUserEvent,
    input: {} as { userId: string },
    meta: {} as SpecMeta,
  },
  actors: {
    loadUser: fromPromise(async () => {
      throw new Error('users actor "loadUser" is not provided');
    }) as unknown as UsersApi['loadUser'],
    loadOptions: fromPromise(async () => {
      throw new Error('users actor "loadOptions" is not provided');
    }) as unknown as UsersApi['loadOptions'],
    updateUser: fromPromise(async () => {
      throw new Error('users actor "updateUser" is not provided');
    }) as unknown as UsersApi['updateUser'],
    userCommand: fromPromise(async () => {
      throw new Error('users actor "userCommand" is not provided');
    }) as unknown as UsersApi['userCommand'],
  },
  guards: {
    isFound: ({ event }) => (event as unknown as { output: UserSummary | null }).output !== null,
    isChangeWithinRules: ({ context, event }) => context.user?.canManage === true && changeOf(event) !== null && problemsOf(context, changeOf(event)).length === 0,
    canSuspend: ({ context }) => canCommand(context.user, 'suspend'),
    canDeactivate: ({ context }) => canCommand(context.user, 'deactivate'),
    canReEnable: ({ context }) => canCommand(context.user, 'reEnable'),
    hasInvitationToResend: ({ context }) => context.user?.canManage === true && context.user.status === 'pending' && context.user.invitation !== null,
    hasReason: ({ event }) => event.type === 'editUser.confirm' && (event.reason ?? '').trim().length > 0,
    mayResetMfa: ({ context }) => context.user?.mfa.method !== null && context.user?.mfa.method !== undefined,
    canToggleActive: ({ context, event }) => event.type === 'editUser.setActive' && canCommand(context.user, event.active ? 'enable' : 'disable'),
    mayDisableMfa: ({ context }) => mayManageMfa(context.user, context.options) && context.user?.mfa.method !== null,
    isMfaUpdateComplete: ({ context, event }) =>
      event.type === 'editUser.updateMfa' && mayManageMfa(context.user, context.options) && (event.method === 'email' || (event.target ?? '').trim().length > 0),
  },
  actions: {
    storeUser: assign(({ event }) => ({ user: (event as unknown as { output: UserSummary }).output })),
    storeOptions: assign(({ event }) => ({ options: (event as unknown as { output: UserAdminOptions }).output })),
    startSave: assign(({ event }) => ({ change: changeOf(event), problems: [], failure: null, done: null })),
    recordProblems: assign(({ context, event }) => ({ problems: problemsOf(context, changeOf(event)), failure: null, done: null })),
    markSaved: assign({ done: 'saved' as const, change: null }),
    startCommand: assign(({ event }) => {
      const command: UserCommand | null =
        event.type === 'editUser.reEnable' ? { kind: 'reEnable' }
        : event.type === 'editUser.resend' ? { kind: 'resend' }
        : event.type === 'editUser.resetMfa' ? { kind: 'resetMfa' }
        : event.type === 'editUser.setActive' ? { kind: 'setActive', active: event.active }
        : event.type === 'editUser.disableMfa' ? { kind: 'disableMfa' }
        : event.type === 'editUser.updateMfa' ? { kind: 'updateMfa', method: event.method, target: event.method === 'sms' ? (event.target ?? '').trim() : null }
        : null;
      return { command, failure: null, problems: [], done: null };
    }),
    startSuspend: assign(({ event }) => ({ command: { kind: 'suspend', reason: event.type === 'editUser.confirm' ? (event.reason ?? '').trim() : '' } as UserCommand, failure: null, done: null })),
    startDeactivate: assign({ command: { kind: 'deactivate' } as UserCommand, failure: null, done: null }),
    markCommandDone: assign(({ context }) => ({ done: context.command?.kind ?? null })),
    recordFailure: assign(({ event }) => ({ failure: userFailureOf((event as unknown as { error: unknown }).error) })),
    clearFeedback: assign({ failure: null, problems: [], done: null }),
  },
}).createMachine({
  id: 'editUser',
  description: 'Edit a user: the tabs save their changes; suspend, re-enable, switch active or inactive, deactivate, resend the invitation, reset, disable for 30 minutes or update MFA.',
  meta: PAGE,
  context: ({ input }) => ({ userId: input.userId, user: null, options: null, change: null, command: null, problems: [], failure: null, done: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the user.',
      meta: PAGE,
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          { guard: 'isFound', target: 'loadingOptions', actions: 'storeUser', description: 'The user is one the viewer may see.', meta: PAGE },
          { target: 'notFound', description: 'No such user (or not one the viewer may see).', meta: PAGE },
        ],
        onError: { target: 'failed', actions: 'recordFailure', description: 'The load failed: a retry is offered.', meta: PAGE },
      },
    },
    loadingOptions: {
      description: 'Loads the groups and roles the viewer may give.',
      meta: PAGE,
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: { target: 'ready', actions: 'storeOptions', description: 'The tabs show.', meta: PAGE },
        onError: { target: 'failed', actions: 'recordFailure', description: 'The load failed: a retry is offered.', meta: PAGE },
      },
    },
    failed: {
      description: 'The user could not be loaded.',
      meta: PAGE,
      on: { 'editUser.retry': { target: 'loading', description: 'The user retries.', meta: PAGE } },
    },
    notFound: { type: 'final', description: 'Not found.', meta: PAGE },
    ready: {
      description: 'The user shows; the viewer may change what their role allows.',
      meta: PAGE,
      initial: 'idle',
      states: {
        idle: {
          description: 'No question is open.',
          meta: PAGE,
          on: {
            'editUser.save': [
              { guard: 'isChangeWithinRules', target: '#editUser.saving', actions: 'startSave', description: 'The change keeps the rules the browser can check: saved.', meta: RULES },
              { actions: 'recordProblems', description: 'Otherwise the field says which rule it breaks.', meta: RULES },
            ],
            'editUser.openSuspend': { guard: 'canSuspend', target: 'confirmingSuspend', actions: 'clearFeedback', description: 'Only an active user can be suspended: asks for a reason first.', meta: STATUS },
            'editUser.openDeactivate': { guard: 'canDeactivate', target: 'confirmingDeactivate', actions: 'clearFeedback', description: 'Asks first: deactivation is permanent.', meta: STATUS },
            'editUser.reEnable': { guard: 'canReEnable', target: '#editUser.commanding', actions: 'startCommand', description: 'Only a suspended user can be re-enabled.', meta: STATUS },
            'editUser.resend': { guard: 'hasInvitationToResend', target: '#editUser.commanding', actions: 'startCommand', description: 'A pending user\'s invitation is sent again with a new link.', meta: { spec: '4. Activation link' } },
            'editUser.resetMfa': { guard: 'mayResetMfa', target: '#editUser.commanding', actions: 'startCommand', description: 'A user with 2-step verification set up can have it reset.', meta: { spec: '6. Roles and permissions' } },
            'editUser.setActive': {
              guard: 'canToggleActive',
              target: '#editUser.commanding',
              actions: 'startCommand',
              description: 'The Active/Inactive toggle: an active user is switched off (the server refuses whom deactivation refuses, in its words), an inactive one back on.',
              meta: { spec: '3. Enumerations' },
            },
            'editUser.disableMfa': {
              guard: 'mayDisableMfa',
              target: '#editUser.commanding',
              actions: 'startCommand',
              description: 'The account administrator lets a user with 2-step verification set up sign in without a code for 30 minutes.',
              meta: { spec: '6. Roles and permissions' },
            },
            'editUser.updateMfa': {
              guard: 'isMfaUpdateComplete',
              target: '#editUser.commanding',
              actions: 'startCommand',
              description: "The account administrator changes the user's method (e-mail, or SMS to a mobile number the server checks).",
              meta: { spec: '6. Roles and permissions' },
            },
          },
        },
        confirmingSuspend: {
          description: 'Asks for the reason of the suspension.',
          meta: STATUS,
          on: {
            'editUser.confirm': [
              { guard: 'hasReason', target: '#editUser.commanding', actions: 'startSuspend', description: 'With a reason: the user is suspended and signed out everywhere.', meta: STATUS },
              { description: 'A reason is required.', meta: STATUS },
            ],
            'editUser.cancel': { target: 'idle', description: 'Nothing changes.', meta: STATUS },
          },
        },
        confirmingDeactivate: {
          description: 'Asks to confirm a permanent deactivation.',
          meta: STATUS,
          on: {
            'editUser.confirm': { target: '#editUser.commanding', actions: 'startDeactivate', description: 'Confirmed: the server decides with every deactivation rule.', meta: STATUS },
            'editUser.cancel': { target: 'idle', description: 'Nothing changes.', meta: STATUS },
          },
        },
      },
    },
    saving: {
      description: 'Saves the tab\'s change.',
      meta: RULES,
      invoke: {
        id: 'updateUser',
        src: 'updateUser',
        input: ({ context }) => ({ userId: context.userId, change: context.change ?? {} }),
        onDone: { target: 'ready', actions: ['storeUser', 'markSaved'], description: 'Saved: the page says so.', meta: RULES },
        onError: { target: 'ready', actions: 'recordFailure', description: 'Refused (in the rule\'s words) or failed (spec 8 "update failed"); the tab keeps what was typed.', meta: RULES },
      },
    },
    commanding: {
      description: 'Runs the status or invitation command.',
      meta: STATUS,
      invoke: {
        id: 'userCommand',
        src: 'userCommand',
        input: ({ context }) => ({ userId: context.userId, command: context.command ?? { kind: 'reEnable' } }),
        onDone: { target: 'ready', actions: ['storeUser', 'markCommandDone'], description: 'Done: the new status shows.', meta: STATUS },
        onError: { target: 'ready', actions: 'recordFailure', description: 'Refused in the rule\'s words (e.g. your own account, the primary user) or failed (spec 8).', meta: STATUS },
      },
    },
  },
});

export type EditUserLogic = typeof editUserMachine;
export type EditUserSnapshot = SnapshotFrom<typeof editUserMachine>;
