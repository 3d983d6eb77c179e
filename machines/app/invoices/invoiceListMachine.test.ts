import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { invoiceListMachine, type InvoiceListEmitted } from './invoiceListMachine';
import { sampleInvoiceRow } from './invoiceSamples';

const payable = sampleInvoiceRow('inv-a', 'INV-1', false);
const other = sampleInvoiceRow('inv-b', 'INV-2', false);
const paid = { ...sampleInvoiceRow('inv-c', 'INV-3', false), status: 'paid' as const, payable: false };

function start(selected = [payable]) {
  const actor = createActor(invoiceListMachine, { input: { selected } }).start();
  const emitted: InvoiceListEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as InvoiceListEmitted));
  return { actor, emitted };
}

describe('invoiceList machine', () => {
  it('applies a valid filter (reload) and refuses one that breaks a rule, keeping the applied one', () => {
    const { actor, emitted } = start([]);
    actor.send({ type: 'invoiceFilter.set', field: 'dueFrom', value: '2026-03-31' });
    actor.send({ type: 'invoiceFilter.set', field: 'dueTo', value: '2026-03-01' });
    actor.send({ type: 'invoiceFilter.apply' });
    expect(actor.getSnapshot().context.errors).toEqual({ dueRange: 'form.startBeforeEnd', amountRange: null });
    expect(actor.getSnapshot().context.applied.dueFrom).toBeNull();
    expect(emitted).toEqual([]);
    actor.send({ type: 'invoiceFilter.set', field: 'dueTo', value: '2026-03-31' });
    actor.send({ type: 'invoiceFilter.apply' });
    expect(actor.getSnapshot().context).toMatchObject({ errors: { dueRange: null, amountRange: null }, applied: { dueFrom: '2026-03-31', dueTo: '2026-03-31' } });
    expect(emitted).toEqual([{ type: 'invoiceList.reload' }]);
    actor.send({ type: 'invoiceFilter.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ applied: { dueFrom: null }, form: { dueFrom: null }, resetKey: 1 });
    expect(emitted).toHaveLength(2);
  });

  it('keeps chosen invoices of other pages, never chooses an unpayable one, and follows newer versions', () => {
    const { actor, emitted } = start([payable]);
    actor.send({ type: 'invoiceSelection.change', shown: [other, paid], keys: 'all' });
    expect(actor.getSnapshot().context.selected.map((r) => r.id)).toEqual(['inv-a', 'inv-b']);
    // The table's keys keep the chosen rows it does not show (inv-a on another page).
    actor.send({ type: 'invoiceSelection.change', shown: [other, paid], keys: ['inv-a', 'inv-c'] });
    expect(actor.getSnapshot().context.selected.map((r) => r.id)).toEqual(['inv-a']);
    actor.send({ type: 'invoiceList.rowsUpdated', rows: [{ ...payable, poNumber: 'PO-9' }] });
    expect(actor.getSnapshot().context.selected[0]?.poNumber).toBe('PO-9');
    const before = emitted.length;
    actor.send({ type: 'invoiceList.rowsUpdated', rows: [{ ...other, poNumber: 'PO-7' }] });
    expect(emitted).toHaveLength(before);
    expect(emitted.at(-1)).toEqual({ type: 'invoiceList.selectionChanged', selected: [{ ...payable, poNumber: 'PO-9' }] });
  });

  it('clears chosen invoices of other pages too when the selection is cleared ("Select All" unchecked)', () => {
    const { actor } = start([payable]);
    actor.send({ type: 'invoiceSelection.change', shown: [other, paid], keys: 'all' });
    actor.send({ type: 'invoiceSelection.change', shown: [other, paid], keys: [] });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });
});
