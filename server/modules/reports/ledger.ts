import { agingBucketOf, type AgingBucket } from '../../../machines/rules/reportPeriod';
import { isOwedStatus } from '../../../machines/rules/chargeStatus';
import { isPastDue } from '../invoices/invoiceMapper';

/**
 * The reports' arithmetic (pure): the aging of what is owed and the statement ledger, from the
 * invoices of a charge scope (loaded by reportQuery.ts through the invoice list's `scopedInvoices`)
 * and the payments allocated to them. See README.md "Statement ledger" for why each entry is what it is.
 */
export interface LedgerInvoice {
  id: string;
  invoiceNumber: string;
  invoiceType: string;
  status: string;
  totalMinor: number;
  remainingMinor: number;
  billDate: string;
  dueDate: string;
  groupId: string | null;
  groupName: string | null;
}

export interface LedgerAllocation {
  invoiceId: string;
  amountMinor: number;
  paymentStatus: string;
  receivedDate: string;
}

export type LedgerKind = 'charge' | 'payment' | 'credit';

export interface LedgerEntry {
  date: string;
  kind: LedgerKind;
  invoiceNumber: string;
  /** Positive for a charge, negative for a payment or a credit. */
  amountMinor: number;
}

export type AgingFigures = Record<AgingBucket | 'total', number>;

/** Payments that lowered what their invoices owe: booked (pending), received (active, applied). A failed payment gave its amount back. */
export const BALANCE_LOWERING_PAYMENT_STATUSES: readonly string[] = ['pending', 'active', 'applied'];

/** Charges the statement lists: sales and fees, once billed (Pending: not yet billed). */
export function isStatementCharge(invoice: Pick<LedgerInvoice, 'invoiceType' | 'status'>): boolean {
  return (invoice.invoiceType === 'sale' || invoice.invoiceType === 'fee') && invoice.status !== 'pending';
}

/** What the invoice list counts as still owed on an invoice (balance due). */
export const owedOf = (invoice: Pick<LedgerInvoice, 'status' | 'remainingMinor'>) => (isOwedStatus(invoice.status) ? invoice.remainingMinor : 0);

const KIND_ORDER: Record<LedgerKind, number> = { charge: 0, payment: 1, credit: 2 };

/**
 * Every entry, oldest first: a charge (+total, its bill date), each balance-lowering payment
 * (−amount, the payment's received date) and the rest of what no longer is owed as a credit
 * (adjustments, credit notes, cancellations, payments made to the seller directly; its bill date).
 * Per invoice the entries add up to what the invoice list says it owes today.
 */
export function ledgerEntries(invoices: readonly LedgerInvoice[], allocations: readonly LedgerAllocation[]): LedgerEntry[] {
  const paidBy = new Map<string, LedgerAllocation[]>();
  for (const allocation of allocations) {
    if (!BALANCE_LOWERING_PAYMENT_STATUSES.includes(allocation.paymentStatus)) continue;
    paidBy.set(allocation.invoiceId, [...(paidBy.get(allocation.invoiceId) ?? []), allocation]);
  }
  const entries: LedgerEntry[] = [];
  for (const invoice of invoices) {
    if (!isStatementCharge(invoice)) continue;
    entries.push({ date: invoice.billDate, kind: 'charge', invoiceNumber: invoice.invoiceNumber, amountMinor: invoice.totalMinor });
    let paid = 0;
    for (const allocation of paidBy.get(invoice.id) ?? []) {
      paid += allocation.amountMinor;
      entries.push({ date: allocation.receivedDate, kind: 'payment', invoiceNumber: invoice.invoiceNumber, amountMinor: -allocation.amountMinor });
    }
    const credited = invoice.totalMinor - paid - owedOf(invoice);
    if (credited !== 0) entries.push({ date: invoice.billDate, kind: 'credit', invoiceNumber: invoice.invoiceNumber, amountMinor: -credited });
  }
  return entries.sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.invoiceNumber.localeCompare(b.invoiceNumber) || a.amountMinor - b.amountMinor);
}

/** What was owed at the end of `day`. */
export function balanceAt(entries: readonly LedgerEntry[], day: string): number {
  return entries.reduce((sum, entry) => (entry.date <= day ? sum + entry.amountMinor : sum), 0);
}

export interface StatementFigures {
  openingMinor: number;
  chargesMinor: number;
  paymentsMinor: number;
  creditsMinor: number;
  closingMinor: number;
  lines: (LedgerEntry & { balanceMinor: number })[];
}

/** The statement of [from, to] (both included): opening balance, the period's entries with a running balance, totals, closing balance. */
export function statementOf(entries: readonly LedgerEntry[], from: string, to: string): StatementFigures {
  const openingMinor = entries.reduce((sum, entry) => (entry.date < from ? sum + entry.amountMinor : sum), 0);
  const figures: StatementFigures = { openingMinor, chargesMinor: 0, paymentsMinor: 0, creditsMinor: 0, closingMinor: openingMinor, lines: [] };
  for (const entry of entries) {
    if (entry.date < from || entry.date > to) continue;
    if (entry.kind === 'charge') figures.chargesMinor += entry.amountMinor;
    else if (entry.kind === 'payment') figures.paymentsMinor -= entry.amountMinor;
    else figures.creditsMinor -= entry.amountMinor;
    figures.closingMinor += entry.amountMinor;
    figures.lines.push({ ...entry, balanceMinor: figures.closingMinor });
  }
  return figures;
}

const emptyAging = (): AgingFigures => ({ current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 });

export interface AgingResult {
  totals: AgingFigures;
  /** Per group, by group name (no group last). */
  groups: { groupId: string | null; groupName: string | null; figures: AgingFigures }[];
}

/** Aging of what the invoice list says is owed, by the invoice list's past-due rule, as of `today`. */
export function agingOf(invoices: readonly LedgerInvoice[], today: string): AgingResult {
  const totals = emptyAging();
  const groups = new Map<string | null, { groupId: string | null; groupName: string | null; figures: AgingFigures }>();
  for (const invoice of invoices) {
    const owed = owedOf(invoice);
    if (owed <= 0) continue;
    const late = isPastDue({ status: invoice.status, remaining_minor: invoice.remainingMinor, due_date: invoice.dueDate }, today);
    const bucket = agingBucketOf(late, invoice.dueDate, today);
    const group = groups.get(invoice.groupId) ?? { groupId: invoice.groupId, groupName: invoice.groupName, figures: emptyAging() };
    groups.set(invoice.groupId, group);
    for (const figures of [totals, group.figures]) {
      figures[bucket] += owed;
      figures.total += owed;
    }
  }
  const sorted = [...groups.values()].sort((a, b) => (a.groupName === null ? 1 : b.groupName === null ? -1 : a.groupName.localeCompare(b.groupName)));
  return { totals, groups: sorted };
}
