import { describe, expect, it } from 'vitest';
import type { BankAccountView } from '../../machines/app/bankAccounts/bankAccountTypes';
import { bankMandateMachine } from '../../machines/domain/bankMandate';
import { IBAN_LENGTHS } from '../../machines/rules/bankAccountNumbers';
import deDE from '../../src/i18n/messages/de-DE/bundle';
import enUS from '../../src/i18n/messages/en-US/bundle';
import deDEScreens from '../../src/i18n/messages/de-DE/screens/bankAccounts.json';
import enUSScreens from '../../src/i18n/messages/en-US/screens/bankAccounts.json';
import { accountNumberShown, addAvailability, branchLabelId, failureOf, mandateExplanationId, offersEnrolDialog, replacesActiveAccount, showsRemovedBanner } from './bankAccountsModel';

const NOW = '2026-03-02T10:10:00.000Z';
const account = (over: Partial<BankAccountView> = {}, mandate: Partial<BankAccountView['mandate']> = {}): BankAccountView => ({
  id: 'a1', holderName: 'Acme', accountName: '', bankName: 'Barclays', bankingCountry: 'GB', currency: 'GBP', scheme: 'V1',
  maskedAccountNumber: '••••9911', branchCode: '200000', partialIban: null, autoPay: false, directDebitSignatureDate: '2026-03-01',
  status: 'active', createdAt: '2026-03-01T09:00:00.000Z', ...over,
  mandate: { status: 'signed', reference: 'R', signedAt: '2026-03-01T10:00:00.000Z', failedAt: null, failureReason: null, cancelledAt: null, retryAvailableAt: null, auddis: true, ...mandate },
});

describe('adding a bank account: the mandate machine decides (spec 4, 5)', () => {
  it('allows the first account and a replacement of a signed one (with the 2-day notice)', () => {
    expect(addAvailability([], NOW)).toEqual({ allowed: true });
    expect(addAvailability([account()], NOW)).toEqual({ allowed: true });
    expect(replacesActiveAccount([account()])).toBe(true);
    expect(replacesActiveAccount([])).toBe(false);
  });

  it('refuses while a mandate is pending', () => {
    expect(addAvailability([account({}, { status: 'pending', signedAt: null })], NOW)).toEqual({ allowed: false, reasonId: 'bankAccounts.add.blockedPending' });
  });

  it('after a failure: not before 15 minutes, with the time to show; then allowed', () => {
    const failed = account({}, { status: 'failed', failedAt: '2026-03-02T10:00:00.000Z', retryAvailableAt: '2026-03-02T10:15:00.000Z' });
    expect(addAvailability([failed], NOW)).toEqual({ allowed: false, reasonId: 'bankAccounts.add.retryLater', retryAt: '2026-03-02T10:15:00.000Z' });
    expect(addAvailability([failed], '2026-03-02T10:15:00.000Z')).toEqual({ allowed: true });
  });

  it('after a cancelled (removed) or unsupported mandate: allowed, and the removed banner shows only for cancelled', () => {
    const cancelled = account({ status: 'removed' }, { status: 'cancelled' });
    expect(addAvailability([cancelled], NOW)).toEqual({ allowed: true });
    expect(showsRemovedBanner([cancelled])).toBe(true);
    expect(replacesActiveAccount([cancelled])).toBe(false);
    expect(showsRemovedBanner([account({}, { status: 'unsupportedBank' })])).toBe(false);
    expect(addAvailability([account({}, { status: 'unsupportedBank' })], NOW)).toEqual({ allowed: true });
  });
});

describe('enrol-in-direct-debit dialog (stored flag)', () => {
  it('shows for a manager with a signed active account without AutoPay while the flag is on', () => {
    expect(offersEnrolDialog([account()], true, true)).toBe(true);
    expect(offersEnrolDialog([account()], true, false)).toBe(false);
    expect(offersEnrolDialog([account()], false, true)).toBe(false);
    expect(offersEnrolDialog([account({ autoPay: true })], true, true)).toBe(false);
    expect(offersEnrolDialog([account({}, { status: 'pending' })], true, true)).toBe(false);
    expect(offersEnrolDialog([], true, true)).toBe(false);
  });
});

describe('what the screens show', () => {
  it('AUDDIS wording for GB pending/signed mandates, plain wording otherwise', () => {
    expect(mandateExplanationId(account({}, { status: 'pending' }))).toBe('bankAccounts.mandate.pending.auddis');
    expect(mandateExplanationId(account({}, { auddis: false }))).toBe('bankAccounts.mandate.signed.explanation');
    expect(mandateExplanationId(account({}, { status: 'failed' }))).toBe('bankAccounts.mandate.failed.explanation');
  });

  it('numbers partially, the branch label of each scheme', () => {
    expect(accountNumberShown(account())).toBe('••••9911');
    expect(accountNumberShown(account({ partialIban: 'DE89 •••• 3000', maskedAccountNumber: null }))).toBe('DE89 •••• 3000');
    expect(['GB', 'AU', 'CA', 'US', 'DE', 'SE'].map(branchLabelId)).toEqual([
      'bankAccounts.field.sortCode', 'bankAccounts.field.bsb', 'bankAccounts.field.branchNumber', 'bankAccounts.field.routingNumber', null, null,
    ]);
  });

  it('reads refusals; anything else is "add failed"', () => {
    expect(failureOf({ code: 'RULE_REFUSED', messageId: 'rule.bankMandate.isMandateSigned' })).toEqual({ code: 'RULE_REFUSED', messageId: 'rule.bankMandate.isMandateSigned' });
    expect(failureOf(new Error('boom'))).toEqual({ code: 'INTERNAL', messageId: 'bankAccounts.error.addFailed' });
    expect(failureOf({ code: 'INTERNAL', messageId: 'signIn.error.internal' })).toEqual({ code: 'INTERNAL', messageId: 'bankAccounts.error.addFailed' });
  });
});

// The screens' own texts are screen messages (screens/bankAccounts.json), loaded with the screens.
describe('every message the bank-account screens and rules can name exists in en-US and de-DE', () => {
  const ids = [
    ...['sortCode', 'bsb', 'branchNumber', 'routingNumber'].flatMap((b) => [`bankAccounts.field.${b}`, `bankAccounts.field.${b}.branchFormat`]),
    'bankAccounts.field.routingNumber.routingChecksum',
    ...['ibanFormat', 'ibanCountry', 'ibanLength', 'ibanChecksum', 'accountNumberFormat', 'autoPayRequired'].map((p) => `bankAccounts.field.${p}`),
    ...['pending', 'signed', 'failed', 'cancelled', 'unsupportedBank'].flatMap((s) => [`bankAccounts.mandate.${s}`, `bankAccounts.mandate.${s}.explanation`]),
    'bankAccounts.mandate.pending.auddis', 'bankAccounts.mandate.signed.auddis',
    ...['active', 'inactive', 'removed'].map((s) => `bankAccounts.status.${s}`),
    'rule.bankMandate.isMandateSigned', 'rule.bankMandate.isRetryWindowOpen',
    // The account-activity page names each audited mandate event `activity.<event type>` (server/audit/describeEntry.ts).
    ...bankMandateMachine.events.filter((type) => !type.startsWith('xstate.')).map((type) => `activity.${type}`),
  ];
  it.each([['en-US', { ...enUS, ...enUSScreens }], ['de-DE', { ...deDE, ...deDEScreens }]])('%s', (_locale, bundle) => {
    expect(Object.keys(IBAN_LENGTHS).length).toBe(13);
    expect(ids.filter((id) => !(id in bundle))).toEqual([]);
  });
});
