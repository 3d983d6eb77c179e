import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAsyncList } from '@adobe/react-spectrum';
import { useActorRef, useSelector } from '@xstate/react';
import type { Key, LoadingState, Selection, SortDescriptor } from '@react-types/shared';
import { toInvoiceFilter } from '../../../machines/app/makePayment/invoiceFilterRules';
import type { InvoiceFilterForm } from '../../../machines/app/makePayment/invoiceFilterRules';
import type { ChargeScope, InvoiceFilter, InvoiceLoaders, InvoiceSort, InvoiceSortField, InvoiceSummary } from '../../../machines/app/makePayment/paymentTypes';
import { invoiceListMachine, type InvoiceFilterErrors, type InvoiceListSnapshot } from '../../../machines/app/invoices/invoiceListMachine';
import type { InvoiceActionActors, InvoiceRow } from '../../../machines/app/invoices/invoiceTypes';
import { runLoader } from '../runLoader';
import { useInvoiceDocumentWatch } from './useInvoiceDocumentWatch';
import { useNewChargeWatch } from './useNewChargeWatch';

export interface InvoiceFiltersViewModel {
  form: InvoiceFilterForm;
  setField: <K extends keyof InvoiceFilterForm>(key: K, value: InvoiceFilterForm[K]) => void;
  /** Message ids of the broken filter rules (spec 5), by field; shown after Apply. */
  errors: InvoiceFilterErrors;
  /** Changes each time the form is cleared (the date picker is remounted empty). */
  resetCount: number;
  apply: () => void;
  clear: () => void;
  currency: string;
}

export interface InvoiceListViewModel {
  rows: readonly InvoiceSummary[];
  loadingState: LoadingState;
  sortDescriptor: SortDescriptor | undefined;
  onSortChange: (descriptor: SortDescriptor) => void;
  /** Loads the next page (TableView onLoadMore and the "Load more" button); undefined when all are loaded. */
  loadMore: (() => void) | undefined;
  totalCount: number | null;
  scope: ChargeScope | null;
  filters: InvoiceFiltersViewModel;
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  /** Rows that cannot be paid now (the server's `payable`). */
  disabledKeys: readonly string[];
  /** The selected invoices, as loaded. */
  selected: readonly InvoiceSummary[];
  /** Puts newer versions of loaded rows in place (after an edit, a dispute or a live document update). */
  updateRows: (rows: readonly InvoiceRow[]) => void;
  /** The applied filter and the sort of what the list shows now (the CSV export's query). */
  currentQuery: () => { filter: InvoiceFilter; sort: InvoiceSort };
}

export interface InvoiceListOptions {
  loadInvoicePage: InvoiceLoaders['loadInvoicePage'];
  pageSize: number;
  /** Only invoices that can be paid now (Make Payment's choice). */
  payableOnly?: boolean;
  /** Invoices selected from the start. */
  initialSelection?: readonly InvoiceSummary[];
  /** Default: newest due date first. */
  initialSort?: SortDescriptor;
  /** Told the whole selection after each change (Make Payment hands it to its machine). */
  onSelectedChange?: (selected: readonly InvoiceSummary[]) => void;
  /** Keeps the rows' document states live (invoiceDocumentUpdated) while the list is shown. */
  watchDocuments?: InvoiceActionActors['watchInvoiceDocuments'];
  /** Shows charges created on the account meanwhile (chargeCreated): the list reloads where filter and sort put them. */
  watchNewCharges?: InvoiceActionActors['watchNewCharges'];
}

const SORT_FIELDS: readonly InvoiceSortField[] = ['dueDate', 'billDate', 'invoiceNumber', 'invoiceTotal', 'remainingDue', 'invoiceStatus'];
const DEFAULT_SORT: SortDescriptor = { column: 'dueDate', direction: 'descending' };

function toSort(descriptor: SortDescriptor | undefined): InvoiceSort {
  const field = SORT_FIELDS.find((f) => f === descriptor?.column) ?? 'dueDate';
  return { field, direction: descriptor?.direction === 'descending' ? 'desc' : 'asc' };
}

const formOf = (s: InvoiceListSnapshot) => s.context.form;
const errorsOf = (s: InvoiceListSnapshot) => s.context.errors;
const resetKeyOf = (s: InvoiceListSnapshot) => s.context.resetKey;
const totalCountOf = (s: InvoiceListSnapshot) => s.context.totalCount;
const scopeOf = (s: InvoiceListSnapshot) => s.context.scope;
const currencyOf = (s: InvoiceListSnapshot) => s.context.currency;
const selectedOf = (s: InvoiceListSnapshot) => s.context.selected;

/**
 * An invoice list sorted, filtered and paged on the server. The filters and the selection are the
 * invoiceList machine (machines/app/invoices/invoiceListMachine.ts: Apply only when the filter
 * rules hold, selection of payable rows across pages); useAsyncList loads the pages with the loader
 * actor src/api supplies, reloading when the machine emits `invoiceList.reload`.
 */
