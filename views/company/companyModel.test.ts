import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../src/i18n/validationMessages';
import { ACME_INFO } from '../../machines/app/company/companySamples';
import { formatTaxId, primaryEmailSchema, profileFormValues } from './companyModel';

describe('company model', () => {
  it('fills the form from the stored info, blanks for what is not on file', () => {
    expect(profileFormValues(ACME_INFO)).toEqual({ tradingName: 'Acme Supply', line1: '100 Industrial Way', line2: '', city: 'Oakland', state: 'CA', zip: '94607' });
    expect(profileFormValues({ ...ACME_INFO, tradingName: null, address: null })).toEqual({ tradingName: '', line1: '', line2: '', city: '', state: '', zip: '' });
  });

  it('shows a US tax ID as an EIN', () => {
    expect([formatTaxId('941234567', 'US'), formatTaxId('DE123', 'DE'), formatTaxId(null, 'US')]).toEqual(['94-1234567', 'DE123', null]);
  });

  it("names the new e-mail's problem in the rule's words", () => {
    const schema = primaryEmailSchema('admin@acme.example');
    expect(fieldMessages(schema, { newEmail: '' })).toEqual({ newEmail: { id: 'form.required' } });
    expect(fieldMessages(schema, { newEmail: 'alex@' })).toEqual({ newEmail: { id: 'rule.primaryEmailChange.isEmailChangeAcceptable.emailInvalid' } });
    expect(fieldMessages(schema, { newEmail: ' Admin@Acme.example' })).toEqual({ newEmail: { id: 'rule.primaryEmailChange.isEmailChangeAcceptable.sameAsCurrentEmail' } });
    expect(fieldMessages(schema, { newEmail: 'alex@acme.example' })).toBeUndefined();
  });
});
