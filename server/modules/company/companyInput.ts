import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../../../machines/rules/primaryEmailChange';
import { idempotencyKeySchema } from '../payments/paymentInput';

/**
 * The shapes of the inputs (BAD_USER_INPUT when wrong). The rules themselves (lengths, required
 * fields, a valid and free address) are machines/rules/companyInfo.ts (COMPANY_INFO_INVALID, per
 * field) and the primaryEmailChange machine (RULE_REFUSED), so they live once.
 */
const text = z.string().max(1_000);

export const updateCompanyProfileInputSchema = z.object({
  buyerId: z.string().max(100).nullish(),
  tradingName: text.nullish(),
  line1: text,
  line2: text.nullish(),
  city: text,
  state: text.nullish(),
  zip: text,
});

export const requestPrimaryEmailChangeInputSchema = z.object({
  buyerId: z.string().max(100).nullish(),
  idempotencyKey: idempotencyKeySchema,
  // Generous: an address over 254 characters is the machine's refusal (emailInvalid), in the rule's words.
  newEmail: z.string().max(EMAIL_MAX_LENGTH * 4),
});
