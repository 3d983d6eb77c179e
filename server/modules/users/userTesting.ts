import { randomUUID } from 'node:crypto';
import { ACME_GROUP_IDS } from '../../db/demoIds';

/** GraphQL documents and inputs the users tests (module and authorization suite) share. */
export const USER_FIELDS = 'id email status roles groupId contactTypes receiveInvoiceEmails individualCreditLimit { amountMinor } invitation { status sentAt expiresAt } isPrimaryUser isSelf canManage mfa { method target }';
export const USERS = `query($buyerId: ID, $filter: UserFilter, $sort: UserSort, $first: Int, $offset: Int) { accountUsers(buyerId: $buyerId, filter: $filter, sort: $sort, first: $first, offset: $offset) { totalCount offset items { ${USER_FIELDS} } } }`;
export const USER = `query($id: ID!) { accountUser(id: $id) { ${USER_FIELDS} } }`;
export const OPTIONS = 'query($buyerId: ID) { userAdminOptions(buyerId: $buyerId) { buyerId roles groups { id name isTopLevel } inviterLimit { amountMinor } isAccountAdmin individualCreditLimitsEnabled } }';
export const USERS_CSV = 'query($buyerId: ID, $filter: UserFilter) { accountUsersCsv(buyerId: $buyerId, filter: $filter) { filename content rowCount } }';
export const INVITE = `mutation($input: InviteUserInput!) { inviteUser(input: $input) { ${USER_FIELDS} } }`;
export const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { ${USER_FIELDS} } }`;
export const RESEND = `mutation($userId: ID!) { resendInvitation(userId: $userId) { ${USER_FIELDS} } }`;
export const SUSPEND = `mutation($input: SuspendUserInput!) { suspendUser(input: $input) { ${USER_FIELDS} } }`;
export const RE_ENABLE = `mutation($userId: ID!) { reEnableUser(userId: $userId) { ${USER_FIELDS} } }`;
export const DEACTIVATE = `mutation($userId: ID!) { deactivateUser(userId: $userId) { ${USER_FIELDS} } }`;
export const SET_ACTIVE = `mutation($userId: ID!, $active: Boolean!) { setUserActive(userId: $userId, active: $active) { ${USER_FIELDS} } }`;
export const RESET_MFA = `mutation($userId: ID!) { resetUserMfa(userId: $userId) { ${USER_FIELDS} } }`;

export interface UserOut {
  id: string;
  email: string;
  status: string;
  roles: string[];
  groupId: string | null;
  contactTypes: string[];
  receiveInvoiceEmails: boolean;
  individualCreditLimit: { amountMinor: number } | null;
  invitation: { status: string; sentAt: string; expiresAt: string } | null;
  isPrimaryUser: boolean;
  isSelf: boolean;
  canManage: boolean;
  mfa: { method: string | null; target: string | null };
}

/** An invitation input: a purchaser in the West Coast group unless changed. */
export function inviteInput(change: Record<string, unknown> = {}): { input: Record<string, unknown> } {
  const n = randomUUID().slice(0, 8);
  return {
    input: {
      idempotencyKey: `invite-${n}`, firstName: 'Jamie', lastName: `Tester ${n}`, email: `jamie.${n}@acme.example`, phone: '+1 415 555 0199',
      groupId: ACME_GROUP_IDS.westCoast, roles: ['buyerPurchaser'], contactTypes: ['purchaser'], invoicePermissions: ['invoiceDownload'],
      receiveInvoiceEmails: false, ...change,
    },
  };
}
