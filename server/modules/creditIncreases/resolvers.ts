import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../schema/generated/resolvers';
import { UUID_PATTERN, parseInput } from '../../graphql/parseInput';
import { resolveCreditIncreaseAccess } from './creditIncreaseAccess';
import { requestCreditIncreaseInputSchema } from './creditIncreaseInput';
import { submittedNotice } from './creditIncreaseNotices';
import { currentRequests, findCreditIncrease, toCreditIncrease } from './creditIncreaseRecords';
import { requestCreditIncrease } from './requestCreditIncrease';
import { notifyRequester, publishCreditIncreaseUpdated, submitToUnderwriting, underwritingFor } from './underwriting';
import { BUYER_ADMIN_ROLE } from '../../../machines/rules/roleAudiences';

/** creditIncreaseOverview, requestCreditIncrease, creditIncreaseUpdated. */
export const creditIncreaseResolvers: Resolvers = {
  Query: {
    creditIncreaseOverview: async (_parent, { buyerId }, context) => {
      const { buyer } = await resolveCreditIncreaseAccess(context, buyerId, 'read');
      const { db, now } = context.services;
      const at = now();
      const { pending, lastDecided } = await currentRequests(db, buyer.id);
      const credit = await db.selectFrom('buyers').select(['credit_approved_minor', 'currency']).where('id', '=', buyer.id).executeTakeFirstOrThrow();
      return {
        creditApproved: { amountMinor: credit.credit_approved_minor, currency: credit.currency },
        pending: pending ? toCreditIncrease(pending, at) : null,
        lastDecided: lastDecided ? toCreditIncrease(lastDecided, at) : null,
      };
    },

    creditIncreaseRequest: async (_parent, { id }, context) => {
      const row = UUID_PATTERN.test(id) ? await findCreditIncrease(context.services.db, id.toLowerCase()) : undefined;
      if (!row) return null;
      const visible = await resolveCreditIncreaseAccess(context, row.buyer_id, 'read').catch(() => null);
      return visible ? toCreditIncrease(row, context.services.now()) : null;
    },
  },

  Mutation: {
    requestCreditIncrease: async (_parent, { input }, context) => {
      const parsed = parseInput(requestCreditIncreaseInputSchema, input, 'input');
      const { buyer, role } = await resolveCreditIncreaseAccess(context, parsed.buyerId, 'request');
      const { services } = context;
      const underwriting = underwritingFor(services);
      const now = services.now();
      const { row, replayed } = await requestCreditIncrease(services.db, {
        buyerId: buyer.id,
        idempotencyKey: parsed.idempotencyKey,
        userId: context.viewer.user.id,
        role: role ?? BUYER_ADMIN_ROLE,
        request: { type: parsed.type, amountMinor: parsed.amountMinor, startDate: parsed.startDate ?? null, endDate: parsed.endDate ?? null, reason: parsed.reason || null },
        decidesAt: underwriting.decidesAt(now),
        now,
      });
      // A retry answers with the first result; it was published, e-mailed and handed over then.
      if (replayed) return toCreditIncrease(row, now);
      // After the commit: tell the page, confirm by e-mail, hand it to underwriting.
      publishCreditIncreaseUpdated(services, row);
      await notifyRequester(services, row, submittedNotice);
      await submitToUnderwriting(services, underwriting, row);
      return toCreditIncrease(row, now);
    },
  },

  Subscription: {
    creditIncreaseUpdated: {
      subscribe: async (_parent, { buyerId }, context) => {
        const { buyer } = await resolveCreditIncreaseAccess(context, buyerId, 'read');
        return context.services.pubsub.subscribe('creditIncreaseUpdated', buyer.id);
      },
      resolve: async (event: { requestId: string }, _args: unknown, context: GraphQLContext) => {
        const row = UUID_PATTERN.test(event.requestId) ? await findCreditIncrease(context.services.db, event.requestId) : undefined;
        if (!row) throw new Error('creditIncreaseUpdated: request not found');
        return toCreditIncrease(row, context.services.now());
      },
    },
  },
};
