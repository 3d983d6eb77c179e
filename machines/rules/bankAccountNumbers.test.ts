import { describe, expect, it } from 'vitest';
import { branchProblem, formatBranchCode, ibanMod97, ibanProblem, isValidAccountNumber, isValidRoutingNumber, maskedAccountNumber, partialIban, schemeFieldsFor } from './bankAccountNumbers';

describe('scheme fields per banking country (spec 9)', () => {
  it.each([
    ['GB', { scheme: 'V1', branch: 'sortCode', number: 'accountNumber', currency: 'GBP' }],
    ['AU', { scheme: 'V2NonSEPA', branch: 'bsb', number: 'accountNumber', currency: 'AUD' }],
    ['CA', { scheme: 'V2NonSEPA', branch: 'branchNumber', number: 'accountNumber', currency: 'CAD' }],
    ['US', { scheme: 'V2NonSEPA', branch: 'routingNumber', number: 'accountNumber', currency: 'USD' }],
    ['DE', { scheme: 'V2SEPA', branch: null, number: 'iban', currency: 'EUR' }],
    ['RO', { scheme: 'V2SEPA', branch: null, number: 'iban', currency: 'EUR' }],
  ])('%s', (country, fields) => expect(schemeFieldsFor(country)).toEqual(fields));

  it('SE has no scheme, and unknown countries none either', () => {
    expect(schemeFieldsFor('SE')).toBeNull();
    expect(schemeFieldsFor('XX')).toBeNull();
    expect(schemeFieldsFor('')).toBeNull();
  });
});

describe('IBAN (ISO 13616, mod-97)', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', 'DE'],
    ['de89370400440532013000', 'DE'],
    ['FR14 2004 1010 0505 0001 3M02 606', 'FR'],
    ['NL91 ABNA 0417 1643 00', 'NL'],
    ['GB82 WEST 1234 5698 7654 32', 'GB'],
  ])('%s is valid for %s', (iban, country) => expect(ibanProblem(iban, country)).toBeNull());

  it('names what is wrong', () => {
    expect(ibanProblem('DE89 3704 0044 0532 0130 01', 'DE')).toBe('ibanChecksum');
    expect(ibanProblem('DE88 3704 0044 0532 0130 00', 'DE')).toBe('ibanChecksum');
    expect(ibanProblem('DE89 3704 0044 0532 0130 00', 'FR')).toBe('ibanCountry');
    expect(ibanProblem('DE89 3704 0044 0532 0130', 'DE')).toBe('ibanLength');
    expect(ibanProblem('3704 0044 0532 0130 00', 'DE')).toBe('ibanFormat');
    expect(ibanProblem('DE89 3704 0044 0532 0130 0!', 'DE')).toBe('ibanFormat');
  });

  it('computes the remainder the standard way', () => {
    expect(ibanMod97('DE89370400440532013000')).toBe(1);
    expect(ibanMod97('DE00370400440532013000')).not.toBe(1);
  });
});

describe('branch and account numbers', () => {
  it('US routing numbers carry the ABA checksum', () => {
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('123456789')).toBe(false);
    expect(isValidRoutingNumber('01100001')).toBe(false);
    expect(branchProblem('123456789', 'routingNumber')).toBe('routingChecksum');
  });

  it('sort codes, BSBs and Canadian branch numbers have their lengths; dashes and spaces are allowed', () => {
    expect(branchProblem('20-00-00', 'sortCode')).toBeNull();
    expect(branchProblem('20-00-0', 'sortCode')).toBe('branchFormat');
    expect(branchProblem('062 000', 'bsb')).toBeNull();
    expect(branchProblem('06200A', 'bsb')).toBe('branchFormat');
    expect(branchProblem('12345-678', 'branchNumber')).toBeNull();
    expect(branchProblem('12345', 'branchNumber')).toBe('branchFormat');
  });

  it('account numbers per country', () => {
    expect(isValidAccountNumber('55779911', 'GB')).toBe(true);
    expect(isValidAccountNumber('5577991', 'GB')).toBe(false);
    expect(isValidAccountNumber('12345', 'AU')).toBe(true);
    expect(isValidAccountNumber('1234567890', 'AU')).toBe(false);
    expect(isValidAccountNumber('1234567', 'CA')).toBe(true);
    expect(isValidAccountNumber('1234', 'US')).toBe(true);
    expect(isValidAccountNumber('123', 'US')).toBe(false);
    expect(isValidAccountNumber('12345678', 'DE')).toBe(false);
  });

  it('writes branch numbers the way each country does', () => {
    expect(formatBranchCode('200000', 'sortCode')).toBe('20-00-00');
    expect(formatBranchCode('062000', 'bsb')).toBe('062-000');
    expect(formatBranchCode('12345678', 'branchNumber')).toBe('12345-678');
    expect(formatBranchCode('011000015', 'routingNumber')).toBe('011000015');
    expect(formatBranchCode('2000', 'sortCode')).toBe('2000');
  });

  it('shows numbers only partially', () => {
    expect(maskedAccountNumber('5577 9911')).toBe('••••9911');
    expect(partialIban('de89 3704 0044 0532 0130 00')).toBe('DE89 •••• 3000');
  });
});
