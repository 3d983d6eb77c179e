import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changedProfileFields, companyIdentifiersSchema, companyProfileSchema, isTaxIdValid, normaliseTaxId, tidyCompanyProfile } from './companyInfo';

const acme = { tradingName: 'Acme Supply', line1: '100 Market Street', line2: 'Suite 400', city: 'San Francisco', state: 'CA', zip: '94105' };
const x = (n: number) => 'x'.repeat(n);

/**
 * The first issue per field, as the form shows it (src/i18n/validationMessages.ts maps the same
 * issues to spec 5's messages): a custom rule's message id, `max N`, or `required`.
 */
function fieldMessages(schema: z.ZodType, value: unknown): Record<string, unknown> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const out: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (path in out) continue;
    if (issue.code === 'custom') out[path] = { id: issue.params?.['messageId'], ...(issue.params?.['values'] ? { values: issue.params['values'] } : {}) };
    else if (issue.code === 'too_big') out[path] = { id: 'form.maxLength', values: { maxLength: Number(issue.maximum) } };
    else out[path] = { id: 'form.required' };
  }
  return out;
}

describe('companyProfileSchema (spec 5 lengths)', () => {
  it('accepts every field at its maximum and trims before counting', () => {
    const atMax = { tradingName: ` ${x(64)} `, line1: x(50), line2: x(50), city: x(40), state: x(10), zip: x(15) };
    expect(companyProfileSchema('US').safeParse(atMax).success).toBe(true);
    expect(companyProfileSchema('US').parse(atMax).tradingName).toBe(x(64));
  });

  it.each([
    ['tradingName', 65],
    ['line1', 51],
    ['line2', 51],
    ['city', 41],
    ['state', 11],
    ['zip', 16],
  ] as const)('refuses %s over its maximum with "cannot exceed %i - 1 characters"', (field, length) => {
    expect(fieldMessages(companyProfileSchema('US'), { ...acme, [field]: x(length) })).toEqual({ [field]: { id: 'form.maxLength', values: { maxLength: length - 1 } } });
  });

  it('needs line 1, city and zip everywhere, and a state in the US, Canada and Australia only', () => {
    const blank = { ...acme, line1: ' ', city: '', zip: '', state: '' };
    expect(Object.keys(fieldMessages(companyProfileSchema('US'), blank) ?? {}).sort()).toEqual(['city', 'line1', 'state', 'zip']);
    expect(Object.keys(fieldMessages(companyProfileSchema('DE'), blank) ?? {}).sort()).toEqual(['city', 'line1', 'zip']);
    expect(fieldMessages(companyProfileSchema('US'), { ...acme, city: '' })).toEqual({ city: { id: 'form.required' } });
  });

  it('stores blank optional fields as null', () => {
    const parsed = companyProfileSchema('GB').parse({ ...acme, tradingName: '  ', line2: '', state: '' });
    expect(tidyCompanyProfile(parsed)).toEqual({ tradingName: null, line1: acme.line1, line2: null, city: acme.city, state: null, zip: acme.zip });
  });

  it('names the fields a save changes', () => {
    const before = tidyCompanyProfile(companyProfileSchema('US').parse(acme));
    expect(changedProfileFields(before, { ...before })).toEqual([]);
    expect(changedProfileFields(before, { ...before, tradingName: 'Acme', zip: '94106' })).toEqual(['tradingName', 'zip']);
  });
});

describe('companyIdentifiersSchema (program-only)', () => {
  it('needs a business name of at most 64 characters', () => {
    const base = { businessName: 'Acme Industrial Supply', registrationNumber: 'C1234567', taxId: '12-3456789' };
    expect(companyIdentifiersSchema('US').parse(base)).toEqual({ ...base, taxId: '123456789' });
    expect(fieldMessages(companyIdentifiersSchema('US'), { ...base, businessName: x(65) })).toEqual({ businessName: { id: 'form.maxLength', values: { maxLength: 64 } } });
    expect(fieldMessages(companyIdentifiersSchema('US'), { ...base, businessName: '' })).toEqual({ businessName: { id: 'form.required' } });
    expect(fieldMessages(companyIdentifiersSchema('US'), { ...base, registrationNumber: x(31) })).toEqual({ registrationNumber: { id: 'form.maxLength', values: { maxLength: 30 } } });
  });

  it('a US tax ID has 9 digits (a dash after the second is allowed and dropped); others up to 30 characters', () => {
    expect(['123456789', '12-3456789', ' 12 3456789 ', ''].map((id) => isTaxIdValid(id, 'US'))).toEqual([true, true, true, true]);
    expect(['12345678', '1234567890', '12-345678A'].map((id) => isTaxIdValid(id, 'US'))).toEqual([false, false, false]);
    expect(normaliseTaxId(' 12-3456789 ', 'US')).toBe('123456789');
    expect(isTaxIdValid('DE 123456789', 'DE')).toBe(true);
    expect(isTaxIdValid(x(31), 'DE')).toBe(false);
    expect(isTaxIdValid('GB#1', 'GB')).toBe(false);
    const refused = fieldMessages(companyIdentifiersSchema('US'), { businessName: 'Acme', registrationNumber: '', taxId: '1234' });
    expect(refused).toEqual({ taxId: { id: 'company.problem.usTaxId' } });
    expect(fieldMessages(companyIdentifiersSchema('DE'), { businessName: 'Acme', registrationNumber: '', taxId: x(31) })).toEqual({ taxId: { id: 'company.problem.taxId', values: { maxLength: 30 } } });
  });
});
