import { z } from 'zod';
import { CURRENCIES } from '../../src/domain/constants';
import { CLIENT_REFERENCE_MAX, REFERENCE_PATTERN } from './enrolment';
import { INVOICE_NOTES_MAX_LENGTH, PO_NUMBER_MAX_LENGTH } from './invoiceEdit';

/**
 * A charge the seller puts on a buyer's account (spec 3 "Charge": sale, fee, credit), as the seller
 * API (server/modules/sellerApi) and the XLSX charge import (server/modules/chargeImport) receive
 * it. ONE schema: both sources map what they receive to this input, parse it here, and hand it to
 * the one writer, createCharge (server/modules/charges/createCharge.ts), which applies the rules
 * that need the buyer (`chargeProblems` below) and stores it. A rule added here holds for both.
 *
 * | Field | Rule |
 * |---|---|
 * | buyerClientReferenceId | required, at most 64 of `A-Z a-z 0-9 . _ - /` (the enrolment references' alphabet) |
 * | type | sale, fee or credit (the import: sale) |
 * | feeType | a fee's spec 3 fee type; only a fee has one |
 * | invoiceNumber | required, at most 40 characters; unique per buyer (`chargeProblems`) |
 * | amountMinor | whole minor units, more than zero, at most spec 5's 9e12 major units |
 * | currency | one of spec 9's currencies; the buyer's account currency (`chargeProblems`) |
 * | billDate, dueDate | calendar dates (YYYY-MM-DD); due not before bill |
 * | poNumber | optional, at most 30 characters |
 * | notes | optional, at most 64 characters |
 */
export const CHARGE_TYPES = ['sale', 'fee', 'credit'] as const;
/** Spec 3 fee types, stored as the spec's labels (the demo's fees are stored so). */
export const FEE_TYPES = ['Collections Fee', 'Failed Payment Fee', 'Late Fee'] as const;
export const INVOICE_NUMBER_MAX_LENGTH = 40;
export const CLIENT_REFERENCE_MAX_LENGTH = CLIENT_REFERENCE_MAX;
/** Spec 5 "a numeric range from 0 to 9e12" (an amount bound, in major units), in minor units (2 decimals). */
export const CHARGE_MAX_MINOR = 9e12 * 100;

/**
 * The named rules of a charge that are not a field's type or length, carried on their zod issue
 * (`params.rule`) so every source can say which rule failed in its own words (the import's
 * row messages, the API's `reason`).
 */
export type ChargeInputRule = 'dueBeforeBill' | 'feeTypeMissing' | 'feeTypeNotAllowed';

const rule = (name: ChargeInputRule) => ({ params: { rule: name } });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD').refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'Not a calendar date');
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable().transform((value) => (value ? value : null));

export const chargeInputSchema = z
  .object({
    buyerClientReferenceId: z.string().trim().min(1).max(CLIENT_REFERENCE_MAX_LENGTH).regex(REFERENCE_PATTERN, 'Only letters, digits and . _ - /'),
    type: z.enum(CHARGE_TYPES),
    feeType: z.enum(FEE_TYPES).optional().nullable(),
    invoiceNumber: z.string().trim().min(1).max(INVOICE_NUMBER_MAX_LENGTH),
    amountMinor: z.number().int().positive().max(CHARGE_MAX_MINOR),
    currency: z.enum(CURRENCIES, 'A currency the portal supports (ISO 4217)'),
    billDate: isoDate,
    dueDate: isoDate,
    poNumber: optionalText(PO_NUMBER_MAX_LENGTH),
    notes: optionalText(INVOICE_NOTES_MAX_LENGTH),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.type === 'fee' && !input.feeType) context.addIssue({ code: 'custom', path: ['feeType'], message: 'A fee needs its fee type', ...rule('feeTypeMissing') });
    if (input.type !== 'fee' && input.feeType) context.addIssue({ code: 'custom', path: ['feeType'], message: 'Only a fee has a fee type', ...rule('feeTypeNotAllowed') });
    if (input.dueDate < input.billDate) context.addIssue({ code: 'custom', path: ['dueDate'], message: 'The due date cannot be before the bill date', ...rule('dueBeforeBill') });
  });

export type ChargeInput = z.infer<typeof chargeInputSchema>;

/**
 * The XLSX import's Invoice Reference ID (its idempotency key: unique per program, the same row
 * sent again creates nothing): required, at most 64 of the references' alphabet.
 */
export const invoiceReferenceIdSchema = z.string().trim().min(1).max(CLIENT_REFERENCE_MAX).regex(REFERENCE_PATTERN, 'Only letters, digits and . _ - /');

/** Why a charge cannot be put on the buyer's account; each has a message `charges.problem.<id>`. */
export type ChargeProblem = 'buyerNotFound' | 'buyerNotActive' | 'currencyMismatch' | 'duplicateInvoiceNumber';

export interface ChargeBuyerFacts {
  status: string;
  currency: string;
}

/** The rules that need the buyer (found by its client reference id in the program and mode) and its existing invoice numbers. */
export function chargeProblems(input: { currency: string }, buyer: ChargeBuyerFacts | null, invoiceNumberTaken: boolean): ChargeProblem[] {
  if (!buyer) return ['buyerNotFound'];
  const problems: ChargeProblem[] = [];
  if (buyer.status !== 'active') problems.push('buyerNotActive');
  if (buyer.currency !== input.currency) problems.push('currencyMismatch');
  if (invoiceNumberTaken) problems.push('duplicateInvoiceNumber');
  return problems;
}
