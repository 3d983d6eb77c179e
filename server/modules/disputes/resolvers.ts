import { z } from 'zod';
import { DISPUTE_COMMENT_MAX } from '../../../machines/rules/disputeEligibility';
import type { Resolvers } from '../../schema/generated/resolvers';
import { todayOf } from '../invoices/chargeScope';
import { toInvoice } from '../invoices/invoiceMapper';
import { findInvoice, paymentIdsByInvoice } from '../invoices/invoiceQuery';
import { parseInput } from '../invoices/paging';
import { resolveDisputeAccess } from './disputeAccess';
import { findDispute, listDisputes } from './disputeRecords';
import { raiseDispute } from './raiseDispute';

const firstSchema = z.number().int().min(1).max(100).nullish();

/** disputes, disputeRules, raiseDispute (Buyer:Administrator and buyerPayer of the account). */
export const disputeResolvers: Resolvers = {
  Query: {
    disputes: async (_parent, args, context) => {
      const first = parseInput(firstSchema, args.first, 'first') ?? 50;
      const buyer = await resolveDisputeAccess(context, args.buyerId);
      return listDisputes(context.services.db, buyer.id, first);
    },

    disputeRules: async (_parent, { buyerId }, context) => {
      const buyer = await resolveDisputeAccess(context, buyerId);
      const program = await context.services.db.selectFrom('programs').select('dispute_time_limit_days').where('id', '=', buyer.programId).executeTakeFirstOrThrow();
      return { timeLimitDays: program.dispute_time_limit_days, now: context.services.now(), commentMaxLength: DISPUTE_COMMENT_MAX };
    },
  },

  Mutation: {
    raiseDispute: async (_parent, { input }, context) => {
      const buyer = await resolveDisputeAccess(context, null);
      const raised = await raiseDispute(context, buyer, input);
      const { db } = context.services;
      const [dispute, invoiceRow, payments] = await Promise.all([findDispute(db, raised.disputeId), findInvoice(db, raised.invoiceId), paymentIdsByInvoice(db, [raised.invoiceId])]);
      if (!dispute || !invoiceRow) throw new Error(`raiseDispute: dispute ${raised.disputeId} could not be shown`);
      return { dispute, invoice: toInvoice(invoiceRow, todayOf(context), payments.get(invoiceRow.id) ?? []), replayed: raised.replayed };
    },
  },
};
