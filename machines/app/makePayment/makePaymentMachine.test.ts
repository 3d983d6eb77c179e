import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { makePaymentMachine } from './makePaymentMachine';
import { makePaymentActorOutputs } from './makePaymentSamples';
import { makePaymentStepCount } from './makePaymentSteps';
import type { MakePaymentActorTypes, MadePayment, PaymentFailure } from './paymentTypes';

type Types = MakePaymentActorTypes;
const outputOf = (id: string, index = 0) => (makePaymentActorOutputs[id]?.[index] as unknown as { output: unknown }).output;
const { invoices } = outputOf('loadInvoices') as Types['loadInvoices']['output'];
const methods = outputOf('loadMethods') as Types['loadMethods']['output'];
const validPreview = outputOf('loadPreview', 0) as Types['loadPreview']['output'];
const approvalPreview = outputOf('loadPreview', 1) as Types['loadPreview']['output'];
const challenge = outputOf('requestApprovalCode', 0) as Types['requestApprovalCode']['output'];
const codeRefused: PaymentFailure = { code: 'MFA_CODE_INVALID', messageId: 'purchaseCards.mfa.invalidCode', values: { attemptsLeft: 4 } };
const made = outputOf('submitPayment') as MadePayment;

/** A wizard whose submitPayment answers from `answers`, in order, recording the inputs it got. */
function wizard(answers: (MadePayment | PaymentFailure)[], preselectedIds: string[] = ['inv-1', 'inv-2'], codeAnswers: (Types['requestApprovalCode']['output'] | PaymentFailure)[] = []) {
  const submitted: Types['submitPayment']['input'][] = [];
  const approvalOn = codeAnswers.length > 0;
  const machine = makePaymentMachine.provide({
    actors: {
      loadInvoices: fromPromise<Types['loadInvoices']['output'], Types['loadInvoices']['input']>(async ({ input }) => ({
        invoices: invoices.filter((i) => input.ids.includes(i.id)),
        approvalRequired: approvalOn,
      })),
      loadMethods: fromPromise<Types['loadMethods']['output'], Types['loadMethods']['input']>(async () => methods),
      loadPreview: fromPromise<Types['loadPreview']['output'], Types['loadPreview']['input']>(async () => (approvalOn ? approvalPreview : validPreview)),
      requestApprovalCode: fromPromise<Types['requestApprovalCode']['output'], Types['requestApprovalCode']['input']>(async () => {
        const answer = codeAnswers.shift();
        if (!answer || !('challengeId' in answer)) throw answer ?? new Error('no answer');
        return answer;
      }),
      submitPayment: fromPromise<MadePayment, Types['submitPayment']['input']>(async ({ input }) => {
        submitted.push(input);
        const answer = answers.shift();
        if (!answer || !('payment' in answer)) throw answer ?? new Error('no answer');
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { buyerId: null, preselectedIds } }).start();
  return { actor, submitted };
}

async function toReview(actor: ReturnType<typeof wizard>['actor']) {
  await waitFor(actor, (s) => s.matches('selecting'));
  actor.send({ type: 'payment.next' });
  actor.send({ type: 'payment.amountsEntered', allocations: [{ invoiceId: 'inv-1', amountMinor: 120_000 }, { invoiceId: 'inv-2', amountMinor: 20_000 }] });
  await waitFor(actor, (s) => s.matches({ choosingMethod: 'ready' }));
  actor.send({ type: 'payment.methodChosen', method: 'directDebit' });
  await waitFor(actor, (s) => s.matches({ review: 'ready' }));
}

describe('makePayment machine', () => {
  it('counts the approval step from the first step on, where paying needs a code', async () => {
    for (const approvalOn of [true, false]) {
      const { actor } = wizard([made], ['inv-1', 'inv-2'], approvalOn ? [challenge] : []);
      await waitFor(actor, (s) => s.matches('selecting'));
      const first = makePaymentStepCount(actor.getSnapshot().context);
      expect(first).toBe(approvalOn ? 5 : 4);
      await toReview(actor);
      expect(makePaymentStepCount(actor.getSnapshot().context)).toBe(first);
      actor.stop();
    }
  });


  it('pre-selects the payable invoices picked on the list and pays them in full by default', async () => {
    const { actor } = wizard([made], ['inv-1', 'inv-2', 'inv-3']);
    await waitFor(actor, (s) => s.matches('selecting'));
    expect(actor.getSnapshot().context.invoices.map((i) => i.id)).toEqual(['inv-1', 'inv-2']);
    expect(actor.getSnapshot().context.allocations).toEqual([{ invoiceId: 'inv-1', amountMinor: 120_000 }, { invoiceId: 'inv-2', amountMinor: 45_000 }]);
  });

  it('refuses amounts above what an invoice owes, or zero', async () => {
    const { actor } = wizard([made]);
    await waitFor(actor, (s) => s.matches('selecting'));
    actor.send({ type: 'payment.next' });
    actor.send({ type: 'payment.amountsEntered', allocations: [{ invoiceId: 'inv-1', amountMinor: 120_001 }, { invoiceId: 'inv-2', amountMinor: 1 }] });
    actor.send({ type: 'payment.amountsEntered', allocations: [{ invoiceId: 'inv-1', amountMinor: 0 }, { invoiceId: 'inv-2', amountMinor: 1 }] });
    actor.send({ type: 'payment.amountsEntered', allocations: [{ invoiceId: 'inv-1', amountMinor: 5 }] });
    expect(actor.getSnapshot().value).toBe('amounts');
  });

  it('allows Pay only on a valid preview, and not while paying', async () => {
    const { actor } = wizard([made]);
    const pay = { type: 'payment.pay', idempotencyKey: 'k-1' } as const;
    await waitFor(actor, (s) => s.matches('selecting'));
    expect(actor.getSnapshot().can(pay)).toBe(false);
    await toReview(actor);
    expect(actor.getSnapshot().can(pay)).toBe(true);
    actor.send(pay);
    expect(actor.getSnapshot().matches('paying')).toBe(true);
    expect(actor.getSnapshot().can(pay)).toBe(false);
    await waitFor(actor, (s) => s.matches('success'));
    expect(actor.getSnapshot().context.result?.payment.status).toBe('pending');
  });

  it('reuses the idempotency key when an attempt whose outcome is unknown is retried', async () => {
    const { actor, submitted } = wizard([{ code: 'INTERNAL', messageId: 'signIn.error.internal' }, made]);
    await toReview(actor);
    actor.send({ type: 'payment.pay', idempotencyKey: 'first-key' });
    await waitFor(actor, (s) => s.matches({ unsuccessful: 'interrupted' }));
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(submitted.map((s) => s.idempotencyKey)).toEqual(['first-key', 'first-key']);
    expect(submitted[1]?.allocations).toEqual(submitted[0]?.allocations);
  });

  it('after a bank-account block, retry keeps the entered data and makes a new attempt with a new key', async () => {
    const { actor, submitted } = wizard([{ code: 'BANK_ACCOUNT_BLOCKED', messageId: 'payments.error.bankAccountBlocked' }, made]);
    await toReview(actor);
    actor.send({ type: 'payment.pay', idempotencyKey: 'first-key' });
    await waitFor(actor, (s) => s.matches({ unsuccessful: 'bankAccountBlocked' }));
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }));
    expect(actor.getSnapshot().context.method).toBe('directDebit');
    actor.send({ type: 'payment.pay', idempotencyKey: 'second-key' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(submitted.map((s) => s.idempotencyKey)).toEqual(['first-key', 'second-key']);
    expect(submitted[1]?.allocations).toEqual(submitted[0]?.allocations);
  });

  it('changing the amounts after an interrupted attempt starts a new attempt with a new key', async () => {
    const { actor, submitted } = wizard([{ code: 'INTERNAL', messageId: 'signIn.error.internal' }, made]);
    await toReview(actor);
    actor.send({ type: 'payment.pay', idempotencyKey: 'first-key' });
    await waitFor(actor, (s) => s.matches({ unsuccessful: 'interrupted' }));
    actor.send({ type: 'payment.edit' });
    actor.send({ type: 'payment.amountsEntered', allocations: [{ invoiceId: 'inv-1', amountMinor: 100_000 }, { invoiceId: 'inv-2', amountMinor: 20_000 }] });
    await waitFor(actor, (s) => s.matches({ choosingMethod: 'ready' }));
    expect(actor.getSnapshot().context.attemptKey).toBeNull();
    actor.send({ type: 'payment.methodChosen', method: 'directDebit' });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }));
    actor.send({ type: 'payment.pay', idempotencyKey: 'second-key' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(submitted.map((s) => s.idempotencyKey)).toEqual(['first-key', 'second-key']);
  });

  describe('approval with a security code (spec 6 OrderApproval)', () => {
    it('asks for a code between review and paying, and pays with it', async () => {
      const { actor, submitted } = wizard([made], undefined, [challenge]);
      await toReview(actor);
      actor.send({ type: 'payment.pay', idempotencyKey: 'k-1' });
      await waitFor(actor, (s) => s.matches({ approving: 'entering' }));
      expect(actor.getSnapshot().context.challenge?.sentTo).toBe(challenge.sentTo);
      actor.send({ type: 'payment.codeEntered', code: ' 123456 ' });
      await waitFor(actor, (s) => s.matches('success'));
      expect(submitted).toEqual([expect.objectContaining({ idempotencyKey: 'k-1', approval: { challengeId: challenge.challengeId, code: '123456' } })]);
    });

    it('refuses a code that is not six digits without asking the server', async () => {
      const { actor, submitted } = wizard([made], undefined, [challenge]);
      await toReview(actor);
      actor.send({ type: 'payment.pay', idempotencyKey: 'k-1' });
      await waitFor(actor, (s) => s.matches({ approving: 'entering' }));
      actor.send({ type: 'payment.codeEntered', code: '12a456' });
      expect(actor.getSnapshot().matches({ approving: 'entering' })).toBe(true);
      expect(actor.getSnapshot().context.failure?.messageId).toBe('payments.make.approval.codeFormat');
      expect(submitted).toEqual([]);
    });

    it('a wrong code stays on the code step with the reason, keeping the payment; the right one then pays with the same key', async () => {
      const { actor, submitted } = wizard([codeRefused, made], undefined, [challenge]);
      await toReview(actor);
      actor.send({ type: 'payment.pay', idempotencyKey: 'k-1' });
      await waitFor(actor, (s) => s.matches({ approving: 'entering' }));
      actor.send({ type: 'payment.codeEntered', code: '000000' });
      await waitFor(actor, (s) => s.matches({ approving: 'entering' }) && s.context.failure !== null);
      expect(actor.getSnapshot().context.failure).toEqual(codeRefused);
      expect(actor.getSnapshot().context.allocations).toEqual(submitted[0]?.allocations);
      actor.send({ type: 'payment.codeEntered', code: '123456' });
      await waitFor(actor, (s) => s.matches('success'));
      expect(submitted.map((s) => [s.idempotencyKey, s.approval?.code])).toEqual([['k-1', '000000'], ['k-1', '123456']]);
    });

    it('resend: a refused resend keeps the code sent before and says why; a later one replaces it', async () => {
      const tooSoon: PaymentFailure = { code: 'MFA_RESEND_TOO_SOON', messageId: 'purchaseCards.mfa.resendTooSoon', values: { seconds: 42 } };
      const second = { ...challenge, challengeId: 'challenge-2' };
      const { actor } = wizard([made], undefined, [challenge, tooSoon, second]);
      await toReview(actor);
      actor.send({ type: 'payment.pay', idempotencyKey: 'k-1' });
      await waitFor(actor, (s) => s.matches({ approving: 'entering' }));
      actor.send({ type: 'payment.resendCode' });
      await waitFor(actor, (s) => s.matches({ approving: 'entering' }) && s.context.failure !== null);
      expect(actor.getSnapshot().context.challenge?.challengeId).toBe('challenge-1');
      actor.send({ type: 'payment.resendCode' });
      await waitFor(actor, (s) => s.context.challenge?.challengeId === 'challenge-2');
      expect(actor.getSnapshot().context.failure).toBeNull();
    });

    it('an interrupted payment is retried with the same key and code (the server answers a replay before any code check)', async () => {
      const { actor, submitted } = wizard([{ code: 'INTERNAL', messageId: 'signIn.error.internal' }, made], undefined, [challenge]);
      await toReview(actor);
      actor.send({ type: 'payment.pay', idempotencyKey: 'k-1' });
      await waitFor(actor, (s) => s.matches({ approving: 'entering' }));
      actor.send({ type: 'payment.codeEntered', code: '123456' });
      await waitFor(actor, (s) => s.matches({ unsuccessful: 'interrupted' }));
      actor.send({ type: 'payment.retry' });
      await waitFor(actor, (s) => s.matches('success'));
      expect(submitted.map((s) => [s.idempotencyKey, s.approval?.code])).toEqual([['k-1', '123456'], ['k-1', '123456']]);
    });
  });
});
