import type { AnyEventObject } from 'xstate';
import { sampleInvoiceRow } from '../invoices/invoiceSamples';
import type { DisputeInvoiceEvent, DisputeInvoiceInput } from './disputeInvoiceMachine';
import type { DisputeFormData, RaisedDispute } from './disputeTypes';

/**
 * Example input, events and actor outcomes of the Dispute Invoice machine at its rule boundaries (an
 * invoice billed on the last day of the time limit): statechart pages and model tests. Pure data.
 */
const INVOICE = { ...sampleInvoiceRow('inv-1', 'INV-100201', false), status: 'pastDue' as const, billDate: '2026-03-01' };
const FORM: DisputeFormData = { invoice: INVOICE, rules: { timeLimitDays: 30, now: '2026-03-31T23:59:59Z', commentMaxLength: 500, invoiceDisputeStatuses: [] } };
const NOT_FOUND: DisputeFormData = { ...FORM, invoice: null };

export const sampleDisputeInvoiceInput: DisputeInvoiceInput = { invoiceId: 'inv-1', idempotencyKey: 'dispute-key-0001' };

/** The form's values: a reason of the list with a comment (accepted), none picked (refused), a comment one over the limit (refused). */
export const disputeInvoiceSampleEvents = [
  { type: 'dispute.submit', reason: 'incorrect_price', comment: 'Billed twice for the same delivery' },
  { type: 'dispute.submit', reason: '', comment: '' },
  { type: 'dispute.submit', reason: 'other', comment: 'x'.repeat(501) },
  { type: 'dispute.retry' },
] as const satisfies readonly DisputeInvoiceEvent[];

const raised: RaisedDispute = {
  dispute: {
    id: 'dsp-1', status: 'open', reason: 'incorrect_price', comment: null, raisedAt: '2026-03-31T23:59:59Z', raisedBy: 'Priya Shah', closedAt: null,
    invoiceId: 'inv-1', invoiceNumber: 'INV-100201',
  },
  invoice: INVOICE,
  replayed: false,
};

const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: err });
const INTERNAL = { code: 'INTERNAL', messageId: 'disputes.error' };

export const disputeInvoiceActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadDisputeForm: [done('loadDisputeForm', FORM), done('loadDisputeForm', NOT_FOUND), error('loadDisputeForm', INTERNAL)],
  raiseDispute: [done('raiseDispute', raised), error('raiseDispute', { code: 'RULE_REFUSED', messageId: 'rule.dispute.isDisputeEligible' })],
  reloadDisputeForm: [done('reloadDisputeForm', FORM), done('reloadDisputeForm', NOT_FOUND), error('reloadDisputeForm', INTERNAL)],
};
