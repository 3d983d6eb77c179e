import type {
  Allocation,
  ApprovalChallenge,
  InvoiceSummary,
  MadePayment,
  PaymentFailure,
  PaymentMethod,
  PaymentMethodOption,
  PaymentPreview,
} from './paymentTypes';

/** What starts a Make Payment wizard: the buyer and the invoices picked elsewhere (the invoice table). */
export interface MakePaymentInput {
  /** null: the user's own buyer. */
  buyerId: string | null;
  /** Invoices chosen before the wizard opened ("Pay selected"); may be empty. */
  preselectedIds: readonly string[];
}

export interface MakePaymentContext {
  buyerId: string | null;
  preselectedIds: readonly string[];
  /** The invoices to pay (only payable ones), in the order chosen. */
  invoices: readonly InvoiceSummary[];
  /** The amount per invoice; an invoice without one is paid in full when the amounts step opens. */
  allocations: readonly Allocation[];
  methods: readonly PaymentMethodOption[];
  method: PaymentMethod | null;
  /**
   * Whether this payment needs an approval code (an extra wizard step): known when the wizard opens,
   * confirmed by each preview; null when the first load failed and no preview came yet.
   */
  approvalRequired: boolean | null;
  /** The server's allocation preview for the current amounts and method. */
  preview: PaymentPreview | null;
  /**
   * The idempotency key of the current attempt: adopted from the first Pay of an attempt, reused
   * when the same attempt is retried, dropped when the entered data change or the server refused.
   */
  attemptKey: string | null;
  /** The code sent to approve this payment (spec 6 OrderApproval), while the approval step is under way. */
  challenge: ApprovalChallenge | null;
  /** The code the user entered; kept so a retry of an interrupted attempt sends it again. */
  approvalCode: string | null;
  result: MadePayment | null;
  failure: PaymentFailure | null;
}

export type MakePaymentEvent =
  /** The invoices to pay (the view sends the rows the user selected). */
  | { type: 'payment.invoicesSelected'; invoices: readonly InvoiceSummary[] }
  | { type: 'payment.next' }
  /** The amounts form, parsed: one allocation per selected invoice, in minor units. */
  | { type: 'payment.amountsEntered'; allocations: readonly Allocation[] }
  | { type: 'payment.methodChosen'; method: PaymentMethod }
  /** Pay. `idempotencyKey` is a fresh key from the browser; it is used only when no attempt is under way. */
  | { type: 'payment.pay'; idempotencyKey: string }
  /** The security code typed on the approval step. */
  | { type: 'payment.codeEntered'; code: string }
  /** Send another code (no sooner than a minute after the last: the server says when). */
  | { type: 'payment.resendCode' }
  | { type: 'payment.retry' }
  | { type: 'payment.back' }
  | { type: 'payment.edit' };
