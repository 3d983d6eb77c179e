import PDFDocument from 'pdfkit';
import { majorUnits } from '../invoices/invoiceCsv';
import { pdfFonts } from './pdfFonts';

/**
 * The portal's PDF layout helpers (pdfkit, DejaVu Sans from pdfFonts.ts), shared by the invoice
 * PDF (invoicePdf.ts) and the statement PDF (server/modules/reports/statementPdf.ts): an A4
 * document with the fonts registered, text in a box, rules, a page flow that starts a new page with
 * a running head when a block does not fit, a table whose header repeats on each page, footers with
 * "Page n of m", and the synchronous finish.
 */
export const REGULAR = 'DejaVuSans';
export const BOLD = 'DejaVuSans-Bold';
export const INK = '#1a1a1a';
export const MUTED = '#5f5f5f';
const RULE = '#c4c4c4';
const HEADER_FILL = '#eeeeee';
export const MARGIN = 50;
/** Kept free at the bottom of every page for the footer. */
const FOOTER_SPACE = 30;
export const CELL_PADDING = 5;

export type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right';

export interface Column {
  title: string;
  width: number;
  align: Align;
}

/** 123456 USD minor units -> "1,234.56 USD" (exact; the currency's own minor digits). */
export function amountText(minor: number, currency: string): string {
  const [whole = '', fraction] = majorUnits(minor, currency).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${grouped}${fraction === undefined ? '' : `.${fraction}`} ${currency}`;
}

/** Writes `text` at (x, y) in a box `width` wide; answers its height. Never breaks the page itself. */
export function put(doc: Doc, text: string, x: number, y: number, style: { width: number; size?: number; bold?: boolean; color?: string; align?: Align }): number {
  doc.font(style.bold ? BOLD : REGULAR).fontSize(style.size ?? 10).fillColor(style.color ?? INK);
  const options = { width: style.width, align: style.align ?? 'left' };
  doc.text(text, x, y, options);
  return doc.heightOfString(text, options);
}

export function rule(doc: Doc, y: number, color = RULE): void {
  doc.moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y).lineWidth(0.7).strokeColor(color).stroke();
}

/** An A4 document (English) with DejaVu Sans registered and pages buffered for the footers. */
export function createPdf(info: { Title: string; Author: string; Subject: string; CreationDate: Date }): Doc {
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: { Title: info.Title, Author: info.Author, Subject: info.Subject, Creator: 'Buyer portal', Producer: 'Buyer portal (PDFKit)', CreationDate: info.CreationDate },
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  return doc;
}

/** Lays the pages out top to bottom, starting a new page (with its running head) when a block does not fit. */
export class PageFlow {
  y = MARGIN;
  readonly width: number;

  constructor(
    protected readonly doc: Doc,
    private readonly runningHead: string,
  ) {
    this.width = doc.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_SPACE;
  }

  /** Starts a new page when `height` more points do not fit; answers whether it did. */
  ensureRoom(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage();
    this.y = MARGIN;
    put(this.doc, `${this.runningHead} (continued)`, MARGIN, this.y, { width: this.width, size: 9, color: MUTED });
    this.y += 22;
    return true;
  }

  private tableHeader(columns: readonly Column[]): void {
    const { doc } = this;
    const height = 18;
    doc.rect(MARGIN, this.y, this.width, height).fill(HEADER_FILL);
    let x = MARGIN;
    for (const column of columns) {
      put(doc, column.title, x + CELL_PADDING, this.y + 5, { width: column.width - 2 * CELL_PADDING, size: 9, bold: true, align: column.align });
      x += column.width;
    }
    this.y += height;
    rule(doc, this.y);
  }

  /** A table; a row that does not fit starts a new page, where the header is repeated. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): void {
    const { doc } = this;
    const cellWidth = (column: Column) => column.width - 2 * CELL_PADDING;
    this.ensureRoom(18 + 22);
    this.tableHeader(columns);
    for (const cells of rows) {
      doc.font(REGULAR).fontSize(10);
      const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: cellWidth(columns[i]!) }))) + 2 * CELL_PADDING;
      if (this.ensureRoom(height)) this.tableHeader(columns);
      let x = MARGIN;
      cells.forEach((text, i) => {
        const column = columns[i]!;
        put(doc, text, x + CELL_PADDING, this.y + CELL_PADDING, { width: cellWidth(column), size: 10, align: column.align });
        x += column.width;
      });
      this.y += height;
      rule(doc, this.y);
    }
    this.y += 8;
  }

  /** Label/amount lines right-aligned under `amountColumn` (the table's last), kept together on one page. */
  totals(amountColumn: Column, lines: readonly (readonly [label: string, value: string, bold: boolean])[]): void {
    const { doc } = this;
    const amountX = MARGIN + this.width - amountColumn.width;
    const labelWidth = 160;
    this.ensureRoom(lines.length * 18 + 10);
    for (const [label, value, bold] of lines) {
      put(doc, label, amountX - labelWidth, this.y, { width: labelWidth, size: 10, bold, align: 'right' });
      put(doc, value, amountX + CELL_PADDING, this.y, { width: amountColumn.width - 2 * CELL_PADDING, size: 10, bold, align: 'right' });
      this.y += 18;
    }
    this.y += 12;
  }

  /** On every page: `left` and "Page n of m" (written last, when m is known). */
  footers(left: string): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let index = 0; index < range.count; index++) {
      doc.switchToPage(range.start + index);
      const y = doc.page.height - MARGIN - 12;
      rule(doc, y - 6);
      put(doc, left, MARGIN, y, { width: this.width - 80, size: 8, color: MUTED });
      put(doc, `Page ${index + 1} of ${range.count}`, MARGIN, y, { width: this.width, size: 8, color: MUTED, align: 'right' });
    }
  }
}

/**
 * pdfkit writes the whole file synchronously while `end()` runs (zlib's deflateSync, fontkit's
 * subsetting); with no reader attached the bytes wait in the stream's buffer, which `read()` hands
 * over at once. The %%EOF check guards that assumption.
 */
export function finishPdf(doc: Doc): Buffer {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  const pdf = Buffer.concat(chunks);
  if (!pdf.subarray(-8).toString('latin1').includes('%%EOF')) throw new Error('pdfkit did not finish the document synchronously');
  return pdf;
}
