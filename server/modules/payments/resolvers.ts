import type { GraphQLContext } from '../../graphql/context';
import type { ChargeStatus, Payment, Resolvers } from '../../schema/generated/resolvers';
import { portalError } from '../../graphql/errors';
import { pageInputSchema, pageRequestOf } from '../../graphql/paging';
import { UUID_PATTERN, parseInput } from '../../graphql/parseInput';
import { methodAvailable, planAllocation, toPaymentPreview } from './allocationPlan';
import { bookPayment, earlierPaymentFor } from './makePayment';
import { approvePayment, paymentApprovalRequired, requestPaymentApproval } from './paymentApproval';
import { modificationCandidates } from './modificationCandidates';
import { modifyPayment } from './modifyPayment';
import { publishPaymentUpdated } from './paymentEvents';
import { makePaymentInputSchema, modifyPaymentInputSchema, paymentFilterSchema, paymentPreviewInputSchema } from './paymentInput';
import { resolvePaymentAccess } from './paymentAccess';
import { findPayment, listPayments, toPayments } from './paymentRecords';
import { bankFor } from './settlement';

/** One payment for a user who may read the account's payments; null when there is none to show. */
async function visiblePayment(context: GraphQLContext, id: string): Promise<Payment | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const row = await findPayment(context.services.db, id.toLowerCase());
  if (!row) return null;
  const { buyer } = await resolvePaymentAccess(context, row.buyer_id, 'read').catch(() => ({ buyer: null }));
  if (!buyer) return null;
  const [payment] = await toPayments(context.services.db, [row], buyer);
  return payment ?? null;
}

/** The buyer account of a payment the user may pay for (modify); NOT_FOUND when there is none to show. */
async function payablePaymentAccount(context: GraphQLContext, id: string) {
  const row = await findPayment(context.services.db, id);
  if (!row) throw portalError('NOT_FOUND');
  const access = await resolvePaymentAccess(context, row.buyer_id, 'pay');
  return { row, ...access };
}

