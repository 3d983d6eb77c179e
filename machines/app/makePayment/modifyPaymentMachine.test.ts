import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { modifyPaymentMachine } from './modifyPaymentMachine';
import { modifyPaymentSamples } from './modifyPaymentSamples';
import type { ModificationData, ModifiedPayment, ModifyPaymentActorTypes } from './modifyPaymentTypes';
import { canModifyPayment, modificationProblemsOf } from './paymentModifiability';
import type { PaymentFailure, PaymentStatus, PaymentSummary } from './paymentTypes';

type Types = ModifyPaymentActorTypes;
const { ACTIVE, CANDIDATES, modified } = modifyPaymentSamples;
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const withStatus = (status: PaymentStatus, remainingMinor: number): PaymentSummary => ({ ...ACTIVE, status, remaining: usd(remainingMinor) });

/** A screen whose submitModification answers from `answers`, in order, recording its inputs. */
function screen(data: ModificationData, answers: (ModifiedPayment | PaymentFailure)[] = []) {
  const submitted: Types['submitModification']['input'][] = [];
  let loads = 0;
  const machine = modifyPaymentMachine.provide({
    actors: {
      loadModification: fromPromise<ModificationData, Types['loadModification']['input']>(async () => {
        loads++;
        return data;
      }),
      submitModification: fromPromise<ModifiedPayment, Types['submitModification']['input']>(async ({ input }) => {
        submitted.push(input);
        const answer = answers.shift();
        if (!answer || !('payment' in answer)) throw answer ?? new Error('no answer');
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { paymentId: ACTIVE.id } }).start();
  return { actor, submitted, loads: () => loads };
}

describe('which payments can be modified (the payment machine decides)', () => {
  it.each<[PaymentStatus, number, boolean]>([
    ['active', 1, true],
    ['active', 0, false],
    ['applied', 0, false],
    ['pending', 0, false],
    ['pending', 5_000, false],
    ['failed', 0, false],
    ['writeOff', 0, false],
    ['transferred', 0, false],
    ['refunded', 0, false],
  ])('%s with %d left: %s', (status, remainingMinor, can) => expect(canModifyPayment(withStatus(status, remainingMinor))).toBe(can));

  it('explains refused amounts with the rule\'s reasons', () => {
    expect(modificationProblemsOf(ACTIVE, [{ invoiceId: 'inv-1', amountMinor: 10_001 }, { invoiceId: 'inv-2', amountMinor: 2_000 }], CANDIDATES))
      .toEqual(['totalExceedsAvailable', 'amountExceedsInvoiceRemaining']);
    expect(modificationProblemsOf(ACTIVE, [], CANDIDATES)).toEqual(['noInvoicesSelected']);
    expect(modificationProblemsOf(ACTIVE, [{ invoiceId: 'inv-2', amountMinor: 12_000 }], CANDIDATES)).toEqual([]);
  });
});

describe('modify payment screen', () => {
  it('a payment that cannot be modified, or none at all, ends the screen at once', async () => {
    const pending = screen({ payment: withStatus('pending', 0), candidates: [] });
    await waitFor(pending.actor, (s) => s.status === 'done');
    expect(pending.actor.getSnapshot().value).toBe('notModifiable');
    const missing = screen({ payment: null, candidates: [] });
    await waitFor(missing.actor, (s) => s.status === 'done');
    expect(missing.actor.getSnapshot().value).toBe('notFound');
  });

  it('refused amounts stay on the form with the reasons; accepted ones go to review, then are applied with one key', async () => {
    const { actor, submitted } = screen({ payment: ACTIVE, candidates: CANDIDATES }, [modified]);
    await waitFor(actor, (s) => s.matches('selecting'));
    actor.send({ type: 'modify.amountsEntered', allocations: [{ invoiceId: 'inv-2', amountMinor: 12_001 }] });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context.problems).toEqual(['totalExceedsAvailable']);
    expect(actor.getSnapshot().context.allocations).toEqual([{ invoiceId: 'inv-2', amountMinor: 12_001 }]);
    actor.send({ type: 'modify.amountsEntered', allocations: [{ invoiceId: 'inv-2', amountMinor: 12_000 }] });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.problems).toEqual([]);
    actor.send({ type: 'modify.submit', idempotencyKey: 'key-00000001' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(submitted).toEqual([{ paymentId: ACTIVE.id, idempotencyKey: 'key-00000001', allocations: [{ invoiceId: 'inv-2', amountMinor: 12_000 }] }]);
    expect(actor.getSnapshot().context.result).toEqual(modified);
  });

  it('an unclear failure is retried with the same key; a refusal starts again from fresh data', async () => {
    const { actor, submitted, loads } = screen({ payment: ACTIVE, candidates: CANDIDATES }, [
      { code: 'MODIFY_PAYMENT_FAILED', messageId: 'payments.error.modifyFailed' },
      { code: 'RULE_REFUSED', messageId: 'rule.payment.isModificationValid' },
    ]);
    await waitFor(actor, (s) => s.matches('selecting'));
    actor.send({ type: 'modify.amountsEntered', allocations: [{ invoiceId: 'inv-1', amountMinor: 100 }] });
    actor.send({ type: 'modify.submit', idempotencyKey: 'key-00000002' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.code).toBe('MODIFY_PAYMENT_FAILED');
    actor.send({ type: 'modify.retry' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(submitted.map((s) => s.idempotencyKey)).toEqual(['key-00000002', 'key-00000002']);
    expect(actor.getSnapshot().context.attemptKey).toBeNull();
    actor.send({ type: 'modify.reload' });
    await waitFor(actor, (s) => s.matches('selecting'));
    expect(loads()).toBe(2);
  });
});
