import { DISPUTE_REASONS } from '../../../machines/rules/disputeEligibility';
import type { InvoiceDocumentContent } from './documentContent';
import { writePdf, type PdfLine } from './pdfWriter';

/**
 * The invoice PDF (English, the program's document language): the stored content of one version.
 * Amounts are exact decimal strings of the minor units (never floats).
 */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  adjusted: 'Adjusted', cancelled: 'Cancelled', created: 'Created', credited: 'Credited', open: 'Open', paid: 'Paid', paidDirect: 'Paid Direct',
  partiallyAdjusted: 'Partially Adjusted', pastDue: 'Past Due', pending: 'Pending', pendingPayment: 'Pending Payment', rejected: 'Rejected',
  reversed: 'Reversed', settled: 'Settled',
};
const DISPUTE_STATUS_LABELS: Readonly<Record<string, string>> = { open: 'Open', underReview: 'Under review', resolved: 'Resolved', rejected: 'Rejected' };
const TYPE_LABELS: Readonly<Record<string, string>> = { sale: 'Charge', fee: 'Fee', credit: 'Credit' };
const REASON_LABELS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(DISPUTE_REASONS).map(([label, value]) => [value, label]));

/** 123456 USD minor units -> "1234.56 USD" (two decimals; exact). */
export function amountText(minor: number, currency: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}

export function invoicePdf(content: InvoiceDocumentContent): Buffer {
  const field = (label: string, value: string | null): PdfLine => ({ text: `${label}: ${value ?? '—'}` });
  const lines: PdfLine[] = [
    { text: content.supplierName, size: 12, bold: true },
    { text: `Invoice ${content.invoiceNumber}`, size: 18, bold: true, gapBefore: 8 },
    { text: `Bill to: ${content.buyerName}`, gapBefore: 6 },
    field('Type', `${TYPE_LABELS[content.invoiceType] ?? content.invoiceType}${content.feeType ? ` (${content.feeType})` : ''}${content.consolidated ? ', consolidated' : ''}`),
    field('Status', STATUS_LABELS[content.status] ?? content.status),
    field('Bill date', content.billDate),
    field('Due date', content.dueDate),
    { ...field('Total', amountText(content.totalMinor, content.currency)), gapBefore: 6 },
    field('Remaining due', amountText(content.remainingMinor, content.currency)),
    { ...field('PO number', content.poNumber), gapBefore: 6 },
    field('Notes', content.notes),
  ];
  if (content.dispute) {
    lines.push(
      { text: `Disputed: ${DISPUTE_STATUS_LABELS[content.dispute.status] ?? content.dispute.status}`, bold: true, gapBefore: 6 },
      field('Dispute reason', REASON_LABELS[content.dispute.reason] ?? content.dispute.reason),
      field('Dispute raised', content.dispute.raisedAt.slice(0, 10)),
    );
  }
  lines.push({ text: `Document version ${content.version}, generated ${content.generatedAt.slice(0, 19).replace('T', ' ')} UTC`, size: 8, gapBefore: 14 });
  return writePdf({ title: `Invoice ${content.invoiceNumber}`, lines, createdAt: new Date(content.generatedAt) });
}
