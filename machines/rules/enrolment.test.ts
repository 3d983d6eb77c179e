import { describe, expect, it } from 'vitest';
import { enrolmentLinkOf, enrolmentLinkProblems, enrolmentProblemMessageId, type EnrolmentSettings } from './enrolment';

const settings: EnrolmentSettings = {
  references: { clientReferenceId: 'required', clientReferenceCustomerId: 'unsupported', clientReferenceBuyerId: 'optional' },
  supportedPaymentTerms: ['Net30', 'Net60'],
  channels: ['email', 'web'],
};
const linkOf = (query: string) => enrolmentLinkOf(new URLSearchParams(query));

describe('enrolment link', () => {
  it('reads the parameters of spec 3, blank as missing', () => {
    expect(linkOf('client_reference_id=NW-1&client_reference_buyer_id=%20&payment_terms=Net30&channel=email')).toEqual({
      references: { clientReferenceId: 'NW-1', clientReferenceCustomerId: null, clientReferenceBuyerId: null }, paymentTerms: 'Net30', channel: 'email',
    });
  });

  it('accepts a link that follows the program', () => {
    expect(enrolmentLinkProblems(linkOf('client_reference_id=NW-1&client_reference_buyer_id=B-1&payment_terms=Net60'), settings)).toEqual([]);
  });

  it.each([
    ['client_reference_id=NW-1&payment_terms=Net30&channel=fax', ['apply.link.channelInvalid']],
    ['payment_terms=Net30', ['apply.link.clientReferenceId.referenceRequired']],
    ['client_reference_id=NW-1&client_reference_customer_id=C&payment_terms=Net30', ['apply.link.clientReferenceCustomerId.referenceUnsupported']],
    ['client_reference_id=NW%201&payment_terms=Net30', ['apply.link.clientReferenceId.referenceInvalid']],
    ['client_reference_id=NW-1&payment_terms=Net6', ['apply.link.paymentTermsUnsupported']],
    ['client_reference_id=NW-1&payment_terms=Net91', ['apply.link.paymentTermsUnsupported']],
    ['client_reference_id=NW-1&payment_terms=Net7', ['apply.link.paymentTermsDisabled']],
    ['client_reference_id=NW-1&payment_terms=Net90', ['apply.link.paymentTermsDisabled']],
    ['client_reference_id=NW-1', ['apply.link.termsIdMissing']],
  ])('%s -> %j', (query, ids) => {
    expect(enrolmentLinkProblems(linkOf(query), settings).map(enrolmentProblemMessageId)).toEqual(ids);
  });

  it('an existing reference is refused only when the server says so', () => {
    const link = linkOf('client_reference_id=NW-1&client_reference_buyer_id=ACME-0001&payment_terms=Net30');
    expect(enrolmentLinkProblems(link, settings, { clientReferenceBuyerId: true }).map(enrolmentProblemMessageId)).toEqual(['apply.link.clientReferenceBuyerId.referenceAlreadyExists']);
  });
});
