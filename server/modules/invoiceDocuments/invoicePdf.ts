import PDFDocument from 'pdfkit';
import { DISPUTE_REASONS } from '../../../machines/rules/disputeEligibility';
import { majorUnits } from '../invoices/invoiceCsv';
import type { InvoiceDocumentContent } from './documentContent';
import { pdfFonts } from './pdfFonts';

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

/** 123456 USD minor units -> "1,234.56 USD" (exact; the currency's own minor digits). */
export function amountText(minor: number, currency: string): string {
  const [whole = '', fraction] = majorUnits(minor, currency).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${grouped}${fraction === undefined ? '' : `.${fraction}`} ${currency}`;
}

const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';
const INK = '#1a1a1a';
const MUTED = '#5f5f5f';
const RULE = '#c4c4c4';
const HEADER_FILL = '#eeeeee';
const MARGIN = 50;
/** Kept free at the bottom of every page for the footer. */
const FOOTER_SPACE = 30;
const CELL_PADDING = 5;

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right';

interface Column {
  title: string;
  width: number;
  align: Align;
}

interface TableRow {
  date: string;
  description: string;
  status: string;
  amount: string;
}

/** Writes `text` at (x, y) in a box `width` wide; answers its height. Never breaks the page itself. */
function put(doc: Doc, text: string, x: number, y: number, style: { width: number; size?: number; bold?: boolean; color?: string; align?: Align }): number {
  doc.font(style.bold ? BOLD : REGULAR).fontSize(style.size ?? 10).fillColor(style.color ?? INK);
  const options = { width: style.width, align: style.align ?? 'left' };
  doc.text(text, x, y, options);
  return doc.heightOfString(text, options);
}

function rule(doc: Doc, y: number, color = RULE): void {
  doc.moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y).lineWidth(0.7).strokeColor(color).stroke();
}

/** Lays the pages out top to bottom, starting a new page (with its running head) when a block does not fit. */
class Layout {
  y = MARGIN;
  readonly width: number;
  private readonly columns: Column[];

  constructor(
    private readonly doc: Doc,
    private readonly content: InvoiceDocumentContent,
  ) {
    this.width = doc.page.width - 2 * MARGIN;
    this.columns = [
      { title: 'Date', width: 78, align: 'left' },
      { title: 'Description', width: this.width - 78 - 96 - 118, align: 'left' },
      { title: 'Status', width: 96, align: 'left' },
      { title: 'Amount', width: 118, align: 'right' },
    ];
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_SPACE;
  }

  /** Starts a new page when `height` more points do not fit; answers whether it did. */
  ensureRoom(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage();
    this.y = MARGIN;
    put(this.doc, `${this.content.supplierName} · Invoice ${this.content.invoiceNumber} (continued)`, MARGIN, this.y, { width: this.width, size: 9, color: MUTED });
    this.y += 22;
    return true;
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

  private tableHeader(): void {
    const { doc } = this;
    const height = 18;
    doc.rect(MARGIN, this.y, this.width, height).fill(HEADER_FILL);
    let x = MARGIN;
    for (const column of this.columns) {
      put(doc, column.title, x + CELL_PADDING, this.y + 5, { width: column.width - 2 * CELL_PADDING, size: 9, bold: true, align: column.align });
      x += column.width;
    }
    this.y += height;
    rule(doc, this.y);
  }

  table(rows: readonly TableRow[]): void {
    const { doc } = this;
    const cellWidth = (column: Column) => column.width - 2 * CELL_PADDING;
    this.ensureRoom(18 + 22);
    this.tableHeader();
    for (const row of rows) {
      const cells = [row.date, row.description, row.status, row.amount];
      doc.font(REGULAR).fontSize(10);
      const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: cellWidth(this.columns[i]!) }))) + 2 * CELL_PADDING;
      if (this.ensureRoom(height)) this.tableHeader();
      let x = MARGIN;
      cells.forEach((text, i) => {
        const column = this.columns[i]!;
        put(doc, text, x + CELL_PADDING, this.y + CELL_PADDING, { width: cellWidth(column), size: 10, align: column.align });
        x += column.width;
      });
      this.y += height;
      rule(doc, this.y);
    }
    this.y += 8;
  }

  /** Total and remaining due under the amount column, kept together on one page. */
  totals(): void {
    const { doc, content } = this;
    const amountColumn = this.columns.at(-1)!;
    const amountX = MARGIN + this.width - amountColumn.width;
    const labelWidth = 160;
    const lines: [string, string, boolean][] = [
      ['Total', amountText(content.totalMinor, content.currency), false],
      ['Remaining due', amountText(content.remainingMinor, content.currency), true],
    ];
    this.ensureRoom(lines.length * 18 + 10);
    for (const [label, value, bold] of lines) {
      put(doc, label, amountX - labelWidth, this.y, { width: labelWidth, size: 10, bold, align: 'right' });
      put(doc, value, amountX + CELL_PADDING, this.y, { width: amountColumn.width - 2 * CELL_PADDING, size: 10, bold, align: 'right' });
      this.y += 18;
    }
    this.y += 12;
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

  /** On every page: the document version and "Page n of m" (written last, when m is known). */
  footers(): void {
    const { doc, content } = this;
    const range = doc.bufferedPageRange();
    const generated = `${content.generatedAt.slice(0, 19).replace('T', ' ')} UTC`;
    for (let index = 0; index < range.count; index++) {
      doc.switchToPage(range.start + index);
      const y = doc.page.height - MARGIN - 12;
      rule(doc, y - 6);
      put(doc, `Invoice ${content.invoiceNumber} · Document version ${content.version}, generated ${generated}`, MARGIN, y, { width: this.width - 80, size: 8, color: MUTED });
      put(doc, `Page ${index + 1} of ${range.count}`, MARGIN, y, { width: this.width, size: 8, color: MUTED, align: 'right' });
    }
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

/**
 * pdfkit writes the whole file synchronously while `end()` runs (zlib's deflateSync, fontkit's
 * subsetting); with no reader attached the bytes wait in the stream's buffer, which `read()` hands
 * over at once. The %%EOF check guards that assumption.
 */
function finish(doc: Doc): Buffer {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  const pdf = Buffer.concat(chunks);
  if (!pdf.subarray(-8).toString('latin1').includes('%%EOF')) throw new Error('pdfkit did not finish the document synchronously');
  return pdf;
}

export function invoicePdf(content: InvoiceDocumentContent): Buffer {
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `Invoice ${content.invoiceNumber}`,
      Author: content.supplierName,
      Subject: `Invoice ${content.invoiceNumber} for ${content.buyerName}`,
      Creator: 'Buyer portal',
      Producer: 'Buyer portal (PDFKit)',
      CreationDate: new Date(content.generatedAt),
    },
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  const layout = new Layout(doc, content);
  layout.heading();
  layout.details();
  layout.table(tableRows(content));
  layout.totals();
  layout.dispute();
  layout.footers();
  return finish(doc);
}
