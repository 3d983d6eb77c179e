import { fromPromise } from 'xstate';
import { editUserMachine } from '../../machines/app/users/editUserMachine';
import { inviteUserMachine } from '../../machines/app/users/inviteUserMachine';
import { usersListMachine } from '../../machines/app/users/usersListMachine';
import type { UserAdminOptions, UserCommand, UsersApi, UserSummary } from '../../machines/app/users/userTypes';
import type { InviteDraft, UserChange, UserFilter } from '../../machines/app/users/userTypes';
import {
  AccountUserDocument, AccountUsersCsvDocument, AccountUsersDocument, DeactivateUserDocument, InviteUserDocument, ReEnableUserDocument, ResendInvitationDocument,
  ResetUserMfaDocument,
  SetUserActiveDocument,
  DisableUserMfaDocument,
  UpdateUserMfaDocument, SuspendUserDocument, UpdateUserDocument, UserAdminOptionsDocument,
  type AccountUserFieldsFragment, type UserFilter as ApiUserFilter,
} from './generated/graphql';
import { saveFile } from './csvExport';
import { mutate, query } from './graphqlClient';

/** Browser implementations of the users actors (machines/app/users), and the machines with them provided. */
export function toUserSummary(u: AccountUserFieldsFragment): UserSummary {
  return {
    id: u.id, firstName: u.firstName, lastName: u.lastName, name: u.name, email: u.email, phone: u.phone, internalId: u.internalId,
    groupId: u.groupId, groupName: u.groupName, roles: [...u.roles], status: u.status, contactTypes: [...u.contactTypes], contactOnly: u.contactOnly,
    individualCreditLimit: u.individualCreditLimit ? { amountMinor: u.individualCreditLimit.amountMinor, currency: u.individualCreditLimit.currency } : null,
    receiveInvoiceEmails: u.receiveInvoiceEmails, invoicePermissions: [...u.invoicePermissions], isPrimaryUser: u.isPrimaryUser, isSelf: u.isSelf,
    invitation: u.invitation ? { status: u.invitation.status, sentAt: u.invitation.sentAt, expiresAt: u.invitation.expiresAt } : null,
    mfa: { method: u.mfa.method, target: u.mfa.target, disabledUntil: u.mfa.disabledUntil ?? null }, canManage: u.canManage, createdAt: u.createdAt,
  };
}

function apiFilter(filter: UserFilter): ApiUserFilter {
  return {
    ...(filter.statuses.length ? { statuses: [...filter.statuses] } : {}),
    ...(filter.groupId ? { groupId: filter.groupId } : {}),
    ...(filter.role ? { role: filter.role } : {}),
    ...(filter.contactType ? { contactType: filter.contactType } : {}),
    ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
  };
}

const blankToNull = (text: string | undefined) => (text === undefined ? undefined : text.trim() || null);

function inviteInput(draft: InviteDraft, contactOnly: boolean, idempotencyKey: string) {
  return {
    idempotencyKey, firstName: draft.firstName, lastName: draft.lastName, email: draft.email, phone: blankToNull(draft.phone), internalId: blankToNull(draft.internalId),
    groupId: draft.groupId, roles: contactOnly ? [] : [...draft.roles], contactTypes: [...draft.contactTypes], invoicePermissions: [...draft.invoicePermissions],
    receiveInvoiceEmails: draft.receiveInvoiceEmails, individualCreditLimitMinor: draft.limitMinor, contactOnly,
  };
}

function updateInput(userId: string, change: UserChange) {
  const { roles, contactTypes, invoicePermissions, ...plain } = change;
  return {
    userId,
    ...plain,
    roles: roles ? [...roles] : undefined,
    contactTypes: contactTypes ? [...contactTypes] : undefined,
    invoicePermissions: invoicePermissions ? [...invoicePermissions] : undefined,
  };
}

