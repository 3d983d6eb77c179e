import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AnyEventObject, CallbackActorLogic, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { failureOf } from './paymentFailures';
import type { PaymentFailure, PaymentSummary } from './paymentTypes';

/**
 * One payment on its page (route `payment`, spec 2), kept current while the page is open: loaded
 * once, then every `paymentUpdated` the server pushes replaces it (pending -> applied without a
 * reload, spec 4 "Payment status"). Actors: `loadPayment` (promise) and `watchPayment` (callback
 * that subscribes and sends `payment.updated`), supplied by src/api/paymentActors.ts.
 */

export interface PaymentWatchInput {
  paymentId: string;
}

export interface PaymentWatchContext {
  paymentId: string;
  payment: PaymentSummary | null;
  failure: PaymentFailure | null;
}

export type PaymentWatchEvent =
  /** Pushed by the server (subscription `paymentUpdated`). */
  | { type: 'payment.updated'; payment: PaymentSummary }
  | { type: 'payment.retry' };

export interface PaymentWatchActorTypes {
  loadPayment: { input: { id: string }; output: PaymentSummary | null };
}

/** The subscription: sends `payment.updated` for each pushed payment of the buyer; stops when the page closes. */
export type WatchPaymentLogic = CallbackActorLogic<PaymentWatchEvent, { paymentId: string }>;

const PAGE = { spec: '2. Signed-in area (/payment/{id})' } satisfies SpecMeta;
const STATUS = { spec: '4. Payment status' } satisfies SpecMeta;

const loaded = (event: AnyEventObject) => (event as unknown as { output: PaymentSummary | null }).output;

export const paymentWatchMachine = setup({
  types: {
    context: {} as PaymentWatchContext,
    events: {} as PaymentWatchEvent,
    input: {} as PaymentWatchInput,
    meta: {} as SpecMeta,
  },
  actors: {
    loadPayment: fromPromise<PaymentSummary | null, { id: string }>(async () => {
      throw new Error('payment-watch actor "loadPayment" is not provided');
    }),
    watchPayment: fromCallback<PaymentWatchEvent, { paymentId: string }>(() => {
      throw new Error('payment-watch actor "watchPayment" is not provided');
    }) as WatchPaymentLogic,
  },
  guards: {
    isFound: ({ event }) => loaded(event) !== null,
    isThisPayment: ({ context, event }) => event.type === 'payment.updated' && event.payment.id === context.paymentId,
  },
  actions: {
    storePayment: assign(({ event }) => ({ payment: event.type === 'payment.updated' ? event.payment : loaded(event), failure: null })),
    recordFailure: assign(({ event }) => ({ failure: failureOf(event) })),
  },
}).createMachine({
  id: 'paymentWatch',
  description: 'A payment shown on its page, updated live when the server reports a change.',
  meta: PAGE,
  context: ({ input }) => ({ paymentId: input.paymentId, payment: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the payment.',
      meta: PAGE,
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => ({ id: context.paymentId }),
        onDone: [
          { guard: 'isFound', target: 'watching', actions: 'storePayment', description: 'The payment exists and this user may see it: show it and start listening.', meta: PAGE },
          { target: 'notFound', description: 'No such payment, or not one this user may see.', meta: PAGE },
        ],
        onError: { target: 'failed', actions: 'recordFailure', description: 'The payment could not be loaded; the user may retry.', meta: PAGE },
      },
    },
    watching: {
      description: 'Shows the payment and listens for changes (e.g. Pending becomes Applied when the bank posts it).',
      meta: STATUS,
      invoke: { id: 'watchPayment', src: 'watchPayment', input: ({ context }) => ({ paymentId: context.paymentId }) },
      on: {
        'payment.updated': {
          guard: 'isThisPayment',
          actions: 'storePayment',
          description: 'A pushed change of this payment replaces what is shown, without a reload.',
          meta: STATUS,
        },
      },
    },
    notFound: { type: 'final', description: 'The payment does not exist or is not visible to this user.', meta: PAGE },
    failed: {
      description: 'The payment could not be loaded; the user may retry.',
      meta: PAGE,
      on: { 'payment.retry': { target: 'loading', description: 'The user asks for the payment again.', meta: PAGE } },
    },
  },
});

export type PaymentWatchSnapshot = SnapshotFrom<typeof paymentWatchMachine>;
