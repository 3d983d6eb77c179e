import { describe, expect, it } from 'vitest';
import { failureReasonKey, paymentReference } from './paymentRecords';
import { paymentFingerprint } from './paymentInput';

describe('payment helpers', () => {
  it('reads failure reasons stored as keys or as the spec\'s words', () => {
    expect(failureReasonKey('insufficientFunds')).toBe('insufficientFunds');
    expect(failureReasonKey('insufficient funds')).toBe('insufficientFunds');
    expect(failureReasonKey('Unauthorized corporate debit')).toBe('unauthorizedCorporateDebit');
    expect(failureReasonKey('gremlins')).toBeNull();
    expect(failureReasonKey(null)).toBeNull();
  });

  it('gives a short transfer reference', () => {
    expect(paymentReference('50000000-0000-4000-8000-00000000000a')).toBe('PAY-0000000A');
  });

  it('fingerprints a request by account, method and allocations as a set', () => {
    const a = { invoiceId: '40000000-0000-4000-8000-000000000001', amountMinor: 100 };
    const b = { invoiceId: '40000000-0000-4000-8000-000000000002', amountMinor: 200 };
    const base = paymentFingerprint('B', 'bankTransfer', [a, b]);
    expect(paymentFingerprint('b', 'bankTransfer', [b, a])).toBe(base);
    expect(paymentFingerprint('B', 'directDebit', [a, b])).not.toBe(base);
    expect(paymentFingerprint('B', 'bankTransfer', [a, { ...b, amountMinor: 201 }])).not.toBe(base);
    expect(paymentFingerprint('B', 'bankTransfer', [a])).not.toBe(base);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });
});
