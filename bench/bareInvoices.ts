// The yardstick for the invoice-page benchmark: a bare graphql-yoga server on node:http answering
// the same `InvoicesPage` document with the same SQL as the portal (the portal's own kysely builders
// `listInvoices` + `paymentIdsByInvoice`, on the same PGlite folder, opened after the portal
// stopped), for a fixed account scope. No authentication (no session look-up or touch), no armor,
// no scope resolution per request, no codegen'd schema: what is left is yoga + the query.
// Usage: node --import tsx bench/bareInvoices.ts <port> <dataDir> <buyerId>
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { openDatabase } from '../server/db/database';
import { loadBuyerAccount, type ChargeScope } from '../server/modules/invoices/chargeScope';
import type { InvoiceFilter, InvoiceSort } from '../server/modules/invoices/invoiceFilter';
import { toInvoice } from '../server/modules/invoices/invoiceMapper';
import { listInvoices, paymentIdsByInvoice } from '../server/modules/invoices/invoiceQuery';

const [portText, dataDir, buyerId] = process.argv.slice(2);
const port = Number(portText);
if (!Number.isInteger(port) || port <= 0 || !dataDir || !buyerId) {
  console.error('usage: node --import tsx bench/bareInvoices.ts <port> <dataDir> <buyerId>');
  process.exit(2);
}

const database = await openDatabase({ dataDir, log: () => {} });
const buyer = await loadBuyerAccount(database.db, buyerId);
if (!buyer) throw new Error(`no buyer ${buyerId} in ${dataDir}`);
const scope: ChargeScope = { kind: 'account', buyer, groupIds: [], userId: '', programWide: false };

// The fields and argument types of the portal's schema the InvoicesPage document uses (enums as strings).
const typeDefs = /* GraphQL */ `
  type Money { amountMinor: Float! currency: String! }
  type Invoice {
    id: ID! invoiceNumber: String! invoiceStatus: String! invoiceType: String! feeType: String
    invoiceTotal: Money! remainingDue: Money! applied: Money! billDate: String! dueDate: String!
    isPastDue: Boolean! payable: Boolean! poNumber: String buyerUserName: String supplierName: String!
  }
  type PageInfo { hasNextPage: Boolean! endCursor: String totalCount: Int! }
  type InvoicePage { items: [Invoice!]! pageInfo: PageInfo! scope: String! }
  input InvoiceFilter { statuses: [String!] types: [String!] dueFrom: String dueTo: String minTotalMinor: Float maxTotalMinor: Float poNumber: String search: String payableOnly: Boolean pastDueOnly: Boolean }
  input InvoiceSort { field: String! direction: String! }
  input PageInput { first: Int after: String offset: Int }
  type Query { invoices(buyerId: ID, filter: InvoiceFilter, sort: InvoiceSort, page: PageInput): InvoicePage! }
`;

interface Args {
  filter?: InvoiceFilter | null;
  sort?: InvoiceSort | null;
  page?: { first?: number | null } | null;
}

const yoga = createYoga({
  graphiql: false,
  landingPage: false,
  schema: createSchema({
    typeDefs,
    resolvers: {
      Query: {
        invoices: async (_parent: unknown, args: Args) => {
          const today = new Date().toISOString().slice(0, 10);
          const sort = args.sort ?? { field: 'dueDate', direction: 'asc' };
          const page = { first: args.page?.first ?? 25, after: null, offset: null };
          const { items, pageInfo } = await listInvoices(database.db, { scope, filter: args.filter ?? null, sort, today }, page);
          const paymentIds = await paymentIdsByInvoice(database.db, items.map((row) => row.id));
          return { items: items.map((row) => toInvoice(row, today, paymentIds.get(row.id) ?? [])), pageInfo, scope: scope.kind };
        },
      },
    },
  }),
});

const server = createServer(yoga);
server.listen(port, '127.0.0.1', () => console.log(`bare invoices yoga on http://127.0.0.1:${port}/graphql`));

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
