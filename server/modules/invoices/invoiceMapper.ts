import { PAYABLE_INVOICE_STATUSES } from '../../../machines/rules/paymentAllocation';
import type { ChargeStatus, Invoice, InvoiceDocument, InvoiceDocumentStatus, InvoiceType, TransactionType } from '../../schema/generated/resolvers';
import { invoiceDocumentPath } from '../invoiceDocuments/documentPath';
import { isOwedStatus } from '../../../machines/rules/chargeStatus';
import type { InvoiceRecord } from './invoiceQuery';

const TRANSACTION_TYPES: Record<string, TransactionType> = { sale: 'Sale', fee: 'Fee', credit: 'Credit' };

/** Unpaid and past its due date (or marked pastDue) on `today`. */
export function isPastDue(row: Pick<InvoiceRecord, 'status' | 'remaining_minor' | 'due_date'>, today: string): boolean {
  return isOwedStatus(row.status) && row.remaining_minor > 0 && (row.status === 'pastDue' || row.due_date < today);
}

export function isPayable(row: Pick<InvoiceRecord, 'status' | 'remaining_minor'>): boolean {
  return PAYABLE_INVOICE_STATUSES.includes(row.status) && row.remaining_minor > 0;
}

export function userNameOf(row: Pick<InvoiceRecord, 'user_first_name' | 'user_last_name'>): string | null {
  const name = [row.user_first_name, row.user_last_name].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

const DOCUMENT_STATUSES: readonly string[] = ['ready', 'regenerating', 'failed'];

/** The document's state; the link only while ready (spec 4 "the invoice link becomes active when ready"). */
export function documentOf(row: Pick<InvoiceRecord, 'id' | 'document_status' | 'document_version'>): InvoiceDocument {
  const status = (DOCUMENT_STATUSES.includes(row.document_status) ? row.document_status : 'failed') as InvoiceDocumentStatus;
  return { status, version: row.document_version, url: status === 'ready' ? invoiceDocumentPath(row.id) : null };
}

/** Spec 3 Charge/invoice/transaction, from a stored row. */
export function toInvoice(row: InvoiceRecord, today: string, paymentIds: readonly string[]): Invoice {
  const money = (amountMinor: number) => ({ amountMinor, currency: row.currency });
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    invoiceStatus: row.status as ChargeStatus,
    invoiceType: row.invoice_type as InvoiceType,
    transactionType: TRANSACTION_TYPES[row.invoice_type] ?? 'Sale',
    feeType: row.fee_type,
    invoiceTotal: money(row.total_minor),
    remainingDue: money(row.remaining_minor),
    applied: money(row.total_minor - row.remaining_minor),
    currency: row.currency,
    billDate: row.bill_date,
    dueDate: row.due_date,
    isPastDue: isPastDue(row, today),
    payable: isPayable(row),
    customerGroupName: row.group_name,
    buyerUserName: userNameOf(row),
    buyerPaymentIds: [...paymentIds],
    poNumber: row.po_number,
    notes: row.notes,
    consolidated: row.consolidated,
    supplierName: row.supplier_name,
    document: documentOf(row),
  };
}
