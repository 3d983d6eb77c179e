/**
 * Spec 3 "Group" and 5 "Maximum field lengths": every check of the Create Group / Edit Group steps,
 * as pure functions the wizard (machines/app/groups), its zod schemas (groupSchemas.ts) and the
 * server (server/modules/groups) all call. A problem names its field and a message id: the generic
 * form messages of spec 5 (`form.*`, `{fieldName}` filled by the field) or a `groups.problem.*` id
 * in the rule's own words.
 *
 * Decisions where the spec is silent (server/modules/groups/README.md):
 * - legal name is the company's business name (64); DBA and trading name 64 each;
 * - registration number: 30 characters (one of spec 5's constants without a stated use);
 * - tax ID: a US registered address needs exactly 9 digits (the spec's "US tax id 9 characters",
 *   an EIN without its dash); elsewhere up to 30 characters;
 * - registered address: line 1 (50), line 2 (50), city (40), state (10, required in the US),
 *   zip (15), country (2-letter code);
 * - bill-to "the entity's own details": invoices go to the entity, at its registered address, for
 *   the attention of a billing contact (recipient name, 80) at a billing e-mail address; a
 *   reporting group always bills through its parent.
 */
export const GROUP_KINDS = ['reporting', 'legalEntity'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export const RELATIONS_TO_PARENT = ['sameLegalEntity', 'subsidiary', 'affiliate', 'franchiseAssociation'] as const;
export type RelationToParent = (typeof RELATIONS_TO_PARENT)[number];

export const BILL_TO_CHOICES = ['parent', 'own'] as const;
export type BillToChoice = (typeof BILL_TO_CHOICES)[number];

export const GROUP_LIMITS = {
  name: 64,
  legalName: 64,
  dba: 64,
  tradingName: 64,
  registrationNumber: 30,
  taxId: 30,
  usTaxId: 9,
  line1: 50,
  line2: 50,
  city: 40,
  state: 10,
  zip: 15,
  country: 2,
  billingContactName: 80,
  billingEmail: 254,
} as const;

export interface RegisteredAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  /** ISO 3166 alpha-2, upper case. */
  country: string;
}

/** Step 2 of the wizard (and Edit Group): the group's name, its parent, and a separate legal entity's identity. */
export interface GroupDetails {
  name: string;
  parentGroupId: string;
  legalName: string;
  dba: string;
  tradingName: string;
  registrationNumber: string;
  taxId: string;
  address: RegisteredAddress;
  relationToParent: RelationToParent | '';
}

/** Step 3: who is billed. */
export interface GroupBillTo {
  billTo: BillToChoice | '';
  billingContactName: string;
  billingEmail: string;
}

/** Step 4: the group's administrator and the users moved into it. */
export interface GroupMembers {
  adminUserId: string;
  userIds: readonly string[];
}

export interface GroupProblem {
  /** A field path of the step (`address.city`, `userIds`). */
  field: string;
  messageId: string;
  values?: Record<string, string | number>;
}

export const EMPTY_ADDRESS: RegisteredAddress = { line1: '', line2: '', city: '', state: '', zip: '', country: '' };

const blank = (value: string): boolean => value.trim() === '';
const required = (field: string): GroupProblem => ({ field, messageId: 'form.required' });
const selectRequired = (field: string): GroupProblem => ({ field, messageId: 'form.selectRequired' });
const tooLong = (field: string, maxLength: number): GroupProblem => ({ field, messageId: 'form.maxLength', values: { maxLength } });

/** A text field: required or optional, never longer than its maximum (trimmed). */
function textProblem(field: string, value: string, max: number, isRequired: boolean): GroupProblem | null {
  if (isRequired && blank(value)) return required(field);
  return value.trim().length > max ? tooLong(field, max) : null;
}

/** Spec 5: a US tax ID is 9 characters; we read it as the 9 digits of an EIN (no dash). */
export const isUsTaxId = (taxId: string): boolean => /^\d{9}$/.test(taxId.trim());

/** A plain shape check of an e-mail address (one @, a dot in the domain, no spaces). */
export const isEmailAddress = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Step 1: the kind of group. */
export function groupKindProblems(kind: GroupKind | ''): GroupProblem[] {
  return GROUP_KINDS.includes(kind as GroupKind) ? [] : [selectRequired('kind')];
}

