import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, groupBillToProblems, groupDetailsProblems, groupKindProblems, groupMembersProblems, parentProblem, type GroupDetails } from './groupEntity';
import { placementProblems, usersRefusedBelowTopLevel } from './groupMembership';
import { groupDetailsSchema, groupSubmissionProblems, groupSubmissionShape } from './groupSchemas';

const entity: GroupDetails = {
  name: 'Acme Canada',
  parentGroupId: 'g1',
  legalName: 'Acme Canada Ltd',
  dba: '',
  tradingName: '',
  registrationNumber: 'BC1234567',
  taxId: '123456789',
  address: { line1: '1 Main St', line2: '', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
  relationToParent: 'subsidiary',
};
const fields = (problems: { field: string; messageId: string }[]) => problems.map((p) => `${p.field}:${p.messageId}`);

describe('group entity rules (spec 3 Group, 5 lengths)', () => {
  it('step 1 needs a kind', () => {
    expect(fields(groupKindProblems(''))).toEqual(['kind:form.selectRequired']);
    expect(groupKindProblems('legalEntity')).toEqual([]);
  });

  it('a reporting group needs only a name (64) and a parent', () => {
    expect(groupDetailsProblems({ ...entity, legalName: '', taxId: '' }, 'reporting')).toEqual([]);
    expect(fields(groupDetailsProblems({ ...entity, name: ' ', parentGroupId: '' }, 'reporting'))).toEqual(['name:form.required', 'parentGroupId:form.selectRequired']);
    expect(groupDetailsProblems({ ...entity, name: 'x'.repeat(64) }, 'reporting')).toEqual([]);
    expect(groupDetailsProblems({ ...entity, name: 'x'.repeat(65) }, 'reporting')).toEqual([{ field: 'name', messageId: 'form.maxLength', values: { maxLength: 64 } }]);
  });

  it('a separate legal entity: the US tax ID is exactly 9 digits', () => {
    expect(groupDetailsProblems(entity, 'legalEntity')).toEqual([]);
    for (const taxId of ['12345678', '1234567890', '12-3456789', 'ABCDEFGHI']) {
      expect(fields(groupDetailsProblems({ ...entity, taxId }, 'legalEntity'))).toEqual(['taxId:groups.problem.usTaxIdNineDigits']);
    }
    expect(groupDetailsProblems({ ...entity, taxId: 'GB123456789012', address: { ...entity.address, country: 'GB', state: '' } }, 'legalEntity')).toEqual([]);
    expect(fields(groupDetailsProblems({ ...entity, taxId: 'x'.repeat(31), address: { ...entity.address, country: 'GB' } }, 'legalEntity'))).toEqual(['taxId:form.maxLength']);
  });

  it('registered address lengths: line 50, city 40, state 10 (required in the US), zip 15, a country code', () => {
    const address = { line1: 'x'.repeat(51), line2: 'x'.repeat(51), city: 'x'.repeat(41), state: 'x'.repeat(11), zip: 'x'.repeat(16), country: 'USA' };
    expect(fields(groupDetailsProblems({ ...entity, address }, 'legalEntity'))).toEqual([
      'address.line1:form.maxLength', 'address.line2:form.maxLength', 'address.city:form.maxLength', 'address.state:form.maxLength', 'address.zip:form.maxLength', 'address.country:form.selectRequired',
    ]);
    expect(fields(groupDetailsProblems({ ...entity, address: { ...EMPTY_ADDRESS, country: 'US' } }, 'legalEntity'))).toEqual([
      'address.line1:form.required', 'address.city:form.required', 'address.state:form.required', 'address.zip:form.required',
    ]);
  });

  it('legal name, DBA and trading name (64), registration number (30), relation to parent', () => {
    const long = { ...entity, legalName: 'x'.repeat(65), dba: 'x'.repeat(65), tradingName: 'x'.repeat(65), registrationNumber: 'x'.repeat(31), relationToParent: '' as const };
    expect(fields(groupDetailsProblems(long, 'legalEntity'))).toEqual([
      'legalName:form.maxLength', 'dba:form.maxLength', 'tradingName:form.maxLength', 'registrationNumber:form.maxLength', 'relationToParent:form.selectRequired',
    ]);
  });

  it('bill-to: a choice; own details only for a separate legal entity, with a contact and a valid e-mail', () => {
    expect(fields(groupBillToProblems({ billTo: '', billingContactName: '', billingEmail: '' }, 'legalEntity'))).toEqual(['billTo:form.selectRequired']);
    expect(groupBillToProblems({ billTo: 'parent', billingContactName: '', billingEmail: '' }, 'reporting')).toEqual([]);
    expect(fields(groupBillToProblems({ billTo: 'own', billingContactName: 'A', billingEmail: 'a@b.co' }, 'reporting'))).toEqual(['billTo:groups.problem.reportingBillsParent']);
    expect(fields(groupBillToProblems({ billTo: 'own', billingContactName: '', billingEmail: 'not-an-email' }, 'legalEntity'))).toEqual(['billingContactName:form.required', 'billingEmail:form.emailInvalid']);
    expect(groupBillToProblems({ billTo: 'own', billingContactName: 'Ap Dept', billingEmail: 'ap@acme.example' }, 'legalEntity')).toEqual([]);
  });

  it('members: an administrator is chosen', () => {
    expect(fields(groupMembersProblems({ adminUserId: '', userIds: [] }))).toEqual(['adminUserId:form.selectRequired']);
    expect(groupMembersProblems({ adminUserId: 'u1', userIds: [] })).toEqual([]);
  });

  it('a group never hangs below itself or its own sub-groups', () => {
    expect(parentProblem('g1', null, [])).toBeNull();
    expect(parentProblem('g2', 'g2', [])?.messageId).toBe('groups.problem.parentInsideGroup');
    expect(parentProblem('g3', 'g2', ['g3'])?.messageId).toBe('groups.problem.parentInsideGroup');
    expect(parentProblem('g1', 'g2', ['g3'])).toBeNull();
  });
});

describe('Payer only in the top-level group (spec 5)', () => {
  it('refuses a payer below the top level, allows everyone else', () => {
    expect(placementProblems({ roles: ['buyerPayer'], targetIsTopLevel: false })).toEqual(['payerOnlyInTopLevelGroup']);
    expect(placementProblems({ roles: ['buyerPayer'], targetIsTopLevel: true })).toEqual([]);
    expect(placementProblems({ roles: ['buyerPurchaser'], targetIsTopLevel: false })).toEqual([]);
    const users = [{ id: 'p', roles: ['buyerPayer'] }, { id: 'q', roles: ['buyerPurchaser'] }];
    expect(usersRefusedBelowTopLevel(users, ['p', 'q']).map((u) => u.id)).toEqual(['p']);
    expect(usersRefusedBelowTopLevel(users, ['q'])).toEqual([]);
  });
});

describe('the shared schemas carry the rule message ids', () => {
  it('puts each problem on its field path', () => {
    const result = groupDetailsSchema('legalEntity').safeParse({ ...entity, taxId: '12' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), (i as { params?: { messageId?: string } }).params?.messageId])).toEqual([['taxId', 'groups.problem.usTaxIdNineDigits']]);
  });

  it('checks a whole submission', () => {
    const ok = { kind: 'legalEntity', details: entity, billTo: { billTo: 'parent', billingContactName: '', billingEmail: '' }, members: { adminUserId: 'u1', userIds: [] } };
    const parsed = groupSubmissionShape.parse(ok);
    expect(groupSubmissionProblems(parsed)).toEqual([]);
    expect(groupSubmissionProblems({ ...parsed, members: { adminUserId: '', userIds: [] } }).map((p) => p.field)).toEqual(['members.adminUserId']);
    // The top-level group keeps no parent and no relation to one.
    expect(groupSubmissionProblems({ ...parsed, details: { ...parsed.details, parentGroupId: '', relationToParent: '' } }, { topLevel: true })).toEqual([]);
    expect(groupSubmissionProblems(parsed, { topLevel: true }).map((p) => p.messageId)).toEqual(['groups.problem.topLevelHasNoParent']);
  });
});
