import {
  EMPTY_ADDRESS, groupBillToProblems, groupDetailsProblems, groupKindProblems, groupMembersProblems,
  type GroupBillTo, type GroupDetails, type GroupKind, type GroupMembers, type GroupProblem,
} from '../../rules/groupEntity';
import { usersRefusedBelowTopLevel } from '../../rules/groupMembership';
import { groupMembersSchema, type GroupSubmission } from '../../rules/groupSchemas';
import type { GroupUserView, GroupView } from './groupTypes';

/**
 * The Create Group wizard's draft (every step, kept whole while the user goes back and forth) and
 * each step's checks by the shared rules (machines/rules/groupEntity.ts, groupMembership.ts).
 */
export interface GroupDraft {
  kind: GroupKind | '';
  details: GroupDetails;
  billTo: GroupBillTo;
  members: GroupMembers;
}

export type WizardStep = 'kind' | 'details' | 'billTo' | 'members' | 'review';
export const WIZARD_STEPS: readonly WizardStep[] = ['kind', 'details', 'billTo', 'members', 'review'];

export const BLANK_DRAFT: GroupDraft = {
  kind: '',
  details: { name: '', parentGroupId: '', legalName: '', dba: '', tradingName: '', registrationNumber: '', taxId: '', address: EMPTY_ADDRESS, relationToParent: '' },
  billTo: { billTo: '', billingContactName: '', billingEmail: '' },
  members: { adminUserId: '', userIds: [] },
};

/** Step 4's own rule plus Payer only in the top-level group for the users moved in. */
export function membersProblems(members: GroupMembers, users: readonly GroupUserView[], topLevel: boolean): GroupProblem[] {
  const refused = topLevel ? [] : usersRefusedBelowTopLevel(users, members.userIds);
  return [
    ...groupMembersProblems(members),
    ...refused.map((user) => ({ field: 'userIds', messageId: 'groups.problem.payerOnlyInTopLevelGroup', values: { name: user.name } })),
  ];
}

/** The members step as a zod schema (the form's validator): the shared schema plus the Payer rule. */
export const membersStepSchema = (users: readonly GroupUserView[], topLevel: boolean) =>
  groupMembersSchema.superRefine((members, ctx) => {
    for (const problem of membersProblems(members, users, topLevel).filter((p) => p.field === 'userIds')) {
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: problem.messageId, params: { messageId: problem.messageId, values: problem.values } });
    }
  });

export const stepProblems = (draft: GroupDraft, step: Exclude<WizardStep, 'review'>, users: readonly GroupUserView[], topLevel: boolean): GroupProblem[] => {
  switch (step) {
    case 'kind':
      return groupKindProblems(draft.kind);
    case 'details':
      return groupDetailsProblems(draft.details, draft.kind, { topLevel });
    case 'billTo':
      return groupBillToProblems(draft.billTo, draft.kind);
    case 'members':
      return membersProblems(draft.members, users, topLevel);
  }
};

/** The draft as the server receives it (kind is set once the first step passed). */
export const submissionOf = (draft: GroupDraft): GroupSubmission => ({
  kind: draft.kind === '' ? 'reporting' : draft.kind,
  details: { ...draft.details, address: { ...draft.details.address } },
  billTo: { ...draft.billTo },
  members: { adminUserId: draft.members.adminUserId, userIds: [...draft.members.userIds] },
});

/** Edit Group starts from the stored group. */
export function draftOf(group: GroupView): GroupDraft {
  const legal = group.legalEntity;
  const address = legal?.address;
  return {
    kind: group.kind,
    details: {
      name: group.name,
      parentGroupId: group.parentGroupId ?? '',
      legalName: legal?.legalName ?? '',
      dba: legal?.dba ?? '',
      tradingName: legal?.tradingName ?? '',
      registrationNumber: legal?.registrationNumber ?? '',
      taxId: legal?.taxId ?? '',
      address: address ? { line1: address.line1, line2: address.line2 ?? '', city: address.city, state: address.state ?? '', zip: address.zip, country: address.country } : EMPTY_ADDRESS,
      relationToParent: legal?.relationToParent ?? '',
    },
    billTo: { billTo: group.billTo, billingContactName: group.billingContactName ?? '', billingEmail: group.billingEmail ?? '' },
    members: { adminUserId: group.admin?.id ?? '', userIds: [] },
  };
}

/** The parents a group may get: the groups the viewer manages, never the group itself or one below it. */
export function parentChoices(groups: readonly GroupView[], editedId: string | null): GroupView[] {
  if (editedId === null) return groups.filter((g) => g.canManage);
  const below = new Set<string>([editedId]);
  for (const group of groups) if (group.parentGroupId !== null && below.has(group.parentGroupId)) below.add(group.id);
  return groups.filter((g) => g.canManage && !below.has(g.id));
}