export function useInvoiceListViewModel({ loadInvoicePage, pageSize, payableOnly = false, initialSelection = [], initialSort = DEFAULT_SORT, onSelectedChange, watchDocuments, watchNewCharges }: InvoiceListOptions): InvoiceListViewModel {
  const actorRef = useActorRef(invoiceListMachine, { input: { selected: initialSelection } });
  const form = useSelector(actorRef, formOf);
  const errors = useSelector(actorRef, errorsOf);
  const resetCount = useSelector(actorRef, resetKeyOf);
  const totalCount = useSelector(actorRef, totalCountOf);
  const scope = useSelector(actorRef, scopeOf);
  const currency = useSelector(actorRef, currencyOf);
  const selected = useSelector(actorRef, selectedOf);

  /** The filter of the pages: the machine's applied filter in the account currency, read when a page loads. */
  const queryFilter = useCallback(() => {
    const { applied, currency: accountCurrency } = actorRef.getSnapshot().context;
    return toInvoiceFilter(applied, accountCurrency, payableOnly);
  }, [actorRef, payableOnly]);

  const list = useAsyncList<InvoiceSummary, string>({
    initialSortDescriptor: initialSort,
    getKey: (invoice) => invoice.id,
    async load({ signal, cursor, sortDescriptor }) {
      const page = await runLoader(loadInvoicePage, { buyerId: null, filter: queryFilter(), sort: toSort(sortDescriptor), page: { first: pageSize, after: cursor ?? null } }, signal);
      actorRef.send({ type: 'invoiceList.pageLoaded', totalCount: page.totalCount, scope: page.scope, currency: page.items[0]?.total.currency ?? null });
      return { items: page.items as InvoiceSummary[], cursor: page.hasNextPage && page.endCursor ? page.endCursor : undefined };
    },
  });

  // Stable callbacks (bench/README.md "row selection"): the table and the filters are memoized, so a
  // selection must change only the selection props. useAsyncList's functions change identity on every
  // render: they are read through this ref.
  const latest = useRef({ list, onSelectedChange });
  useEffect(() => {
    latest.current = { list, onSelectedChange };
  });
  useEffect(() => {
    const reload = actorRef.on('invoiceList.reload', () => latest.current.list.reload());
    const selection = actorRef.on('invoiceList.selectionChanged', (event) => latest.current.onSelectedChange?.(event.selected));
    return () => {
      reload.unsubscribe();
      selection.unsubscribe();
    };
  }, [actorRef]);

  const setField = useCallback(<K extends keyof InvoiceFilterForm>(field: K, value: InvoiceFilterForm[K]) => actorRef.send({ type: 'invoiceFilter.set', field, value }), [actorRef]);
  const apply = useCallback(() => actorRef.send({ type: 'invoiceFilter.apply' }), [actorRef]);
  const clear = useCallback(() => actorRef.send({ type: 'invoiceFilter.clear' }), [actorRef]);

  const updateRows = useCallback(
    (changed: readonly InvoiceRow[]) => {
      // useAsyncList's update leaves the list as it is for a key it has not loaded: a row the list
      // has not seen (a charge the seller just created through the seller API) reloads the list, so
      // it shows where the filter and sort put it.
      const { list: current } = latest.current;
      if (changed.some((row) => current.getItem(row.id) === undefined)) current.reload();
      else for (const row of changed) current.update(row.id, row);
      actorRef.send({ type: 'invoiceList.rowsUpdated', rows: changed });
    },
    [actorRef],
  );

  useInvoiceDocumentWatch(watchDocuments, updateRows);
  const showNewCharge = useCallback((row: InvoiceRow) => updateRows([row]), [updateRows]);
  useNewChargeWatch(watchNewCharges, showNewCharge);

  const rows = list.items;
  const disabledKeys = useMemo(() => rows.filter((r) => !r.payable).map((r) => r.id), [rows]);
  const onSelectionChange = useCallback(
    (keys: Selection) => actorRef.send({ type: 'invoiceSelection.change', shown: latest.current.list.items, keys: keys === 'all' ? 'all' : [...keys].map(String) }),
    [actorRef],
  );
  const onSortChange = useCallback((descriptor: SortDescriptor) => latest.current.list.sort(descriptor), []);
  const loadNextPage = useCallback(() => latest.current.list.loadMore(), []);
  const selectedKeys = useMemo(() => new Set<Key>(selected.map((row) => row.id)), [selected]);
  const sortDescriptor = list.sortDescriptor;
  const currentQuery = useCallback(() => ({ filter: queryFilter(), sort: toSort(sortDescriptor) }), [queryFilter, sortDescriptor]);
  const filters = useMemo(() => ({ form, setField, errors, resetCount, apply, clear, currency }), [form, setField, errors, resetCount, apply, clear, currency]);
  const canLoadMore = list.loadingState === 'idle' && list.items.length > 0 && totalCount !== null && list.items.length < totalCount;

  return {
    rows,
    loadingState: list.loadingState,
    sortDescriptor,
    onSortChange,
    loadMore: canLoadMore ? loadNextPage : undefined,
    totalCount,
    scope,
    filters,
    selectedKeys,
    onSelectionChange,
    disabledKeys,
    selected,
    updateRows,
    currentQuery,
  };
}
