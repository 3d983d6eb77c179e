import { fromCallback, fromPromise } from 'xstate';
import type { EventObject } from 'xstate';
import type { AccountLoaderTypes, InvoiceLoaders } from '../../machines/app/makePayment/paymentTypes';
import type { Money } from '../domain/money';
import { invoiceActionsMachine } from '../../machines/app/invoices/invoiceActionsMachine';
import type { ChargeCreatedEvent, InvoiceActionActors, InvoiceDocumentUpdatedEvent, InvoiceRow } from '../../machines/app/invoices/invoiceTypes';
import { AccountOverviewDocument, ChargeCreatedDocument, InvoiceByIdDocument, InvoiceDocumentUpdatedDocument, InvoicesPageDocument, UpdateInvoiceDetailsDocument } from './generated/graphql';
import type { ChargeCreatedSubscription, InvoiceDocumentUpdatedSubscription, InvoiceRowFragment, InvoiceSortField, SortDirection } from './generated/graphql';
import { mutate, query } from './graphqlClient';
import { getWsClient } from './wsClient';

/**
 * Browser implementations of the account screens' invoice loaders (machines/app/makePayment/
 * paymentTypes.ts `InvoiceLoaders`) and Make Payment's `loadInvoices`. Failures reject with the
 * data client's `DataError` (code + message id). Lists are read from the network every time: a
 * payment or a bank posting changes what they show.
 */

const money = (m: { amountMinor: number; currency: string }): Money => ({ amountMinor: m.amountMinor, currency: m.currency });

/** An invoice row with its document state (machines/app/invoices/invoiceTypes.ts), a superset of Make Payment's InvoiceSummary. */
export function toInvoiceSummary(row: InvoiceRowFragment): InvoiceRow {
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
    consolidated: row.consolidated,
    notes: row.notes,
    document: { status: row.document.status, version: row.document.version, url: row.document.url },
  };
}

type Input<K extends keyof AccountLoaderTypes> = AccountLoaderTypes[K]['input'];
type Output<K extends keyof AccountLoaderTypes> = AccountLoaderTypes[K]['output'];

export async function loadOverview({ buyerId }: Input<'loadOverview'>): Promise<Output<'loadOverview'>> {
  const { accountOverview: o } = await query(AccountOverviewDocument, { buyerId }, { fetchPolicy: 'network-only' });
  return {
    scope: o.scope,
    creditIsIndividualLimit: o.creditIsIndividualLimit,
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
export async function loadInvoicesById({ ids }: { buyerId: string | null; ids: readonly string[] }): Promise<InvoiceRow[]> {
  const rows = await Promise.all([...new Set(ids)].map((id) => query(InvoiceByIdDocument, { id }, { fetchPolicy: 'network-only' })));
  return rows.flatMap(({ invoice }) => (invoice ? [toInvoiceSummary(invoice)] : []));
}

/** The loaders, by the names the account screens use. */
export const invoiceLoaders: InvoiceLoaders = {
  loadOverview: fromPromise(({ input }) => loadOverview(input)),
  loadInvoicePage: fromPromise(({ input }) => loadInvoicePage(input)),
};

/** The PO number / notes edit (spec 8: some invoices may fail while others are saved). */
const updateInvoiceDetails: InvoiceActionActors['updateInvoiceDetails'] = fromPromise(async ({ input }) => {
  const { updateInvoiceDetails } = await mutate(UpdateInvoiceDetailsDocument, {
    input: { invoiceIds: [...input.invoiceIds], poNumber: input.poNumber, notes: input.notes },
  });
  return {
    updated: updateInvoiceDetails.updated.map(toInvoiceSummary),
    failed: updateInvoiceDetails.failed.map(({ invoiceId, invoiceNumber, code, messageId }) => ({ invoiceId, invoiceNumber, code, messageId })),
  };
});

/**
 * The invoice tables' actions: the row-actions machine with the edit provided, the live document
 * states (`invoiceDocumentUpdated` over graphql-ws, emitted as `invoiceDocument.updated` until stopped)
 * and the new charges (`chargeCreated`, emitted as `charge.created`).
 */
export const invoiceActionActors: InvoiceActionActors = {
  actionsLogic: invoiceActionsMachine.provide({ actors: { updateInvoiceDetails } }),
  updateInvoiceDetails,
  watchInvoiceDocuments: fromCallback<EventObject, void, InvoiceDocumentUpdatedEvent>(({ emit }) => {
    let active = true;
    const unsubscribe = getWsClient().subscribe<InvoiceDocumentUpdatedSubscription>(
      { query: InvoiceDocumentUpdatedDocument.toString(), variables: { buyerId: null } },
      {
        next: ({ data }) => {
          if (active && data?.invoiceDocumentUpdated) emit({ type: 'invoiceDocument.updated', invoice: toInvoiceSummary(data.invoiceDocumentUpdated) });
        },
        error: (error) => console.warn('[invoices] live document updates stopped', error),
        complete: () => {},
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }),
  watchNewCharges: fromCallback<EventObject, void, ChargeCreatedEvent>(({ emit }) => {
    let active = true;
    const unsubscribe = getWsClient().subscribe<ChargeCreatedSubscription>(
      { query: ChargeCreatedDocument.toString(), variables: { buyerId: null } },
      {
        next: ({ data }) => {
          if (active && data?.chargeCreated) emit({ type: 'charge.created', invoice: toInvoiceSummary(data.chargeCreated) });
        },
        error: (error) => console.warn('[invoices] live new charges stopped', error),
        complete: () => {},
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }),
};
