import { initialFor, paymentRules, type PaymentEvent, type PaymentSnapshot } from '../../domain/payment';
import type { ModificationProblem, ModificationSelection } from '../../rules/paymentModification';
import type { ModifiableInvoice } from './modifyPaymentTypes';
import type { Allocation, PaymentSummary } from './paymentTypes';

/**
 * What the browser asks the payment machine (machines/domain/payment.ts) about modifying a payment:
 * the same machine and rule the server enforces with applyDomainEvent (spec 4 "Payment status",
 * spec 5 "Modifying a payment"). Pure.
 */

/** The payment machine at the payment's stored status, with what it has left unapplied. */
export function paymentSnapshotOf(payment: Pick<PaymentSummary, 'status' | 'amount' | 'remaining'>): PaymentSnapshot {
  return initialFor({ status: payment.status, amountMinor: payment.amount.amountMinor, unappliedMinor: payment.remaining.amountMinor });
}

/** The machine's event for these amounts, each with its invoice's status and balance. The event's time is not used by the rule. */
export function modifyEventFor(allocations: readonly Allocation[], candidates: readonly ModifiableInvoice[]): Extract<PaymentEvent, { type: 'payment.modify' }> {
  const selections: ModificationSelection[] = allocations.map((a) => {
    const invoice = candidates.find((c) => c.id === a.invoiceId);
    return invoice
      ? { invoiceId: a.invoiceId, invoiceStatus: invoice.status, remainingMinor: invoice.remaining.amountMinor, amountMinor: a.amountMinor }
      : { invoiceId: a.invoiceId, invoiceStatus: 'unknown', remainingMinor: 0, amountMinor: a.amountMinor };
  });
  return { type: 'payment.modify', selections, now: '' };
}

/**
 * Whether the payment machine would accept some modification of this payment: the smallest one
 * (one minor unit on an Open invoice). False for Pending, Failed, Written Off, Transferred and
 * Returned payments, and for a payment with nothing left to apply. Decides where "Modify payment"
 * is offered and whether the modify-payment route shows its screen.
 */
export function canModifyPayment(payment: Pick<PaymentSummary, 'status' | 'amount' | 'remaining'>): boolean {
  return paymentSnapshotOf(payment).can({ type: 'payment.modify', selections: [{ invoiceStatus: 'open', remainingMinor: 1, amountMinor: 1 }], now: '' });
}

/** True when the payment machine accepts these amounts for this payment. */
export function isModificationAccepted(payment: PaymentSummary, allocations: readonly Allocation[], candidates: readonly ModifiableInvoice[]): boolean {
  return paymentSnapshotOf(payment).can(modifyEventFor(allocations, candidates));
}

/** The rule's reasons, in the rule book's order (empty when accepted). */
export function modificationProblemsOf(payment: PaymentSummary, allocations: readonly Allocation[], candidates: readonly ModifiableInvoice[]): ModificationProblem[] {
  const snapshot = paymentSnapshotOf(payment);
  return (paymentRules.isModificationValid.explain?.({ context: snapshot.context, event: modifyEventFor(allocations, candidates) }) ?? []) as ModificationProblem[];
}
