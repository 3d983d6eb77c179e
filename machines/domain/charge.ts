import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { ChargeStatus } from '../../src/domain/money';
import { owesNothing, statusAfterFailedPayment } from '../rules/chargeStatus';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/**
 * Spec 4 "Charge status labels", 1 "pay invoices", 5 "Modifying a payment", 3 "Charge". One
 * invoice (charge) of a buyer. The spec lists the statuses, not the moves between them; ours, as
 * the server makes them:
 * - a payment booked for a payable invoice lowers what it owes; paid in full it is Pending Payment
 *   until the bank posts the payment, then Paid (unless another payment for it is still pending);
 * - a failed payment gives its amount back: an invoice it had covered in full returns to its status
 *   before the payment (Past Due once due), any other keeps its status;
 * - money already received (a payment modification, the servicer's cash application) makes an
 *   invoice Paid at a zero balance;
 * - an adjustment (the servicer's correction, e.g. a dispute resolved in the buyer's favour) makes
 *   it Partially Adjusted, or Adjusted when nothing is left to pay.
 * Balances are computed by the server from the locked row and arrive in the event
 * (`remainingMinor`, what the invoice owes after the event); the machine decides the status.
 */
export interface ChargeContext {
  /** What the invoice still owes, in minor units. */
  remainingMinor: number;
}

export type ChargeEvent =
  | { type: 'charge.paymentBooked'; remainingMinor: number }
  | { type: 'charge.paymentReceived'; otherPaymentPending: boolean }
  | { type: 'charge.paymentFailed'; remainingMinor: number; statusBefore: string | null; dueDate: string; now: string }
  | { type: 'charge.allocated'; remainingMinor: number }
  | { type: 'charge.adjusted'; remainingMinor: number }
  /** The seller voids the charge (seller API): `paidMinor` is what payments have already covered. */
  | { type: 'charge.voided'; paidMinor: number }
  /** A credit memo created by the seller (seller API, XLSX import) is issued: Credited. */
  | { type: 'charge.creditIssued'; invoiceType: string };

const SPEC = '4. Charge status labels';
const defaults: ChargeContext = { remainingMinor: 0 };
const returnStatusOf = (event: ChargeEvent) =>
  event.type === 'charge.paymentFailed' ? statusAfterFailedPayment(event.statusBefore, event.dueDate, event.now.slice(0, 10)) : null;

