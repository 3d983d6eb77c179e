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

/** invoices (list), invoice (one), invoicesCsv (export): the charges this user may see (chargeScope.ts); PO/notes edits; live document updates and new charges. */
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
      subscribe: (_parent, { buyerId }, context) => invoiceEventsInScope(context, 'invoiceDocumentUpdated', buyerId),
      resolve: (event: { invoiceId: string }, _args: unknown, context: GraphQLContext) => invoiceOfEvent(context, event, 'invoiceDocumentUpdated'),
    },
    chargeCreated: {
      subscribe: (_parent, { buyerId }, context) => invoiceEventsInScope(context, 'chargeCreated', buyerId),
      resolve: (event: { invoiceId: string }, _args: unknown, context: GraphQLContext) => invoiceOfEvent(context, event, 'chargeCreated'),
    },
  },
};

/**
 * The buyer's invoice events this user may hear of: the buyer of the charge scope (a user's own
 * buyer; staff and sellers name one they may see), and only invoices in that scope (a purchaser
 * hears of their own charges only).
 */
async function invoiceEventsInScope(context: GraphQLContext, topic: 'invoiceDocumentUpdated' | 'chargeCreated', buyerId: string | null | undefined) {
  const scope = await resolveChargeScope(context, buyerId);
  const { db } = context.services;
  return pipe(
    context.services.pubsub.subscribe(topic, scope.buyer.id),
    filter(async (event: { invoiceId: string }) => {
      const row = await findInvoice(db, event.invoiceId);
      return row !== null && invoiceInScope(row, scope);
    }),
  );
}

async function invoiceOfEvent(context: GraphQLContext, event: { invoiceId: string }, topic: string) {
  const row = await findInvoice(context.services.db, event.invoiceId);
  if (!row) throw new Error(`${topic}: invoice gone`);
  const paymentIds = await paymentIdsByInvoice(context.services.db, [row.id]);
  return toInvoice(row, todayOf(context), paymentIds.get(row.id) ?? []);
}
