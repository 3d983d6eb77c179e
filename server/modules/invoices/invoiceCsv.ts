import type { InvoiceRecord } from './invoiceQuery';
import { userNameOf } from './invoiceMapper';

/**
 * CSV export of the filtered invoices (spec 8 "CSV export error" is the browser's message when this
 * fails). RFC 4180: CRLF lines, every field quoted when it holds a comma, quote or line break.
 * Cells starting with = + - @ (or tab / CR) get a leading apostrophe so spreadsheets do not run
 * them as formulas (CSV injection). Amounts are decimal major units in plain digits (1234.50).
 */
export const CSV_ROW_LIMIT = 10_000;

/** An exact decimal amount: written as is, never taken for a formula (a credit may be "-19.99"). */
export interface Decimal {
  decimal: string;
}
export type CsvValue = string | number | boolean | null | Decimal;

const COLUMNS: readonly [string, (row: InvoiceRecord) => CsvValue][] = [
  ['Invoice number', (r) => r.invoice_number],
  ['Type', (r) => r.invoice_type],
  ['Fee type', (r) => r.fee_type],
  ['Status', (r) => r.status],
  ['Bill date', (r) => r.bill_date],
  ['Due date', (r) => r.due_date],
  ['Currency', (r) => r.currency],
  ['Total', (r) => ({ decimal: majorUnits(r.total_minor, r.currency) })],
  ['Paid', (r) => ({ decimal: majorUnits(r.total_minor - r.remaining_minor, r.currency) })],
  ['Remaining', (r) => ({ decimal: majorUnits(r.remaining_minor, r.currency) })],
  ['PO number', (r) => r.po_number],
  ['Notes', (r) => r.notes],
  ['Supplier', (r) => r.supplier_name],
  ['Group', (r) => r.group_name],
  ['Purchaser', (r) => userNameOf(r)],
];

/** Minor units of the currency (2 for every billing currency of spec 9). */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 123450 USD -> "1234.50"; exact (string arithmetic, no float). */
export function majorUnits(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const text = Math.abs(amountMinor).toString().padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'object') return value.decimal;
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header record, CRLF-terminated. */
export function csvHeaderLine(): string {
  return `${COLUMNS.map(([title]) => csvCell(title)).join(',')}\r\n`;
}

/** The records of `rows`, each CRLF-terminated (the streaming export writes a page at a time). */
export function csvRowLines(rows: readonly InvoiceRecord[]): string {
  let text = '';
  for (const row of rows) text += `${COLUMNS.map(([, cell]) => csvCell(cell(row))).join(',')}\r\n`;
  return text;
}

export function invoicesCsv(rows: readonly InvoiceRecord[]): string {
  return csvHeaderLine() + csvRowLines(rows);
}

/** The file name of an export made on `today` (YYYY-MM-DD). */
export const csvFilename = (today: string) => `invoices-${today}.csv`;
