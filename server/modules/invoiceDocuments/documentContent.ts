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
  };
}
