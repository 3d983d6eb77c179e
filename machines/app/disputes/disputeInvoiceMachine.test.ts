import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sampleInvoiceRow } from '../invoices/invoiceSamples';
import { disputeInvoiceMachine } from './disputeInvoiceMachine';
import type { DisputeFormData, RaiseDisputeInput, RaisedDispute } from './disputeTypes';

const rules = { timeLimitDays: 30, now: '2026-03-31T23:59:59Z', commentMaxLength: 500, invoiceDisputeStatuses: [] as string[] };
const invoice = { ...sampleInvoiceRow('inv-1', 'INV-1', false), status: 'pastDue' as const, billDate: '2026-03-01' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function form(loaded: DisputeFormData[], answer: (input: RaiseDisputeInput) => Promise<RaisedDispute>) {
  const sent: RaiseDisputeInput[] = [];
  const logic = disputeInvoiceMachine.provide({
    actors: {
      loadDisputeForm: fromPromise(async () => loaded.shift() ?? loaded[0]!),
      raiseDispute: fromPromise(async ({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  return { actor: createActor(logic, { input: { invoiceId: 'inv-1', idempotencyKey: 'key-1' } }).start(), sent };
}

describe('disputeInvoice machine (the Dispute Invoice form)', () => {
  it('sends nothing for a fee invoice, without a reason or with a comment over the limit (its guard re-checks the rule)', async () => {
    const fee = form([{ invoice: { ...invoice, type: 'fee', feeType: 'Late Fee' }, rules }], () => Promise.reject(new Error('never')));
    await settle();
    fee.actor.send({ type: 'dispute.submit', reason: 'other', comment: '' });
    await settle();
    expect(fee.sent).toEqual([]);
    expect(fee.actor.getSnapshot().value).toBe('form');
    const refused = form([{ invoice, rules }], () => Promise.reject(new Error('never')));
    await settle();
    refused.actor.send({ type: 'dispute.submit', reason: '', comment: '' });
    refused.actor.send({ type: 'dispute.submit', reason: 'not_a_reason', comment: '' });
    refused.actor.send({ type: 'dispute.submit', reason: 'other', comment: 'x'.repeat(501) });
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('form');
    expect(refused.sent).toEqual([]);
  });

  it('raises an eligible dispute once with the visit\'s key and a blank comment as none', async () => {
    const { actor, sent } = form([{ invoice, rules }], async () => ({
      dispute: { id: 'd1', status: 'open', reason: 'incorrect_price', comment: null, raisedAt: rules.now, raisedBy: null, closedAt: null, invoiceId: 'inv-1', invoiceNumber: 'INV-1' },
      invoice,
      replayed: false,
    }));
    await settle();
    actor.send({ type: 'dispute.submit', reason: 'incorrect_price', comment: '   ' });
    await settle();
    expect(sent).toEqual([{ idempotencyKey: 'key-1', invoiceId: 'inv-1', reason: 'incorrect_price', comment: null }]);
    expect(actor.getSnapshot().value).toBe('raised');
  });

  it('after a refusal shows its words and reads the facts again (here: a dispute opened meanwhile)', async () => {
    const { actor } = form([{ invoice, rules }, { invoice, rules: { ...rules, invoiceDisputeStatuses: ['open'] } }], () => Promise.reject({ code: 'RULE_REFUSED', messageId: 'rule.dispute.isDisputeEligible' }));
    await settle();
    actor.send({ type: 'dispute.submit', reason: 'incorrect_price', comment: 'Billed twice' });
    await settle();
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('form');
    expect(snapshot.context.refusalId).toBe('rule.dispute.isDisputeEligible');
    expect(snapshot.context.data?.rules.invoiceDisputeStatuses).toEqual(['open']);
    // What was submitted stays with the machine (the form keeps what was typed).
    expect(snapshot.context).toMatchObject({ reason: 'incorrect_price', comment: 'Billed twice' });
  });
});
