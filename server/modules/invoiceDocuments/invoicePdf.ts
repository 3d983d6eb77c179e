import { DISPUTE_REASONS } from '../../../machines/rules/disputeEligibility';
import type { InvoiceDocumentContent } from './documentContent';
import { amountText, createPdf, finishPdf, INK, MARGIN, MUTED, PageFlow, put, rule, type Column, type Doc } from './pdfLayout';

/**
 * The invoice PDF (English, the program's document language) of one stored version, laid out by
 * pdfkit with DejaVu Sans embedded (pdfFonts.ts): heading, bill-to and dates, notes, a table of the
 * charge and the payments applied to it (amounts right-aligned; the header repeats on every page a
 * long table runs onto), totals, the newest dispute, and a footer with the version and "Page n of m".
 * Amounts are exact decimal strings of the minor units (never floats). The same content gives the
 * same bytes: the info dictionary's CreationDate (and so the file ID) is the version's generation time.
 */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  adjusted: 'Adjusted', cancelled: 'Cancelled', created: 'Created', credited: 'Credited', open: 'Open', paid: 'Paid', paidDirect: 'Paid Direct',
  partiallyAdjusted: 'Partially Adjusted', pastDue: 'Past Due', pending: 'Pending', pendingPayment: 'Pending Payment', rejected: 'Rejected',
  reversed: 'Reversed', settled: 'Settled',
};
const DISPUTE_STATUS_LABELS: Readonly<Record<string, string>> = { open: 'Open', underReview: 'Under review', resolved: 'Resolved', rejected: 'Rejected' };
const TYPE_LABELS: Readonly<Record<string, string>> = { sale: 'Charge', fee: 'Fee', credit: 'Credit' };
const PAYMENT_TYPE_LABELS: Readonly<Record<string, string>> = { bankTransfer: 'bank transfer', directDebit: 'direct debit' };
const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  active: 'Active', applied: 'Applied', failed: 'Failed', pending: 'Pending', refunded: 'Refunded', transferred: 'Transferred', writeOff: 'Written off',
};
const REASON_LABELS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(DISPUTE_REASONS).map(([label, value]) => [value, label]));

/** Kept for the callers that format amounts as the invoice does. */
export { amountText };

interface TableRow {
  date: string;
  description: string;
  status: string;
  amount: string;
}

/** The invoice's blocks on the shared page flow (pdfLayout.ts). */
class Layout extends PageFlow {
  private readonly columns: Column[];

  constructor(
    doc: Doc,
    private readonly content: InvoiceDocumentContent,
  ) {
    super(doc, `${content.supplierName} · Invoice ${content.invoiceNumber}`);
    this.columns = [
      { title: 'Date', width: 78, align: 'left' },
      { title: 'Description', width: this.width - 78 - 96 - 118, align: 'left' },
      { title: 'Status', width: 96, align: 'left' },
      { title: 'Amount', width: 118, align: 'right' },
    ];
  }

  heading(): void {
    const { doc, content, width } = this;
    put(doc, content.supplierName, MARGIN, this.y, { width, size: 13, bold: true });
    put(doc, 'INVOICE', MARGIN, this.y + 2, { width, size: 10, color: MUTED, align: 'right' });
    this.y += 28;
    put(doc, `Invoice ${content.invoiceNumber}`, MARGIN, this.y, { width: width - 160, size: 20, bold: true });
    put(doc, STATUS_LABELS[content.status] ?? content.status, MARGIN, this.y + 6, { width, size: 12, bold: true, align: 'right' });
    this.y += 34;
    rule(doc, this.y, INK);
    this.y += 14;
  }

