import type { PromiseActorLogic } from 'xstate';
import type { RuleRefusalBody } from '../../../src/domain/errors';
import type { ActivationLinkStatus } from '../../domain/activationLink';
import type { UserStatus } from '../../domain/userStatus';
import type { ContactType, InvoicePermission } from '../../rules/userAdministration';

/** Money as the screens get it: integer minor units and the currency. */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** A user as the Manage Users screens show it (spec 3 User). */
export interface UserSummary {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string | null;
  internalId: string | null;
  groupId: string | null;
  groupName: string | null;
  roles: readonly string[];
  status: UserStatus;
  contactTypes: readonly ContactType[];
  contactOnly: boolean;
  individualCreditLimit: Money | null;
  receiveInvoiceEmails: boolean;
  invoicePermissions: readonly InvoicePermission[];
  isPrimaryUser: boolean;
  isSelf: boolean;
  invitation: { status: ActivationLinkStatus; sentAt: string; expiresAt: string } | null;
  /** `disabledUntil`: the end of an administrator's 30-minute disable (spec 6, 9); null when none runs. */
  mfa: { method: string | null; target: string | null; disabledUntil?: string | null };
  canManage: boolean;
  createdAt: string;
}

export interface UserGroupOption {
  id: string;
  name: string;
  isTopLevel: boolean;
}

/** What the invite and edit forms offer the viewer (userAdminOptions). */
export interface UserAdminOptions {
  groups: readonly UserGroupOption[];
  roles: readonly string[];
  individualCreditLimitsEnabled: boolean;
  inviterLimit: Money | null;
  companyCreditLine: Money;
  isAccountAdmin: boolean;
}

export type UserSortField = 'name' | 'email' | 'group' | 'status' | 'contactType' | 'creditLimit';
export interface UserSort {
  field: UserSortField;
  direction: 'asc' | 'desc';
}
export interface UserFilter {
  statuses: readonly UserStatus[];
  groupId: string | null;
  role: string | null;
  contactType: ContactType | null;
  search: string;
}
export interface UserListRequest {
  filter: UserFilter;
  sort: UserSort;
  first: number;
  offset: number;
}

/** An invitation as the form submits it (the form owns the fields; the machine re-checks the rules). */
export interface InviteDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  internalId: string;
  groupId: string;
  roles: readonly string[];
  contactTypes: readonly ContactType[];
  invoicePermissions: readonly InvoicePermission[];
  receiveInvoiceEmails: boolean;
  /** Minor units; null when blank (takes the inviter's limit). */
  limitMinor: number | null;
}

/** One Edit User tab's change (absent fields stay as they are). */
export type UserChange = Partial<Omit<InviteDraft, 'limitMinor'>>;

/** Why an actor failed, as the machines keep it: the message id, the refused rule, the field it belongs to. */
export interface UserFailure {
  code: string;
  messageId: string;
  refusal?: RuleRefusalBody;
  /** The form field the broken rule belongs to (USER_CHANGE_REFUSED), to show it there. */
  field?: string;
}

/**
 * The users actors src/api/userActors.ts supplies (the route table binds them); the machines of
 * this folder invoke them by name, so views never see the API client.
 */
export interface UsersApi {
  loadUsers: PromiseActorLogic<{ items: UserSummary[]; totalCount: number }, UserListRequest>;
  exportUsersCsv: PromiseActorLogic<{ filename: string; content: string }, Omit<UserListRequest, 'first' | 'offset'>>;
  loadOptions: PromiseActorLogic<UserAdminOptions, void>;
  loadUser: PromiseActorLogic<UserSummary | null, { userId: string }>;
  inviteUser: PromiseActorLogic<UserSummary, { draft: InviteDraft; contactOnly: boolean; idempotencyKey: string }>;
  updateUser: PromiseActorLogic<UserSummary, { userId: string; change: UserChange }>;
  userCommand: PromiseActorLogic<UserSummary, { userId: string; command: UserCommand }>;
}

/** The status and invitation commands of the Edit User page. */
export type UserCommand =
  | { kind: 'suspend'; reason: string }
  | { kind: 'reEnable' }
  | { kind: 'deactivate' }
  | { kind: 'resend' }
  | { kind: 'resetMfa' }
  /** The Active/Inactive toggle (spec 3). */
  | { kind: 'setActive'; active: boolean }
  /** The administrator's 30-minute MFA disable and MFA update (spec 6). */
  | { kind: 'disableMfa' }
  | { kind: 'updateMfa'; method: 'email' | 'sms'; target: string | null };
