/**
 * Spec 5 "Modifying a payment": the total of the selected invoices cannot exceed the available amount
 * of the payment, and the invoices must not be Cancelled, Paid or Pending Payment (spec 4 charge status
 * keys cancelled, paid, pendingPayment). Ours: at least one invoice, each amount a positive whole number
 * of minor units and no more than the invoice still owes (when that is known), each invoice selected once. Which payments may be modified at all is the payment
 * machine's business (spec 4 "Payment status").
 */
export const NON_MODIFIABLE_INVOICE_STATUSES: readonly string[] = ['cancelled', 'paid', 'pendingPayment'];

export interface ModificationSelection {
  invoiceId?: string;
  /** Spec 4 charge status key, e.g. 'created', 'pastDue'. */
  invoiceStatus: string;
  /** What the invoice still owes, in minor units, when known (the server always knows it). */
  remainingMinor?: number;
  amountMinor: number;
}

export interface ModificationRequest {
  /** What the payment can cover, in minor units. */
  availableMinor: number;
  selections: readonly ModificationSelection[];
}

export type ModificationProblem =
  | 'noInvoicesSelected'
  | 'amountNotPositive'
  | 'amountExceedsInvoiceRemaining'
  | 'totalExceedsAvailable'
  | 'invoiceNotModifiable'
  | 'invoiceSelectedTwice';

export const MODIFICATION_PROBLEMS: Record<ModificationProblem, string> = {
  noInvoicesSelected: 'Select at least one invoice.',
  amountNotPositive: 'Each amount must be more than zero (whole cents).',
  amountExceedsInvoiceRemaining: 'An amount cannot be more than the invoice still owes.',
  totalExceedsAvailable: 'The total of the selected invoices cannot exceed the available amount of the payment.',
  invoiceNotModifiable: 'Cancelled, Paid and Pending Payment invoices cannot be selected.',
  invoiceSelectedTwice: 'Each invoice can be selected once.',
};

const positiveMinor = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** Every rule the modification breaks; empty when it may be submitted. */
export function modificationProblems(request: ModificationRequest): ModificationProblem[] {
  const selections = Array.isArray(request.selections) ? request.selections : [];
  if (selections.length === 0) return ['noInvoicesSelected'];
  const problems: ModificationProblem[] = [];
  if (!selections.every((s) => positiveMinor(s.amountMinor))) problems.push('amountNotPositive');
  else {
    const total = selections.reduce((sum, s) => sum + s.amountMinor, 0);
    if (!(Number.isSafeInteger(request.availableMinor) && total <= request.availableMinor)) problems.push('totalExceedsAvailable');
    if (selections.some((s) => typeof s.remainingMinor === 'number' && s.amountMinor > s.remainingMinor)) problems.push('amountExceedsInvoiceRemaining');
  }
  if (selections.some((s) => NON_MODIFIABLE_INVOICE_STATUSES.includes(s.invoiceStatus))) problems.push('invoiceNotModifiable');
  const ids = selections.map((s) => s.invoiceId).filter((id): id is string => typeof id === 'string');
  if (new Set(ids).size !== ids.length) problems.push('invoiceSelectedTwice');
  return problems;
}