function addressProblems(address: RegisteredAddress): GroupProblem[] {
  const problems: GroupProblem[] = [];
  const push = (problem: GroupProblem | null) => {
    if (problem) problems.push({ ...problem, field: `address.${problem.field}` });
  };
  push(textProblem('line1', address.line1, GROUP_LIMITS.line1, true));
  push(textProblem('line2', address.line2, GROUP_LIMITS.line2, false));
  push(textProblem('city', address.city, GROUP_LIMITS.city, true));
  push(textProblem('state', address.state, GROUP_LIMITS.state, address.country === 'US'));
  push(textProblem('zip', address.zip, GROUP_LIMITS.zip, true));
  if (!/^[A-Z]{2}$/.test(address.country)) push(selectRequired('country'));
  return problems;
}

function taxIdProblem(taxId: string, country: string): GroupProblem | null {
  if (blank(taxId)) return required('taxId');
  if (country === 'US') return isUsTaxId(taxId) ? null : { field: 'taxId', messageId: 'groups.problem.usTaxIdNineDigits', values: { length: GROUP_LIMITS.usTaxId } };
  return textProblem('taxId', taxId, GROUP_LIMITS.taxId, true);
}

/**
 * Step 2: name and parent for every group; a separate legal entity's identity, address and relation.
 * The top-level group (edited, never created) has no parent and no relation to one.
 */
export function groupDetailsProblems(details: GroupDetails, kind: GroupKind | '', { topLevel = false }: { topLevel?: boolean } = {}): GroupProblem[] {
  const problems: GroupProblem[] = [];
  const push = (problem: GroupProblem | null) => {
    if (problem) problems.push(problem);
  };
  push(textProblem('name', details.name, GROUP_LIMITS.name, true));
  if (topLevel && !blank(details.parentGroupId)) push({ field: 'parentGroupId', messageId: 'groups.problem.topLevelHasNoParent' });
  if (!topLevel && blank(details.parentGroupId)) push(selectRequired('parentGroupId'));
  if (kind !== 'legalEntity') return problems;
  push(textProblem('legalName', details.legalName, GROUP_LIMITS.legalName, true));
  push(textProblem('dba', details.dba, GROUP_LIMITS.dba, false));
  push(textProblem('tradingName', details.tradingName, GROUP_LIMITS.tradingName, false));
  push(textProblem('registrationNumber', details.registrationNumber, GROUP_LIMITS.registrationNumber, true));
  push(taxIdProblem(details.taxId, details.address.country));
  problems.push(...addressProblems(details.address));
  if (!topLevel && !RELATIONS_TO_PARENT.includes(details.relationToParent as RelationToParent)) push(selectRequired('relationToParent'));
  return problems;
}

/** Step 3: the parent, or (a separate legal entity only) the entity's own details. */
export function groupBillToProblems(billTo: GroupBillTo, kind: GroupKind | ''): GroupProblem[] {
  if (!BILL_TO_CHOICES.includes(billTo.billTo as BillToChoice)) return [selectRequired('billTo')];
  if (billTo.billTo === 'parent') return [];
  if (kind !== 'legalEntity') return [{ field: 'billTo', messageId: 'groups.problem.reportingBillsParent' }];
  const problems: GroupProblem[] = [];
  const name = textProblem('billingContactName', billTo.billingContactName, GROUP_LIMITS.billingContactName, true);
  if (name) problems.push(name);
  if (blank(billTo.billingEmail)) problems.push(required('billingEmail'));
  else if (billTo.billingEmail.trim().length > GROUP_LIMITS.billingEmail || !isEmailAddress(billTo.billingEmail)) problems.push({ field: 'billingEmail', messageId: 'form.emailInvalid' });
  return problems;
}

/** Step 4: an administrator is chosen (the users moved in are checked by groupMembership.ts). */
export function groupMembersProblems(members: GroupMembers): GroupProblem[] {
  return blank(members.adminUserId) ? [selectRequired('adminUserId')] : [];
}

/**
 * Spec 3: a new or edited group hangs below a group of the same buyer, never below itself or one of
 * its own sub-groups (that would cut it off from the top-level group).
 * `descendantsOf(groupId)` are the groups below the edited one (empty for a new group).
 */
export function parentProblem(parentGroupId: string, groupId: string | null, descendants: readonly string[]): GroupProblem | null {
  if (groupId !== null && (parentGroupId === groupId || descendants.includes(parentGroupId))) return { field: 'parentGroupId', messageId: 'groups.problem.parentInsideGroup' };
  return null;
}
