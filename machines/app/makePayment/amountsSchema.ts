import { z } from 'zod';
import { amountProblem } from './allocationCheck';
import { toMajorUnits, toMinorUnits } from './money';
import type { Allocation, InvoiceSummary } from './paymentTypes';

/**
 * The amounts form of Make Payment: one amount per selected invoice, typed in the invoice's
 * currency (major units, e.g. 12.34). The form validates with this schema (errors are message ids
 * of spec 5 and `payments.allocation.*`); on submit it sends the allocations in minor units and the
 * machine's guard checks the same rule again.
 */

/** Field name of the i-th invoice's amount (flat names: invoice ids may contain any character). */
export const amountFieldName = (index: number): string => `amount${index}`;

export type AmountsFormValues = Record<string, number | undefined>;

function amountSchema(invoice: InvoiceSummary) {
  return z.number().superRefine((value, ctx) => {
    const problem = amountProblem(invoice, toMinorUnits(value, invoice.remainingDue.currency));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { messageId: `payments.allocation.${problem}` } });
  });
}

export function amountsSchema(invoices: readonly InvoiceSummary[]) {
  return z.object(Object.fromEntries(invoices.map((invoice, index) => [amountFieldName(index), amountSchema(invoice)])));
}

/** The form's starting values: the amounts chosen so far (or what each invoice owes). */
export function amountsFormValues(invoices: readonly InvoiceSummary[], allocations: readonly Allocation[]): AmountsFormValues {
  return Object.fromEntries(
    invoices.map((invoice, index) => {
      const chosen = allocations.find((a) => a.invoiceId === invoice.id)?.amountMinor ?? invoice.remainingDue.amountMinor;
      return [amountFieldName(index), toMajorUnits({ amountMinor: chosen, currency: invoice.remainingDue.currency })];
    }),
  );
}

/** The submitted form as allocations in minor units (the `payment.amountsEntered` event). */
export function allocationsFromForm(invoices: readonly InvoiceSummary[], values: AmountsFormValues): Allocation[] {
  return invoices.map((invoice, index) => ({
    invoiceId: invoice.id,
    amountMinor: toMinorUnits(values[amountFieldName(index)] ?? Number.NaN, invoice.remainingDue.currency),
  }));
}
