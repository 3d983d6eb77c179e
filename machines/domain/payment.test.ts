import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  FAILED_PAYMENT_REASONS,
  MODIFIABLE_PAYMENT_STATUSES,
  initialFor,
  paymentMachine as machine,
  paymentRules,
  paymentSampleEvents,
  paymentSampleInput,
  paymentStatus,
} from './payment';
import type { PaymentEvent, PaymentStatus } from './payment';
import type { ModificationSelection } from '../rules/paymentModification';
import { reachedStates, run, send, testModelPaths, uncovered } from './testSupport';

const NOW = '2026-03-02T09:00:00Z';
const at = (status: PaymentStatus, unappliedMinor = 10_000) => initialFor({ status, amountMinor: 10_000, unappliedMinor });
const modify = (...selections: ModificationSelection[]): PaymentEvent => ({ type: 'payment.modify', selections, now: NOW });
const start = initialFor({ status: 'pending', amountMinor: 10_000 });

describe('payment: legal transitions', () => {
  it('pending -> applied when the bank posts it fully applied', () => {
    expect(paymentStatus(run(machine, [{ type: 'payment.received', now: NOW, unappliedMinor: 0 }], start))).toBe('applied');
  });

  it('pending -> active with a remainder, then applied as the remainder is used', () => {
    const s1 = run(machine, [{ type: 'payment.received', now: NOW, unappliedMinor: 3_000 }], start);
    expect(paymentStatus(s1)).toBe('active');
    const s2 = run(machine, [{ type: 'payment.allocated', unappliedMinor: 1_000 }], s1);
    expect([paymentStatus(s2), s2.context.unappliedMinor]).toEqual(['active', 1_000]);
    expect(paymentStatus(run(machine, [{ type: 'payment.allocated', unappliedMinor: 0 }], s2))).toBe('applied');
  });

  it.each(Object.values(FAILED_PAYMENT_REASONS))('pending -> failed with reason %s', (reason) => {
    const s = run(machine, [{ type: 'payment.failed', reason, now: NOW }], start);
    expect([paymentStatus(s), s.context.failureReason]).toEqual(['failed', reason]);
  });

  it.each([
    ['payment.refunded', 'refunded'],
    ['payment.transferred', 'transferred'],
    ['payment.writtenOff', 'writeOff'],
  ] as const)('%s closes an applied or active payment as %s', (type, status) => {
    for (const from of MODIFIABLE_PAYMENT_STATUSES) {
      const s = run(machine, [{ type, now: NOW }], at(from));
      expect([paymentStatus(s), s.context.closedAt]).toEqual([status, NOW]);
    }
  });

  it('a valid modification of an active or applied payment is accepted and recorded', () => {
    for (const from of MODIFIABLE_PAYMENT_STATUSES) {
      const s = run(machine, [modify({ invoiceStatus: 'pastDue', amountMinor: 10_000 })], at(from));
      expect([paymentStatus(s), s.context.modificationRequestedAt]).toEqual([from, NOW]);
    }
  });

  it('a modification may use only what the payment has left unapplied', () => {
    expect(send(machine, at('active', 2_500), modify({ invoiceStatus: 'open', amountMinor: 2_500 })).accepted).toBe(true);
    expect(send(machine, at('active', 2_500), modify({ invoiceStatus: 'open', amountMinor: 2_501 })).failedGuards).toEqual(['isModificationValid']);
    // Fully applied in the ordinary way: nothing is left to modify with.
    expect(send(machine, at('applied', 0), modify({ invoiceStatus: 'open', amountMinor: 1 })).failedGuards).toEqual(['isModificationValid']);
  });

  it('runs in an actor', () => {
    const actor = createActor(machine, { input: { amountMinor: 500 } }).start();
    actor.send({ type: 'payment.received', now: NOW, unappliedMinor: 0 });
    actor.send({ type: 'payment.refunded', now: NOW });
    expect(actor.getSnapshot().value).toEqual({ closed: 'refunded' });
  });
});

describe('payment: refusals', () => {
  it.each<PaymentStatus>(['pending', 'failed', 'writeOff', 'transferred', 'refunded'])('a %s payment cannot be modified', (status) => {
    expect(send(machine, at(status), modify({ invoiceStatus: 'created', amountMinor: 100 }))).toMatchObject({ accepted: false, failedGuards: [] });
  });

  it.each<[string, ModificationSelection[], string[]]>([
    ['total equal to the payment is fine', [{ invoiceStatus: 'created', amountMinor: 10_000 }], []],
    ['one cent over', [{ invoiceStatus: 'created', amountMinor: 5_000 }, { invoiceStatus: 'pastDue', amountMinor: 5_001 }], ['totalExceedsAvailable']],
    ['a paid invoice', [{ invoiceStatus: 'paid', amountMinor: 100 }], ['invoiceNotModifiable']],
    ['a pending-payment invoice', [{ invoiceStatus: 'pendingPayment', amountMinor: 100 }], ['invoiceNotModifiable']],
    ['a cancelled invoice', [{ invoiceStatus: 'cancelled', amountMinor: 100 }], ['invoiceNotModifiable']],
    ['a zero amount', [{ invoiceStatus: 'created', amountMinor: 0 }], ['amountNotPositive']],
  ])('modification rule: %s', (_name, selections, problems) => {
    const active = at('active');
    const out = send(machine, active, modify(...selections));
    expect(out.accepted).toBe(problems.length === 0);
    if (problems.length) expect(out.failedGuards).toEqual(['isModificationValid']);
    expect(paymentRules.isModificationValid.explain?.({ context: active.context, event: modify(...selections) })).toEqual(problems);
  });

  it('a failure without a known reason is refused', () => {
    expect(send(machine, start, { type: 'payment.failed', reason: 'Insufficient Funds', now: NOW }).failedGuards).toEqual(['isKnownFailureReason']);
  });

  it('a closed or failed payment takes no bank events', () => {
    expect(send(machine, at('refunded'), { type: 'payment.transferred', now: NOW }).accepted).toBe(false);
    expect(send(machine, at('failed'), { type: 'payment.received', now: NOW, unappliedMinor: 0 }).accepted).toBe(false);
  });
});

describe('payment: graph', () => {
  it('every transition is covered by the sample events (payment of 100.00)', () => {
    expect(uncovered(machine, paymentSampleEvents, paymentSampleInput)).toEqual([]);
  });

  it('the test model reaches every status', () => {
    expect([...reachedStates(testModelPaths(machine, paymentSampleEvents, paymentSampleInput))].sort()).toEqual(
      ['active', 'applied', 'failed', 'pending', 'refunded', 'transferred', 'writeOff'],
    );
  });
});
