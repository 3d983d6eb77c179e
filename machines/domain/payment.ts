import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { MODIFICATION_PROBLEMS, modificationProblems } from '../rules/paymentModification';
import type { ModificationSelection } from '../rules/paymentModification';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/**
 * Spec 3 "Buyer payment", 4 "Payment status" (active, applied, failed, pending, refunded,
 * transferred, writeOff), 5 "Modifying a payment". Our reading of the statuses: pending = sent, not
 * yet posted by the bank (1-2 business days); active = received with an unapplied remainder;
 * applied = fully applied to invoices; refunded = returned to the buyer (the spec's "Returned" and
 * the charge activity "return", shown as Refund); transferred = moved to another account; writeOff =
 * written off. Only active and applied payments may be modified, and only with what they have left
 * (`unappliedMinor`): an applied payment has nothing left, so any modification of it is refused.
 */
export const FAILED_PAYMENT_REASONS = {
  'account not found': 'accountNotFound',
  'bank return': 'bankReturn',
  compliance: 'compliance',
  'insufficient funds': 'insufficientFunds',
  'no mandate': 'noMandate',
  'stop payment': 'stopPayment',
  'unauthorized corporate debit': 'unauthorizedCorporateDebit',
} as const;
export type FailedPaymentReason = (typeof FAILED_PAYMENT_REASONS)[keyof typeof FAILED_PAYMENT_REASONS];
const REASONS: readonly string[] = Object.values(FAILED_PAYMENT_REASONS);

export interface PaymentContext {
  amountMinor: number;
  unappliedMinor: number;
  failureReason: FailedPaymentReason | null;
  receivedAt: string | null;
  modificationRequestedAt: string | null;
  closedAt: string | null;
}

export type PaymentEvent =
  /** The bank posted the payment; `unappliedMinor` is what no invoice took. */
  | { type: 'payment.received'; now: string; unappliedMinor: number }
  | { type: 'payment.failed'; reason: string; now: string }
  /** More of the remainder was applied to invoices. */
  | { type: 'payment.allocated'; unappliedMinor: number }
  | { type: 'payment.modify'; selections: readonly ModificationSelection[]; now: string }
  | { type: 'payment.refunded'; now: string }
  | { type: 'payment.transferred'; now: string }
  | { type: 'payment.writtenOff'; now: string };

export type PaymentStatus = 'pending' | 'active' | 'applied' | 'failed' | 'refunded' | 'transferred' | 'writeOff';
/** The statuses whose payments may be modified (everything else: Pending, Failed, Written Off, Transferred, Returned). */
export const MODIFIABLE_PAYMENT_STATUSES: readonly PaymentStatus[] = ['active', 'applied'];

const SPEC = '4. Payment status';
const defaults: PaymentContext = { amountMinor: 0, unappliedMinor: 0, failureReason: null, receivedAt: null, modificationRequestedAt: null, closedAt: null };
/** A modification applies what the payment has left: its available amount is the unapplied remainder. */
const problemsOf = (context: PaymentContext, event: PaymentEvent) =>
  event.type === 'payment.modify' ? modificationProblems({ availableMinor: context.unappliedMinor, selections: event.selections }) : [];

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as Partial<PaymentContext>,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    isFullyApplied: ({ event }) => 'unappliedMinor' in event && event.unappliedMinor === 0,
    isKnownFailureReason: ({ event }) => event.type === 'payment.failed' && REASONS.includes(event.reason),
    isModificationValid: ({ context, event }) => event.type === 'payment.modify' && problemsOf(context, event).length === 0,
  },
  actions: {
    recordReceipt: assign(({ event }) => (event.type === 'payment.received' ? { receivedAt: event.now, unappliedMinor: event.unappliedMinor } : {})),
    recordAllocation: assign(({ event }) => ('unappliedMinor' in event ? { unappliedMinor: event.unappliedMinor } : {})),
    recordFailure: assign(({ event }) => (event.type === 'payment.failed' ? { failureReason: event.reason as FailedPaymentReason } : {})),
    recordModificationRequest: assign(({ event }) => (event.type === 'payment.modify' ? { modificationRequestedAt: event.now } : {})),
    recordClosing: assign(({ event }) => ('now' in event ? { closedAt: event.now } : {})),
  },
}).createMachine({
  id: 'payment',
  description: "A buyer payment's status, from sending to the bank to its final outcome.",
  context: ({ input }) => ({ ...defaults, ...input }),
  initial: 'pending',
  states: {
    pending: {
      description: 'Pending: sent, waiting for the bank to post it (1-2 business days). Cannot be modified.',
      meta: { spec: '9. Timing' },
      on: {
        'payment.received': [
          { guard: 'isFullyApplied', target: 'modifiable.applied', actions: 'recordReceipt', description: 'Posted and fully applied to invoices.', meta: { spec: SPEC } },
          { target: 'modifiable.active', actions: 'recordReceipt', description: 'Posted with an unapplied remainder.', meta: { spec: SPEC } },
        ],
        'payment.failed': {
          guard: 'isKnownFailureReason',
          target: 'failed',
          actions: 'recordFailure',
          description: 'The bank rejects the payment with one of the failed-payment reasons.',
          meta: { spec: '3. Enumerations' },
        },
      },
    },
    modifiable: {
      description: 'Received by the bank: the payment may be modified, refunded, transferred or written off.',
      meta: { spec: '5. Modifying a payment' },
      initial: 'active',
      on: {
        'payment.modify': {
          guard: 'isModificationValid',
          actions: 'recordModificationRequest',
          description: 'A modification is accepted when the selected invoices total no more than what the payment has left unapplied and none is Cancelled, Paid or Pending Payment; it is reflected within 24 hours.',
          meta: { spec: '5. Modifying a payment' },
        },
        'payment.refunded': { target: '#payment.closed.refunded', actions: 'recordClosing', description: 'The payment is returned to the buyer.', meta: { spec: SPEC } },
        'payment.transferred': { target: '#payment.closed.transferred', actions: 'recordClosing', description: 'The payment is moved to another account.', meta: { spec: SPEC } },
        'payment.writtenOff': { target: '#payment.closed.writeOff', actions: 'recordClosing', description: 'The payment is written off.', meta: { spec: SPEC } },
      },
      states: {
        active: {
          description: 'Active: received, with a remainder not yet applied to invoices.',
          meta: { spec: SPEC },
          on: {
            'payment.allocated': [
              { guard: 'isFullyApplied', target: 'applied', actions: 'recordAllocation', description: 'The remainder is now fully applied.', meta: { spec: SPEC } },
              { actions: 'recordAllocation', description: 'Part of the remainder is applied.', meta: { spec: SPEC } },
            ],
          },
        },
        applied: { description: 'Applied: fully applied to invoices.', meta: { spec: SPEC } },
      },
    },
    failed: { type: 'final', description: 'Failed: the bank rejected the payment (see the reason). Cannot be modified.', meta: { spec: SPEC, permanent: true } },
    closed: {
      description: 'Closed: the money left this payment. Cannot be modified.',
      meta: { spec: SPEC },
      initial: 'refunded',
      states: {
        refunded: { type: 'final', description: 'Returned to the buyer (shown as Refund; the spec\'s "Returned").', meta: { spec: SPEC, display: 'Returned', permanent: true } },
        transferred: { type: 'final', description: 'Transferred to another account.', meta: { spec: SPEC, permanent: true } },
        writeOff: { type: 'final', description: 'Written off.', meta: { spec: SPEC, display: 'Written Off', permanent: true } },
      },
    },
  },
});

