import { filter, pipe } from 'graphql-yoga';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import type { Resolvers } from '../../schema/generated/resolvers';
import { canSeeBuyer } from '../session/access';
import { accessViewerOf } from '../session/currentUser';
import { resolveChargeScope, todayOf } from './chargeScope';
import { CSV_ROW_LIMIT, invoicesCsv } from './invoiceCsv';
import { invoiceFilterSchema, invoiceSortSchema } from './invoiceFilter';
import { toInvoice } from './invoiceMapper';
import { findInvoice, invoiceInScope, listInvoices, paymentIdsByInvoice, sortedInvoices } from './invoiceQuery';
import { pageInputSchema, pageRequestOf } from '../../graphql/paging';
import { UUID_PATTERN, parseInput } from '../../graphql/parseInput';
import { updateInvoiceDetails } from './invoiceEdits';

/** invoices (list), invoice (one), invoicesCsv (export): the charges this user may see (chargeScope.ts); PO/notes edits; document updates. */
export const invoiceResolvers: Resolvers = {
  Query: {
    invoices: async (_parent, args, context) => {
      const filter = parseInput(invoiceFilterSchema, args.filter, 'filter');
      const sort = parseInput(invoiceSortSchema, args.sort, 'sort');
      const page = pageRequestOf(parseInput(pageInputSchema, args.page, 'page'));
      const scope = await resolveChargeScope(context, args.buyerId);
      const today = todayOf(context);
      const { db } = context.services;
      const { items, pageInfo } = await listInvoices(db, { scope, filter, sort, today }, page);
      const paymentIds = await paymentIdsByInvoice(db, items.map((row) => row.id));
      return { items: items.map((row) => toInvoice(row, today, paymentIds.get(row.id) ?? [])), pageInfo, scope: scope.kind };
    },

    invoice: async (_parent, { id }, context) => {
      if (!UUID_PATTERN.test(id)) return null;
      const row = await findInvoice(context.services.db, id.toLowerCase());
      // Another account's invoice is answered like a missing one: its existence is not disclosed.
      if (!row || !canSeeBuyer(accessViewerOf(context.viewer), { id: row.buyer_id, programId: row.program_id })) return null;
      const scope = await resolveChargeScope(context, row.buyer_id);
      if (!invoiceInScope(row, scope)) throw portalError('FORBIDDEN');
      const paymentIds = await paymentIdsByInvoice(context.services.db, [row.id]);
      return toInvoice(row, todayOf(context), paymentIds.get(row.id) ?? []);
    },

    invoicesCsv: async (_parent, args, context) => {
      const filter = parseInput(invoiceFilterSchema, args.filter, 'filter');
      const sort = parseInput(invoiceSortSchema, args.sort, 'sort');
      const scope = await resolveChargeScope(context, args.buyerId);
      const today = todayOf(context);
      const rows = await sortedInvoices(context.services.db, { scope, filter, sort, today }, null).limit(CSV_ROW_LIMIT + 1).execute();
      const kept = rows.slice(0, CSV_ROW_LIMIT);
      return {
        filename: `invoices-${today}.csv`,
        contentType: 'text/csv; charset=utf-8',
        content: invoicesCsv(kept),
        rowCount: kept.length,
        truncated: rows.length > CSV_ROW_LIMIT,
        rowLimit: CSV_ROW_LIMIT,
      };
    },
  },

  Mutation: {
    updateInvoiceDetails: (_parent, { input }, context) => updateInvoiceDetails(context, input),
  },

  Subscription: {
    invoiceDocumentUpdated: {
      subscribe: async (_parent, { buyerId }, context) => {
        const scope = await resolveChargeScope(context, buyerId);
        const { db } = context.services;
        // Only the invoices this user may see (a purchaser hears of their own charges only).
        return pipe(
          context.services.pubsub.subscribe('invoiceDocumentUpdated', scope.buyer.id),
          filter(async (event: { invoiceId: string }) => {
            const row = await findInvoice(db, event.invoiceId);
            return row !== null && invoiceInScope(row, scope);
          }),
        );
      },
      resolve: async (event: { invoiceId: string }, _args: unknown, context: GraphQLContext) => {
        const row = await findInvoice(context.services.db, event.invoiceId);
        if (!row) throw new Error('invoiceDocumentUpdated: invoice gone');
        const paymentIds = await paymentIdsByInvoice(context.services.db, [row.id]);
        return toInvoice(row, todayOf(context), paymentIds.get(row.id) ?? []);
      },
    },
  },
};
