import type { z } from 'zod';
import { chargeInputSchema, invoiceReferenceIdSchema, type ChargeInput, type ChargeInputRule } from '../../../machines/rules/chargeInput';

/**
 * One row of the XLSX charge import, mapped to the seller API's charge input and checked with the
 * same schema (`chargeInputSchema`, machines/rules/chargeInput.ts): the import has no charge rules
 * of its own. What is the import's: reading the cells (the amount in major units as text, the
 * currency in any case, a sale: the template has no type column), the Invoice Reference ID (its
 * idempotency key, `invoiceReferenceIdSchema`), and wording a refused rule as a translated row
 * message naming the column (`uploadData.failure.<reason>`). Pure: no database.
 */
export interface ChargeRowInput {
  invoiceReferenceId: string;
  buyerClientReferenceId: string;
  invoiceNumber: string;
  billDate: string;
  dueDate: string;
  amount: string;
  currency: string;
  poNumber: string;
  notes: string;
}

/** Why a row was refused; `uploadData.failure.<reason>` in the browser's messages (`invalid`: a rule without words of its own). */
export type ChargeRowReason =
  | 'required' | 'tooLong' | 'invalidReference' | 'invalidDate' | 'dueBeforeBill' | 'invalidAmount' | 'unsupportedCurrency' | 'invalid'
  | 'buyerNotFound' | 'buyerNotActive' | 'currencyMismatch' | 'duplicateInvoiceNumber' | 'referenceConflict';

export interface ChargeRowProblem {
  reason: ChargeRowReason;
  values: Record<string, string | number>;
}

/** A valid row: its Invoice Reference ID and the charge input, as parsed by chargeInputSchema. */
export interface ChargeRow {
  invoiceReferenceId: string;
  input: ChargeInput;
}

const ENGLISH: Record<ChargeRowReason, (v: Record<string, string | number>) => string> = {
  required: (v) => `${v['field']} is required`,
  tooLong: (v) => `${v['field']} cannot exceed ${v['maxLength']} characters`,
  invalidReference: (v) => `${v['field']} may only hold letters, digits and . _ - /`,
  invalidDate: (v) => `${v['field']} is not a date (YYYY-MM-DD)`,
  dueBeforeBill: () => 'Due Date cannot be before Bill Date',
  invalidAmount: () => 'Amount must be a number greater than zero with at most the currency\'s decimals',
  unsupportedCurrency: (v) => `Currency ${v['currency']} is not supported`,
  invalid: (v) => `${v['field']} does not meet the charge rules`,
  buyerNotFound: (v) => `No buyer of this program has the client reference ID ${v['reference']}`,
  buyerNotActive: (v) => `The buyer ${v['reference']} is not active`,
  currencyMismatch: (v) => `The buyer is billed in ${v['buyerCurrency']}, not ${v['currency']}`,
  duplicateInvoiceNumber: (v) => `The buyer already has invoice number ${v['invoiceNumber']}`,
  referenceConflict: (v) => `Invoice Reference ID ${v['reference']} was already used for a different charge`,
};

export const englishMessage = (problem: ChargeRowProblem): string => ENGLISH[problem.reason](problem.values);

/** The template's column of each cell (CHARGE_IMPORT_COLUMNS): row messages name it. */
const COLUMN: Record<keyof ChargeRowInput, string> = {
  invoiceReferenceId: 'Invoice Reference ID', buyerClientReferenceId: 'Buyer Client Reference ID', invoiceNumber: 'Invoice Number', billDate: 'Bill Date',
  dueDate: 'Due Date', amount: 'Amount', currency: 'Currency', poNumber: 'PO Number', notes: 'Notes',
};
/** The cell each charge input field is read from (type and fee type: none, the import creates sales). */
const CELL_OF: Partial<Record<keyof ChargeInput, keyof ChargeRowInput>> = {
  buyerClientReferenceId: 'buyerClientReferenceId', invoiceNumber: 'invoiceNumber', amountMinor: 'amount', currency: 'currency',
  billDate: 'billDate', dueDate: 'dueDate', poNumber: 'poNumber', notes: 'notes',
};

const DIGITS: Readonly<Record<string, number>> = { AUD: 2, CAD: 2, CHF: 2, DKK: 2, EUR: 2, GBP: 2, MXN: 2, NZD: 2, PLN: 2, SEK: 2, USD: 2 };

/**
 * "1,234.5" in a 2-decimal currency -> 123450: the sheet's major units as the input's minor units,
 * exactly (no float arithmetic). null when it is no plain decimal with at most the currency's
 * decimals; whether the amount is allowed (more than zero, the bound) is the schema's rule.
 */
export function amountMinorOf(amount: string, currency: string): number | null {
  const digits = DIGITS[currency] ?? 2;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(trimmed.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The row's cells as the seller API's charge input (unparsed: the schema decides). */
export function chargeInputOfRow(cells: ChargeRowInput): Record<string, unknown> {
  const currency = cells.currency.trim().toUpperCase();
  return {
    buyerClientReferenceId: cells.buyerClientReferenceId,
    type: 'sale',
    invoiceNumber: cells.invoiceNumber,
    // Not a number the schema can take: it refuses the amount (NaN is no number to zod).
    amountMinor: cells.amount.trim() === '' ? undefined : (amountMinorOf(cells.amount, currency) ?? Number.NaN),
    currency,
    billDate: cells.billDate.trim(),
    dueDate: cells.dueDate.trim(),
    poNumber: cells.poNumber,
    notes: cells.notes,
  };
}

/** A refused rule of the schema as the row's problem, naming the column. */
function problemOf(issue: z.core.$ZodIssue, cells: ChargeRowInput, cellOf: (field: string) => keyof ChargeRowInput | undefined): ChargeRowProblem {
  const cell = cellOf(String(issue.path[0] ?? ''));
  const field = cell ? COLUMN[cell] : String(issue.path[0] ?? '');
  const rule = issue.code === 'custom' ? (issue.params as { rule?: ChargeInputRule } | undefined)?.rule : undefined;
  if (rule === 'dueBeforeBill') return { reason: 'dueBeforeBill', values: {} };
  if (cell && cells[cell].trim() === '') return { reason: 'required', values: { field } };
  if (cell === 'amount') return { reason: 'invalidAmount', values: { field } };
  if (cell === 'currency') return { reason: 'unsupportedCurrency', values: { currency: cells.currency.trim().toUpperCase() } };
  if (issue.code === 'too_big' && issue.origin === 'string') return { reason: 'tooLong', values: { field, maxLength: Number(issue.maximum) } };
  if (cell === 'billDate' || cell === 'dueDate') return { reason: 'invalidDate', values: { field } };
  if (issue.code === 'invalid_format' && issue.format === 'regex') return { reason: 'invalidReference', values: { field } };
  return { reason: 'invalid', values: { field } };
}

/** Checks one row on its own (no database): the reference and the charge input, or the first problem. */
export function checkChargeRow(cells: ChargeRowInput): { ok: true; row: ChargeRow } | { ok: false; problem: ChargeRowProblem } {
  const reference = invoiceReferenceIdSchema.safeParse(cells.invoiceReferenceId);
  if (!reference.success) return { ok: false, problem: problemOf(reference.error.issues[0]!, cells, () => 'invoiceReferenceId') };
  const input = chargeInputSchema.safeParse(chargeInputOfRow(cells));
  if (!input.success) return { ok: false, problem: problemOf(input.error.issues[0]!, cells, (field) => CELL_OF[field as keyof ChargeInput]) };
  return { ok: true, row: { invoiceReferenceId: reference.data, input: input.data } };
}
