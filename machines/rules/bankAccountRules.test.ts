import { describe, expect, it } from 'vitest';
import { bankAccountDetailProblems, directDebitSetupProblems, isAutoPayRequired, type BankAccountDetails } from './bankAccountRules';

const blank: BankAccountDetails = {
  bankingCountry: '', holderName: '', accountName: '', bankName: '', accountNumber: '', accountNumberConfirmation: '', branchCode: '', iban: '', ibanConfirmation: '',
};
const gb: BankAccountDetails = { ...blank, bankingCountry: 'GB', holderName: 'Acme UK', bankName: 'Barclays', branchCode: '20-00-00', accountNumber: '55779911', accountNumberConfirmation: '5577 9911' };
const de: BankAccountDetails = { ...blank, bankingCountry: 'DE', holderName: 'Acme GmbH', bankName: 'Demo Bank', iban: 'DE89 3704 0044 0532 0130 00', ibanConfirmation: 'de89370400440532013000' };
const fields = (details: BankAccountDetails) => bankAccountDetailProblems(details).map((p) => `${p.field}:${p.messageId}`);

describe('add bank account, step 1 (spec 3, 5, 8)', () => {
  it('accepts complete accounts of each scheme (confirmation compared without spaces or case)', () => {
    expect(fields(gb)).toEqual([]);
    expect(fields(de)).toEqual([]);
    expect(fields({ ...gb, bankingCountry: 'US', branchCode: '011000015' })).toEqual([]);
  });

  it('asks for a country first, and says SE is not supported', () => {
    expect(fields(blank)).toEqual(['bankingCountry:form.selectRequired']);
    expect(fields({ ...de, bankingCountry: 'SE' })).toEqual(['bankingCountry:bankAccounts.error.bankNotSupported']);
  });

  it('reports each field once: required, lengths, formats, confirmations', () => {
    expect(fields({ ...blank, bankingCountry: 'GB' })).toEqual([
      'holderName:form.required', 'bankName:form.required', 'branchCode:form.required', 'accountNumber:form.required', 'accountNumberConfirmation:form.required',
    ]);
    expect(fields({ ...gb, holderName: 'x'.repeat(65), accountName: 'y'.repeat(41), accountNumberConfirmation: '55779912' })).toEqual([
      'holderName:form.maxLength', 'accountName:form.maxLength', 'accountNumberConfirmation:form.mismatch',
    ]);
    expect(fields({ ...de, iban: 'DE89 3704 0044 0532 0130 01', ibanConfirmation: 'DE89 3704 0044 0532 0130 01' })).toEqual(['iban:bankAccounts.field.ibanChecksum']);
    expect(fields({ ...de, ibanConfirmation: 'DE89 3704 0044 0532 0130 01' })).toEqual(['ibanConfirmation:form.mismatch']);
    expect(fields({ ...gb, bankingCountry: 'AU', branchCode: '1234', accountNumber: '1', accountNumberConfirmation: '1' })).toEqual([
      'branchCode:bankAccounts.field.bsb.branchFormat', 'accountNumber:bankAccounts.field.accountNumberFormat',
    ]);
  });
});

describe('add bank account, step 2: AutoPay (spec 5)', () => {
  it('must be on when the terms require it', () => {
    expect(isAutoPayRequired('daily')).toBe(true);
    expect(isAutoPayRequired('transactional')).toBe(true);
    expect(isAutoPayRequired('monthly')).toBe(false);
    expect(directDebitSetupProblems({ autoPay: false }, true)).toEqual([{ field: 'autoPay', messageId: 'bankAccounts.field.autoPayRequired' }]);
    expect(directDebitSetupProblems({ autoPay: true }, true)).toEqual([]);
    expect(directDebitSetupProblems({ autoPay: false }, false)).toEqual([]);
  });
});
