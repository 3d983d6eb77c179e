import { fromPromise } from 'xstate';
import type { AccountLoaderTypes, InvoiceLoaders, InvoiceSummary, Money } from '../../machines/app/makePayment/paymentTypes';
import { AccountOverviewDocument, InvoiceByIdDocument, InvoicesPageDocument } from './generated/graphql';
import type { InvoiceRowFragment, InvoiceSortField, SortDirection } from './generated/graphql';
import { query } from './graphqlClient';

/**
 * Browser implementations of the account screens' invoice loaders (machines/app/makePayment/
 * paymentTypes.ts `InvoiceLoaders`) and Make Payment's `loadInvoices`. Failures reject with the
 * data client's `DataError` (code + message id). Lists are read from the network every time: a
 * payment or a bank posting changes what they show.
 */

const money = (m: { amountMinor: number; currency: string }): Money => ({ amountMinor: m.amountMinor, currency: m.currency });

export function toInvoiceSummary(row: InvoiceRowFragment): InvoiceSummary {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    status: row.invoiceStatus,
    type: row.invoiceType,
    feeType: row.feeType,
    total: money(row.invoiceTotal),
    remainingDue: money(row.remainingDue),
    applied: money(row.applied),
    billDate: row.billDate,
    dueDate: row.dueDate,
    isPastDue: row.isPastDue,
    payable: row.payable,
    poNumber: row.poNumber,
    buyerUserName: row.buyerUserName,
    supplierName: row.supplierName,
  };
}

type Input<K extends keyof AccountLoaderTypes> = AccountLoaderTypes[K]['input'];
type Output<K extends keyof AccountLoaderTypes> = AccountLoaderTypes[K]['output'];

export async function loadOverview({ buyerId }: Input<'loadOverview'>): Promise<Output<'loadOverview'>> {
  const { accountOverview: o } = await query(AccountOverviewDocument, { buyerId }, { fetchPolicy: 'network-only' });
  return {
    scope: o.scope,
    creditApproved: money(o.creditApproved),
    creditAvailable: money(o.creditAvailable),
    balanceDue: money(o.balanceDue),
    pastDue: money(o.pastDue),
    openInvoiceCount: o.openInvoiceCount,
    pastDueInvoiceCount: o.pastDueInvoiceCount,
  };
}

export async function loadInvoicePage({ buyerId, filter, sort, page }: Input<'loadInvoicePage'>): Promise<Output<'loadInvoicePage'>> {
  const { invoices } = await query(
    InvoicesPageDocument,
    {
      buyerId,
      filter: {
        ...filter,
        statuses: filter.statuses ? [...filter.statuses] : undefined,
        types: filter.types ? [...filter.types] : undefined,
      },
      sort: { field: sort.field as InvoiceSortField, direction: sort.direction as SortDirection },
      page: { first: page.first, after: page.after },
    },
    { fetchPolicy: 'network-only' },
  );
  return {
    items: invoices.items.map(toInvoiceSummary),
    hasNextPage: invoices.pageInfo.hasNextPage,
    endCursor: invoices.pageInfo.endCursor,
    totalCount: invoices.pageInfo.totalCount,
    scope: invoices.scope,
  };
}

/** Make Payment's `loadInvoices`: the invoices picked on the list, by id (unknown ids are left out). */
export async function loadInvoicesById({ ids }: { buyerId: string | null; ids: readonly string[] }): Promise<InvoiceSummary[]> {
  const rows = await Promise.all([...new Set(ids)].map((id) => query(InvoiceByIdDocument, { id }, { fetchPolicy: 'network-only' })));
  return rows.flatMap(({ invoice }) => (invoice ? [toInvoiceSummary(invoice)] : []));
}

/** The loaders, by the names the account screens use. */
export const invoiceLoaders: InvoiceLoaders = {
  loadOverview: fromPromise(({ input }) => loadOverview(input)),
  loadInvoicePage: fromPromise(({ input }) => loadInvoicePage(input)),
};
