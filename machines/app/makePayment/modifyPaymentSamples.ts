import type { AnyEventObject } from 'xstate';
import type { ModificationData, ModifiableInvoice, ModifiedPayment, ModifyPaymentEvent, ModifyPaymentInput } from './modifyPaymentTypes';
import type { PaymentFailure, PaymentSummary } from './paymentTypes';

/**
 * Example input, events and actor outcomes of the Modify payment machine at its rule boundaries
 * (a payment of 500.00 with 120.00 left): statechart pages and model tests. Pure data.
 */
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

const payment = (status: PaymentSummary['status'], remainingMinor: number): PaymentSummary => ({
  id: 'pay-7', method: 'bankTransfer', amount: usd(50_000), remaining: usd(remainingMinor), receivedDate: '2026-03-02', status, failureReason: null,
  createdAt: '2026-03-02T09:00:00Z', madeBy: 'Priya Shah', invoices: [], bankTransferInstructions: null,
});
const candidate = (id: string, invoiceNumber: string, remainingMinor: number): ModifiableInvoice => ({
  id, invoiceNumber, status: 'open', total: usd(remainingMinor), remaining: usd(remainingMinor), dueDate: '2026-04-01',
});

const ACTIVE = payment('active', 12_000);
const CANDIDATES = [candidate('inv-1', 'INV-100201', 10_000), candidate('inv-2', 'INV-100202', 40_000)];

export const sampleModifyPaymentInput: ModifyPaymentInput = { paymentId: 'pay-7' };

/** Events the user sends: exactly what is left (accepted), one cent more (refused). */
export const modifyPaymentSampleEvents = [
  { type: 'modify.amountsEntered', allocations: [{ invoiceId: 'inv-1', amountMinor: 10_000 }, { invoiceId: 'inv-2', amountMinor: 2_000 }] },
  { type: 'modify.amountsEntered', allocations: [{ invoiceId: 'inv-1', amountMinor: 10_000 }, { invoiceId: 'inv-2', amountMinor: 2_001 }] },
  { type: 'modify.back' },
  { type: 'modify.submit', idempotencyKey: 'modify-key-0001' },
  { type: 'modify.retry' },
  { type: 'modify.reload' },
] as const satisfies readonly ModifyPaymentEvent[];

const modified: ModifiedPayment = {
  payment: { ...ACTIVE, remaining: usd(0), status: 'applied' },
  lines: [
    { invoiceId: 'inv-1', invoiceNumber: 'INV-100201', amount: usd(10_000), remainingBefore: usd(10_000), remainingAfter: usd(0), statusAfter: 'paid' },
    { invoiceId: 'inv-2', invoiceNumber: 'INV-100202', amount: usd(2_000), remainingBefore: usd(40_000), remainingAfter: usd(38_000), statusAfter: 'open' },
  ],
  total: usd(12_000),
  replayed: false,
};

const failure = (code: string, messageId: string): PaymentFailure => ({ code, messageId });
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: err });
const data = (p: PaymentSummary | null, candidates: readonly ModifiableInvoice[] = []): ModificationData => ({ payment: p, candidates });

export const modifyPaymentActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadModification: [
    done('loadModification', data(ACTIVE, CANDIDATES)),
    done('loadModification', data(payment('pending', 0))),
    done('loadModification', data(null)),
    error('loadModification', failure('INTERNAL', 'signIn.error.internal')),
  ],
  submitModification: [
    done('submitModification', modified),
    error('submitModification', failure('MODIFY_PAYMENT_FAILED', 'payments.error.modifyFailed')),
    error('submitModification', failure('RULE_REFUSED', 'rule.payment.isModificationValid')),
  ],
};

export const modifyPaymentSamples = { ACTIVE, CANDIDATES, modified };
