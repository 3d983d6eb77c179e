import { describe, expect, it } from 'vitest';
import type { BankMandateStatus } from '../domain/bankMandate';
import { mandateProblem, mayChangeAutoPay, offersAddBankAccount, offersDirectDebitEnrolment, replacesActiveAccount, showsRemovedBanner, type CurrentAccountFacts } from './bankAccountScreen';

const account = (status: CurrentAccountFacts['status'], mandate: BankMandateStatus, autoPay = false): CurrentAccountFacts => ({ status, autoPay, mandate: { status: mandate } });

describe('the payment-methods page rules', () => {
  it('offers direct debit only to a manager with an active, signed account without AutoPay', () => {
    expect(offersDirectDebitEnrolment(account('active', 'signed'), true)).toBe(true);
    expect(offersDirectDebitEnrolment(account('active', 'signed'), false)).toBe(false);
    expect(offersDirectDebitEnrolment(account('active', 'signed', true), true)).toBe(false);
    expect(offersDirectDebitEnrolment(account('active', 'pending'), true)).toBe(false);
    expect(offersDirectDebitEnrolment(account('inactive', 'signed'), true)).toBe(false);
    expect(offersDirectDebitEnrolment(null, true)).toBe(false);
  });

  it('AutoPay: a manager switches it for the active account, never off while the terms require it', () => {
    const base = { canManage: true, autoPayRequired: false, account: account('active', 'signed'), autoPay: true };
    expect(mayChangeAutoPay(base)).toBe(true);
    expect(mayChangeAutoPay({ ...base, canManage: false })).toBe(false);
    expect(mayChangeAutoPay({ ...base, autoPay: false })).toBe(false); // already off
    expect(mayChangeAutoPay({ ...base, account: account('active', 'signed', true), autoPay: false })).toBe(true);
    expect(mayChangeAutoPay({ ...base, autoPayRequired: true, account: account('active', 'signed', true), autoPay: false })).toBe(false);
    expect(mayChangeAutoPay({ ...base, account: account('removed', 'cancelled') })).toBe(false);
    expect(mayChangeAutoPay({ ...base, account: null })).toBe(false);
  });

  it('branches on the mandate status: removed banner, replacement notice, problem to explain', () => {
    expect(showsRemovedBanner(account('removed', 'cancelled'))).toBe(true);
    expect(showsRemovedBanner(account('active', 'unsupportedBank'))).toBe(false);
    expect(replacesActiveAccount(account('active', 'pending'))).toBe(true);
    expect(replacesActiveAccount(account('removed', 'cancelled'))).toBe(false);
    expect(mandateProblem(account('active', 'failed'))).toBe('failed');
    expect(mandateProblem(account('active', 'unsupportedBank'))).toBe('unsupportedBank');
    expect(mandateProblem(account('active', 'signed'))).toBeNull();
  });
});

describe('the add-bank-account dialog (spec 2 stored-flag dialogs)', () => {
  it('is offered to a manager whose buyer has no active account, never to others', () => {
    expect(offersAddBankAccount([], true)).toBe(true);
    expect(offersAddBankAccount([{ status: 'removed' }, { status: 'inactive' }], true)).toBe(true);
    expect(offersAddBankAccount([{ status: 'removed' }, { status: 'active' }], true)).toBe(false);
    expect(offersAddBankAccount([], false)).toBe(false);
  });
});