  /** Bill-to on the left; dates, type and PO number as label/value pairs on the right. */
  details(): void {
    const { doc, content } = this;
    const half = this.width / 2;
    const top = this.y;
    put(doc, 'Bill to', MARGIN, top, { width: half - 20, size: 8, color: MUTED });
    const buyerHeight = put(doc, content.buyerName || '—', MARGIN, top + 12, { width: half - 20, size: 12, bold: true });
    const type = `${TYPE_LABELS[content.invoiceType] ?? content.invoiceType}${content.feeType ? ` (${content.feeType})` : ''}${content.consolidated ? ', consolidated' : ''}`;
    const pairs: [string, string][] = [
      ['Bill date', content.billDate],
      ['Due date', content.dueDate],
      ['Type', type],
      ['PO number', content.poNumber || '—'],
    ];
    let right = top;
    for (const [label, value] of pairs) {
      put(doc, label, MARGIN + half, right, { width: 80, size: 10, color: MUTED });
      right += Math.max(14, put(doc, value, MARGIN + half + 80, right, { width: half - 80, size: 10, align: 'right' }) + 3);
    }
    this.y = Math.max(top + 12 + buyerHeight, right) + 12;
    put(doc, 'Notes', MARGIN, this.y, { width: this.width, size: 8, color: MUTED });
    this.y += 12 + put(doc, content.notes || '—', MARGIN, this.y + 12, { width: this.width, size: 10 }) + 18;
  }

  rows(rows: readonly TableRow[]): void {
    this.table(this.columns, rows.map((row) => [row.date, row.description, row.status, row.amount]));
  }

  /** Total and remaining due under the amount column, kept together on one page. */
  invoiceTotals(): void {
    const { content } = this;
    this.totals(this.columns.at(-1)!, [
      ['Total', amountText(content.totalMinor, content.currency), false],
      ['Remaining due', amountText(content.remainingMinor, content.currency), true],
    ]);
  }

  dispute(): void {
    const { doc, content } = this;
    if (!content.dispute) return;
    const lines = [
      `Reason: ${REASON_LABELS[content.dispute.reason] ?? content.dispute.reason}`,
      `Raised: ${content.dispute.raisedAt.slice(0, 10)}`,
    ];
    const height = 16 + lines.length * 14 + 8;
    this.ensureRoom(height);
    doc.rect(MARGIN, this.y, 3, height).fill(INK);
    put(doc, `Disputed: ${DISPUTE_STATUS_LABELS[content.dispute.status] ?? content.dispute.status}`, MARGIN + 12, this.y + 2, { width: this.width - 12, size: 11, bold: true });
    lines.forEach((line, i) => put(doc, line, MARGIN + 12, this.y + 18 + i * 14, { width: this.width - 12, size: 10 }));
    this.y += height + 12;
  }

  /** On every page: the document version and "Page n of m". */
  invoiceFooters(): void {
    const { content } = this;
    const generated = `${content.generatedAt.slice(0, 19).replace('T', ' ')} UTC`;
    this.footers(`Invoice ${content.invoiceNumber} · Document version ${content.version}, generated ${generated}`);
  }
}

function tableRows(content: InvoiceDocumentContent): TableRow[] {
  const charge: TableRow = {
    date: content.billDate,
    description: `${TYPE_LABELS[content.invoiceType] ?? content.invoiceType} ${content.invoiceNumber}${content.feeType ? ` (${content.feeType})` : ''}`,
    status: STATUS_LABELS[content.status] ?? content.status,
    amount: amountText(content.totalMinor, content.currency),
  };
  const payments = (content.payments ?? []).map((payment) => ({
    date: payment.receivedDate,
    description: `Payment, ${PAYMENT_TYPE_LABELS[payment.type] ?? payment.type}`,
    status: PAYMENT_STATUS_LABELS[payment.status] ?? payment.status,
    amount: amountText(-payment.amountMinor, content.currency),
  }));
  return [charge, ...payments];
}

export function invoicePdf(content: InvoiceDocumentContent): Buffer {
  const doc = createPdf({
    Title: `Invoice ${content.invoiceNumber}`,
    Author: content.supplierName,
    Subject: `Invoice ${content.invoiceNumber} for ${content.buyerName}`,
    CreationDate: new Date(content.generatedAt),
  });
  const layout = new Layout(doc, content);
  layout.heading();
  layout.details();
  layout.rows(tableRows(content));
  layout.invoiceTotals();
  layout.dispute();
  layout.invoiceFooters();
  return finishPdf(doc);
}
