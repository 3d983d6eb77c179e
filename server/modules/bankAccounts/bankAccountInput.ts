import { z } from 'zod';
import { idempotencyKeySchema } from '../payments/paymentInput';

/**
 * The shape of addBankAccount's input (sizes only). The rules (scheme fields, IBAN checksum,
 * confirmations, AutoPay) are machines/rules/bankAccountRules.ts, called by addBankAccount.ts so
 * every problem is reported at once with its field.
 */
const field = z.string().max(200);

export const addBankAccountInputSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  buyerId: z.string().nullish(),
  bankingCountry: z.string().max(2),
  holderName: field,
  accountName: field,
  bankName: field,
  accountNumber: field,
  accountNumberConfirmation: field,
  branchCode: field,
  iban: field,
  ibanConfirmation: field,
  autoPay: z.boolean(),
});
export type AddBankAccountParsed = z.infer<typeof addBankAccountInputSchema>;
