import { planPaymentAllocation } from '../../rules/paymentAllocation';
import type { AllocatableInvoice, AllocationProblemCode } from '../../rules/paymentAllocation';
import type { Allocation, InvoiceSummary } from './paymentTypes';

/**
 * The amounts step's rules in the browser, from the one allocation rule the server books with
 * (machines/rules/paymentAllocation.ts): each amount a positive whole number of minor units, at most
 * what the invoice still owes (partial payments allowed), only payable invoices, each once. The
 * method and the account's numbers are checked by the server's preview on the review step.
 */

const allocatable = (invoice: InvoiceSummary): AllocatableInvoice => ({
  id: invoice.id,
  invoiceNumber: invoice.invoiceNumber,
  status: invoice.status,
  currency: invoice.remainingDue.currency,
  remainingMinor: invoice.remainingDue.amountMinor,
});

function plan(invoices: readonly InvoiceSummary[], allocations: readonly Allocation[]) {
  return planPaymentAllocation({
    allocations,
    invoices: invoices.map(allocatable),
    currency: invoices[0]?.remainingDue.currency ?? '',
    methodAvailable: true,
    creditApprovedMinor: 0,
    balanceDueMinor: 0,
  });
}

/** Amounts for a new selection: an invoice keeps the amount entered before, a new one is paid in full. */
export function allocationsFor(invoices: readonly InvoiceSummary[], previous: readonly Allocation[]): Allocation[] {
  return invoices.map((invoice) => ({
    invoiceId: invoice.id,
    amountMinor: previous.find((a) => a.invoiceId === invoice.id)?.amountMinor ?? invoice.remainingDue.amountMinor,
  }));
}

/** The first rule one invoice's amount breaks; null when it may be paid. */
export function amountProblem(invoice: InvoiceSummary, amountMinor: number): AllocationProblemCode | null {
  return plan([invoice], [{ invoiceId: invoice.id, amountMinor }]).problems[0]?.code ?? null;
}

/** Exactly one valid amount for each selected invoice, and nothing else. */
export function allocationsAreValid(invoices: readonly InvoiceSummary[], allocations: readonly Allocation[]): boolean {
  const covered = invoices.length === allocations.length && invoices.every((invoice) => allocations.some((a) => a.invoiceId === invoice.id));
  return covered && plan(invoices, allocations).valid;
}
