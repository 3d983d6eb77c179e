import { sql, type Kysely } from 'kysely';
import { planPaymentAllocation, type AllocationPlan, type RequestedAllocation } from '../../../machines/rules/paymentAllocation';
import type { Database } from '../../db/schema';
import type { ChargeStatus, PaymentPreview } from '../../schema/generated/resolvers';
import type { BuyerAccount } from '../invoices/chargeScope';
import { OWED_CHARGE_STATUSES } from '../../../machines/rules/chargeStatus';
import type { PaymentMethodKey } from './paymentInput';

/**
 * The facts the allocation rule needs, read from the database, and the rule's answer. The preview
 * reads them plainly; makePayment reads them inside its transaction with the invoices locked
 * (`lock: true`: SELECT … FOR UPDATE, in id order so two payments never wait on each other in a
 * cycle). Both then call the same pure planPaymentAllocation.
 */
export function methodAvailable(buyer: BuyerAccount, method: PaymentMethodKey): boolean {
  return method === 'bankTransfer' || buyer.directDebitEnabled;
}

export async function planAllocation(
  db: Kysely<Database>,
  request: { buyer: BuyerAccount; method: PaymentMethodKey; allocations: readonly RequestedAllocation[]; lock: boolean },
): Promise<AllocationPlan> {
  const { buyer } = request;
  const ids = [...new Set(request.allocations.map((a) => a.invoiceId))].sort();
  let invoices: { id: string; invoice_number: string; status: string; currency: string; remaining_minor: number }[] = [];
  if (ids.length > 0) {
    const query = db
      .selectFrom('invoices')
      .select(['id', 'invoice_number', 'status', 'currency', 'remaining_minor'])
      .where('buyer_id', '=', buyer.id)
      .where('id', 'in', ids)
      .orderBy('id');
    invoices = await (request.lock ? query.forUpdate() : query).execute();
  }
  const balance = await db
    .selectFrom('invoices')
    .select(sql<number>`coalesce(sum(remaining_minor), 0)`.as('due'))
    .where('buyer_id', '=', buyer.id)
    .where('status', 'in', [...OWED_CHARGE_STATUSES])
    .executeTakeFirstOrThrow();
  return planPaymentAllocation({
    allocations: request.allocations,
    invoices: invoices.map((i) => ({ id: i.id, invoiceNumber: i.invoice_number, status: i.status, currency: i.currency, remainingMinor: i.remaining_minor })),
    currency: buyer.currency,
    methodAvailable: methodAvailable(buyer, request.method),
    creditApprovedMinor: buyer.creditApprovedMinor,
    balanceDueMinor: Number(balance.due),
  });
}

/** The GraphQL shape of a plan (money in the account's currency). */
export function toPaymentPreview(plan: AllocationPlan, currency: string, approvalRequired: boolean): PaymentPreview {
  const money = (amountMinor: number) => ({ amountMinor, currency });
  return {
    valid: plan.valid,
    approvalRequired,
    problems: plan.problems.map((p) => ({ code: p.code, invoiceId: p.invoiceId, messageId: `payments.allocation.${p.code}` })),
    lines: plan.lines.map((line) => ({
      invoiceId: line.invoiceId,
      invoiceNumber: line.invoiceNumber,
      invoiceStatus: line.invoiceStatus as ChargeStatus | null,
      remainingBefore: money(line.remainingBeforeMinor),
      amount: money(line.amountMinor),
      remainingAfter: money(line.remainingAfterMinor),
      statusAfter: line.statusAfter as ChargeStatus | null,
    })),
    total: money(plan.totalMinor),
    creditAvailableBefore: money(plan.creditAvailableBeforeMinor),
    creditAvailableAfter: money(plan.creditAvailableAfterMinor),
    balanceDueBefore: money(plan.balanceDueBeforeMinor),
    balanceDueAfter: money(plan.balanceDueAfterMinor),
  };
}
