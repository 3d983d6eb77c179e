import type { AnyEventObject } from 'xstate';
import type { MakePaymentEvent, MakePaymentInput } from './makePaymentTypes';
import { BANK_ACCOUNT_BLOCKED } from './paymentFailures';
import type { ApprovalChallenge, InvoiceSummary, MadePayment, PaymentFailure, PaymentMethodOption, PaymentPreview } from './paymentTypes';

/**
 * Example input, events and actor outcomes of the Make Payment machine at its rule boundaries:
 * what the statechart pages show and what the model tests generate paths from. Pure data.
 */

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

const invoice = (id: string, invoiceNumber: string, remainingMinor: number, payable = true): InvoiceSummary => ({
  id, invoiceNumber, status: 'open', type: 'sale', feeType: null, total: usd(remainingMinor), remainingDue: usd(remainingMinor), applied: usd(0),
  billDate: '2026-02-01', dueDate: '2026-03-03', isPastDue: false, payable, poNumber: null, buyerUserName: 'Sam Lee', supplierName: 'Northwind Traders',
});

const INV_1 = invoice('inv-1', 'INV-100201', 120_000);
const INV_2 = invoice('inv-2', 'INV-100202', 45_000);
const PAID = invoice('inv-3', 'INV-100203', 0, false);

export const sampleMakePaymentInput: MakePaymentInput = { buyerId: null, preselectedIds: ['inv-1', 'inv-2'] };

const methods: PaymentMethodOption[] = [
  { method: 'directDebit', available: true, unavailableReasonId: null, accountLabel: 'First Demo Bank ••••6789' },
  { method: 'bankTransfer', available: false, unavailableReasonId: 'payments.method.unavailable', accountLabel: null },
];

const preview = (valid: boolean, approvalRequired = false): PaymentPreview => ({
  valid,
  approvalRequired,
  problems: valid ? [] : [{ code: 'amountExceedsRemaining', invoiceId: 'inv-2', messageId: 'payments.allocation.amountExceedsRemaining' }],
  lines: [
    { invoiceId: 'inv-1', invoiceNumber: 'INV-100201', remainingBefore: usd(120_000), amount: usd(120_000), remainingAfter: usd(0), statusAfter: 'pendingPayment' },
    { invoiceId: 'inv-2', invoiceNumber: 'INV-100202', remainingBefore: usd(45_000), amount: usd(20_000), remainingAfter: usd(25_000), statusAfter: 'open' },
  ],
  total: usd(140_000),
  creditAvailableBefore: usd(1_000_000),
  creditAvailableAfter: usd(1_140_000),
  balanceDueBefore: usd(500_000),
  balanceDueAfter: usd(360_000),
});

const made: MadePayment = {
  payment: {
    id: 'pay-1', method: 'directDebit', amount: usd(140_000), remaining: usd(0), receivedDate: '2026-03-02', status: 'pending', failureReason: null,
    createdAt: '2026-03-02T09:00:00Z', madeBy: 'Priya Shah', bankTransferInstructions: null,
    invoices: [
      { invoiceId: 'inv-1', invoiceNumber: 'INV-100201', amount: usd(120_000) },
      { invoiceId: 'inv-2', invoiceNumber: 'INV-100202', amount: usd(20_000) },
    ],
  },
  preview: preview(true),
  replayed: false,
};

const failure = (code: string, messageId: string): PaymentFailure => ({ code, messageId });

const challenge: ApprovalChallenge = { challengeId: 'challenge-1', method: 'email', sentTo: 'p•••@acme.example', resendAfterMs: 60_000, expiresAt: '2026-03-02T09:05:00Z' };
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: err });

/** Events the user sends, at the guards' boundaries. */
export const makePaymentSampleEvents = [
  { type: 'payment.invoicesSelected', invoices: [] },
  { type: 'payment.invoicesSelected', invoices: [INV_1, INV_2, PAID] },
  { type: 'payment.next' },
  { type: 'payment.amountsEntered', allocations: [{ invoiceId: 'inv-1', amountMinor: 120_000 }, { invoiceId: 'inv-2', amountMinor: 20_000 }] },
  { type: 'payment.amountsEntered', allocations: [{ invoiceId: 'inv-1', amountMinor: 120_001 }, { invoiceId: 'inv-2', amountMinor: 20_000 }] },
  { type: 'payment.methodChosen', method: 'directDebit' },
  { type: 'payment.methodChosen', method: 'bankTransfer' },
  { type: 'payment.pay', idempotencyKey: 'attempt-key-0001' },
  { type: 'payment.codeEntered', code: '123456' },
  { type: 'payment.codeEntered', code: '12345' },
  { type: 'payment.resendCode' },
  { type: 'payment.retry' },
  { type: 'payment.back' },
  { type: 'payment.edit' },
] as const satisfies readonly MakePaymentEvent[];

/** Outcomes of each invoked actor, by invoke id. */
export const makePaymentActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  // The demo program asks for a code before every payment (mfaRequired), so the wizard opens knowing it.
  loadInvoices: [done('loadInvoices', { invoices: [INV_1, INV_2, PAID], approvalRequired: true }), error('loadInvoices', failure('INTERNAL', 'signIn.error.internal'))],
  loadMethods: [done('loadMethods', methods), error('loadMethods', failure('INTERNAL', 'signIn.error.internal'))],
  loadPreview: [
    done('loadPreview', preview(true)), done('loadPreview', preview(true, true)), done('loadPreview', preview(false)), error('loadPreview', failure('INTERNAL', 'signIn.error.internal')),
  ],
  requestApprovalCode: [done('requestApprovalCode', challenge), error('requestApprovalCode', failure('MFA_RESEND_TOO_SOON', 'purchaseCards.mfa.resendTooSoon'))],
  submitPayment: [
    done('submitPayment', made),
    error('submitPayment', failure(BANK_ACCOUNT_BLOCKED, 'payments.error.bankAccountBlocked')),
    error('submitPayment', failure('INTERNAL', 'signIn.error.internal')),
    error('submitPayment', failure('PAYMENT_REFUSED', 'payments.error.refused')),
    error('submitPayment', failure('MFA_CODE_INVALID', 'purchaseCards.mfa.invalidCode')),
  ],
};

/** The payment page's watcher (paymentWatchMachine.ts): input, pushed updates, load outcomes. */
export const samplePaymentWatchInput = { paymentId: 'pay-1' };
const applied = { ...made.payment, status: 'applied' as const };
export const paymentWatchSampleEvents: readonly AnyEventObject[] = [
  { type: 'payment.updated', payment: applied },
  { type: 'payment.updated', payment: { ...applied, id: 'pay-2' } },
  { type: 'payment.retry' },
];
export const paymentWatchActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadPayment: [done('loadPayment', made.payment), done('loadPayment', null), error('loadPayment', failure('INTERNAL', 'signIn.error.internal'))],
};
