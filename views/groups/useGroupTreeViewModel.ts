import { useActorRef, useSelector } from '@xstate/react';
import type { GroupMachines, GroupDirectoryData, GroupFailure, GroupUserView, GroupView } from '../../machines/app/groups/groupTypes';
import { moveProblem, type GroupTreeSnapshot } from '../../machines/app/groups/groupTreeMachine';

/** A group with its depth in the tree (0 for the top of what the viewer sees). */
export interface GroupRow {
  group: GroupView;
  depth: number;
  parentName: string | null;
}

export interface GroupTreeViewModel {
  state: 'loading' | 'failed' | 'ready';
  reload: () => void;
  rows: readonly GroupRow[];
  canCreate: boolean;
  /** Users the viewer may move (the users of groups they manage). */
  movable: ReadonlySet<string>;
  move: {
    open: boolean;
    user: GroupUserView | null;
    targets: readonly GroupView[];
    groupId: string;
    /** The rule a confirm broke (a message id), after a try. */
    problemId: string | null;
    failure: GroupFailure | null;
    saving: boolean;
  };
  moved: GroupUserView | null;
  openMove: (userId: string) => void;
  chooseGroup: (groupId: string) => void;
  confirmMove: () => void;
  cancelMove: () => void;
}

/** The tree as rows, parents before children (the server sends them top-down). */
export function rowsOf(directory: GroupDirectoryData | null): GroupRow[] {
  if (!directory) return [];
  const depth = new Map<string, number>();
  const names = new Map(directory.groups.map((g) => [g.id, g.name]));
  return directory.groups.map((group) => {
    const d = group.parentGroupId !== null && depth.has(group.parentGroupId) ? (depth.get(group.parentGroupId) ?? 0) + 1 : 0;
    depth.set(group.id, d);
    return { group, depth: d, parentName: group.parentGroupId ? (names.get(group.parentGroupId) ?? null) : null };
  });
}

const stateOf = (s: GroupTreeSnapshot): GroupTreeViewModel['state'] => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready');
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Manage Groups and the group page, run by the groupTree machine (machines/app/groups). */
export function useGroupTreeViewModel(deps: GroupMachines): GroupTreeViewModel {
  const actor = useActorRef(deps.treeLogic);
  const state = useSelector(actor, stateOf);
  const directory = useSelector(actor, (s) => s.context.directory);
  const moving = useSelector(actor, (s) => s.context.moving);
  const tried = useSelector(actor, (s) => s.context.tried);
  const failure = useSelector(actor, (s) => s.context.failure);
  const saving = useSelector(actor, (s) => s.matches({ ready: 'moving' }));
  const open = useSelector(actor, (s) => s.matches({ ready: 'choosing' }) || s.matches({ ready: 'moving' }));
  const problemId = useSelector(actor, (s) => (s.context.tried ? moveProblem(s.context) : null));
  const moved = useSelector(actor, (s) => s.context.moved, sameJson);
  const user = directory?.users.find((u) => u.id === moving?.userId) ?? null;

  return {
    state,
    reload: () => actor.send({ type: 'groups.reload' }),
    rows: rowsOf(directory),
    canCreate: directory?.canCreate ?? false,
    movable: new Set(directory?.users.map((u) => u.id) ?? []),
    move: {
      open,
      user,
      targets: directory?.groups.filter((g) => g.canManage) ?? [],
      groupId: moving?.groupId ?? '',
      problemId: tried ? problemId : null,
      failure,
      saving,
    },
    moved,
    openMove: (userId) => actor.send({ type: 'move.open', userId }),
    chooseGroup: (groupId) => actor.send({ type: 'move.choose', groupId }),
    confirmMove: () => actor.send({ type: 'move.confirm' }),
    cancelMove: () => actor.send({ type: 'move.cancel' }),
  };
}
