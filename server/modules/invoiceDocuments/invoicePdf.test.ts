import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocumentContent, InvoiceDocumentPayment } from './documentContent';
import { amountText, invoicePdf } from './invoicePdf';
import { readPdf, type Fragment } from './pdfReader';

const content: InvoiceDocumentContent = {
  version: 3,
  generatedAt: '2026-03-01T10:15:30.000Z',
  invoiceNumber: 'INV-2026-00042',
  invoiceType: 'fee',
  feeType: 'Late Fee',
  status: 'pastDue',
  consolidated: false,
  billDate: '2026-02-01',
  dueDate: '2026-03-01',
  currency: 'EUR',
  totalMinor: 123_456_789,
  remainingMinor: 2_345_678,
  poNumber: 'PO-(7)\\x',
  notes: 'Ask for Zoë at the Łódź office',
  supplierName: 'Acme Supplies GmbH',
  buyerName: 'Müller & Søn',
  dispute: { status: 'underReview', reason: 'incorrect_price', raisedAt: '2026-02-10T08:00:00.000Z' },
  payments: [
    { receivedDate: '2026-02-05', type: 'bankTransfer', status: 'applied', amountMinor: 100_000 },
    { receivedDate: '2026-02-06', type: 'directDebit', status: 'failed', amountMinor: 5 },
  ],
};

const payments = (count: number): InvoiceDocumentPayment[] =>
  Array.from({ length: count }, (_, i) => ({ receivedDate: `2026-02-${String((i % 28) + 1).padStart(2, '0')}`, type: 'bankTransfer', status: 'applied', amountMinor: 10_000 + i }));

const TABLE_HEADER = 'Date Description Status Amount';
const rightEdge = (f: Fragment) => f.x + f.width;

