import { assign, emit, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { DEFAULT_CURRENCY } from '../../../src/domain/constants';
import type { SpecMeta } from '../../specMeta';
import { amountRangeProblem, dueRangeProblem, EMPTY_INVOICE_FILTER, FILTER_PROBLEM_MESSAGES } from '../makePayment/invoiceFilterRules';
import type { FilterProblem, InvoiceFilterForm } from '../makePayment/invoiceFilterRules';
import type { ChargeScope, InvoiceSummary } from '../makePayment/paymentTypes';

/**
 * The invoice list's filters and selection (Transaction History, the overview's invoices, Make
 * Payment's invoice choice): the filter form is typed freely and applied only when its rules hold
 * (machines/app/makePayment/invoiceFilterRules.ts, spec 5); Clear empties and applies it; the
 * selection keeps the chosen payable rows across pages and follows newer versions of them. The
 * pages themselves are loaded by the view's list (React Spectrum's useAsyncList over the loader
 * src/api supplies): the machine emits `invoiceList.reload` when the applied filter changes and
 * `invoiceList.selectionChanged` when the selection does, and is told what each page said.
 */

export interface InvoiceFilterErrors {
  /** Message ids of the broken filter rules, by field; shown after Apply. */
  dueRange: string | null;
  amountRange: string | null;
}

export interface InvoiceListContext {
  form: InvoiceFilterForm;
  /** The filter the list shows (the last valid one applied). */
  applied: InvoiceFilterForm;
  errors: InvoiceFilterErrors;
  /** Flips each time the form is cleared: the date picker, which keeps typed segments of its own, is remounted empty. */
  resetKey: 0 | 1;
  /** The selected invoices as loaded, in the order they were chosen. */
  selected: readonly InvoiceSummary[];
  /** What the last page said: the number of matches, whose charges, the account currency. */
  totalCount: number | null;
  scope: ChargeScope | null;
  currency: string;
}

export interface InvoiceListInput {
  /** Invoices selected from the start (Make Payment coming back to its choice). */
  selected?: readonly InvoiceSummary[];
}

type FilterField = keyof InvoiceFilterForm;

export type InvoiceListEvent =
  | { type: 'invoiceFilter.set'; field: FilterField; value: InvoiceFilterForm[FilterField] }
  | { type: 'invoiceFilter.apply' }
  | { type: 'invoiceFilter.clear' }
  /** The table's selection over the rows shown: 'all' or the chosen ids. */
  | { type: 'invoiceSelection.change'; shown: readonly InvoiceSummary[]; keys: 'all' | readonly string[] }
  | { type: 'invoiceList.rowsUpdated'; rows: readonly InvoiceSummary[] }
  | { type: 'invoiceList.pageLoaded'; totalCount: number; scope: ChargeScope; currency: string | null };

export type InvoiceListEmitted =
  | { type: 'invoiceList.reload' }
  | { type: 'invoiceList.selectionChanged'; selected: readonly InvoiceSummary[] };

const FILTERS = { spec: '5. Validation rules (date ranges)' } satisfies SpecMeta;
const LIST = { spec: '2. Screens named by the interface text (Transaction History, Make Payment)' } satisfies SpecMeta;

const NO_ERRORS: InvoiceFilterErrors = { dueRange: null, amountRange: null };
const messageOf = (problem: FilterProblem | null) => (problem ? FILTER_PROBLEM_MESSAGES[problem] : null);

/** The filter rules' verdict on a form: a message id per broken rule. */
export function filterErrors(form: InvoiceFilterForm): InvoiceFilterErrors {
  return { dueRange: messageOf(dueRangeProblem(form.dueFrom, form.dueTo)), amountRange: messageOf(amountRangeProblem(form.minTotal, form.maxTotal)) };
}

/**
 * The next selection. `keys` is the table's whole new selection ('all': every row shown): it keeps the
 * keys of chosen rows it does not show (other pages, filtered out), so those stay chosen while their
 * key is in it, and clearing the selection ("Select All" unchecked) clears them too. Of the shown
 * rows, the chosen payable ones.
 */
export function nextSelection(current: readonly InvoiceSummary[], shown: readonly InvoiceSummary[], keys: 'all' | readonly string[]): InvoiceSummary[] {
  const shownIds = new Set(shown.map((r) => r.id));
  const isChosen = (r: InvoiceSummary) => keys === 'all' || keys.includes(r.id);
  const chosen = shown.filter((r) => isChosen(r) && r.payable);
  return [...current.filter((r) => !shownIds.has(r.id) && isChosen(r)), ...chosen];
}

export const invoiceListMachine = setup({
  types: {
    context: {} as InvoiceListContext,
    events: {} as InvoiceListEvent,
    input: {} as InvoiceListInput,
    emitted: {} as InvoiceListEmitted,
    meta: {} as SpecMeta,
  },
  guards: {
    isFilterValid: ({ context }) => {
      const errors = filterErrors(context.form);
      return errors.dueRange === null && errors.amountRange === null;
    },
    touchesSelection: ({ context, event }) => event.type === 'invoiceList.rowsUpdated' && event.rows.some((row) => context.selected.some((s) => s.id === row.id)),
  },
  actions: {
    setField: assign({ form: ({ context, event }) => (event.type === 'invoiceFilter.set' ? { ...context.form, [event.field]: event.value } : context.form) }),
    applyForm: assign({ applied: ({ context }) => context.form, errors: NO_ERRORS }),
    showErrors: assign({ errors: ({ context }) => filterErrors(context.form) }),
    clearForm: assign({ form: EMPTY_INVOICE_FILTER, applied: EMPTY_INVOICE_FILTER, errors: NO_ERRORS, resetKey: ({ context }) => (context.resetKey === 0 ? 1 : 0) }),
    select: assign({ selected: ({ context, event }) => (event.type === 'invoiceSelection.change' ? nextSelection(context.selected, event.shown, event.keys) : context.selected) }),
    refreshSelected: assign({
      selected: ({ context, event }) =>
        event.type === 'invoiceList.rowsUpdated' ? context.selected.map((s) => event.rows.find((row) => row.id === s.id) ?? s) : context.selected,
    }),
    recordPage: assign(({ context, event }) =>
      event.type === 'invoiceList.pageLoaded' ? { totalCount: event.totalCount, scope: event.scope, currency: event.currency ?? context.currency } : {},
    ),
    emitReload: emit({ type: 'invoiceList.reload' as const }),
    emitSelection: emit(({ context }) => ({ type: 'invoiceList.selectionChanged' as const, selected: context.selected })),
  },
}).createMachine({
  id: 'invoiceList',
  description: 'The invoice list: filters applied when their rules hold, and a selection of payable invoices kept across pages.',
  meta: LIST,
  context: ({ input }) => ({
    form: EMPTY_INVOICE_FILTER,
    applied: EMPTY_INVOICE_FILTER,
    errors: NO_ERRORS,
    resetKey: 0,
    selected: input?.selected ?? [],
    totalCount: null,
    scope: null,
    currency: DEFAULT_CURRENCY,
  }),
  initial: 'ready',
  states: {
    ready: {
      description: 'The list shows the applied filter; the user may change the filters, sort, page and select.',
      meta: LIST,
      on: {
        'invoiceFilter.set': { actions: 'setField', description: 'The user changes a filter field; nothing is applied until Apply.', meta: FILTERS },
        'invoiceFilter.apply': [
          {
            guard: 'isFilterValid',
            actions: ['applyForm', 'emitReload'],
            description: 'The filters follow the rules (a due-date range has a start and an end, the start not after the end; the minimum amount not above the maximum): the list reloads with them.',
            meta: FILTERS,
          },
          { actions: 'showErrors', description: 'A filter breaks a rule: its message shows beside it and the list keeps the filter it had.', meta: FILTERS },
        ],
        'invoiceFilter.clear': { actions: ['clearForm', 'emitReload'], description: 'The user clears the filters: the form empties and the list reloads unfiltered.', meta: FILTERS },
        'invoiceSelection.change': {
          actions: ['select', 'emitSelection'],
          description: 'The user selects rows: only invoices that can be paid now are chosen; chosen invoices on other pages stay chosen until the selection is cleared.',
          meta: LIST,
        },
        'invoiceList.rowsUpdated': {
          guard: 'touchesSelection',
          actions: ['refreshSelected', 'emitSelection'],
          description: 'A selected invoice changed (an edit, a dispute, a new document): the selection holds its newer version.',
          meta: LIST,
        },
        'invoiceList.pageLoaded': { actions: 'recordPage', description: 'A page arrived: the number of matches, whose charges the list covers and the account currency are kept.', meta: LIST },
      },
    },
  },
});

export type InvoiceListMachine = typeof invoiceListMachine;
export type InvoiceListSnapshot = SnapshotFrom<typeof invoiceListMachine>;
