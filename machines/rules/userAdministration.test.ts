import { describe, expect, it } from 'vitest';
import { draftProblems, USER_RULE_FIELDS, USER_RULES, userChangeProblems, type UserChangeFacts } from './userAdministration';

const base: UserChangeFacts = {
  roles: ['buyerPurchaser'], contactOnly: false, phone: '+1 415 555 0199', groupIsTopLevel: false, groupWithinActorsGroups: true, actorIsAccountAdmin: true, limitsEnabled: true,
  emailTakenByOther: false, internalIdTakenByOther: false, otherInvoiceReceiverCount: 1, otherPrimaryContactCount: 1,
  before: null, after: { receiveInvoiceEmails: false, primaryContact: false }, limit: null,
};

describe('user administration rules (spec 5, 8 user admin)', () => {
  it('a plain invitation passes', () => {
    expect(userChangeProblems(base)).toEqual([]);
  });

  it('duplicate e-mail and internal ID are refused', () => {
    expect(userChangeProblems({ ...base, emailTakenByOther: true, internalIdTakenByOther: true })).toEqual(['duplicateEmail', 'duplicateInternalId']);
  });

  it('Payer only in the top-level group', () => {
    expect(userChangeProblems({ ...base, roles: ['buyerPayer'] })).toEqual(['payerOnlyInTopLevelGroup']);
    expect(userChangeProblems({ ...base, roles: ['buyerPayer'], groupIsTopLevel: true })).toEqual([]);
  });

  it('the last invoice receiver cannot turn invoice e-mails off; another receiver may', () => {
    const turningOff = { ...base, before: { receiveInvoiceEmails: true, primaryContact: false }, after: { receiveInvoiceEmails: false, primaryContact: false } };
    expect(userChangeProblems({ ...turningOff, otherInvoiceReceiverCount: 0 })).toEqual(['lastInvoiceReceiver']);
    expect(userChangeProblems(turningOff)).toEqual([]);
  });

  it('the last primary contact keeps the type', () => {
    const dropping = { ...base, before: { receiveInvoiceEmails: false, primaryContact: true }, after: { receiveInvoiceEmails: false, primaryContact: false } };
    expect(userChangeProblems({ ...dropping, otherPrimaryContactCount: 0 })).toEqual(['lastPrimaryContact']);
    expect(userChangeProblems(dropping)).toEqual([]);
  });

  it('limit rules come from individualCreditLimit', () => {
    expect(userChangeProblems({ ...base, limit: { requestedMinor: 200, inviterLimitMinor: 100, companyLineMinor: 1_000 } })).toEqual(['exceedsInviterLimit']);
    expect(userChangeProblems({ ...base, limit: { requestedMinor: null, inviterLimitMinor: 100, companyLineMinor: 1_000 } })).toEqual([]);
    expect(userChangeProblems({ ...base, limitsEnabled: false, limit: { requestedMinor: 50, inviterLimitMinor: 100, companyLineMinor: 1_000 } })).toEqual(['individualCreditLimitsDisabled']);
  });

  it('draft rules: a role for sign-in users, a plausible phone, the group admin’s own groups', () => {
    expect(draftProblems({ ...base, roles: [] })).toEqual(['noRole']);
    expect(draftProblems({ ...base, roles: [], contactOnly: true })).toEqual([]);
    expect(draftProblems({ ...base, phone: '12' })).toEqual(['invalidPhone']);
    expect(draftProblems({ ...base, phone: '' })).toEqual([]);
    expect(draftProblems({ ...base, groupWithinActorsGroups: false })).toEqual(['groupAdminOutsideOwnGroups']);
    expect(draftProblems({ ...base, actorIsAccountAdmin: false, roles: ['Buyer:Administrator'] })).toEqual(['roleNotGrantable']);
  });

  it('every problem has words and a field', () => {
    expect(Object.keys(USER_RULE_FIELDS).sort()).toEqual(Object.keys(USER_RULES).sort());
  });
});
