import { z } from 'zod';
import { modificationProblems, type ModificationProblem } from '../../rules/paymentModification';
import { amountFieldName } from './amountsSchema';
import { toMajorUnits, toMinorUnits } from './money';
import type { ModifiableInvoice } from './modifyPaymentTypes';
import type { Allocation } from './paymentTypes';
import type { Money } from '../../../src/domain/money';

/**
 * The amounts form of Modify payment: one optional amount per invoice the payment can go to, typed
 * in the currency (major units). An empty field leaves that invoice out. Each amount is checked on
 * its own with the modification rule (machines/rules/paymentModification.ts) so the field says
 * what is wrong with it; the whole set (the total against what the payment has left, at least one
 * invoice) is the payment machine's decision when the form is submitted.
 */

/**
 * Problems one amount can have on its own (the rest need the whole selection), most specific first,
 * with the field's message: on one field, "the total" is this amount.
 */
const FIELD_MESSAGES: readonly [ModificationProblem, string][] = [
  ['amountNotPositive', 'payments.modify.problem.amountNotPositive'],
  ['amountExceedsInvoiceRemaining', 'payments.modify.problem.amountExceedsInvoiceRemaining'],
  ['totalExceedsAvailable', 'payments.modify.problem.amountExceedsAvailable'],
];

export type ModifyAmountsFormValues = Record<string, number | undefined>;

function amountSchema(invoice: ModifiableInvoice, available: Money) {
  return z
    .number()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      const amountMinor = toMinorUnits(value, invoice.remaining.currency);
      const selection = { invoiceId: invoice.id, invoiceStatus: invoice.status, remainingMinor: invoice.remaining.amountMinor, amountMinor };
      const problems = modificationProblems({ availableMinor: available.amountMinor, selections: [selection] });
      const field = FIELD_MESSAGES.find(([problem]) => problems.includes(problem));
      if (field) ctx.addIssue({ code: 'custom', message: field[0], params: { messageId: field[1] } });
    });
}

/** `available`: what the payment has left to apply. */
export function modifyAmountsSchema(invoices: readonly ModifiableInvoice[], available: Money) {
  return z.object(Object.fromEntries(invoices.map((invoice, index) => [amountFieldName(index), amountSchema(invoice, available)])));
}

/** The form's starting values: the amounts entered so far (empty elsewhere). */
export function modifyAmountsFormValues(invoices: readonly ModifiableInvoice[], allocations: readonly Allocation[]): ModifyAmountsFormValues {
  return Object.fromEntries(
    invoices.map((invoice, index) => {
      const chosen = allocations.find((a) => a.invoiceId === invoice.id);
      return [amountFieldName(index), chosen ? toMajorUnits({ amountMinor: chosen.amountMinor, currency: invoice.remaining.currency }) : undefined];
    }),
  );
}

/** The submitted form as allocations in minor units: the invoices with an amount (the `modify.amountsEntered` event). */
export function modifyAllocationsFromForm(invoices: readonly ModifiableInvoice[], values: ModifyAmountsFormValues): Allocation[] {
  return invoices.flatMap((invoice, index) => {
    const value = values[amountFieldName(index)];
    return value === undefined ? [] : [{ invoiceId: invoice.id, amountMinor: toMinorUnits(value, invoice.remaining.currency) }];
  });
}
