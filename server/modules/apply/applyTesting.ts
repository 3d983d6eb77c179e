import { BLANK_APPLICATION, type ApplicationDraft } from '../../../machines/app/apply/applicationForm';

/** A complete, valid application (the tests of this module and the authorization suite). */
export const sampleApplication = (email: string, businessName = 'Contoso Fabrication'): ApplicationDraft => ({
  ...BLANK_APPLICATION,
  business: { businessName, tradingName: 'Contoso', country: 'US', registrationNumber: 'TX-123', taxId: '12-3456789' },
  address: { line1: '500 Main St', line2: '', city: 'Austin', state: 'TX', zip: '78701' },
  contact: { firstName: 'Dana', lastName: 'Reyes', email, phone: '+1 512 555 0100' },
  terms: { creditLimit: '50,000', currency: 'USD' },
  consent: { acceptTerms: true, creditCheck: true },
});