export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

export function initialFor(payment: { status: PaymentStatus } & Partial<PaymentContext>): PaymentSnapshot {
  const { status, ...facts } = payment;
  return paymentMachine.resolveState({ value: stateValueFor(paymentMachine, status), context: { ...defaults, ...facts } });
}

export const paymentStatus = (snapshot: PaymentSnapshot) => leafStatus(snapshot) as PaymentStatus;

type Doc = RuleDoc<PaymentContext, PaymentEvent>;
export const paymentRules: Record<'isFullyApplied' | 'isKnownFailureReason' | 'isModificationValid', Doc> = {
  isFullyApplied: { description: 'Nothing of the payment is left unapplied.', spec: SPEC },
  isKnownFailureReason: {
    description: 'A failed payment carries one of the reasons: account not found, bank return, compliance, insufficient funds, no mandate, stop payment, unauthorized corporate debit.',
    spec: '3. Enumerations',
  },
  isModificationValid: {
    description: 'The selected invoices total no more than what the payment has left unapplied, each amount is above zero, and no invoice is Cancelled, Paid or Pending Payment.',
    spec: '5. Modifying a payment',
    subRules: MODIFICATION_PROBLEMS,
    explain: ({ context, event }) => problemsOf(context, event),
  },
};

const NOW = '2026-03-02T09:00:00Z';
/** For a payment of 100.00 (input `{ amountMinor: 10000 }`). */
export const paymentSampleInput: Partial<PaymentContext> = { amountMinor: 10_000 };
export const paymentSampleEvents: readonly PaymentEvent[] = [
  { type: 'payment.received', now: NOW, unappliedMinor: 0 },
  { type: 'payment.received', now: NOW, unappliedMinor: 2_500 },
  { type: 'payment.failed', reason: 'insufficientFunds', now: NOW },
  { type: 'payment.failed', reason: 'bank on strike', now: NOW },
  { type: 'payment.allocated', unappliedMinor: 0 },
  { type: 'payment.allocated', unappliedMinor: 1_000 },
  // After `payment.received` with 25.00 unapplied: exactly what is left, then one cent more.
  { type: 'payment.modify', selections: [{ invoiceStatus: 'pastDue', amountMinor: 1_500 }, { invoiceStatus: 'created', amountMinor: 1_000 }], now: NOW },
  { type: 'payment.modify', selections: [{ invoiceStatus: 'pastDue', amountMinor: 1_500 }, { invoiceStatus: 'created', amountMinor: 1_001 }], now: NOW },
  { type: 'payment.modify', selections: [{ invoiceStatus: 'paid', amountMinor: 100 }], now: NOW },
  { type: 'payment.refunded', now: NOW },
  { type: 'payment.transferred', now: NOW },
  { type: 'payment.writtenOff', now: NOW },
];
