import { toMinorUnits } from './money';
import type { InvoiceFilter, InvoiceType } from './paymentTypes';
import type { ChargeStatus } from '../../../src/domain/money';

/**
 * The invoice list's filters (spec 2 account overview and transaction history; the invoices Make
 * Payment pays are picked there). Spec 5 "Start date must be before end date; at least one date
 * must be selected": a due-date range needs a start and an end, the start not after the end (a
 * one-day range is allowed). Ours: a minimum amount not above the maximum. Pure.
 */

export interface InvoiceFilterForm {
  status: ChargeStatus | null;
  type: InvoiceType | null;
  /** `YYYY-MM-DD` or null. */
  dueFrom: string | null;
  dueTo: string | null;
  /** Major units in the account currency, or null. */
  minTotal: number | null;
  maxTotal: number | null;
  poNumber: string;
  search: string;
}

export const EMPTY_INVOICE_FILTER: InvoiceFilterForm = {
  status: null, type: null, dueFrom: null, dueTo: null, minTotal: null, maxTotal: null, poNumber: '', search: '',
};

export type FilterProblem = 'dateRequired' | 'startBeforeEnd' | 'minAboveMax';

/** Message ids of spec 5 (src/i18n form.*) and ours, per problem. */
export const FILTER_PROBLEM_MESSAGES: Readonly<Record<FilterProblem, string>> = {
  dateRequired: 'form.dateRequired',
  startBeforeEnd: 'form.startBeforeEnd',
  minAboveMax: 'invoices.filter.minAboveMax',
};

/** What is wrong with the due-date range; null when it is empty or valid. ISO dates compare as text. */
export function dueRangeProblem(from: string | null, to: string | null): FilterProblem | null {
  if (from === null && to === null) return null;
  if (from === null || to === null) return 'dateRequired';
  return from > to ? 'startBeforeEnd' : null;
}

export function amountRangeProblem(min: number | null, max: number | null): FilterProblem | null {
  return min !== null && max !== null && min > max ? 'minAboveMax' : null;
}

/** The server's filter for a valid form (`payableOnly` for Make Payment's invoice choice). */
export function toInvoiceFilter(form: InvoiceFilterForm, currency: string, payableOnly = false): InvoiceFilter {
  const filter: InvoiceFilter = {};
  if (form.status) filter.statuses = [form.status];
  if (form.type) filter.types = [form.type];
  if (form.dueFrom) filter.dueFrom = form.dueFrom;
  if (form.dueTo) filter.dueTo = form.dueTo;
  if (form.minTotal !== null && Number.isFinite(form.minTotal)) filter.minTotalMinor = toMinorUnits(form.minTotal, currency);
  if (form.maxTotal !== null && Number.isFinite(form.maxTotal)) filter.maxTotalMinor = toMinorUnits(form.maxTotal, currency);
  if (form.poNumber.trim()) filter.poNumber = form.poNumber.trim();
  if (form.search.trim()) filter.search = form.search.trim();
  if (payableOnly) filter.payableOnly = true;
  return filter;
}
