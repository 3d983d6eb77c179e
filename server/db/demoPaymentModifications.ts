import type { Transaction } from 'kysely';
import { addDays, noonOf } from './calendarDays';
import { ACME_BUYER_ID, ACME_GROUP_IDS, demoUuid } from './demoIds';
import { DEMO_USER_IDS } from './demoUsers';
import type { Database } from './schema';

/**
 * Demo data of Modify payment (spec 5), apart from the rest so its journey
 * (e2e/payment-modification.spec.ts) touches nothing another journey reads:
 * - a received bank transfer of $345.00 that no invoice took yet (an active payment, nothing
 *   allocated: the buyer sent it without a usable reference), to apply with Modify payment;
 * - INV-190001, $200.00, charge status Pending (spec 4): modifiable (not Cancelled, Paid or Pending
 *   Payment) and, being Pending, not in the balance due or the credit available, so applying money
 *   to it moves none of the overview figures the payments journey checks.
 * Serial 901 keeps the ids clear of the generated invoices and payments.
 */
export const MODIFICATION_DEMO = {
  paymentId: demoUuid('payment', 901),
  paymentAmountMinor: 34_500,
  invoiceId: demoUuid('invoice', 901),
  invoiceNumber: 'INV-190001',
  invoiceTotalMinor: 20_000,
} as const;

export async function insertPaymentModificationDemo(trx: Transaction<Database>, today: string): Promise<void> {
  const billDate = addDays(today, -1);
  await trx
    .insertInto('invoices')
    .values({
      id: MODIFICATION_DEMO.invoiceId,
      buyer_id: ACME_BUYER_ID,
      group_id: ACME_GROUP_IDS.topLevel,
      buyer_user_id: DEMO_USER_IDS.admin,
      invoice_number: MODIFICATION_DEMO.invoiceNumber,
      invoice_type: 'sale',
      fee_type: null,
      status: 'pending',
      currency: 'USD',
      total_minor: MODIFICATION_DEMO.invoiceTotalMinor,
      remaining_minor: MODIFICATION_DEMO.invoiceTotalMinor,
      bill_date: billDate,
      due_date: addDays(billDate, 30),
      po_number: 'PO-MODIFY-1',
      notes: null,
      consolidated: false,
      supplier_name: 'Northwind Traders',
      created_at: noonOf(billDate),
    })
    .execute();
  const receivedDate = addDays(today, -3);
  await trx
    .insertInto('payments')
    .values({
      id: MODIFICATION_DEMO.paymentId,
      buyer_id: ACME_BUYER_ID,
      user_id: DEMO_USER_IDS.admin,
      type: 'bankTransfer',
      currency: 'USD',
      amount_minor: MODIFICATION_DEMO.paymentAmountMinor,
      remaining_minor: MODIFICATION_DEMO.paymentAmountMinor,
      status: 'active',
      failure_reason: null,
      received_date: receivedDate,
      idempotency_key: 'demo-payment-modification-1',
      created_at: noonOf(receivedDate),
    })
    .execute();
}
