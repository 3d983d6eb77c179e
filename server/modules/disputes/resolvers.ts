import { z } from 'zod';
import { DISPUTE_COMMENT_MAX } from '../../../machines/rules/disputeEligibility';
import type { DisputeStatus, Resolvers } from '../../schema/generated/resolvers';
import { todayOf } from '../invoices/chargeScope';
import { toInvoice } from '../invoices/invoiceMapper';
import { findInvoice, paymentIdsByInvoice } from '../invoices/invoiceQuery';
import { idSchema, parseInput } from '../../graphql/parseInput';
import { resolveDisputeAccess } from './disputeAccess';
import { findDispute, listDisputes } from './disputeRecords';
import { disputeStatusesOf, raiseDispute } from './raiseDispute';

const STORED_STATUSES: readonly string[] = ['open', 'underReview', 'resolved', 'rejected'] satisfies DisputeStatus[];
const isDisputeStatus = (status: string): status is DisputeStatus => STORED_STATUSES.includes(status);
const firstSchema = z.number().int().min(1).max(100).nullish();

/** disputes, disputeRules, raiseDispute (Buyer:Administrator and buyerPayer of the account). */
export const disputeResolvers: Resolvers = {
  Query: {
    disputes: async (_parent, args, context) => {
      const first = parseInput(firstSchema, args.first, 'first') ?? 50;
      const buyer = await resolveDisputeAccess(context, args.buyerId);
      return listDisputes(context.services.db, buyer.id, first);
    },

    disputeRules: async (_parent, args, context) => {
      const buyer = await resolveDisputeAccess(context, args.buyerId);
      const invoiceId = parseInput(idSchema.nullish(), args.invoiceId, 'invoiceId');
      const { db } = context.services;
      const program = await db.selectFrom('programs').select('dispute_time_limit_days').where('id', '=', buyer.programId).executeTakeFirstOrThrow();
      // Another account's invoice: no facts (as if it had no disputes); raiseDispute answers NOT_FOUND.
      const invoice = invoiceId ? await db.selectFrom('invoices').select('id').where('id', '=', invoiceId).where('buyer_id', '=', buyer.id).executeTakeFirst() : undefined;
      const invoiceDisputeStatuses = invoice ? await disputeStatusesOf(db, invoice.id) : [];
      return {
        timeLimitDays: program.dispute_time_limit_days, now: context.services.now(), commentMaxLength: DISPUTE_COMMENT_MAX,
        invoiceDisputeStatuses: invoiceDisputeStatuses.filter(isDisputeStatus),
      };
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