export const chargeMachine = setup({
  types: {
    context: {} as ChargeContext,
    events: {} as ChargeEvent,
    input: {} as Partial<ChargeContext>,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    owesNothing: ({ event }) => 'remainingMinor' in event && owesNothing(event.remainingMinor),
    isLastPendingPayment: ({ event }) => event.type === 'charge.paymentReceived' && !event.otherPaymentPending,
    returnsPastDue: ({ event }) => returnStatusOf(event) === 'pastDue',
    returnsCreated: ({ event }) => returnStatusOf(event) === 'created',
    returnsPartiallyAdjusted: ({ event }) => returnStatusOf(event) === 'partiallyAdjusted',
    nothingPaid: ({ event }) => event.type === 'charge.voided' && event.paidMinor === 0,
    isCreditMemo: ({ event }) => event.type === 'charge.creditIssued' && event.invoiceType === 'credit',
  },
  actions: {
    recordBalance: assign(({ event }) => ('remainingMinor' in event ? { remainingMinor: event.remainingMinor } : {})),
    clearBalance: assign({ remainingMinor: 0 }),
  },
}).createMachine({
  id: 'charge',
  description: "An invoice's (charge's) status as payments, their outcomes, cash application and adjustments change what it owes.",
  context: ({ input }) => ({ ...defaults, ...input }),
  initial: 'allocatable',
  states: {
    allocatable: {
      description: 'Money can still be applied to the invoice: every status but Cancelled, Paid and Pending Payment.',
      meta: { spec: '5. Modifying a payment' },
      initial: 'payable',
      on: {
        'charge.allocated': [
          { guard: 'owesNothing', target: '#charge.coveredInFull.paid', actions: 'recordBalance', description: 'Received money applied to the invoice leaves nothing to pay: it is Paid.', meta: { spec: '5. Modifying a payment' } },
          { actions: 'recordBalance', description: 'Received money pays part of the invoice; its status stays.', meta: { spec: '5. Modifying a payment' } },
        ],
        'charge.paymentFailed': {
          actions: 'recordBalance',
          description: 'A payment of part of the invoice failed: the invoice owes that amount again and keeps its status.',
          meta: { spec: SPEC },
        },
      },
      states: {
        payable: {
          description: 'The buyer can pay the invoice (Created, Open, Past Due, Partially Adjusted).',
          meta: { spec: '1. Pay invoices' },
          initial: 'created',
          on: {
            'charge.paymentBooked': [
              { guard: 'owesNothing', target: '#charge.coveredInFull.pendingPayment', actions: 'recordBalance', description: 'A payment covers what is left: the invoice is Pending Payment until the bank posts it.', meta: { spec: '1. Pay invoices' } },
              { actions: 'recordBalance', description: 'A payment covers part of the invoice; its status stays.', meta: { spec: '1. Pay invoices' } },
            ],
            'charge.voided': {
              guard: 'nothingPaid', target: '#charge.cancelled', actions: 'clearBalance',
              description: 'The seller voids a charge nothing has been paid on (seller API): it is Cancelled and owes nothing.', meta: { spec: '2. Developers (seller API: void a charge)' },
            },
            'charge.adjusted': [
              { guard: 'owesNothing', target: '#charge.allocatable.adjusted', actions: 'recordBalance', description: 'An adjustment leaves nothing to pay: the invoice is Adjusted.', meta: { spec: SPEC } },
              { target: '#charge.allocatable.payable.partiallyAdjusted', actions: 'recordBalance', description: 'An adjustment lowers what the invoice owes: it is Partially Adjusted.', meta: { spec: SPEC } },
            ],
          },
          states: {
            created: {
              description: 'Created: billed, not yet due.',
              meta: { spec: SPEC },
              on: {
                'charge.creditIssued': {
                  guard: 'isCreditMemo', target: '#charge.allocatable.credited', actions: 'clearBalance',
                  description: 'A credit memo the seller created is issued: Credited.', meta: { spec: '3. Charge (charge types: credit)' },
                },
              },
            },
            open: { description: 'Open: billed and owed.', meta: { spec: SPEC } },
            pastDue: { description: 'Past Due: owed after its due date.', meta: { spec: SPEC } },
            partiallyAdjusted: { description: 'Partially Adjusted: an adjustment lowered what it owes; the rest is owed.', meta: { spec: SPEC } },
          },
        },
        pending: { description: 'Pending: the charge is not yet billed.', meta: { spec: SPEC } },
        adjusted: { description: 'Adjusted: an adjustment left nothing to pay.', meta: { spec: SPEC } },
        credited: { description: 'Credited.', meta: { spec: SPEC } },
        paidDirect: { description: 'Paid Direct: paid to the seller outside the portal.', meta: { spec: SPEC } },
        rejected: { description: 'Rejected.', meta: { spec: SPEC } },
        reversed: { description: 'Reversed.', meta: { spec: SPEC } },
        settled: { description: 'Settled.', meta: { spec: SPEC } },
      },
    },
    coveredInFull: {
      description: 'Payments cover everything the invoice owed.',
      meta: { spec: SPEC },
      initial: 'pendingPayment',
      on: {
        'charge.paymentFailed': [
          { guard: 'returnsPastDue', target: '#charge.allocatable.payable.pastDue', actions: 'recordBalance', description: 'A payment that covered the invoice failed: it owes again, Past Due (it was, or its due date has passed).', meta: { spec: SPEC } },
          { guard: 'returnsCreated', target: '#charge.allocatable.payable.created', actions: 'recordBalance', description: 'A payment that covered the invoice failed: it owes again and is Created, as before the payment.', meta: { spec: SPEC } },
          { guard: 'returnsPartiallyAdjusted', target: '#charge.allocatable.payable.partiallyAdjusted', actions: 'recordBalance', description: 'A payment that covered the invoice failed: it owes again and is Partially Adjusted, as before the payment.', meta: { spec: SPEC } },
          { target: '#charge.allocatable.payable.open', actions: 'recordBalance', description: 'A payment that covered the invoice failed: it owes again and is Open.', meta: { spec: SPEC } },
        ],
      },
      states: {
        pendingPayment: {
          description: 'Pending Payment: a payment covers it; the bank posts it in 1-2 business days. It cannot be paid, modified or cancelled meanwhile.',
          meta: { spec: '9. Timing' },
          on: {
            'charge.paymentReceived': [
              { guard: 'isLastPendingPayment', target: 'paid', description: 'The bank posted the last pending payment of the invoice: it is Paid.', meta: { spec: SPEC } },
              { description: 'The bank posted one payment; another payment of the invoice is still pending, so it stays Pending Payment.', meta: { spec: SPEC } },
            ],
          },
        },
        paid: { description: 'Paid: nothing is owed.', meta: { spec: SPEC } },
      },
    },
    cancelled: { description: 'Cancelled: nothing is owed and nothing can be applied.', meta: { spec: SPEC } },
  },
});

