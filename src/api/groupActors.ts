import { fromPromise } from 'xstate';
import { createGroupMachine } from '../../machines/app/groups/createGroupMachine';
import { groupTreeMachine } from '../../machines/app/groups/groupTreeMachine';
import type { GroupDirectoryData, GroupMachines, GroupUserView, GroupView, GroupsApi } from '../../machines/app/groups/groupTypes';
import { CreateGroupDocument, GroupDirectoryDocument, MoveUserToGroupDocument, UpdateGroupDocument } from './generated/graphql';
import type { GroupFieldsFragment, GroupUserFieldsFragment } from './generated/graphql';
import { mutate, query } from './graphqlClient';

/** Browser implementations of the group actors (machines/app/groups). */
export const toGroupUser = (u: GroupUserFieldsFragment): GroupUserView => ({ id: u.id, name: u.name, email: u.email, roles: [...u.roles], status: u.status, groupId: u.groupId });

export function toGroupView(g: GroupFieldsFragment): GroupView {
  const legal = g.legalEntity;
  return {
    id: g.id,
    name: g.name,
    kind: g.kind,
    parentGroupId: g.parentGroupId,
    admin: g.admin ? toGroupUser(g.admin) : null,
    adminEmail: g.adminEmail,
    users: g.users.map(toGroupUser),
    legalEntity: legal
      ? {
          legalName: legal.legalName, dba: legal.dba, tradingName: legal.tradingName, registrationNumber: legal.registrationNumber, taxId: legal.taxId,
          address: { ...legal.address }, relationToParent: legal.relationToParent,
        }
      : null,
    billTo: g.billTo,
    billingContactName: g.billingContactName,
    billingEmail: g.billingEmail,
    totals: { openBalance: { ...g.totals.openBalance }, openCharges: g.totals.openCharges, userCount: g.totals.userCount },
    canManage: g.canManage,
  };
}

const api: GroupsApi = {
  loadGroupDirectory: fromPromise<GroupDirectoryData, void>(async () => {
    const d = (await query(GroupDirectoryDocument, {}, { fetchPolicy: 'network-only' })).groupDirectory;
    return { groups: d.groups.map(toGroupView), users: d.users.map(toGroupUser), canCreate: d.canCreate };
  }),
  saveGroup: fromPromise(async ({ input }) => {
    const group = { ...input.group, members: { ...input.group.members, userIds: [...input.group.members.userIds] } };
    if (input.mode === 'edit' && input.groupId) return toGroupView((await mutate(UpdateGroupDocument, { input: { groupId: input.groupId, group } })).updateGroup);
    return toGroupView((await mutate(CreateGroupDocument, { input: { idempotencyKey: input.idempotencyKey, group } })).createGroup);
  }),
  moveUser: fromPromise(async ({ input }) => toGroupUser((await mutate(MoveUserToGroupDocument, { input })).moveUserToGroup)),
};

/** The group screens' machines with every actor provided (the route table binds this). */
export const groupMachines: GroupMachines = {
  treeLogic: groupTreeMachine.provide({ actors: { loadGroupDirectory: api.loadGroupDirectory, moveUser: api.moveUser } }),
  wizardLogic: createGroupMachine.provide({ actors: { loadGroupDirectory: api.loadGroupDirectory, saveGroup: api.saveGroup } }),
};
