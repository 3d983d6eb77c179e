import { createHash } from 'node:crypto';
import { z } from 'zod';
import { MAX_PAYMENT_ALLOCATIONS } from '../../../machines/rules/paymentAllocation';
import { idSchema } from '../../graphql/parseInput';

/**
 * zod schemas of the payment inputs. Shapes only (ids, whole numbers, sizes); the payment rules
 * themselves (amount > 0, within the remaining, payable status, currency) are the allocation
 * rule's (machines/rules/paymentAllocation.ts), so a preview can show every problem at once.
 */
export const PAYMENT_METHODS = ['bankTransfer', 'directDebit'] as const;
export type PaymentMethodKey = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['active', 'applied', 'failed', 'pending', 'refunded', 'transferred', 'writeOff'] as const;

const allocationSchema = z.object({
  invoiceId: idSchema,
  amountMinor: z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
});

const allocationsSchema = z.array(allocationSchema).max(MAX_PAYMENT_ALLOCATIONS * 2);

export const paymentPreviewInputSchema = z.object({
  buyerId: z.string().nullish(),
  method: z.enum(PAYMENT_METHODS),
  allocations: allocationsSchema,
});

/** A client-generated key: 8-100 characters of letters, digits and - _ . : (a UUID fits). */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9._:-]{8,100}$/, 'Use 8-100 letters, digits, - _ . or :');

/** The OrderApproval code of the payment (server/modules/payments/paymentApproval.ts); its form is checked when it is used. */
const approvalSchema = z.object({ challengeId: idSchema, code: z.string().max(20) });

export const makePaymentInputSchema = paymentPreviewInputSchema.extend({ idempotencyKey: idempotencyKeySchema, approval: approvalSchema.nullish() });
export type MakePaymentInputParsed = z.infer<typeof makePaymentInputSchema>;

/** modifyPayment: shapes only; the rules are the payment machine's (machines/rules/paymentModification.ts). */
export const modifyPaymentInputSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  paymentId: idSchema,
  allocations: allocationsSchema,
});
export type ModifyPaymentInputParsed = z.infer<typeof modifyPaymentInputSchema>;

export const paymentFilterSchema = z
  .object({
    statuses: z.array(z.enum(PAYMENT_STATUSES)).max(PAYMENT_STATUSES.length).nullish(),
    methods: z.array(z.enum(PAYMENT_METHODS)).max(PAYMENT_METHODS.length).nullish(),
  })
  .nullish();
export type PaymentFilterParsed = NonNullable<z.infer<typeof paymentFilterSchema>>;

/**
 * What makes two makePayment calls "the same payment": the account, the method and the allocations
 * (as a set: order does not matter). sha256 hex of a canonical JSON of those.
 */
export function paymentFingerprint(buyerId: string, method: string, allocations: readonly { invoiceId: string; amountMinor: number }[]): string {
  const lines = allocations.map((a) => [a.invoiceId.toLowerCase(), a.amountMinor] as const).sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x - y));
  return createHash('sha256').update(JSON.stringify({ v: 1, buyerId: buyerId.toLowerCase(), method, lines })).digest('hex');
}

/** What makes two modifyPayment calls "the same modification": the account, the payment and the allocations as a set. */
export function modificationFingerprint(buyerId: string, paymentId: string, allocations: readonly { invoiceId: string; amountMinor: number }[]): string {
  const lines = allocations.map((a) => [a.invoiceId.toLowerCase(), a.amountMinor] as const).sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x - y));
  return createHash('sha256').update(JSON.stringify({ v: 1, kind: 'modify', buyerId: buyerId.toLowerCase(), paymentId: paymentId.toLowerCase(), lines })).digest('hex');
}
