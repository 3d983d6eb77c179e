import { stringify, type Options } from 'csv-stringify/sync';
import type { InvoiceRecord } from './invoiceQuery';
import { userNameOf } from './invoiceMapper';

/**
 * CSV export of the filtered invoices (spec 8 "CSV export error" is the browser's message when this
 * fails), written by csv-stringify: RFC 4180 (CRLF records; a field is quoted when it holds a comma,
 * a quote or a line break, quotes doubled) and its `escape_formulas` guard: a text cell starting with
 * = + - @ (or tab / CR, or their full-width forms) gets a leading apostrophe so spreadsheets do not
 * run it as a formula (CSV injection). Amounts are decimal major units in plain digits (1234.50),
 * exempt from the guard because they are ours, not user text (a credit is "-19.99").
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

const CSV_OPTIONS: Options = {
  record_delimiter: 'windows',
  // Quote a field holding a lone CR or LF too (the default stops doing so once record_delimiter is set).
  quote_record_delimiter: true,
  escape_formulas: true,
  cast: {
    // A Decimal is the only object cell; this field alone skips the formula guard.
    object: (value) => ({ value: (value as unknown as Decimal).decimal, escape_formulas: false }),
    // The library's default writes true as "1" and false as "".
    boolean: (value) => String(value),
  },
};

/** The records, each CRLF-terminated. */
export function csvRecords(records: readonly (readonly CsvValue[])[]): string {
  return stringify(records as CsvValue[][], CSV_OPTIONS);
}

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

/** One cell as it appears in the file (a record of one field, without its CRLF). */
export function csvCell(value: CsvValue): string {
  return csvRecords([[value]]).slice(0, -2);
}

/** The header record, CRLF-terminated. */
export function csvHeaderLine(): string {
  return csvRecords([COLUMNS.map(([title]) => title)]);
}

/** The records of `rows`, each CRLF-terminated (the streaming export writes a page at a time). */
export function csvRowLines(rows: readonly InvoiceRecord[]): string {
  return csvRecords(rows.map((row) => COLUMNS.map(([, cell]) => cell(row))));
}

export function invoicesCsv(rows: readonly InvoiceRecord[]): string {
  return csvHeaderLine() + csvRowLines(rows);
}

/** The file name of an export made on `today` (YYYY-MM-DD). */
export const csvFilename = (today: string) => `invoices-${today}.csv`;
