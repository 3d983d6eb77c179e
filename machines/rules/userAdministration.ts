import { BUYER_ADMIN_ROLE, BUYER_GROUP_ADMIN_ROLE, BUYER_PAYER_ROLE } from './roleAudiences';
import { individualLimitProblems, type IndividualLimitProblem } from './individualCreditLimit';
import { isPlausiblePhoneNumber } from './phoneNumber';

/**
 * Spec 5 and 8 "User admin": the rules an invitation or a change to a user must keep, pure, shared
 * by the Invite / Edit User forms (machines/app/users) and the server (server/modules/users), which
 * supplies the facts it alone knows (duplicates, counts of other users).
 *
 * - Duplicate e-mail and duplicate internal ID are rejected (e-mail across the program: one address
 *   signs in to one user; internal ID within the buyer: it is the buyer's own employee reference).
 * - At least one user must receive invoice e-mails: the last receiver cannot turn them off.
 * - At least one primary-contact-type user must remain.
 * - The Payer role is allowed only in the top-level group.
 * - The individual credit limit: machines/rules/individualCreditLimit.ts.
 * Deactivation has its own rule (userDeactivation.ts, through the userStatus machine).
 */

/** Spec 3 "Contact types". */
export const CONTACT_TYPES = ['admin', 'billing', 'primary', 'purchaser'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Spec 3 "Invoice permission values: Invoice Download, Invoice Edit". */
export const INVOICE_PERMISSIONS = ['invoiceDownload', 'invoiceEdit'] as const;
export type InvoicePermission = (typeof INVOICE_PERMISSIONS)[number];

/** The buyer roles an administrator may give (spec 6). */
export const INVITABLE_ROLES = [BUYER_ADMIN_ROLE, BUYER_GROUP_ADMIN_ROLE, BUYER_PAYER_ROLE, 'buyerPurchaser'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** Field lengths (spec 5 "Further constants 64, 40 ... appear without a stated use": ours for names and IDs). */
export const NAME_MAX = 64;
export const EMAIL_MAX = 254;
export const INTERNAL_ID_MAX = 40;

export type UserRuleProblem =
  | 'duplicateEmail'
  | 'duplicateInternalId'
  | 'lastInvoiceReceiver'
  | 'lastPrimaryContact'
  | 'payerOnlyInTopLevelGroup'
  | 'groupAdminOutsideOwnGroups'
  | 'roleNotGrantable'
  | 'individualCreditLimitsDisabled'
  | 'invalidPhone'
  | 'noRole'
  | IndividualLimitProblem;

/** The field each problem belongs to (the form shows it there). */
export const USER_RULE_FIELDS: Record<UserRuleProblem, string> = {
  duplicateEmail: 'email',
  duplicateInternalId: 'internalId',
  lastInvoiceReceiver: 'receiveInvoiceEmails',
  lastPrimaryContact: 'contactTypes',
  payerOnlyInTopLevelGroup: 'roles',
  groupAdminOutsideOwnGroups: 'groupId',
  roleNotGrantable: 'roles',
  individualCreditLimitsDisabled: 'creditLimit',
  invalidPhone: 'phone',
  noRole: 'roles',
  notWholeAmount: 'creditLimit',
  negative: 'creditLimit',
  exceedsInviterLimit: 'creditLimit',
  exceedsCompanyLine: 'creditLimit',
  requiredByInviter: 'creditLimit',
};

/** The rule's words (English; the browser shows `users.rule.<problem>` from its bundles). */
export const USER_RULES: Record<UserRuleProblem, string> = {
  duplicateEmail: 'A user with this e-mail address already exists.',
  duplicateInternalId: 'Another user of this account already has this internal ID.',
  lastInvoiceReceiver: 'At least one user must receive invoice e-mails: the last receiver cannot turn them off.',
  lastPrimaryContact: 'At least one primary-contact user must remain in the program.',
  payerOnlyInTopLevelGroup: 'The Payer role is allowed only in the top-level group.',
  groupAdminOutsideOwnGroups: 'A group administrator can place users only in their own groups.',
  roleNotGrantable: 'A group administrator cannot give the Administrator or Payer role.',
  individualCreditLimitsDisabled: 'Individual Credit Limits are off for this account: no limit can be set.',
  invalidPhone: 'Phone number is invalid.',
  noRole: 'A user who signs in needs at least one role.',
  notWholeAmount: 'The limit must be an amount in whole cents.',
  negative: 'The limit cannot be negative.',
  exceedsInviterLimit: "An individual credit limit cannot exceed the inviter's own limit.",
  exceedsCompanyLine: 'An individual credit limit cannot exceed the company credit line.',
  requiredByInviter: 'An individual credit limit is required when the inviter has one.',
};

export const userRuleMessageId = (problem: UserRuleProblem): string => `users.rule.${problem}`;

/** What a user would look like after the invitation or change (only what the rules read). */
export interface UserDraftFacts {
  roles: readonly string[];
  /** A contact user never signs in, so needs no role. */
  contactOnly: boolean;
  phone: string | null;
  /** Is the chosen group the buyer's top-level group? */
  groupIsTopLevel: boolean;
  /** Group admins only: is the chosen group one of theirs? (true for account administrators). */
  groupWithinActorsGroups: boolean;
  /** Is the actor the account's administrator (not a group administrator)? */
  actorIsAccountAdmin: boolean;
}

/** Roles only the account's administrator gives (spec 6: group admins manage their groups' users). */
export const ACCOUNT_ADMIN_ONLY_ROLES: readonly string[] = [BUYER_ADMIN_ROLE, BUYER_PAYER_ROLE];

/** Spec 5 for the draft alone (what the browser can check before sending). */
export function draftProblems(facts: UserDraftFacts): UserRuleProblem[] {
  const problems: UserRuleProblem[] = [];
  if (!facts.contactOnly && facts.roles.length === 0) problems.push('noRole');
  if (facts.roles.includes(BUYER_PAYER_ROLE) && !facts.groupIsTopLevel) problems.push('payerOnlyInTopLevelGroup');
  if (!facts.groupWithinActorsGroups) problems.push('groupAdminOutsideOwnGroups');
  if (!facts.actorIsAccountAdmin && facts.roles.some((role) => ACCOUNT_ADMIN_ONLY_ROLES.includes(role))) problems.push('roleNotGrantable');
  if (facts.phone !== null && facts.phone.trim() !== '' && !isPlausiblePhoneNumber(facts.phone)) problems.push('invalidPhone');
  return problems;
}

/** Facts only the server knows: other users of the program and the account. */
export interface UserAccountFacts {
  emailTakenByOther: boolean;
  internalIdTakenByOther: boolean;
  /** Active or pending users other than this one who receive invoice e-mails. */
  otherInvoiceReceiverCount: number;
  /** Users other than this one (not deactivated) with the primary contact type. */
  otherPrimaryContactCount: number;
}

export interface UserChangeFacts extends UserDraftFacts, UserAccountFacts {
  /** Before the change (null for an invitation). */
  before: { receiveInvoiceEmails: boolean; primaryContact: boolean } | null;
  after: { receiveInvoiceEmails: boolean; primaryContact: boolean };
  /** The limit rules; null when the limit is not changed. */
  limit: { requestedMinor: number | null; inviterLimitMinor: number | null; companyLineMinor: number } | null;
  /** The buyer's Individual Credit Limits switch (spec 4 feature dependencies): off, no limit is set. */
  limitsEnabled: boolean;
}

/** Every rule an invitation or a change breaks; empty when it may be made. */
export function userChangeProblems(facts: UserChangeFacts): UserRuleProblem[] {
  const problems: UserRuleProblem[] = [];
  if (facts.emailTakenByOther) problems.push('duplicateEmail');
  if (facts.internalIdTakenByOther) problems.push('duplicateInternalId');
  problems.push(...draftProblems(facts));
  const { before, after } = facts;
  if (before?.receiveInvoiceEmails && !after.receiveInvoiceEmails && !(facts.otherInvoiceReceiverCount > 0)) problems.push('lastInvoiceReceiver');
  if (before?.primaryContact && !after.primaryContact && !(facts.otherPrimaryContactCount > 0)) problems.push('lastPrimaryContact');
  if (facts.limit && facts.limit.requestedMinor !== null && !facts.limitsEnabled) problems.push('individualCreditLimitsDisabled');
  else if (facts.limit) problems.push(...individualLimitProblems(facts.limit));
  return problems;
}

/** E-mail addresses are kept and compared lower-cased and trimmed. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
