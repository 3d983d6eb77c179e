import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { placementProblems } from '../../rules/groupMembership';
import { groupFailureOf, type GroupDirectoryData, type GroupFailure, type GroupUserView, type MoveUserRequest } from './groupTypes';

/**
 * Manage Groups (route `manage-groups`) and the group page (route `group`): the group tree the
 * viewer sees (spec 6: all groups for the account admin, only theirs for a group admin, with group
 * totals), and Move user: a user of a group the viewer manages goes to another such group, never
 * a Payer below the top-level group (spec 5). After a move the tree is loaded again (totals change).
 * Actors (src/api/groupActors.ts): loadGroupDirectory, moveUser.
 */
export type GroupTreeEvent =
  | { type: 'groups.reload' }
  | { type: 'move.open'; userId: string }
  | { type: 'move.choose'; groupId: string }
  | { type: 'move.confirm' }
  | { type: 'move.cancel' };

export interface GroupTreeContext {
  directory: GroupDirectoryData | null;
  /** The user being moved and the group chosen for them. */
  moving: { userId: string; groupId: string } | null;
  /** A confirm was tried: the dialog shows the rule broken. */
  tried: boolean;
  failure: GroupFailure | null;
  /** The user last moved (the page says so). */
  moved: GroupUserView | null;
}

const TREE = { spec: '2. Signed-in area (manage-groups)' } satisfies SpecMeta;
const MOVE = { spec: '5. Validation rules (Payer only in the top-level group)' } satisfies SpecMeta;

/** Why the chosen move may not be made (a message id), or null. */
export function moveProblem(context: Pick<GroupTreeContext, 'directory' | 'moving'>): string | null {
  const { directory, moving } = context;
  if (!directory || !moving) return 'form.selectRequired';
  const user = directory.users.find((u) => u.id === moving.userId);
  const target = directory.groups.find((g) => g.id === moving.groupId);
  if (!user || !target || !target.canManage) return 'form.selectRequired';
  if (user.groupId === target.id) return 'groups.problem.alreadyInGroup';
  return placementProblems({ roles: user.roles, targetIsTopLevel: target.parentGroupId === null }).length > 0 ? 'groups.problem.payerOnlyInTopLevelGroup' : null;
}

export const groupTreeMachine = setup({
  types: {
    context: {} as GroupTreeContext,
    events: {} as GroupTreeEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    loadGroupDirectory: fromPromise<GroupDirectoryData, void>(async () => {
      throw new Error('group-tree actor "loadGroupDirectory" is not provided');
    }),
    moveUser: fromPromise<GroupUserView, MoveUserRequest>(async () => {
      throw new Error('group-tree actor "moveUser" is not provided');
    }),
  },
  guards: {
    mayMoveUser: ({ context, event }) => event.type === 'move.open' && (context.directory?.users.some((u) => u.id === event.userId) ?? false),
    isMoveAllowed: ({ context }) => moveProblem(context) === null,
  },
  actions: {
    storeDirectory: assign(({ event }) => ({ directory: (event as unknown as { output: GroupDirectoryData }).output })),
    openMove: assign(({ event }) => (event.type === 'move.open' ? { moving: { userId: event.userId, groupId: '' }, tried: false, failure: null, moved: null } : {})),
    chooseGroup: assign(({ context, event }) => (event.type === 'move.choose' && context.moving ? { moving: { ...context.moving, groupId: event.groupId }, failure: null } : {})),
    markTried: assign({ tried: true }),
    closeMove: assign({ moving: null, tried: false, failure: null }),
    recordMoved: assign(({ event }) => ({ moved: (event as unknown as { output: GroupUserView }).output, moving: null, tried: false })),
    recordFailure: assign(({ event }) => ({ failure: groupFailureOf((event as unknown as { error: unknown }).error) })),
  },
}).createMachine({
  id: 'groupTree',
  description: 'The groups the viewer sees, with their users, admins and totals; move a user between groups.',
  meta: TREE,
  context: { directory: null, moving: null, tried: false, failure: null, moved: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the groups, their users and totals.',
      meta: TREE,
      invoke: {
        id: 'loadGroupDirectory',
        src: 'loadGroupDirectory',
        onDone: { target: 'ready', actions: 'storeDirectory', description: 'Loaded: the tree shows.', meta: TREE },
        onError: { target: 'failed', description: 'The load failed: a retry is offered.', meta: TREE },
      },
    },
    failed: {
      description: 'The groups could not be loaded.',
      meta: TREE,
      on: { 'groups.reload': { target: 'loading', description: 'The user retries.', meta: TREE } },
    },
    ready: {
      description: 'The tree is shown.',
      meta: TREE,
      initial: 'idle',
      on: { 'groups.reload': { target: 'loading', description: 'The tree is loaded again.', meta: TREE } },
      states: {
        idle: {
          description: 'Nothing is being moved.',
          meta: TREE,
          on: { 'move.open': { guard: 'mayMoveUser', target: 'choosing', actions: 'openMove', description: 'A user of a group the viewer manages is to be moved: the dialog asks where.', meta: MOVE } },
        },
        choosing: {
          description: 'The move dialog: the target group.',
          meta: MOVE,
          on: {
            'move.choose': { actions: 'chooseGroup', description: 'A target group is chosen.', meta: MOVE },
            'move.confirm': [
              { guard: 'isMoveAllowed', target: 'moving', description: 'A group the viewer manages, not the current one, and no Payer below the top-level group: the user is moved.', meta: MOVE },
              { actions: 'markTried', description: "Otherwise the dialog says which rule is broken, in the rule's words.", meta: MOVE },
            ],
            'move.cancel': { target: 'idle', actions: 'closeMove', description: 'The dialog is closed; nothing moves.', meta: MOVE },
          },
        },
        moving: {
          description: 'Moves the user (the server checks the rules again).',
          meta: MOVE,
          invoke: {
            id: 'moveUser',
            src: 'moveUser',
            input: ({ context }) => ({ userId: context.moving?.userId ?? '', groupId: context.moving?.groupId ?? '' }),
            onDone: { target: '#groupTree.loading', actions: 'recordMoved', description: 'Moved: the tree (and its totals) is loaded again.', meta: MOVE },
            onError: { target: 'choosing', actions: 'recordFailure', description: 'Refused or failed: the dialog says why.', meta: MOVE },
          },
        },
      },
    },
  },
});

export type GroupTreeLogic = typeof groupTreeMachine;
export type GroupTreeSnapshot = SnapshotFrom<typeof groupTreeMachine>;
