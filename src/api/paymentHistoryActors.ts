import { fromPromise } from 'xstate';
import type { PaymentLoaders, PaymentSummary } from '../../machines/app/makePayment/paymentTypes';
import type { Money } from '../domain/money';
import { PaymentsPageDocument } from './generated/graphql';
import type { PaymentRowFragment } from './generated/graphql';
import { query } from './graphqlClient';

/**
 * The payment history loader (Payments page, the overview's Payments tab) and the row mapping every
 * payment actor shares. Apart from paymentActors.ts (Make, Modify, the payment page), so the overview
 * loads no payment workflow machine (issue 9 size budgets).
 */

const money = (m: { amountMinor: number; currency: string }): Money => ({ amountMinor: m.amountMinor, currency: m.currency });

export function toPaymentSummary(row: PaymentRowFragment): PaymentSummary {
  const instructions = row.bankTransferInstructions;
  return {
    id: row.id,
    method: row.type,
    amount: money(row.amount),
    remaining: money(row.remaining),
    receivedDate: row.receivedDate,
    status: row.status,
    failureReason: row.failureReason,
    createdAt: row.createdAt,
    madeBy: row.madeBy,
    invoices: row.invoices.map((line) => ({ invoiceId: line.invoiceId, invoiceNumber: line.invoiceNumber, amount: money(line.amount) })),
    bankTransferInstructions: instructions
      ? { amount: money(instructions.amount), reference: instructions.reference, details: instructions.details.map(({ key, value }) => ({ key, value })) }
      : null,
  };
}

/** The payment history loader. */
export const paymentLoaders: PaymentLoaders = {
  loadPaymentPage: fromPromise(async ({ input }) => {
    const { payments } = await query(
      PaymentsPageDocument,
      { buyerId: input.buyerId, filter: null, page: { first: input.page.first, after: input.page.after } },
      { fetchPolicy: 'network-only' },
    );
    return {
      items: payments.items.map(toPaymentSummary),
      hasNextPage: payments.pageInfo.hasNextPage,
      endCursor: payments.pageInfo.endCursor,
      totalCount: payments.pageInfo.totalCount,
    };
  }),
};
