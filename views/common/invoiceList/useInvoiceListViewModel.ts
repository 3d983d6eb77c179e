import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAsyncList } from '@adobe/react-spectrum';
import type { Key, LoadingState, Selection, SortDescriptor } from '@react-types/shared';
import {
  amountRangeProblem, dueRangeProblem, EMPTY_INVOICE_FILTER, FILTER_PROBLEM_MESSAGES, toInvoiceFilter,
} from '../../machines/app/makePayment/invoiceFilterRules';
import type { FilterProblem, InvoiceFilterForm } from '../../machines/app/makePayment/invoiceFilterRules';
import type { ChargeScope, InvoiceFilter, InvoiceLoaders, InvoiceSort, InvoiceSortField, InvoiceSummary } from '../../machines/app/makePayment/paymentTypes';
import { DEFAULT_CURRENCY } from '../../src/domain/constants';
import type { InvoiceActionActors, InvoiceRow } from '../../machines/app/invoices/invoiceTypes';
import { runLoader } from '../common/runLoader';
import { useInvoiceDocumentWatch } from './useInvoiceDocumentWatch';

export interface InvoiceFiltersViewModel {
  form: InvoiceFilterForm;
  setField: <K extends keyof InvoiceFilterForm>(key: K, value: InvoiceFilterForm[K]) => void;
  /** Message ids of the broken filter rules (spec 5), by field; shown after Apply. */
  errors: { dueRange: string | null; amountRange: string | null };
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
}

const SORT_FIELDS: readonly InvoiceSortField[] = ['dueDate', 'billDate', 'invoiceNumber', 'invoiceTotal', 'remainingDue', 'invoiceStatus'];
const DEFAULT_SORT: SortDescriptor = { column: 'dueDate', direction: 'descending' };

function toSort(descriptor: SortDescriptor | undefined): InvoiceSort {
  const field = SORT_FIELDS.find((f) => f === descriptor?.column) ?? 'dueDate';
  return { field, direction: descriptor?.direction === 'descending' ? 'desc' : 'asc' };
}

const messageOf = (problem: FilterProblem | null) => (problem ? FILTER_PROBLEM_MESSAGES[problem] : null);

/**
 * An invoice list sorted, filtered and paged on the server (useAsyncList drives the loads; the
 * loader actor comes from src/api). Filters are applied when valid (machines/app/makePayment/
 * invoiceFilterRules.ts); selection keeps the selected rows across pages.
 */
export function useInvoiceListViewModel({ loadInvoicePage, pageSize, payableOnly = false, initialSelection = [], initialSort = DEFAULT_SORT, onSelectedChange, watchDocuments }: InvoiceListOptions): InvoiceListViewModel {
  const [form, setForm] = useState<InvoiceFilterForm>(EMPTY_INVOICE_FILTER);
  const [errors, setErrors] = useState<InvoiceFiltersViewModel['errors']>({ dueRange: null, amountRange: null });
  const [resetCount, setResetCount] = useState(0);
  const [totalCount, setTotalCount] = useState<number | null>(null);
  const [scope, setScope] = useState<ChargeScope | null>(null);
  const [currency, setCurrency] = useState<string>(DEFAULT_CURRENCY);
  const applied = useRef<InvoiceFilterForm>(EMPTY_INVOICE_FILTER);
  const [selectedRows, setSelectedRows] = useState<ReadonlyMap<string, InvoiceSummary>>(() => new Map(initialSelection.map((i) => [i.id, i])));

  const list = useAsyncList<InvoiceSummary, string>({
    initialSortDescriptor: initialSort,
    getKey: (invoice) => invoice.id,
    async load({ signal, cursor, sortDescriptor }) {
      const page = await runLoader(
        loadInvoicePage,
        { buyerId: null, filter: toInvoiceFilter(applied.current, currency, payableOnly), sort: toSort(sortDescriptor), page: { first: pageSize, after: cursor ?? null } },
        signal,
      );
      setTotalCount(page.totalCount);
      setScope(page.scope);
      const first = page.items[0];
      if (first) setCurrency(first.total.currency);
      return { items: page.items as InvoiceSummary[], cursor: page.hasNextPage && page.endCursor ? page.endCursor : undefined };
    },
  });

  const setField = useCallback(<K extends keyof InvoiceFilterForm>(key: K, value: InvoiceFilterForm[K]) => setForm((f) => ({ ...f, [key]: value })), []);

  // Stable callbacks (bench/README.md "row selection"): the table and the filters are memoized, so a
  // selection must change only the selection props. useAsyncList's functions change identity on every
  // render, and a selection callback built on the current selection would too: they read the latest
  // through this ref.
  const latest = useRef({ list, rows: list.items, selectedRows, onSelectedChange });
  useEffect(() => {
    latest.current = { list, rows: list.items, selectedRows, onSelectedChange };
  });
  const reload = useCallback(() => latest.current.list.reload(), []);
  const update = useCallback((key: string, row: InvoiceSummary) => latest.current.list.update(key, row), []);

  const apply = useCallback(() => {
    const next = { dueRange: messageOf(dueRangeProblem(form.dueFrom, form.dueTo)), amountRange: messageOf(amountRangeProblem(form.minTotal, form.maxTotal)) };
    setErrors(next);
    if (next.dueRange || next.amountRange) return;
    applied.current = form;
    reload();
  }, [form, reload]);

  const clear = useCallback(() => {
    setForm(EMPTY_INVOICE_FILTER);
    setErrors({ dueRange: null, amountRange: null });
    setResetCount((n) => n + 1);
    applied.current = EMPTY_INVOICE_FILTER;
    reload();
  }, [reload]);

  const updateRows = useCallback(
    (changed: readonly InvoiceRow[]) => {
      // useAsyncList's update leaves the list as it is for a key it has not loaded.
      for (const row of changed) update(row.id, row);
      setSelectedRows((current) => {
        if (!changed.some((row) => current.has(row.id))) return current;
        const next = new Map(current);
        for (const row of changed) if (next.has(row.id)) next.set(row.id, row);
        return next;
      });
    },
    [update],
  );

  useInvoiceDocumentWatch(watchDocuments, updateRows);

  const rows = list.items;
  const disabledKeys = useMemo(() => rows.filter((r) => !r.payable).map((r) => r.id), [rows]);
  const onSelectionChange = useCallback((keys: Selection) => {
    const { rows: shown, selectedRows: current, onSelectedChange: tell } = latest.current;
    const chosen = keys === 'all' ? shown.filter((r) => r.payable) : shown.filter((r) => (keys as Set<Key>).has(r.id));
    const next = new Map([...current].filter(([id]) => !shown.some((r) => r.id === id)));
    for (const row of chosen) next.set(row.id, row);
    // Read by the next selection before the effect above runs again.
    latest.current = { ...latest.current, selectedRows: next };
    setSelectedRows(next);
    tell?.([...next.values()]);
  }, []);
  const onSortChange = useCallback((descriptor: SortDescriptor) => latest.current.list.sort(descriptor), []);
  const loadNextPage = useCallback(() => latest.current.list.loadMore(), []);
  const selectedKeys = useMemo(() => new Set<Key>(selectedRows.keys()), [selectedRows]);
  const selected = useMemo(() => [...selectedRows.values()], [selectedRows]);
  const sortDescriptor = list.sortDescriptor;
  const currentQuery = useCallback(() => ({ filter: toInvoiceFilter(applied.current, currency, payableOnly), sort: toSort(sortDescriptor) }), [currency, payableOnly, sortDescriptor]);
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
