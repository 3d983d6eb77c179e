import { z } from 'zod';
import { idempotencyKeySchema } from '../payments/paymentInput';

/**
 * The shape of requestCreditIncrease's input (BAD_USER_INPUT when wrong). The business rules
 * (amount range and increments, dates, one pending request) are the machine's and refuse with
 * RULE_REFUSED, so they live once, in machines/rules/creditIncreaseAmount.ts.
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const REASON_MAX_LENGTH = 500;

export const requestCreditIncreaseInputSchema = z.object({
  buyerId: z.string().max(100).nullish(),
  idempotencyKey: idempotencyKeySchema,
  type: z.enum(['temporary', 'permanent']),
  amountMinor: z.number().int(),
  startDate: day.nullish(),
  endDate: day.nullish(),
  reason: z.string().trim().max(REASON_MAX_LENGTH).nullish(),
});