export type ChargeSnapshot = SnapshotFrom<typeof chargeMachine>;

/** The snapshot of a stored invoice: its status and balance. */
export function initialFor(invoice: { status: ChargeStatus } & Partial<ChargeContext>): ChargeSnapshot {
  const { status, ...facts } = invoice;
  return chargeMachine.resolveState({ value: stateValueFor(chargeMachine, status), context: { ...defaults, ...facts } });
}

/** The status to store for a snapshot. */
export const chargeStatus = (snapshot: ChargeSnapshot) => leafStatus(snapshot) as ChargeStatus;

type Doc = RuleDoc<ChargeContext, ChargeEvent>;
export const chargeRules: Record<'owesNothing' | 'isLastPendingPayment' | 'returnsPastDue' | 'returnsCreated' | 'returnsPartiallyAdjusted' | 'nothingPaid' | 'isCreditMemo', Doc> = {
  nothingPaid: { description: 'No payment has covered any part of the charge yet (a paid charge is adjusted or refunded, not voided).', spec: '2. Developers (seller API: void a charge)' },
  isCreditMemo: { description: 'The charge is a credit memo (charge type credit).', spec: '3. Charge (charge types)' },
  owesNothing: { description: 'The invoice owes nothing after the event (its remaining amount is zero).', spec: SPEC },
  isLastPendingPayment: { description: 'No other payment of the invoice is still waiting for the bank.', spec: SPEC },
  returnsPastDue: { description: 'The invoice was Past Due before the failed payment, or was Open or Created and its due date has passed.', spec: SPEC },
  returnsCreated: { description: 'The invoice was Created before the failed payment and is not yet due.', spec: SPEC },
  returnsPartiallyAdjusted: { description: 'The invoice was Partially Adjusted before the failed payment.', spec: SPEC },
};

const NOW = '2026-03-02T09:00:00Z';
/** For an invoice owing 50.00 (input `{ remainingMinor: 5000 }`). */
export const chargeSampleInput: Partial<ChargeContext> = { remainingMinor: 5_000 };
export const chargeSampleEvents: readonly ChargeEvent[] = [
  { type: 'charge.paymentBooked', remainingMinor: 0 },
  { type: 'charge.paymentBooked', remainingMinor: 2_500 },
  { type: 'charge.paymentReceived', otherPaymentPending: false },
  { type: 'charge.paymentReceived', otherPaymentPending: true },
  { type: 'charge.paymentFailed', remainingMinor: 5_000, statusBefore: 'open', dueDate: '2026-04-01', now: NOW },
  { type: 'charge.paymentFailed', remainingMinor: 5_000, statusBefore: 'open', dueDate: '2026-03-01', now: NOW },
  { type: 'charge.paymentFailed', remainingMinor: 5_000, statusBefore: 'created', dueDate: '2026-04-01', now: NOW },
  { type: 'charge.paymentFailed', remainingMinor: 5_000, statusBefore: 'partiallyAdjusted', dueDate: '2026-04-01', now: NOW },
  { type: 'charge.allocated', remainingMinor: 0 },
  { type: 'charge.allocated', remainingMinor: 2_500 },
  { type: 'charge.adjusted', remainingMinor: 0 },
  { type: 'charge.adjusted', remainingMinor: 2_500 },
  { type: 'charge.voided', paidMinor: 0 },
  { type: 'charge.voided', paidMinor: 100 },
  { type: 'charge.creditIssued', invoiceType: 'credit' },
  { type: 'charge.creditIssued', invoiceType: 'sale' },
];
