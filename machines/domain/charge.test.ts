import { describe, expect, it } from 'vitest';
import { CHARGE_STATUSES } from '../../src/domain/money';
import { PAYABLE_INVOICE_STATUSES } from '../rules/paymentAllocation';
import { NON_MODIFIABLE_INVOICE_STATUSES } from '../rules/paymentModification';
import { OWED_CHARGE_STATUSES } from '../rules/chargeStatus';
import { chargeMachine as machine, chargeRules, chargeSampleEvents, chargeSampleInput, chargeStatus, initialFor } from './charge';
import type { ChargeEvent } from './charge';
import { stateValueFor } from './domainKit';
import { reachedStates, run, send, testModelPaths, uncovered } from './testSupport';

const NOW = '2026-03-02T09:00:00Z';
const failed = (statusBefore: string | null, dueDate: string, remainingMinor = 5_000): ChargeEvent => ({ type: 'charge.paymentFailed', remainingMinor, statusBefore, dueDate, now: NOW });
const leavesUnder = (path: string) => CHARGE_STATUSES.filter((status) => JSON.stringify(stateValueFor(machine, status)).includes(`"${path}"`));

describe('charge: payments', () => {
  it('a payment of everything left makes the invoice Pending Payment, then Paid when the bank posts it', () => {
    const booked = run(machine, [{ type: 'charge.paymentBooked', remainingMinor: 0 }], initialFor({ status: 'open', remainingMinor: 5_000 }));
    expect(chargeStatus(booked)).toBe('pendingPayment');
    expect(booked.context.remainingMinor).toBe(0);
    expect(chargeStatus(run(machine, [{ type: 'charge.paymentReceived', otherPaymentPending: false }], booked))).toBe('paid');
  });

  it('a partial payment keeps the status and lowers the balance', () => {
    const s = run(machine, [{ type: 'charge.paymentBooked', remainingMinor: 2_000 }], initialFor({ status: 'pastDue', remainingMinor: 5_000 }));
    expect(chargeStatus(s)).toBe('pastDue');
    expect(s.context.remainingMinor).toBe(2_000);
  });

  it('stays Pending Payment while another payment of it is pending', () => {
    const s = run(machine, [{ type: 'charge.paymentReceived', otherPaymentPending: true }], initialFor({ status: 'pendingPayment' }));
    expect(chargeStatus(s)).toBe('pendingPayment');
  });

  it.each([
    ['open', '2026-04-01', 'open'],
    ['open', '2026-03-01', 'pastDue'],
    ['created', '2026-04-01', 'created'],
    ['created', '2026-03-01', 'pastDue'],
    ['pastDue', '2026-04-01', 'pastDue'],
    ['partiallyAdjusted', '2026-03-01', 'partiallyAdjusted'],
    [null, '2026-04-01', 'open'],
  ] as const)('a failed payment returns a covered invoice that was %s (due %s) to %s, owing again', (before, due, after) => {
    for (const from of ['pendingPayment', 'paid'] as const) {
      const s = run(machine, [failed(before, due)], initialFor({ status: from }));
      expect(chargeStatus(s)).toBe(after);
      expect(s.context.remainingMinor).toBe(5_000);
    }
  });

  it('a failed partial payment gives the amount back and keeps the status', () => {
    const s = run(machine, [failed('open', '2026-03-01', 4_000)], initialFor({ status: 'open', remainingMinor: 1_000 }));
    expect(chargeStatus(s)).toBe('open');
    expect(s.context.remainingMinor).toBe(4_000);
  });
});

describe('charge: cash application and adjustments', () => {
  it('received money applied to an invoice makes it Paid at a zero balance', () => {
    expect(chargeStatus(run(machine, [{ type: 'charge.allocated', remainingMinor: 0 }], initialFor({ status: 'pastDue', remainingMinor: 100 })))).toBe('paid');
    expect(chargeStatus(run(machine, [{ type: 'charge.allocated', remainingMinor: 0 }], initialFor({ status: 'pending', remainingMinor: 100 })))).toBe('paid');
    expect(chargeStatus(run(machine, [{ type: 'charge.allocated', remainingMinor: 50 }], initialFor({ status: 'open', remainingMinor: 100 })))).toBe('open');
  });

  it('an adjustment makes a payable invoice Partially Adjusted, or Adjusted when nothing is left', () => {
    expect(chargeStatus(run(machine, [{ type: 'charge.adjusted', remainingMinor: 50 }], initialFor({ status: 'open', remainingMinor: 100 })))).toBe('partiallyAdjusted');
    expect(chargeStatus(run(machine, [{ type: 'charge.adjusted', remainingMinor: 0 }], initialFor({ status: 'partiallyAdjusted', remainingMinor: 50 })))).toBe('adjusted');
  });
});

describe('charge: refusals', () => {
  it.each(['cancelled', 'paid', 'pendingPayment'] as const)('nothing can be applied to a %s invoice', (status) => {
    expect(send(machine, initialFor({ status }), { type: 'charge.allocated', remainingMinor: 0 })).toMatchObject({ accepted: false, failedGuards: [] });
  });

  it('only payable invoices take a payment or an adjustment', () => {
    for (const status of ['pendingPayment', 'paid', 'settled', 'cancelled', 'pending'] as const) {
      expect(send(machine, initialFor({ status }), { type: 'charge.paymentBooked', remainingMinor: 0 }).accepted).toBe(false);
      expect(send(machine, initialFor({ status }), { type: 'charge.adjusted', remainingMinor: 0 }).accepted).toBe(false);
    }
  });

  it('a bank posting is only news for a Pending Payment invoice', () => {
    expect(send(machine, initialFor({ status: 'open' }), { type: 'charge.paymentReceived', otherPaymentPending: false }).accepted).toBe(false);
  });
});

describe('charge: one list per rule', () => {
  it('every spec 4 charge status is exactly one state', () => {
    for (const status of CHARGE_STATUSES) expect(chargeStatus(initialFor({ status }))).toBe(status);
  });

  it('the payable states are the statuses Make Payment accepts', () => {
    expect(leavesUnder('payable').sort()).toEqual([...PAYABLE_INVOICE_STATUSES].sort());
  });

  it('money can be applied in every state but those a modification refuses', () => {
    expect(leavesUnder('allocatable').sort()).toEqual(CHARGE_STATUSES.filter((s) => !NON_MODIFIABLE_INVOICE_STATUSES.includes(s)).sort());
  });

  it('the owed statuses are the payable ones and Pending Payment', () => {
    expect([...OWED_CHARGE_STATUSES].sort()).toEqual([...PAYABLE_INVOICE_STATUSES, 'pendingPayment'].sort());
  });
});

describe('charge: graph', () => {
  it('every transition is covered by paths from the sample events', () => {
    expect(uncovered(machine, chargeSampleEvents, chargeSampleInput)).toEqual([]);
  });

  it('the test model reaches the states the server moves invoices to', () => {
    const reached = reachedStates(testModelPaths(machine, chargeSampleEvents, chargeSampleInput));
    for (const status of ['created', 'open', 'pastDue', 'partiallyAdjusted', 'adjusted', 'pendingPayment', 'paid']) expect(reached).toContain(status);
  });

  it('every guard has a documented rule', () => {
    expect(Object.keys(chargeRules).sort()).toEqual(Object.keys(machine.implementations.guards).sort());
  });
});
