import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PO_NUMBER_MAX_LENGTH } from '../../rules/invoiceEdit';
import { invoiceActionsMachine } from './invoiceActionsMachine';
import { sampleInvoiceRow } from './invoiceSamples';
import type { InvoiceEditInput, InvoiceEditResult } from './invoiceTypes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const row = { ...sampleInvoiceRow('inv-1', 'INV-1', false), poNumber: 'PO-1', notes: 'Dock 4' };

function actions(answer: (input: InvoiceEditInput) => Promise<InvoiceEditResult>) {
  const sent: InvoiceEditInput[] = [];
  const logic = invoiceActionsMachine.provide({
    actors: {
      updateInvoiceDetails: fromPromise(async ({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  return { actor: createActor(logic).start(), sent };
}

describe('invoiceActions machine (the Edit Invoices/Transactions dialog)', () => {
  it('opens with what the invoices share and saves the submitted values once', async () => {
    const { actor, sent } = actions(async (input) => ({ updated: [{ ...row, poNumber: input.poNumber }], failed: [] }));
    actor.send({ type: 'invoiceEdit.open', rows: [row] });
    expect(actor.getSnapshot().context).toMatchObject({ poNumber: 'PO-1', notes: 'Dock 4' });
    actor.send({ type: 'invoiceEdit.save', poNumber: 'PO-2', notes: 'Dock 5' });
    await settle();
    expect(sent).toEqual([{ invoiceIds: ['inv-1'], poNumber: 'PO-2', notes: 'Dock 5' }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('sends nothing when a field breaks the rule (its guard re-checks the lengths) and names the problem', () => {
    const { actor, sent } = actions(() => Promise.reject(new Error('never')));
    actor.send({ type: 'invoiceEdit.open', rows: [row] });
    actor.send({ type: 'invoiceEdit.save', poNumber: 'P'.repeat(PO_NUMBER_MAX_LENGTH + 1), notes: '' });
    expect(actor.getSnapshot().matches({ editing: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual(['poNumberTooLong']);
    expect(sent).toEqual([]);
  });

  it('after a failed save stays on the form with the error and the submitted values', async () => {
    const { actor } = actions(() => Promise.reject({ code: 'INTERNAL', messageId: 'invoices.edit.failed' }));
    actor.send({ type: 'invoiceEdit.open', rows: [row] });
    actor.send({ type: 'invoiceEdit.save', poNumber: 'PO-9', notes: 'x' });
    await settle();
    expect(actor.getSnapshot().matches({ editing: 'form' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ errorId: 'invoices.edit.failed', poNumber: 'PO-9', notes: 'x' });
  });
});
