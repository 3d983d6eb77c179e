import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import type { GroupBillTo, GroupDetails, GroupKind, GroupMembers } from '../../rules/groupEntity';
import { BLANK_DRAFT, draftOf, stepProblems, submissionOf, type GroupDraft, type WizardStep } from './groupDraft';
import { groupFailureOf, type GroupDirectoryData, type GroupFailure, type GroupView, type SaveGroupRequest } from './groupTypes';

/**
 * Create Group (route `create-group`, page name Create Group; `create-new-group-getting-started`)
 * and Edit Group (route `group?id=…&edit=true`), spec 2 and 3 Group: four steps, then review.
 * 1. kind: a reporting group, or a separate legal entity;
 * 2. details: name and parent; a separate legal entity's legal name, DBA, trading name,
 *    registration number, tax ID (US: 9 digits), registered address, relation to the parent;
 * 3. bill-to: the parent only, or (a separate legal entity) the entity's own details;
 * 4. admin and the users moved into the group (Payer only in the top-level group, spec 5).
 * Each step's form checks its values with the shared rules (groupDraft.ts) and sends them whole;
 * the guard checks them again. Going back carries the step's values as typed, so nothing is lost.
 * Sent once under the idempotency key the screen was opened with. Actors
 * (src/api/groupActors.ts): loadGroupDirectory, saveGroup; action showGroup (navigation).
 */
export type CreateGroupEvent =
  | { type: 'group.retry' }
  | { type: 'group.submitKind'; kind: GroupKind | '' }
  | { type: 'group.submitDetails'; details: GroupDetails }
  | { type: 'group.submitBillTo'; billTo: GroupBillTo }
  | { type: 'group.submitMembers'; members: GroupMembers }
  | { type: 'group.back'; draft?: Partial<GroupDraft> }
  | { type: 'group.create' };

export interface CreateGroupInput {
  mode: 'create' | 'edit';
  /** Edit: the group; create: the parent proposed (from the query string), or null. */
  groupId: string | null;
  idempotencyKey: string;
}

export interface CreateGroupContext extends CreateGroupInput {
  directory: GroupDirectoryData | null;
  draft: GroupDraft;
  /** Edit of the top-level group: it keeps no parent. */
  topLevel: boolean;
  /** The step whose submit was refused by its guard (its fields say why). */
  refusedStep: WizardStep | null;
  failure: GroupFailure | null;
  saved: GroupView | null;
}

const FLOW = { spec: '2. Signed-in area (create-group)' } satisfies SpecMeta;
const GROUP = { spec: '3. Group' } satisfies SpecMeta;
const PAYER = { spec: '5. Validation rules (Payer only in the top-level group)' } satisfies SpecMeta;

const directoryOf = (event: AnyEventObject) => (event as unknown as { output: GroupDirectoryData }).output;
const editedGroup = (context: Pick<CreateGroupContext, 'mode' | 'groupId'>, directory: GroupDirectoryData | null) =>
  context.mode === 'edit' ? directory?.groups.find((g) => g.id === context.groupId) ?? null : null;
const stepValid = (context: CreateGroupContext, draft: GroupDraft, step: Exclude<WizardStep, 'review'>) =>
  stepProblems(draft, step, context.directory?.users ?? [], context.topLevel).length === 0;

/** The draft after a step's event (what a guard checks and what is stored). */
function draftAfter(context: CreateGroupContext, event: CreateGroupEvent): GroupDraft {
  switch (event.type) {
    case 'group.submitKind':
      // A reporting group is always billed through its parent.
      return { ...context.draft, kind: event.kind, billTo: event.kind === 'reporting' && context.draft.billTo.billTo === 'own' ? { ...context.draft.billTo, billTo: 'parent' } : context.draft.billTo };
    case 'group.submitDetails':
      return { ...context.draft, details: event.details };
    case 'group.submitBillTo':
      return { ...context.draft, billTo: event.billTo };
    case 'group.submitMembers':
      return { ...context.draft, members: event.members };
    case 'group.back':
      return { ...context.draft, ...event.draft };
    default:
      return context.draft;
  }
}

