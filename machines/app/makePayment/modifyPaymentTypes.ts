import type { ModificationProblem } from '../../rules/paymentModification';
import type { Allocation, PaymentFailure, PaymentSummary } from './paymentTypes';
import type { ChargeStatus, Money } from '../../../src/domain/money';

/**
 * Contract between the Modify payment machine (modifyPaymentMachine.ts) and the browser code that
 * supplies its actors (src/api/paymentActors.ts). Plain data, amounts in minor units.
 */

/** An invoice the payment's remainder can go to (the server lists them; spec 5). */
export interface ModifiableInvoice {
  id: string;
  invoiceNumber: string;
  status: ChargeStatus;
  total: Money;
  remaining: Money;
  dueDate: string;
}

/** What a modification did to one invoice. */
export interface ModificationLine {
  invoiceId: string;
  invoiceNumber: string;
  amount: Money;
  remainingBefore: Money;
  remainingAfter: Money;
  statusAfter: ChargeStatus;
}

export interface ModifiedPayment {
  payment: PaymentSummary;
  lines: readonly ModificationLine[];
  total: Money;
  /** The stored answer of an earlier call with the same idempotency key. */
  replayed: boolean;
}

/** The payment and, when it has something left, the invoices it can go to. `payment` null: not found (or not visible). */
export interface ModificationData {
  payment: PaymentSummary | null;
  candidates: readonly ModifiableInvoice[];
}

export interface ModifyPaymentInput {
  paymentId: string;
}

export interface ModifyPaymentContext {
  paymentId: string;
  payment: PaymentSummary | null;
  candidates: readonly ModifiableInvoice[];
  /** The amounts entered, one per invoice the user chose (minor units). */
  allocations: readonly Allocation[];
  /** Why the entered amounts cannot be applied (the payment machine's rule), empty when they can. */
  problems: readonly ModificationProblem[];
  /** The idempotency key of the current attempt (kept for a retry after an unclear failure). */
  attemptKey: string | null;
  result: ModifiedPayment | null;
  failure: PaymentFailure | null;
}

export type ModifyPaymentEvent =
  /** The amounts form, parsed: the invoices with an amount, in minor units. */
  | { type: 'modify.amountsEntered'; allocations: readonly Allocation[] }
  | { type: 'modify.back' }
  /** Apply. `idempotencyKey` is a fresh key from the browser; used only when no attempt is under way. */
  | { type: 'modify.submit'; idempotencyKey: string }
  | { type: 'modify.retry' }
  /** Load the payment and its invoices again (after a refusal: something changed meanwhile). */
  | { type: 'modify.reload' };

/** Actor signatures, by name. Failures reject with a {@link PaymentFailure}. */
export interface ModifyPaymentActorTypes {
  loadModification: { input: { paymentId: string }; output: ModificationData };
  submitModification: { input: { paymentId: string; idempotencyKey: string; allocations: readonly Allocation[] }; output: ModifiedPayment };
}
