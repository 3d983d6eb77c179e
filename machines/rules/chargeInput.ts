import { z } from 'zod';
import { INVOICE_NOTES_MAX_LENGTH, PO_NUMBER_MAX_LENGTH } from './invoiceEdit';

/**
 * A charge the seller puts on a buyer's account (spec 3 "Charge": sale, fee, credit), as the seller
 * API (server/modules/sellerApi) and the XLSX charge import receive it. One schema, so both sources
 * accept and refuse the same rows; createCharge (server/modules/charges/createCharge.ts) applies
 * the rules that need the buyer (chargeProblems below) and stores it.
 */
export const CHARGE_TYPES = ['sale', 'fee', 'credit'] as const;
/** Spec 3 fee types, stored as the spec's labels (the demo's fees are stored so). */
export const FEE_TYPES = ['Collections Fee', 'Failed Payment Fee', 'Late Fee'] as const;
export const INVOICE_NUMBER_MAX_LENGTH = 40;
export const CLIENT_REFERENCE_MAX_LENGTH = 64;
/** 10 million in major units: the largest single charge the API takes. */
export const CHARGE_MAX_MINOR = 1_000_000_000;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD').refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'Not a calendar date');
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable().transform((value) => (value ? value : null));

export const chargeInputSchema = z
  .object({
    buyerClientReferenceId: z.string().trim().min(1).max(CLIENT_REFERENCE_MAX_LENGTH),
    type: z.enum(CHARGE_TYPES),
    feeType: z.enum(FEE_TYPES).optional().nullable(),
    invoiceNumber: z.string().trim().min(1).max(INVOICE_NUMBER_MAX_LENGTH),
    amountMinor: z.number().int().positive().max(CHARGE_MAX_MINOR),
    currency: z.string().regex(/^[A-Z]{3}$/, 'An ISO 4217 code'),
    billDate: isoDate,
    dueDate: isoDate,
    poNumber: optionalText(PO_NUMBER_MAX_LENGTH),
    notes: optionalText(INVOICE_NOTES_MAX_LENGTH),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.type === 'fee' && !input.feeType) context.addIssue({ code: 'custom', path: ['feeType'], message: 'A fee needs its fee type' });
    if (input.type !== 'fee' && input.feeType) context.addIssue({ code: 'custom', path: ['feeType'], message: 'Only a fee has a fee type' });
    if (input.dueDate < input.billDate) context.addIssue({ code: 'custom', path: ['dueDate'], message: 'The due date cannot be before the bill date' });
  });

export type ChargeInput = z.infer<typeof chargeInputSchema>;

/** Why a charge cannot be put on the buyer's account; each has a message `charges.problem.<id>`. */
export type ChargeProblem = 'buyerNotFound' | 'buyerNotActive' | 'currencyMismatch' | 'duplicateInvoiceNumber';

export interface ChargeBuyerFacts {
  status: string;
  currency: string;
}

/** The rules that need the buyer (found by its client reference id in the program and mode) and its existing invoice numbers. */
export function chargeProblems(input: Pick<ChargeInput, 'currency'>, buyer: ChargeBuyerFacts | null, invoiceNumberTaken: boolean): ChargeProblem[] {
  if (!buyer) return ['buyerNotFound'];
  const problems: ChargeProblem[] = [];
  if (buyer.status !== 'active') problems.push('buyerNotActive');
  if (buyer.currency !== input.currency) problems.push('currencyMismatch');
  if (invoiceNumberTaken) problems.push('duplicateInvoiceNumber');
  return problems;
}
