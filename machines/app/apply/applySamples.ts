import type { AnyEventObject } from 'xstate';
import type { ApplyEvent, ApplyInput } from './applyMachine';

/** Example link, steps and answers of the apply machine at its rule boundaries (catalog.ts). Pure data. */
export const sampleApplyInput: ApplyInput = {
  link: { references: { clientReferenceId: 'NW-2001', clientReferenceCustomerId: null, clientReferenceBuyerId: null }, paymentTerms: 'Net30', channel: 'email' },
  idempotencyKey: 'apply-key-1',
};

export const sampleBusiness = { businessName: 'Contoso Fabrication', tradingName: 'Contoso', country: 'US', registrationNumber: 'TX-123', taxId: '123456789' };
export const sampleAddress = { line1: '500 Main St', line2: '', city: 'Austin', state: 'TX', zip: '78701' };
export const sampleContact = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@contoso.example', phone: '+1 512 555 0100' };

export const applySampleEvents = [
  { type: 'apply.retry' },
  { type: 'apply.submitBusiness', values: { ...sampleBusiness, taxId: '12345' } }, // a US tax ID of 5 digits: refused
  { type: 'apply.submitBusiness', values: sampleBusiness },
  { type: 'apply.submitAddress', values: { ...sampleAddress, state: '' } }, // the US needs a state: refused
  { type: 'apply.submitAddress', values: sampleAddress },
  { type: 'apply.submitContact', values: { ...sampleContact, email: 'dana' } }, // not an e-mail: refused
  { type: 'apply.submitContact', values: sampleContact },
  { type: 'apply.submitTerms', values: { creditLimit: '0', currency: 'USD' } }, // nothing asked: refused
  { type: 'apply.submitTerms', values: { creditLimit: '50000', currency: 'USD' } },
  { type: 'apply.submitConsent', values: { acceptTerms: true, creditCheck: false } }, // no credit check: refused
  { type: 'apply.submitConsent', values: { acceptTerms: true, creditCheck: true } },
  { type: 'apply.back', draft: { address: { ...sampleAddress, line2: 'Suite 4 (typed)' } } },
  { type: 'apply.back' },
  { type: 'apply.send' },
] as const satisfies readonly ApplyEvent[];

const LINK_REFUSED = { code: 'ENROLMENT_LINK_INVALID', messageId: 'apply.error.linkInvalid', values: { problems: 'apply.link.clientReferenceId.referenceAlreadyExists' } };
const FAILED = { code: 'INTERNAL', messageId: 'apply.error.failed' };

export const applyActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  checkLink: [
    { type: 'xstate.done.actor.checkLink', output: { programName: 'Northwind Trade Credit', paymentTerms: 'Net30', references: [{ key: 'clientReferenceId', value: 'NW-2001' }] } },
    { type: 'xstate.error.actor.checkLink', error: LINK_REFUSED },
    { type: 'xstate.error.actor.checkLink', error: FAILED },
  ],
  submitApplication: [
    { type: 'xstate.done.actor.submitApplication', output: { applicationId: 'a1', status: 'submitted', submittedAt: '2026-03-02T09:00:00Z' } },
    { type: 'xstate.error.actor.submitApplication', error: LINK_REFUSED },
    { type: 'xstate.error.actor.submitApplication', error: FAILED },
  ],
};
