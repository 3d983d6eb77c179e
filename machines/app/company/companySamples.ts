import type { AnyEventObject } from 'xstate';
import type { CompanyInfoEvent } from './companyInfoMachine';
import type { CompanyInfoData, PrimaryContactData, PrimaryEmailChangeItem } from './companyTypes';
import type { PrimaryContactEvent } from './primaryContactMachine';

/**
 * Example data, events and actor outcomes of the company machines at their rule boundaries
 * (Acme: a US company, its admin the primary contact): statechart pages and model tests. Pure data.
 */
export const ACME_INFO: CompanyInfoData = {
  buyerId: 'b-acme', businessName: 'Acme Industrial Supply', tradingName: 'Acme Supply', country: 'US', registrationNumber: 'C3141592', taxId: '941234567',
  address: { line1: '100 Industrial Way', line2: null, city: 'Oakland', state: 'CA', zip: '94607', country: 'US' }, updatedAt: null, canEditProfile: true,
};
const PROFILE = { tradingName: 'Acme Supply', line1: '100 Industrial Way', line2: '', city: 'Oakland', state: 'CA', zip: '94607' };

/** A trading name at its 64-character maximum (saved) and one over it (refused). */
export const companyInfoSampleEvents = [
  { type: 'company.retry' },
  { type: 'company.edited' },
  { type: 'company.save', profile: { ...PROFILE, tradingName: 'A'.repeat(64) } },
  { type: 'company.save', profile: { ...PROFILE, tradingName: 'A'.repeat(65) } },
] as const satisfies readonly CompanyInfoEvent[];

const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: err });
const INTERNAL = { code: 'INTERNAL', messageId: 'signIn.error.internal' };

export const companyInfoActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadCompanyInfo: [done('loadCompanyInfo', ACME_INFO), error('loadCompanyInfo', INTERNAL)],
  updateCompanyProfile: [done('updateCompanyProfile', { ...ACME_INFO, tradingName: 'A'.repeat(64) }), error('updateCompanyProfile', { code: 'COMPANY_INFO_INVALID', messageId: 'company.error.invalid' })],
};

const change = (status: PrimaryEmailChangeItem['status']): PrimaryEmailChangeItem => ({
  id: 'pec-1', contactUserId: 'u-admin', currentEmail: 'admin@acme.example', newEmail: 'alex@acme.example', status,
  submittedAt: '2026-03-02T09:00:00Z', expectedDecisionBy: '2026-03-04T09:00:00Z', overdue: false,
  decidedAt: status === 'submitted' ? null : '2026-03-03T09:00:00Z', rejectionReason: status === 'rejected' ? 'domainNotVerified' : null,
});
const PENDING = change('submitted');
const APPROVED = change('approved');
const NO_CHANGE: PrimaryContactData = {
  contact: { userId: 'u-admin', name: 'Alex Morgan', email: 'admin@acme.example', phone: '+1 415 555 0101' }, pending: null, lastDecided: null, canRequestChange: true,
};
const WITH_PENDING: PrimaryContactData = { ...NO_CHANGE, pending: PENDING };

/** A new address at the company's domain (sent) and the current one (refused by the rule). */
export const primaryContactSampleEvents = [
  { type: 'primaryContact.retry' },
  { type: 'primaryEmail.request', change: { idempotencyKey: 'pec-key-0001', newEmail: 'alex@acme.example' } },
  { type: 'primaryEmail.request', change: { idempotencyKey: 'pec-key-0002', newEmail: 'Admin@Acme.example' } },
  { type: 'primaryEmail.updated', change: PENDING },
  { type: 'primaryEmail.updated', change: APPROVED },
] as const satisfies readonly PrimaryContactEvent[];

export const primaryContactActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadPrimaryContact: [done('loadPrimaryContact', NO_CHANGE), done('loadPrimaryContact', WITH_PENDING), error('loadPrimaryContact', INTERNAL)],
  requestPrimaryEmailChange: [
    done('requestPrimaryEmailChange', PENDING),
    error('requestPrimaryEmailChange', { code: 'RULE_REFUSED', messageId: 'rule.primaryEmailChange.isEmailChangeAcceptable', refusal: { machine: 'primaryEmailChange', rule: 'isEmailChangeAcceptable', subRules: ['emailAlreadyInUse'] } }),
    error('requestPrimaryEmailChange', INTERNAL),
  ],
  reloadPrimaryContact: [done('reloadPrimaryContact', WITH_PENDING), error('reloadPrimaryContact', INTERNAL)],
};
