import type { Kysely } from 'kysely';
import { NON_MODIFIABLE_INVOICE_STATUSES } from '../../../machines/rules/paymentModification';
import type { Database } from '../../db/schema';
import type { ChargeStatus, ModifiableInvoice } from '../../schema/generated/resolvers';

/** The most invoices the Modify payment screen lists (due date first); the account has far fewer that owe money. */
export const MAX_MODIFICATION_CANDIDATES = 100;

/**
 * Invoices a payment's remainder can go to: the payment's account and currency, charges (not credit
 * memos) that still owe something, in a status the modification rule accepts (spec 5: not
 * Cancelled, Paid or Pending Payment). Empty when the payment has nothing left to apply. The list
 * only helps the user pick; modifyPayment checks every rule again on the locked rows.
 */
export async function modificationCandidates(
  db: Kysely<Database>,
  payment: { buyer_id: string; currency: string; remaining_minor: number },
): Promise<ModifiableInvoice[]> {
  if (payment.remaining_minor <= 0) return [];
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'invoice_number', 'status', 'currency', 'total_minor', 'remaining_minor', 'due_date'])
    .where('buyer_id', '=', payment.buyer_id)
    .where('currency', '=', payment.currency)
    .where('invoice_type', '<>', 'credit')
    .where('remaining_minor', '>', 0)
    .where('status', 'not in', [...NON_MODIFIABLE_INVOICE_STATUSES])
    .orderBy('due_date')
    .orderBy('invoice_number')
    .limit(MAX_MODIFICATION_CANDIDATES)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    invoiceNumber: row.invoice_number,
    status: row.status as ChargeStatus,
    total: { amountMinor: row.total_minor, currency: row.currency },
    remaining: { amountMinor: row.remaining_minor, currency: row.currency },
    dueDate: row.due_date,
  }));
}
