import type { Allocation, InvoiceSummary } from './paymentTypes';

/**
 * The amounts step's rules in the browser: one amount per selected invoice, each a positive whole
 * number of minor units, at most what the invoice still owes (partial payments allowed). The
 * server checks the full allocation rules again (preview and makePayment).
 */

/** Amounts for a new selection: an invoice keeps the amount entered before, a new one is paid in full. */
export function allocationsFor(invoices: readonly InvoiceSummary[], previous: readonly Allocation[]): Allocation[] {
  return invoices.map((invoice) => ({
    invoiceId: invoice.id,
    amountMinor: previous.find((a) => a.invoiceId === invoice.id)?.amountMinor ?? invoice.remainingDue.amountMinor,
  }));
}

export type AmountProblem = 'amountNotPositive' | 'amountExceedsRemaining';

/** What is wrong with one invoice's amount; null when it may be paid. */
export function amountProblem(invoice: Pick<InvoiceSummary, 'remainingDue'>, amountMinor: number): AmountProblem | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return 'amountNotPositive';
  if (amountMinor > invoice.remainingDue.amountMinor) return 'amountExceedsRemaining';
  return null;
}

/** Exactly one valid amount for each selected invoice, and nothing else. */
export function allocationsAreValid(invoices: readonly InvoiceSummary[], allocations: readonly Allocation[]): boolean {
  if (invoices.length === 0 || allocations.length !== invoices.length) return false;
  return invoices.every((invoice) => {
    const mine = allocations.filter((a) => a.invoiceId === invoice.id);
    return mine.length === 1 && amountProblem(invoice, mine[0]?.amountMinor ?? 0) === null;
  });
}