export const createGroupMachine = setup({
  types: {
    context: {} as CreateGroupContext,
    events: {} as CreateGroupEvent,
    input: {} as CreateGroupInput,
    meta: {} as SpecMeta,
  },
  actors: {
    loadGroupDirectory: fromPromise<GroupDirectoryData, void>(async () => {
      throw new Error('create-group actor "loadGroupDirectory" is not provided');
    }),
    saveGroup: fromPromise<GroupView, SaveGroupRequest>(async () => {
      throw new Error('create-group actor "saveGroup" is not provided');
    }),
  },
  guards: {
    mayCreateOrEdit: ({ context, event }) => {
      const directory = directoryOf(event);
      return context.mode === 'edit' ? editedGroup(context, directory)?.canManage === true : directory.canCreate;
    },
    isKindChosen: ({ context, event }) => stepValid(context, draftAfter(context, event), 'kind'),
    areDetailsValid: ({ context, event }) => stepValid(context, draftAfter(context, event), 'details'),
    isBillToValid: ({ context, event }) => stepValid(context, draftAfter(context, event), 'billTo'),
    areMembersValid: ({ context, event }) => stepValid(context, draftAfter(context, event), 'members'),
  },
  actions: {
    startDraft: assign(({ context, event }) => {
      const directory = directoryOf(event);
      const group = editedGroup(context, directory);
      if (group) return { directory, draft: draftOf(group), topLevel: group.parentGroupId === null };
      const parent = directory.groups.find((g) => g.id === context.groupId && g.canManage) ?? directory.groups.find((g) => g.canManage);
      return { directory, draft: { ...BLANK_DRAFT, details: { ...BLANK_DRAFT.details, parentGroupId: parent?.id ?? '' } }, topLevel: false };
    }),
    storeDirectory: assign(({ event }) => ({ directory: directoryOf(event) })),
    storeStep: assign(({ context, event }) => ({ draft: draftAfter(context, event), refusedStep: null, failure: null })),
    refuseKind: assign(({ context, event }) => ({ draft: draftAfter(context, event), refusedStep: 'kind' as const })),
    refuseDetails: assign(({ context, event }) => ({ draft: draftAfter(context, event), refusedStep: 'details' as const })),
    refuseBillTo: assign(({ context, event }) => ({ draft: draftAfter(context, event), refusedStep: 'billTo' as const })),
    refuseMembers: assign(({ context, event }) => ({ draft: draftAfter(context, event), refusedStep: 'members' as const })),
    startSave: assign({ failure: null }),
    recordSaved: assign(({ event }) => ({ saved: (event as unknown as { output: GroupView }).output })),
    recordFailure: assign(({ event }) => ({ failure: groupFailureOf((event as unknown as { error: unknown }).error) })),
    /** To the saved group's page (navigation, provided by the screen). */
    showGroup: () => {},
  },
}).createMachine({
  id: 'createGroup',
  description: 'Create Group (or Edit Group): kind, details, bill-to, admin and users, review; sent once.',
  meta: FLOW,
  context: ({ input }) => ({ ...input, directory: null, draft: BLANK_DRAFT, topLevel: false, refusedStep: null, failure: null, saved: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the groups and users the viewer manages.',
      meta: FLOW,
      invoke: {
        id: 'loadGroupDirectory',
        src: 'loadGroupDirectory',
        onDone: [
          { guard: 'mayCreateOrEdit', target: 'kind', actions: 'startDraft', description: 'The viewer manages a group to create below (or the edited group): step 1 shows, an edit pre-filled.', meta: FLOW },
          { target: 'notAllowed', actions: 'storeDirectory', description: 'Otherwise the viewer is told they cannot create (or edit) this group.', meta: FLOW },
        ],
        onError: { target: 'failed', description: 'The load failed: a retry is offered.', meta: FLOW },
      },
    },
    failed: {
      description: 'The groups could not be loaded.',
      meta: FLOW,
      on: { 'group.retry': { target: 'loading', description: 'The user retries.', meta: FLOW } },
    },
    notAllowed: { description: 'The viewer manages no such group.', meta: FLOW },
    kind: {
      description: 'Step 1: a reporting group, or a separate legal entity.',
      meta: GROUP,
      on: {
        'group.submitKind': [
          { guard: 'isKindChosen', target: 'details', actions: 'storeStep', description: 'A kind is chosen: on to the details.', meta: GROUP },
          { actions: 'refuseKind', description: 'Nothing chosen: "Please Select" the group type.', meta: GROUP },
        ],
      },
    },
    details: {
      description: "Step 2: name and parent; a separate legal entity's identity, registered address and relation to the parent.",
      meta: GROUP,
      on: {
        'group.submitDetails': [
          { guard: 'areDetailsValid', target: 'billTo', actions: 'storeStep', description: 'Every field within its rule (lengths of spec 5, the US tax ID of 9 digits): on to bill-to.', meta: GROUP },
          { actions: 'refuseDetails', description: 'Otherwise each field says which rule it breaks; what was typed stays.', meta: GROUP },
        ],
        'group.back': { target: 'kind', actions: 'storeStep', description: 'Back to step 1, keeping what was typed here.', meta: FLOW },
      },
    },
    billTo: {
      description: "Step 3: bill the parent only, or (a separate legal entity) the entity's own details.",
      meta: GROUP,
      on: {
        'group.submitBillTo': [
          { guard: 'isBillToValid', target: 'members', actions: 'storeStep', description: 'A choice, and for own details a billing contact and a valid e-mail: on to the admin and users.', meta: GROUP },
          { actions: 'refuseBillTo', description: 'Otherwise the fields say what is missing; what was typed stays.', meta: GROUP },
        ],
        'group.back': { target: 'details', actions: 'storeStep', description: 'Back to step 2, keeping what was typed here.', meta: FLOW },
      },
    },
    members: {
      description: 'Step 4: the group admin and the users moved into the group.',
      meta: PAYER,
      on: {
        'group.submitMembers': [
          { guard: 'areMembersValid', target: 'review', actions: 'storeStep', description: 'An admin is chosen and no Payer is moved below the top-level group: on to the review.', meta: PAYER },
          { actions: 'refuseMembers', description: 'Otherwise the fields say which rule is broken (an admin is required; Payer only in the top-level group).', meta: PAYER },
        ],
        'group.back': { target: 'billTo', actions: 'storeStep', description: 'Back to step 3, keeping what was chosen here.', meta: FLOW },
      },
    },
    review: {
      description: 'Review every step before the group is created (or saved).',
      meta: FLOW,
      on: {
        'group.create': { target: 'saving', actions: 'startSave', description: 'The user confirms: the group is sent once (the server checks every rule again).', meta: FLOW },
        'group.back': { target: 'members', description: 'Back to step 4; nothing is lost.', meta: FLOW },
      },
    },
    saving: {
      description: 'Creates (or saves) the group.',
      meta: FLOW,
      invoke: {
        id: 'saveGroup',
        src: 'saveGroup',
        input: ({ context }) => ({ mode: context.mode, groupId: context.mode === 'edit' ? context.groupId : null, idempotencyKey: context.idempotencyKey, group: submissionOf(context.draft) }),
        onDone: { target: 'saved', actions: 'recordSaved', description: 'Saved: the group page shows it.', meta: FLOW },
        onError: { target: 'review', actions: 'recordFailure', description: "Refused or failed: the review says why, in the rule's words; nothing is lost.", meta: FLOW },
      },
    },
    saved: { description: 'The group was created (or saved).', meta: FLOW, type: 'final', entry: 'showGroup' },
  },
});

export type CreateGroupLogic = typeof createGroupMachine;
export type CreateGroupSnapshot = SnapshotFrom<typeof createGroupMachine>;
