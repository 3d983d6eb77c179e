import { z } from 'zod';
import { CURRENCIES } from '../../../src/domain/constants';

/**
 * One charge (a sale invoice) to create for a buyer, as the XLSX import reads it (and as any other
 * creator of charges, e.g. the seller API, should): the zod schema of a charge row and its rules.
 * Pure: no database. Fields (spec 3 Charge/invoice, spec 5 lengths):
 *
 * | Field | Rule |
 * |---|---|
 * | invoiceReferenceId | required, 1-64 of `A-Z a-z 0-9 . _ - /` (the enrolment references' alphabet); the idempotent reference, unique per program |
 * | buyerClientReferenceId | required, same alphabet: the buyer's `client_reference_buyer_id` in the program |
 * | invoiceNumber | required, at most 64 characters; unique per buyer |
 * | billDate, dueDate | required calendar dates (YYYY-MM-DD); due not before bill |
 * | amountMinor | required, more than zero, at most 9e12 major units (spec 5's range), no more decimals than the currency has |
 * | currency | required, one of spec 9's currencies; must be the buyer's account currency |
 * | poNumber | optional, at most 30 characters (spec 5, server/modules/invoices README) |
 * | notes | optional, at most 64 characters |
 */
export const REFERENCE_PATTERN = /^[A-Za-z0-9._\-/]+$/;
export const REFERENCE_MAX = 64;
export const INVOICE_NUMBER_MAX = 64;
export const PO_NUMBER_MAX = 30;
export const NOTES_MAX = 64;
/** Spec 5: "a numeric range from 0 to 9e12" (an amount bound), in major units. */
export const AMOUNT_MAX_MAJOR = 9e12;

/** Why a row was refused; `uploadData.failure.<reason>` in the browser's messages. */
export type ChargeRowReason =
  | 'required' | 'tooLong' | 'invalidReference' | 'invalidDate' | 'dueBeforeBill' | 'invalidAmount' | 'unsupportedCurrency'
  | 'buyerNotFound' | 'buyerNotActive' | 'currencyMismatch' | 'duplicateInvoiceNumber' | 'referenceConflict';

export interface ChargeRowProblem {
  reason: ChargeRowReason;
  values: Record<string, string | number>;
}

const ENGLISH: Record<ChargeRowReason, (v: Record<string, string | number>) => string> = {
  required: (v) => `${v['field']} is required`,
  tooLong: (v) => `${v['field']} cannot exceed ${v['maxLength']} characters`,
  invalidReference: (v) => `${v['field']} may only hold letters, digits and . _ - /`,
  invalidDate: (v) => `${v['field']} is not a date (YYYY-MM-DD)`,
  dueBeforeBill: () => 'Due Date cannot be before Bill Date',
  invalidAmount: () => 'Amount must be a number greater than zero with at most the currency\'s decimals',
  unsupportedCurrency: (v) => `Currency ${v['currency']} is not supported`,
  buyerNotFound: (v) => `No buyer of this program has the client reference ID ${v['reference']}`,
  buyerNotActive: (v) => `The buyer ${v['reference']} is not active`,
  currencyMismatch: (v) => `The buyer is billed in ${v['buyerCurrency']}, not ${v['currency']}`,
  duplicateInvoiceNumber: (v) => `The buyer already has invoice number ${v['invoiceNumber']}`,
  referenceConflict: (v) => `Invoice Reference ID ${v['reference']} was already used for a different charge`,
};

export const englishMessage = (problem: ChargeRowProblem): string => ENGLISH[problem.reason](problem.values);

const text = (field: string, max: number) => z.string().trim().min(1, { message: `required:${field}` }).max(max, { message: `tooLong:${field}:${max}` });
const reference = (field: string) => text(field, REFERENCE_MAX).regex(REFERENCE_PATTERN, { message: `invalidReference:${field}` });
const calendarDate = (field: string) =>
  z.string().trim().min(1, { message: `required:${field}` }).refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), { message: `invalidDate:${field}` });
const optionalText = (field: string, max: number) => z.string().trim().max(max, { message: `tooLong:${field}:${max}` }).transform((s) => (s === '' ? null : s));

/** A charge row with the amount still in major units as text (its decimals depend on the currency). */
export const chargeRowSchema = z
  .object({
    invoiceReferenceId: reference('Invoice Reference ID'),
    buyerClientReferenceId: reference('Buyer Client Reference ID'),
    invoiceNumber: text('Invoice Number', INVOICE_NUMBER_MAX),
    billDate: calendarDate('Bill Date'),
    dueDate: calendarDate('Due Date'),
    amount: z.string().trim().min(1, { message: 'required:Amount' }),
    currency: z.string().trim().min(1, { message: 'required:Currency' }).transform((c) => c.toUpperCase()),
    poNumber: optionalText('PO Number', PO_NUMBER_MAX),
    notes: optionalText('Notes', NOTES_MAX),
  })
  .refine((row) => row.dueDate >= row.billDate, { message: 'dueBeforeBill', path: ['dueDate'] });

export type ChargeRowInput = z.input<typeof chargeRowSchema>;

/** A valid charge row: what creating the charge needs. */
export interface ChargeRow {
  invoiceReferenceId: string;
  buyerClientReferenceId: string;
  invoiceNumber: string;
  billDate: string;
  dueDate: string;
  amountMinor: number;
  currency: string;
  poNumber: string | null;
  notes: string | null;
}

const DIGITS: Readonly<Record<string, number>> = { AUD: 2, CAD: 2, CHF: 2, DKK: 2, EUR: 2, GBP: 2, MXN: 2, NZD: 2, PLN: 2, SEK: 2, USD: 2 };

/** "1234.5" in a 2-decimal currency -> 123450; null when not a positive amount within the bound. Exact (no float arithmetic). */
export function amountMinorOf(amount: string, currency: string): number | null {
  const digits = DIGITS[currency] ?? 2;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.replace(/,/g, ''));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > digits) return null;
  if (Number(whole) > AMOUNT_MAX_MAJOR) return null;
  const minor = Number(whole) * 10 ** digits + Number(trimmed.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

function problemOf(message: string): ChargeRowProblem {
  const [reason = 'required', field = '', max] = message.split(':');
  if (reason === 'tooLong') return { reason, values: { field, maxLength: Number(max) } };
  if (reason === 'dueBeforeBill') return { reason, values: {} };
  return { reason: reason as ChargeRowReason, values: { field } };
}

/** Checks one row on its own (no database): the valid row, or the first problem. */
export function checkChargeRow(input: ChargeRowInput): { ok: true; row: ChargeRow } | { ok: false; problem: ChargeRowProblem } {
  const parsed = chargeRowSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problem: problemOf(parsed.error.issues[0]?.message ?? 'required') };
  const { amount, currency, ...rest } = parsed.data;
  if (!(CURRENCIES as readonly string[]).includes(currency)) return { ok: false, problem: { reason: 'unsupportedCurrency', values: { currency } } };
  const amountMinor = amountMinorOf(amount, currency);
  if (amountMinor === null) return { ok: false, problem: { reason: 'invalidAmount', values: { field: 'Amount' } } };
  return { ok: true, row: { ...rest, amountMinor, currency } };
}
