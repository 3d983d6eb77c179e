import type { AnyEventObject } from 'xstate';
import { PO_NUMBER_MAX_LENGTH } from '../../rules/invoiceEdit';
import type { InvoiceActionsEvent } from './invoiceActionsMachine';
import type { InvoiceListEvent } from './invoiceListMachine';
import type { InvoiceEditResult, InvoiceRow } from './invoiceTypes';

/**
 * Example rows, events and actor outcomes of the invoice machines at their rule boundaries: the
 * statechart pages and the model tests read them. Pure data.
 */
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

export const sampleInvoiceRow = (id: string, invoiceNumber: string, consolidated: boolean): InvoiceRow => ({
  id, invoiceNumber, status: 'open', type: 'sale', feeType: null, total: usd(10_000), remainingDue: usd(10_000), applied: usd(0),
  billDate: '2026-03-01', dueDate: '2026-04-01', isPastDue: false, payable: true, poNumber: 'PO-1', buyerUserName: 'Priya Shah',
  supplierName: 'Acme Supplies', consolidated, notes: null, document: { status: 'ready', version: 1, url: `/documents/${id}.pdf` },
});

const EDITABLE = sampleInvoiceRow('inv-1', 'INV-100201', false);
const CONSOLIDATED = sampleInvoiceRow('inv-2', 'INV-100202', true);

/** PO numbers at the length boundary: the longest allowed, one character more. */
export const invoiceActionsSampleEvents = [
  { type: 'invoiceActions.open', invoiceId: 'inv-1' },
  { type: 'invoiceActions.close' },
  { type: 'invoiceEdit.open', rows: [EDITABLE, CONSOLIDATED] },
  { type: 'invoiceEdit.open', rows: [CONSOLIDATED] },
  { type: 'invoiceEdit.save', poNumber: 'P'.repeat(PO_NUMBER_MAX_LENGTH), notes: 'Deliver to dock 4' },
  { type: 'invoiceEdit.save', poNumber: 'P'.repeat(PO_NUMBER_MAX_LENGTH + 1), notes: 'Deliver to dock 4' },
  { type: 'invoiceEdit.close' },
] as const satisfies readonly InvoiceActionsEvent[];

const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: err });

const savedAll: InvoiceEditResult = { updated: [{ ...EDITABLE, poNumber: 'PO-2' }], failed: [] };
const savedSome: InvoiceEditResult = {
  updated: [{ ...EDITABLE, poNumber: 'PO-2' }],
  failed: [{ invoiceId: 'inv-2', invoiceNumber: 'INV-100202', code: 'INVOICE_CONSOLIDATED', messageId: 'invoices.edit.rule.consolidatedInvoice' }],
};

export const invoiceActionsActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  updateInvoiceDetails: [
    done('updateInvoiceDetails', savedAll),
    done('updateInvoiceDetails', savedSome),
    error('updateInvoiceDetails', { code: 'INTERNAL', messageId: 'invoices.edit.failed' }),
  ],
};

const PAYABLE = sampleInvoiceRow('inv-3', 'INV-100203', false);
const NOT_PAYABLE = { ...sampleInvoiceRow('inv-4', 'INV-100204', false), status: 'paid', remainingDue: usd(0), payable: false } as const;

/**
 * Events of the invoiceList machine at its rule boundaries: a due-date range with a start and no
 * end (refused by Apply until cleared), a selection of all shown rows (the unpayable one is not
 * chosen) and of none, a newer version of a selected row, a loaded page.
 */
export const invoiceListSampleEvents = [
  { type: 'invoiceFilter.set', field: 'dueFrom', value: '2026-03-01' },
  { type: 'invoiceFilter.apply' },
  { type: 'invoiceFilter.clear' },
  { type: 'invoiceSelection.change', shown: [PAYABLE, NOT_PAYABLE], keys: 'all' },
  { type: 'invoiceSelection.change', shown: [PAYABLE, NOT_PAYABLE], keys: [] },
  { type: 'invoiceList.rowsUpdated', rows: [{ ...PAYABLE, poNumber: 'PO-9' }] },
  { type: 'invoiceList.pageLoaded', totalCount: 2, scope: 'account', currency: 'USD' },
] as const satisfies readonly InvoiceListEvent[];
