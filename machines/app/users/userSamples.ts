import type { AnyEventObject } from 'xstate';
import type { EditUserEvent } from './editUserMachine';
import type { InviteUserEvent, InviteUserInput } from './inviteUserMachine';
import type { UsersListEvent } from './usersListMachine';
import type { InviteDraft, UserAdminOptions, UserSummary } from './userTypes';

/** Example users, options and events of the users app machines at their rule boundaries (catalog.ts). Pure data. */
export const SAMPLE_NOW = '2026-03-02T09:00:00.000Z';

export const sampleUser = (change: Partial<UserSummary> = {}): UserSummary => ({
  id: 'u2', firstName: 'Jamie', lastName: 'Tester', name: 'Jamie Tester', email: 'jamie@acme.example', phone: null, internalId: null,
  groupId: 'g1', groupName: 'Acme Industrial Supply', roles: ['buyerPurchaser'], status: 'active', contactTypes: ['purchaser'], contactOnly: false,
  individualCreditLimit: null, receiveInvoiceEmails: false, invoicePermissions: [], isPrimaryUser: false, isSelf: false, invitation: null,
  mfa: { method: 'sms', target: '•••• 0199' }, canManage: true, createdAt: SAMPLE_NOW, ...change,
});

const ACTIVE = sampleUser();
const PENDING = sampleUser({ status: 'pending', invitation: { status: 'valid', sentAt: SAMPLE_NOW, expiresAt: '2026-03-05T09:00:00.000Z' } });
const FAILED = { code: 'INTERNAL', messageId: 'error.generic' };
const REFUSED_SELF = { code: 'RULE_REFUSED', messageId: 'rule.userStatus.canBeDeactivated', refusal: { machine: 'userStatus', rule: 'canBeDeactivated', subRules: ['ownAccount'] } };

export const sampleOptions: UserAdminOptions = {
  groups: [{ id: 'g1', name: 'Acme Industrial Supply', isTopLevel: true }, { id: 'g2', name: 'West Coast', isTopLevel: false }],
  roles: ['Buyer:Administrator', 'Buyer:GroupAdministrator', 'buyerPayer', 'buyerPurchaser'],
  individualCreditLimitsEnabled: true, inviterLimit: null, companyCreditLine: { amountMinor: 25_000_000, currency: 'USD' }, isAccountAdmin: true,
};

export const usersListSampleEvents = [
  { type: 'users.search', text: 'jamie' },
  { type: 'users.filter', change: { statuses: ['pending'] } },
  { type: 'users.sort', sort: { field: 'email', direction: 'desc' } },
  { type: 'users.page', offset: 1 },
  { type: 'users.page', offset: 500 }, // past the last page: refused
  { type: 'users.retry' },
  { type: 'users.export' },
] as const satisfies readonly UsersListEvent[];

export const usersListActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadUsers: [
    { type: 'xstate.done.actor.loadUsers', output: { items: [ACTIVE, PENDING], totalCount: 2 } },
    { type: 'xstate.error.actor.loadUsers', error: FAILED },
  ],
  exportUsersCsv: [
    { type: 'xstate.done.actor.exportUsersCsv', output: { filename: 'users.csv', content: 'Name\r\n' } },
    { type: 'xstate.error.actor.exportUsersCsv', error: FAILED },
  ],
};

export const sampleInviteInput: InviteUserInput = { contactOnly: false, idempotencyKey: 'invite-key-1' };

const DRAFT: InviteDraft = {
  firstName: 'Jamie', lastName: 'Tester', email: 'jamie@acme.example', phone: '+1 415 555 0199', internalId: '', groupId: 'g1',
  roles: ['buyerPurchaser'], contactTypes: ['purchaser'], invoicePermissions: [], receiveInvoiceEmails: false, limitMinor: null,
};

export const inviteUserSampleEvents = [
  { type: 'invite.retry' },
  { type: 'invite.edit' },
  { type: 'invite.submit', draft: DRAFT },
  { type: 'invite.submit', draft: { ...DRAFT, limitMinor: 25_000_001 } }, // above the company line: refused
] as const satisfies readonly InviteUserEvent[];

export const inviteUserActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadOptions: [
    { type: 'xstate.done.actor.loadOptions', output: sampleOptions },
    { type: 'xstate.error.actor.loadOptions', error: FAILED },
  ],
  inviteUser: [
    { type: 'xstate.done.actor.inviteUser', output: PENDING },
    { type: 'xstate.error.actor.inviteUser', error: { code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.duplicateEmail' } },
  ],
};

export const sampleEditUserInput = { userId: 'u2' };

export const editUserSampleEvents = [
  { type: 'editUser.retry' },
  { type: 'editUser.save', change: { firstName: 'Jo' } },
  { type: 'editUser.save', change: { roles: ['buyerPayer'], groupId: 'g2' } }, // Payer outside the top level: refused
  { type: 'editUser.openSuspend' },
  { type: 'editUser.openDeactivate' },
  { type: 'editUser.confirm', reason: 'security review' },
  { type: 'editUser.confirm', reason: ' ' },
  { type: 'editUser.cancel' },
  { type: 'editUser.reEnable' },
  { type: 'editUser.resend' },
  { type: 'editUser.resetMfa' },
  { type: 'editUser.setActive', active: false },
  { type: 'editUser.setActive', active: true },
  { type: 'editUser.disableMfa' },
  { type: 'editUser.updateMfa', method: 'email', target: null },
  { type: 'editUser.updateMfa', method: 'sms', target: ' ' }, // SMS without a number: not sent
] as const satisfies readonly EditUserEvent[];

export const editUserActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadUser: [
    { type: 'xstate.done.actor.loadUser', output: ACTIVE },
    { type: 'xstate.done.actor.loadUser', output: PENDING },
    { type: 'xstate.done.actor.loadUser', output: sampleUser({ status: 'suspended' }) },
    { type: 'xstate.done.actor.loadUser', output: sampleUser({ status: 'inactive' }) },
    { type: 'xstate.done.actor.loadUser', output: null },
    { type: 'xstate.error.actor.loadUser', error: FAILED },
  ],
  loadOptions: inviteUserActorOutputs.loadOptions ?? [],
  updateUser: [
    { type: 'xstate.done.actor.updateUser', output: sampleUser({ firstName: 'Jo' }) },
    { type: 'xstate.error.actor.updateUser', error: { code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.lastInvoiceReceiver' } },
  ],
  userCommand: [
    { type: 'xstate.done.actor.userCommand', output: sampleUser({ status: 'suspended' }) },
    { type: 'xstate.error.actor.userCommand', error: REFUSED_SELF },
  ],
};
