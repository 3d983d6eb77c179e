import type { Insertable } from 'kysely';
import { addDays, noonOf } from './calendarDays';
import { ACME_BUYER_ID } from './demoIds';
import type { InvoiceRow } from './demoInvoices';
import { DEMO_USER_IDS } from './demoUsers';
import type { DisputeTable } from './schema';

/**
 * Acme's earlier disputes, so the Disputes page shows the states after raising: one under review,
 * one resolved. On two Paid invoices (by number; the same on every machine) that no browser journey
 * uses. Ids start with 6 (demoIds.ts uses 1-5 for the other kinds).
 */
const DEMO_DISPUTES = [
  { id: '60000000-0000-4000-8000-000000000001', invoiceNumber: 'INV-100224', status: 'underReview', reason: 'incorrect_item', comment: 'Received the 40 mm fittings, ordered 50 mm.', raisedAfterDays: 12, closedAfterDays: null, note: null },
  { id: '60000000-0000-4000-8000-000000000002', invoiceNumber: 'INV-100236', status: 'resolved', reason: 'duplicate_transaction', comment: null, raisedAfterDays: 3, closedAfterDays: 9, note: 'Duplicate billing credited.' },
] as const;

export function buildAcmeDisputes(invoices: readonly InvoiceRow[]): Insertable<DisputeTable>[] {
  return DEMO_DISPUTES.flatMap((dispute) => {
    const invoice = invoices.find((i) => i.invoice_number === dispute.invoiceNumber);
    if (!invoice) return [];
    return [{
      id: dispute.id,
      buyer_id: ACME_BUYER_ID,
      invoice_id: invoice.id,
      status: dispute.status,
      reason: dispute.reason,
      comment: dispute.comment,
      raised_at: noonOf(addDays(invoice.bill_date, dispute.raisedAfterDays)),
      raised_by_user_id: DEMO_USER_IDS.payer,
      closed_at: dispute.closedAfterDays === null ? null : noonOf(addDays(invoice.bill_date, dispute.closedAfterDays)),
      outcome_note: dispute.note,
      idempotency_key: `demo-${dispute.id}`,
      request_fingerprint: 'demo',
    }];
  });
}