/** payments, payment, paymentMethods, paymentApprovalRequired, paymentPreview, paymentModificationCandidates, requestPaymentApprovalCode, makePayment, modifyPayment, paymentUpdated. */
export const paymentResolvers: Resolvers = {
  Query: {
    payments: async (_parent, args, context) => {
      const filter = parseInput(paymentFilterSchema, args.filter, 'filter');
      const page = pageRequestOf(parseInput(pageInputSchema, args.page, 'page'));
      const { buyer } = await resolvePaymentAccess(context, args.buyerId, 'read');
      const { items, pageInfo } = await listPayments(context.services.db, buyer.id, filter, page);
      return { items: await toPayments(context.services.db, items, buyer), pageInfo };
    },

    payment: (_parent, { id }, context) => visiblePayment(context, id),

    paymentMethods: async (_parent, { buyerId }, context) => {
      const { buyer } = await resolvePaymentAccess(context, buyerId, 'pay');
      return [
        { method: 'bankTransfer' as const, available: true, unavailableReasonId: null, accountLabel: null },
        {
          method: 'directDebit' as const,
          available: methodAvailable(buyer, 'directDebit'),
          unavailableReasonId: methodAvailable(buyer, 'directDebit') ? null : 'payments.method.noDirectDebitAccount',
          accountLabel: buyer.directDebitEnabled ? buyer.directDebitAccountLabel : null,
        },
      ];
    },

    paymentApprovalRequired: async (_parent, { buyerId }, context) => {
      const { buyer } = await resolvePaymentAccess(context, buyerId, 'pay');
      return paymentApprovalRequired(context.services, buyer);
    },

    paymentModificationCandidates: async (_parent, { paymentId }, context) => {
      const id = parseInput(modifyPaymentInputSchema.shape.paymentId, paymentId, 'paymentId');
      const { row } = await payablePaymentAccount(context, id);
      return modificationCandidates(context.services.db, row);
    },

    paymentPreview: async (_parent, { input }, context) => {
      const parsed = parseInput(paymentPreviewInputSchema, input, 'input');
      const { buyer } = await resolvePaymentAccess(context, parsed.buyerId, 'pay');
      const plan = await planAllocation(context.services.db, { buyer, method: parsed.method, allocations: parsed.allocations, lock: false });
      return toPaymentPreview(plan, buyer.currency, await paymentApprovalRequired(context.services, buyer));
    },
  },

  Mutation: {
    modifyPayment: async (_parent, { input }, context) => {
      const parsed = parseInput(modifyPaymentInputSchema, input, 'input');
      const { buyer, role } = await payablePaymentAccount(context, parsed.paymentId);
      const { services } = context;
      const modified = await modifyPayment(services.db, {
        buyer, userId: context.viewer.user.id, role, idempotencyKey: parsed.idempotencyKey, paymentId: parsed.paymentId, allocations: parsed.allocations, now: services.now(),
      });
      const row = await findPayment(services.db, modified.paymentId);
      if (!row) throw new Error(`modifyPayment: payment ${modified.paymentId} vanished`);
      if (!modified.replayed) publishPaymentUpdated(services, buyer.id, row.id, row.status);
      const [payment] = await toPayments(services.db, [row], buyer);
      if (!payment) throw new Error(`modifyPayment: payment ${row.id} could not be shown`);
      const money = (amountMinor: number) => ({ amountMinor, currency: modified.currency });
      return {
        payment,
        replayed: modified.replayed,
        total: money(modified.totalMinor),
        lines: modified.lines.map((line) => ({
          invoiceId: line.invoiceId,
          invoiceNumber: line.invoiceNumber,
          amount: money(line.amountMinor),
          remainingBefore: money(line.remainingBeforeMinor),
          remainingAfter: money(line.remainingAfterMinor),
          statusAfter: line.statusAfter as ChargeStatus,
        })),
      };
    },

    requestPaymentApprovalCode: async (_parent, { input }, context) => {
      const parsed = parseInput(paymentPreviewInputSchema, input, 'input');
      const { buyer } = await resolvePaymentAccess(context, parsed.buyerId, 'pay');
      return requestPaymentApproval(context.services, context.viewer.user, { buyer, method: parsed.method, allocations: parsed.allocations });
    },

    makePayment: async (_parent, { input }, context) => {
      const parsed = parseInput(makePaymentInputSchema, input, 'input');
      const { buyer, role } = await resolvePaymentAccess(context, parsed.buyerId, 'pay');
      const { services } = context;
      const bank = bankFor(services);
      const command = {
        buyer,
        userId: context.viewer.user.id,
        role,
        idempotencyKey: parsed.idempotencyKey,
        method: parsed.method,
        allocations: parsed.allocations,
        now: services.now(),
      };
      // A retry of a payment already made is answered first: it needs no new approval code.
      const earlier = await earlierPaymentFor(services.db, command);
      if (!earlier) await approvePayment(services, { userId: command.userId, role }, command, parsed.approval);
      const booked = earlier ?? (await bookPayment(services.db, bank, command));
      const row = await findPayment(services.db, booked.paymentId);
      if (!row) throw new Error(`makePayment: payment ${booked.paymentId} vanished`);
      if (!booked.replayed) {
        publishPaymentUpdated(services, buyer.id, row.id, row.status);
        bank.submit({ id: row.id, buyerId: buyer.id, method: parsed.method, amountMinor: row.amount_minor, currency: row.currency, settlesAt: booked.settlesAt ?? services.now() });
      }
      const [payment] = await toPayments(services.db, [row], buyer);
      if (!payment) throw new Error(`makePayment: payment ${row.id} could not be shown`);
      return { payment, preview: toPaymentPreview(booked.plan, buyer.currency, await paymentApprovalRequired(services, buyer)), replayed: booked.replayed };
    },
  },

  Subscription: {
    paymentUpdated: {
      subscribe: async (_parent, { buyerId }, context) => {
        const { buyer } = await resolvePaymentAccess(context, buyerId, 'read');
        return context.services.pubsub.subscribe('paymentUpdated', buyer.id);
      },
      resolve: async (event: { paymentId: string }, _args: unknown, context: GraphQLContext) => {
        const payment = await visiblePayment(context, event.paymentId);
        if (!payment) throw new Error('paymentUpdated: payment not visible');
        return payment;
      },
    },
  },
};
