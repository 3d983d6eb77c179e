import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { modifyPaymentMachine } from '../../machines/app/makePayment/modifyPaymentMachine';
import { modifyPaymentSamples } from '../../machines/app/makePayment/modifyPaymentSamples';
import type { ModificationData, ModifiedPayment, ModifyPaymentActorTypes } from '../../machines/app/makePayment/modifyPaymentTypes';
import { modifyPaymentScreen } from './modifyPaymentModel';

const { ACTIVE, CANDIDATES, modified } = modifyPaymentSamples;
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

function screenActor(data: ModificationData, answer: ModifiedPayment | Error = modified) {
  const machine = modifyPaymentMachine.provide({
    actors: {
      loadModification: fromPromise<ModificationData, { paymentId: string }>(async () => data),
      submitModification: fromPromise<ModifiedPayment, ModifyPaymentActorTypes['submitModification']['input']>(async () => {
        if (answer instanceof Error) throw { code: 'MODIFY_PAYMENT_FAILED', messageId: 'payments.error.modifyFailed' };
        return answer;
      }),
    },
  });
  return createActor(machine, { input: { paymentId: ACTIVE.id } }).start();
}

describe('modify payment screen model', () => {
  it('sends the user to the payment history when the payment cannot be modified, or is not there', async () => {
    const pending = screenActor({ payment: { ...ACTIVE, status: 'pending', remaining: usd(0) }, candidates: [] });
    await waitFor(pending, (s) => s.status === 'done');
    expect(modifyPaymentScreen(pending.getSnapshot())).toMatchObject({ step: 'leaving', redirectNotice: 'paymentNotModifiable' });
    const missing = screenActor({ payment: null, candidates: [] });
    await waitFor(missing, (s) => s.status === 'done');
    expect(modifyPaymentScreen(missing.getSnapshot())).toMatchObject({ step: 'leaving', redirectNotice: 'paymentNotFound' });
  });

  it('reviews what each invoice would owe and what the payment keeps, then shows what was done', async () => {
    const actor = screenActor({ payment: ACTIVE, candidates: CANDIDATES });
    await waitFor(actor, (s) => s.matches('selecting'));
    expect(modifyPaymentScreen(actor.getSnapshot())).toMatchObject({ step: 'select', redirectNotice: null, can: { review: true, submit: false } });
    actor.send({ type: 'modify.amountsEntered', allocations: [{ invoiceId: 'inv-1', amountMinor: 10_000 }, { invoiceId: 'inv-2', amountMinor: 1_500 }] });
    const review = modifyPaymentScreen(actor.getSnapshot());
    expect(review).toMatchObject({ step: 'review', total: usd(11_500), leftAfter: usd(500), can: { back: true, submit: true, review: false } });
    expect(review.lines.map((l) => [l.invoiceNumber, l.remainingAfter.amountMinor, l.statusAfter])).toEqual([['INV-100201', 0, 'paid'], ['INV-100202', 38_500, 'open']]);
    actor.send({ type: 'modify.submit', idempotencyKey: 'key-00000003' });
    expect(modifyPaymentScreen(actor.getSnapshot())).toMatchObject({ step: 'review', isSubmitting: true, can: { submit: false, back: false } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(modifyPaymentScreen(actor.getSnapshot())).toMatchObject({ step: 'done', lines: modified.lines, total: modified.total, leftAfter: usd(0) });
  });

  it('an unprocessed modification offers a retry', async () => {
    const actor = screenActor({ payment: ACTIVE, candidates: CANDIDATES }, new Error('down'));
    await waitFor(actor, (s) => s.matches('selecting'));
    actor.send({ type: 'modify.amountsEntered', allocations: [{ invoiceId: 'inv-1', amountMinor: 100 }] });
    actor.send({ type: 'modify.submit', idempotencyKey: 'key-00000004' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(modifyPaymentScreen(actor.getSnapshot())).toMatchObject({ step: 'failed', can: { retry: true, reload: false } });
  });
});