describe('invoicePdf (pdfkit, DejaVu Sans embedded)', () => {
  it('shows the invoice: number, buyer with accents, dates, PO number, notes, the table, totals, dispute and version', () => {
    const pdf = readPdf(invoicePdf(content));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.title).toBe('Invoice INV-2026-00042');
    expect(pdf.texts).toEqual(
      expect.arrayContaining([
        'Acme Supplies GmbH',
        'INVOICE',
        'Invoice INV-2026-00042',
        'Past Due',
        'Bill date 2026-02-01',
        'Due date 2026-03-01',
        'Type Fee (Late Fee)',
        'PO number PO-(7)\\x',
        'Ask for Zoë at the Łódź office',
        TABLE_HEADER,
        '2026-02-01 Fee INV-2026-00042 (Late Fee) Past Due 1,234,567.89 EUR',
        '2026-02-05 Payment, bank transfer Applied -1,000.00 EUR',
        '2026-02-06 Payment, direct debit Failed -0.05 EUR',
        'Total 1,234,567.89 EUR',
        'Remaining due 23,456.78 EUR',
        'Disputed: Under review',
        'Reason: Incorrect Price or Discount',
        'Raised: 2026-02-10',
        'Invoice INV-2026-00042 · Document version 3, generated 2026-03-01 10:15:30 UTC Page 1 of 1',
      ]),
    );
    // The buyer's name comes back exactly, accents and all (no "?" from a WinAnsi-only font).
    expect(pdf.fragments[0]!.map((f) => f.text)).toContain('Müller & Søn');
  });

  it('keeps names in any script DejaVu covers', () => {
    const buyerName = 'Ærø Ωmega Жук Čížek Ğüneş';
    const pdf = readPdf(invoicePdf({ ...content, buyerName }));
    expect(pdf.fragments[0]!.map((f) => f.text)).toContain(buyerName);
    expect(pdf.texts.join('\n')).not.toContain('\uFFFD');
  });

  it('right-aligns every amount in the Amount column, and the totals with it', () => {
    const pdf = readPdf(invoicePdf(content));
    const amounts = pdf.fragments[0]!.filter((f) => / EUR$/.test(f.text));
    expect(amounts.map((f) => f.text)).toEqual(['1,234,567.89 EUR', '-1,000.00 EUR', '-0.05 EUR', '1,234,567.89 EUR', '23,456.78 EUR']);
    const header = pdf.fragments[0]!.find((f) => f.text === 'Amount')!;
    for (const amount of amounts) expect(rightEdge(amount)).toBeCloseTo(rightEdge(header), 1);
    // Different widths, one right edge: the left edges differ.
    expect(new Set(amounts.map((f) => f.x.toFixed(1))).size).toBeGreaterThan(1);
  });

  it('breaks a long invoice over several pages, repeating the table header, with every line once and "Page n of m"', () => {
    const long = { ...content, payments: payments(120) };
    const pdf = readPdf(invoicePdf(long));
    expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
    expect(pdf.pages).toHaveLength(pdf.pageCount);
    pdf.pages.forEach((lines, index) => {
      expect(lines.filter((line) => line === TABLE_HEADER)).toHaveLength(1);
      expect(lines.at(-1)).toMatch(new RegExp(`Page ${index + 1} of ${pdf.pageCount}$`));
    });
    const paymentLines = pdf.texts.filter((line) => line.includes('Payment, bank transfer'));
    expect(paymentLines).toEqual(long.payments.map((p) => `${p.receivedDate} Payment, bank transfer Applied ${amountText(-p.amountMinor, 'EUR')}`));
    // The totals and the dispute come after the last line, on the last page.
    expect(pdf.pages.at(-1)).toEqual(expect.arrayContaining(['Remaining due 23,456.78 EUR', 'Disputed: Under review']));
  });

  it('is deterministic: the same content gives the same bytes, its CreationDate is the generation time', () => {
    const first = invoicePdf(content);
    expect(invoicePdf(content).equals(first)).toBe(true);
    expect(readPdf(first).creationDate).toBe('D:20260301101530Z');
    const later = invoicePdf({ ...content, generatedAt: '2026-03-02T00:00:00.000Z' });
    expect(later.equals(first)).toBe(false);
    expect(readPdf(later).creationDate).toBe('D:20260302000000Z');
  });

  it('renders a version stored before the table had payments, and one without notes, PO number or dispute', () => {
    const { payments: _omitted, ...older } = content;
    const pdf = readPdf(invoicePdf({ ...older, notes: null, poNumber: null, dispute: null }));
    expect(pdf.texts).toEqual(expect.arrayContaining(['PO number —', '—', TABLE_HEADER, 'Total 1,234,567.89 EUR']));
    expect(pdf.texts.some((line) => line.includes('Payment,') || line.startsWith('Disputed'))).toBe(false);
  });

  it('the structure check notices a file whose offsets are wrong', () => {
    const pdf = invoicePdf(content);
    const shifted = Buffer.concat([pdf.subarray(0, 9), Buffer.from('\n'), pdf.subarray(9)]);
    expect(() => readPdf(shifted)).toThrow(/xref|startxref|object/);
  });

  it.each<[number, string, string]>([
    [123_456, 'USD', '1,234.56 USD'],
    [-5, 'EUR', '-0.05 EUR'],
    [100_000_000, 'GBP', '1,000,000.00 GBP'],
    [1_500, 'JPY', '1,500 JPY'],
  ])('amountText(%d, %s) = %s', (minor, currency, text) => expect(amountText(minor, currency)).toBe(text));
});

/** poppler's pdftotext, when the machine has it: a second, independent reader of the same file. */
const pdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!pdftotext)('invoicePdf read by poppler (skipped: pdftotext from poppler-utils is not installed)', () => {
  it('pdftotext finds the accented buyer and every page of a long invoice', () => {
    const folder = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
    try {
      const file = join(folder, 'invoice.pdf');
      writeFileSync(file, invoicePdf({ ...content, payments: payments(120) }));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Müller & Søn');
      const pages = text.split('\f').filter((page) => page.trim() !== '');
      expect(pages.length).toBe(readPdf(invoicePdf({ ...content, payments: payments(120) })).pageCount);
      for (const page of pages) expect(page).toMatch(/Date\s+Description\s+Status\s+Amount/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
