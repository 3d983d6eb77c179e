import type { Kysely, Selectable } from 'kysely';
import type { Database, InvoiceTable } from '../../db/schema';

/**
 * What one version of an invoice document shows, stored in invoice_documents when generated so a
 * download serves exactly that version (spec 4). Seeded invoices have no stored version 1: their
 * first document is read from the invoice as it is (`documentContentOf` without storing).
 */
export interface InvoiceDocumentContent {
  version: number;
  generatedAt: string;
  invoiceNumber: string;
  invoiceType: string;
  feeType: string | null;
  status: string;
  consolidated: boolean;
  billDate: string;
  dueDate: string;
  currency: string;
  totalMinor: number;
  remainingMinor: number;
  poNumber: string | null;
  notes: string | null;
  supplierName: string;
  buyerName: string;
  /** The newest dispute of the invoice, if any. */
  dispute: { status: string; reason: string; raisedAt: string } | null;
  /**
   * The payments allocated to the invoice (spec "applied (paid amount)"), oldest first: the lines
   * of the document's table. Absent in versions stored before the table existed.
   */
  payments?: InvoiceDocumentPayment[];
}

export interface InvoiceDocumentPayment {
  receivedDate: string;
  /** 'bankTransfer' | 'directDebit' */
  type: string;
  /** Spec 4 payment status, e.g. 'applied', 'pending', 'failed'. */
  status: string;
  /** The part of the payment allocated to this invoice. */
  amountMinor: number;
}

export async function documentContentOf(db: Kysely<Database>, row: Selectable<InvoiceTable>, version: number, now: Date): Promise<InvoiceDocumentContent> {
  const buyer = await db.selectFrom('buyers').select('name').where('id', '=', row.buyer_id).executeTakeFirst();
  const dispute = await db
    .selectFrom('disputes')
    .select(['status', 'reason', 'raised_at'])
    .where('invoice_id', '=', row.id)
    .orderBy('raised_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const payments = await db
    .selectFrom('payment_allocations as a')
    .innerJoin('payments as p', 'p.id', 'a.payment_id')
    .select(['p.received_date', 'p.type', 'p.status', 'a.amount_minor'])
    .where('a.invoice_id', '=', row.id)
    .orderBy('p.received_date')
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  return {
    version,
    generatedAt: now.toISOString(),
    invoiceNumber: row.invoice_number,
    invoiceType: row.invoice_type,
    feeType: row.fee_type,
    status: row.status,
    consolidated: row.consolidated,
    billDate: row.bill_date,
    dueDate: row.due_date,
    currency: row.currency,
    totalMinor: row.total_minor,
    remainingMinor: row.remaining_minor,
    poNumber: row.po_number,
    notes: row.notes,
    supplierName: row.supplier_name,
    buyerName: buyer?.name ?? '',
    dispute: dispute ? { status: dispute.status, reason: dispute.reason, raisedAt: new Date(dispute.raised_at).toISOString() } : null,
    payments: payments.map((p) => ({ receivedDate: p.received_date, type: p.type, status: p.status, amountMinor: p.amount_minor })),
  };
}
