import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from '../../machines/app/purchasingControls/addressDraft';
import { sampleControls } from '../../machines/app/purchasingControls/purchasingControlsSamples';
import { fieldMessages } from '../../src/i18n/validationMessages';
import { policySchema, returnAddressSchema } from './controlsForms';

describe('the purchasing-controls forms ask the machines\' rules, each message under its field', () => {
  it('purchase policy and return address', () => {
    expect(fieldMessages(policySchema(sampleControls(), '$250,000.00'), { maxValue: undefined })).toBeUndefined();
    expect(fieldMessages(policySchema(sampleControls(), '$250,000.00'), { maxValue: 0 })).toEqual({ maxValue: { id: expect.stringMatching(/^purchasingControls\.policy\./), values: { line: '$250,000.00' } } });
    expect(fieldMessages(returnAddressSchema, { address: { ...EMPTY_ADDRESS, line1: '1 Main St', city: 'Springfield' } })).toEqual({
      'address.zip': { id: 'form.required', values: { maxLength: expect.any(Number) } },
    });
  });
});
