import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router';
import type { CreateGroupInput, CreateGroupSnapshot } from '../../machines/app/groups/createGroupMachine';
import { parentChoices, type GroupDraft, type WizardStep } from '../../machines/app/groups/groupDraft';
import type { GroupFailure, GroupMachines, GroupUserView, GroupView } from '../../machines/app/groups/groupTypes';
import type { GroupBillTo, GroupDetails, GroupKind, GroupMembers } from '../../machines/rules/groupEntity';
import { pathFor } from '../../src/app/routes';

export interface CreateGroupViewModel {
  mode: 'create' | 'edit';
  state: 'loading' | 'failed' | 'notAllowed' | 'ready';
  retry: () => void;
  step: WizardStep;
  /** Every step as typed so far (kept when going back: nothing is lost). */
  draft: GroupDraft;
  topLevel: boolean;
  /** The groups the group may hang below. */
  parents: readonly GroupView[];
  users: readonly GroupUserView[];
  groupName: (id: string) => string;
  userName: (id: string) => string;
  /** The last step whose submit the machine refused (its form shows the fields' rules). */
  refusedStep: WizardStep | null;
  submitKind: (kind: GroupKind | '') => void;
  submitDetails: (details: GroupDetails) => void;
  submitBillTo: (billTo: GroupBillTo) => void;
  submitMembers: (members: GroupMembers) => void;
  back: (draft?: Partial<GroupDraft>) => void;
  create: () => void;
  saving: boolean;
  failure: GroupFailure | null;
  listPath: string;
}

const stateOf = (s: CreateGroupSnapshot): CreateGroupViewModel['state'] =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('notAllowed') ? 'notAllowed' : 'ready';

const stepOf = (s: CreateGroupSnapshot): WizardStep => {
  for (const step of ['kind', 'details', 'billTo', 'members'] as const) if (s.matches(step)) return step;
  return 'review';
};

/**
 * Create Group / Edit Group, run by the createGroup machine (machines/app/groups): each step's
 * form checks its values with the shared schemas and sends them in one event; this hook only
 * selects from the machine and sends it events.
 */
export function useCreateGroupViewModel(deps: GroupMachines, input: CreateGroupInput): CreateGroupViewModel {
  const navigate = useNavigate();
  const actor = useActorRef(
    deps.wizardLogic.provide({
      actions: { showGroup: ({ context }) => navigate(pathFor('group', {}, { id: context.saved?.id ?? context.groupId ?? '' })) },
    }),
    { input },
  );
  const state = useSelector(actor, stateOf);
  const step = useSelector(actor, stepOf);
  const draft = useSelector(actor, (s) => s.context.draft);
  const directory = useSelector(actor, (s) => s.context.directory);
  const topLevel = useSelector(actor, (s) => s.context.topLevel);
  const refusedStep = useSelector(actor, (s) => s.context.refusedStep);
  const failure = useSelector(actor, (s) => s.context.failure);
  const saving = useSelector(actor, (s) => s.matches('saving') || s.matches('saved'));
  const groups = directory?.groups ?? [];
  const users = directory?.users ?? [];

  return {
    mode: input.mode,
    state,
    retry: () => actor.send({ type: 'group.retry' }),
    step,
    draft,
    topLevel,
    parents: parentChoices(groups, input.mode === 'edit' ? input.groupId : null),
    users,
    groupName: (id) => groups.find((g) => g.id === id)?.name ?? '',
    userName: (id) => users.find((u) => u.id === id)?.name ?? '',
    refusedStep,
    submitKind: (kind) => actor.send({ type: 'group.submitKind', kind }),
    submitDetails: (details) => actor.send({ type: 'group.submitDetails', details }),
    submitBillTo: (billTo) => actor.send({ type: 'group.submitBillTo', billTo }),
    submitMembers: (members) => actor.send({ type: 'group.submitMembers', members }),
    back: (partial) => actor.send({ type: 'group.back', ...(partial ? { draft: partial } : {}) }),
    create: () => actor.send({ type: 'group.create' }),
    saving,
    failure,
    listPath: pathFor('manage-groups'),
  };
}
