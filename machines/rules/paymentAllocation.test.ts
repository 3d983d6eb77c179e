import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_ALLOCATIONS, PAYABLE_INVOICE_STATUSES, planPaymentAllocation } from './paymentAllocation';
import type { AllocatableInvoice, AllocationRequest, RequestedAllocation } from './paymentAllocation';

const inv = (id: string, remainingMinor: number, status = 'open', currency = 'USD'): AllocatableInvoice => ({ id, invoiceNumber: `INV-${id}`, status, currency, remainingMinor });
const pay = (invoiceId: string, amountMinor: number): RequestedAllocation => ({ invoiceId, amountMinor });

const INVOICES = [
  inv('a', 10_000),
  inv('b', 2_500, 'pastDue'),
  inv('c', 700, 'created'),
  inv('d', 4_000, 'partiallyAdjusted'),
  inv('p', 5_000, 'pendingPayment'),
  inv('x', 0, 'paid'),
  inv('k', 900, 'cancelled'),
  inv('e', 1_000, 'open', 'EUR'),
];

function request(allocations: RequestedAllocation[], overrides: Partial<AllocationRequest> = {}): AllocationRequest {
  return { allocations, invoices: INVOICES, currency: 'USD', methodAvailable: true, creditApprovedMinor: 50_000, balanceDueMinor: 30_000, ...overrides };
}

const codes = (req: AllocationRequest) => planPaymentAllocation(req).problems.map((p) => (p.invoiceId ? `${p.code}:${p.invoiceId}` : p.code));

describe('planPaymentAllocation: rules', () => {
  it.each<[string, RequestedAllocation[], Partial<AllocationRequest>, string[]]>([
    ['one invoice in full', [pay('a', 10_000)], {}, []],
    ['a partial amount', [pay('a', 1)], {}, []],
    ['several payable statuses', [pay('a', 100), pay('b', 2_500), pay('c', 700), pay('d', 4_000)], {}, []],
    ['nothing selected', [], {}, ['noAllocations']],
    ['one cent over the remaining', [pay('a', 10_001)], {}, ['amountExceedsRemaining:a']],
    ['zero', [pay('a', 0)], {}, ['amountNotPositive:a']],
    ['negative', [pay('a', -100)], {}, ['amountNotPositive:a']],
    ['fractional minor units', [pay('a', 10.5)], {}, ['amountNotPositive:a']],
    ['beyond safe integers', [pay('a', 2 ** 53)], {}, ['amountNotPositive:a']],
    ['pending payment', [pay('p', 100)], {}, ['invoiceNotPayable:p']],
    ['paid', [pay('x', 100)], {}, ['invoiceNotPayable:x']],
    ['cancelled', [pay('k', 100)], {}, ['invoiceNotPayable:k']],
    ['another currency', [pay('e', 100)], {}, ['currencyMismatch:e']],
    ['an unknown invoice', [pay('zz', 100)], {}, ['invoiceNotFound:zz']],
    ['the same invoice twice', [pay('a', 100), pay('a', 100)], {}, ['invoiceSelectedTwice:a']],
    ['method unavailable', [pay('a', 100)], { methodAvailable: false }, ['methodUnavailable']],
    ['too many', Array.from({ length: MAX_PAYMENT_ALLOCATIONS + 1 }, (_, i) => pay(`n${i}`, 1)), { invoices: Array.from({ length: 101 }, (_, i) => inv(`n${i}`, 1)) }, ['tooManyAllocations']],
    ['several problems at once', [pay('x', 0), pay('e', 5_000)], { methodAvailable: false }, ['methodUnavailable', 'amountNotPositive:x', 'invoiceNotPayable:x', 'amountExceedsRemaining:e', 'currencyMismatch:e']],
  ])('%s', (_name, allocations, overrides, expected) => {
    expect(codes(request(allocations, overrides))).toEqual(expected);
  });

  it('payable statuses are exactly the owed, unpaid ones', () => {
    expect([...PAYABLE_INVOICE_STATUSES].sort()).toEqual(['created', 'open', 'partiallyAdjusted', 'pastDue']);
  });
});

describe('planPaymentAllocation: what it does', () => {
  it('lines, totals and credit after', () => {
    const plan = planPaymentAllocation(request([pay('a', 4_000), pay('b', 2_500)]));
    expect(plan.valid).toBe(true);
    expect(plan.lines).toEqual([
      { invoiceId: 'a', invoiceNumber: 'INV-a', invoiceStatus: 'open', remainingBeforeMinor: 10_000, amountMinor: 4_000, remainingAfterMinor: 6_000, statusAfter: 'open' },
      { invoiceId: 'b', invoiceNumber: 'INV-b', invoiceStatus: 'pastDue', remainingBeforeMinor: 2_500, amountMinor: 2_500, remainingAfterMinor: 0, statusAfter: 'pendingPayment' },
    ]);
    expect(plan).toMatchObject({ totalMinor: 6_500, balanceDueBeforeMinor: 30_000, balanceDueAfterMinor: 23_500, creditAvailableBeforeMinor: 20_000, creditAvailableAfterMinor: 26_500 });
  });

  it('credit available never goes below zero', () => {
    const plan = planPaymentAllocation(request([pay('c', 700)], { creditApprovedMinor: 10_000, balanceDueMinor: 12_000 }));
    expect(plan).toMatchObject({ creditAvailableBeforeMinor: 0, creditAvailableAfterMinor: 0, balanceDueAfterMinor: 11_300 });
  });

  it('an invalid request still previews its lines (unknown invoices owe nothing)', () => {
    const plan = planPaymentAllocation(request([pay('zz', 300), pay('a', 200)]));
    expect(plan.valid).toBe(false);
    expect(plan.lines.map((l) => [l.invoiceId, l.invoiceNumber, l.remainingAfterMinor])).toEqual([['zz', null, 0], ['a', 'INV-a', 9_800]]);
  });

  it('property: a valid plan never takes an invoice below zero and conserves money', () => {
    const invoice = fc.record({ remainingMinor: fc.integer({ min: 0, max: 1_000_000 }), status: fc.constantFrom('open', 'pastDue', 'paid', 'pendingPayment', 'created') });
    fc.assert(
      fc.property(fc.array(fc.tuple(invoice, fc.integer({ min: -10, max: 1_100_000 })), { maxLength: 8 }), (rows) => {
        const invoices = rows.map(([i], n) => inv(`i${n}`, i.remainingMinor, i.status));
        const plan = planPaymentAllocation(request(rows.map(([, amount], n) => pay(`i${n}`, amount)), { invoices, balanceDueMinor: 10_000_000, creditApprovedMinor: 20_000_000 }));
        if (!plan.valid) return;
        for (const line of plan.lines) {
          expect(line.remainingAfterMinor).toBeGreaterThanOrEqual(0);
          expect(line.remainingBeforeMinor - line.amountMinor).toBe(line.remainingAfterMinor);
        }
        expect(plan.balanceDueBeforeMinor - plan.balanceDueAfterMinor).toBe(plan.totalMinor);
      }),
    );
  });
});