async function runCommand(userId: string, command: UserCommand): Promise<UserSummary> {
  switch (command.kind) {
    case 'suspend':
      return toUserSummary((await mutate(SuspendUserDocument, { input: { userId, reason: command.reason } })).suspendUser);
    case 'reEnable':
      return toUserSummary((await mutate(ReEnableUserDocument, { userId })).reEnableUser);
    case 'deactivate':
      return toUserSummary((await mutate(DeactivateUserDocument, { userId })).deactivateUser);
    case 'resend':
      return toUserSummary((await mutate(ResendInvitationDocument, { userId })).resendInvitation);
    case 'resetMfa':
      return toUserSummary((await mutate(ResetUserMfaDocument, { userId })).resetUserMfa);
    case 'setActive':
      return toUserSummary((await mutate(SetUserActiveDocument, { userId, active: command.active })).setUserActive);
    case 'disableMfa':
      return toUserSummary((await mutate(DisableUserMfaDocument, { userId })).disableUserMfa);
    case 'updateMfa':
      return toUserSummary((await mutate(UpdateUserMfaDocument, { userId, method: command.method, target: command.target })).updateUserMfa);
  }
}

const api: UsersApi = {
  loadUsers: fromPromise(async ({ input }) => {
    const page = (await query(AccountUsersDocument, { filter: apiFilter(input.filter), sort: { ...input.sort }, first: input.first, offset: input.offset }, { fetchPolicy: 'network-only' })).accountUsers;
    return { items: page.items.map(toUserSummary), totalCount: page.totalCount };
  }),
  exportUsersCsv: fromPromise(async ({ input }) => {
    const csv = (await query(AccountUsersCsvDocument, { filter: apiFilter(input.filter), sort: { ...input.sort } }, { fetchPolicy: 'network-only' })).accountUsersCsv;
    return { filename: csv.filename, content: csv.content };
  }),
  loadOptions: fromPromise(async (): Promise<UserAdminOptions> => {
    const o = (await query(UserAdminOptionsDocument, {}, { fetchPolicy: 'network-only' })).userAdminOptions;
    return {
      groups: o.groups.map((g) => ({ ...g })), roles: [...o.roles], individualCreditLimitsEnabled: o.individualCreditLimitsEnabled,
      inviterLimit: o.inviterLimit ? { ...o.inviterLimit } : null, companyCreditLine: { ...o.companyCreditLine }, isAccountAdmin: o.isAccountAdmin,
    };
  }),
  loadUser: fromPromise(async ({ input }) => {
    const user = (await query(AccountUserDocument, { id: input.userId }, { fetchPolicy: 'network-only' })).accountUser;
    return user ? toUserSummary(user) : null;
  }),
  inviteUser: fromPromise(async ({ input }) => toUserSummary((await mutate(InviteUserDocument, { input: inviteInput(input.draft, input.contactOnly, input.idempotencyKey) })).inviteUser)),
  updateUser: fromPromise(async ({ input }) => toUserSummary((await mutate(UpdateUserDocument, { input: updateInput(input.userId, input.change) })).updateUser)),
  userCommand: fromPromise(async ({ input }) => runCommand(input.userId, input.command)),
};

/** The users screens' machines with every actor provided (the route table binds this). */
export const usersMachines = {
  usersList: usersListMachine.provide({
    actors: { loadUsers: api.loadUsers, exportUsersCsv: api.exportUsersCsv },
    actions: {
      saveCsv: ({ event }) => {
        const file = (event as unknown as { output: { filename: string; content: string } }).output;
        saveFile({ blob: new Blob([file.content], { type: 'text/csv;charset=utf-8' }), filename: file.filename });
      },
    },
  }),
  inviteUser: inviteUserMachine.provide({ actors: { loadOptions: api.loadOptions, inviteUser: api.inviteUser } }),
  editUser: editUserMachine.provide({ actors: { loadUser: api.loadUser, loadOptions: api.loadOptions, updateUser: api.updateUser, userCommand: api.userCommand } }),
};
export type UsersMachines = typeof usersMachines;
