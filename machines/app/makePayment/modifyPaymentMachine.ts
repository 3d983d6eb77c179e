import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import type { ModifyPaymentActorTypes, ModifyPaymentContext, ModifyPaymentEvent, ModifyPaymentInput } from './modifyPaymentTypes';
import { failureOf, isOutcomeUnknown } from './paymentFailures';
import { canModifyPayment, isModificationAccepted, modificationProblemsOf } from './paymentModifiability';

/**
 * The Modify payment screen (route modify-payment, spec 2 "Modify Payments", spec 5 "Modifying a
 * payment"): load the payment and the invoices it can go to; enter amounts; review; apply. Whether
 * the payment may be modified and whether the amounts are acceptable is asked of the payment
 * machine itself (paymentModifiability.ts), the one the server enforces. Actors `loadModification`
 * and `submitModification` come from src/api/paymentActors.ts.
 */

function notProvided<K extends keyof ModifyPaymentActorTypes>(name: K) {
  return fromPromise<ModifyPaymentActorTypes[K]['output'], ModifyPaymentActorTypes[K]['input']>(async () => {
    throw new Error(`modify-payment actor "${name}" is not provided`);
  });
}

function outputOf<K extends keyof ModifyPaymentActorTypes>(_actor: K, event: AnyEventObject): ModifyPaymentActorTypes[K]['output'] {
  return (event as unknown as { output: ModifyPaymentActorTypes[K]['output'] }).output;
}

const SCREEN = { spec: '2. Screens named by the interface text (Modify Payments)' } satisfies SpecMeta;
const RULE = { spec: '5. Modifying a payment' } satisfies SpecMeta;
const STATUS = { spec: '4. Payment status' } satisfies SpecMeta;
const ERRORS = { spec: '8. The error catalogue (Payments)' } satisfies SpecMeta;
const TIMING = { spec: '9. Timing (payment modification reflected within 24 hours)' } satisfies SpecMeta;

export const modifyPaymentMachine = setup({
  types: {
    context: {} as ModifyPaymentContext,
    events: {} as ModifyPaymentEvent,
    input: {} as ModifyPaymentInput,
    meta: {} as SpecMeta,
  },
  actors: {
    loadModification: notProvided('loadModification'),
    submitModification: notProvided('submitModification'),
  },
  guards: {
    isPaymentMissing: ({ event }) => outputOf('loadModification', event).payment === null,
    isPaymentModifiable: ({ event }) => {
      const { payment } = outputOf('loadModification', event);
      return payment !== null && canModifyPayment(payment);
    },
    isModificationAccepted: ({ context, event }) =>
      event.type === 'modify.amountsEntered' && context.payment !== null && isModificationAccepted(context.payment, event.allocations, context.candidates),
    isOutcomeUnknown: ({ event }) => isOutcomeUnknown(failureOf(event)),
  },
  actions: {
    storeData: assign(({ event }) => {
      const { payment, candidates } = outputOf('loadModification', event);
      return { payment, candidates: [...candidates], allocations: [], problems: [], failure: null };
    }),
    storeAllocations: assign(({ event }) => (event.type === 'modify.amountsEntered' ? { allocations: [...event.allocations], problems: [] } : {})),
    recordProblems: assign(({ context, event }) =>
      event.type === 'modify.amountsEntered' && context.payment !== null
        ? { allocations: [...event.allocations], problems: modificationProblemsOf(context.payment, event.allocations, context.candidates) }
        : {},
    ),
    adoptAttemptKey: assign(({ context, event }) => ({ attemptKey: context.attemptKey ?? (event.type === 'modify.submit' ? event.idempotencyKey : null) })),
    endAttempt: assign({ attemptKey: null }),
    storeResult: assign(({ event }) => ({ result: outputOf('submitModification', event), failure: null, attemptKey: null })),
    recordFailure: assign(({ event }) => ({ failure: failureOf(event) })),
  },
}).createMachine({
  id: 'modifyPayment',
  description: "Modify payment: apply what a received payment has left to the buyer's invoices.",
  context: ({ input }) => ({
    paymentId: input.paymentId, payment: null, candidates: [], allocations: [], problems: [], attemptKey: null, result: null, failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The payment and the invoices it can be applied to are loaded.',
      meta: SCREEN,
      invoke: {
        id: 'loadModification',
        src: 'loadModification',
        input: ({ context }) => ({ paymentId: context.paymentId }),
        onDone: [
          { guard: 'isPaymentMissing', target: 'notFound', description: 'No such payment for this user.', meta: SCREEN },
          {
            guard: 'isPaymentModifiable',
            target: 'selecting',
            actions: 'storeData',
            description: 'The payment machine accepts a modification: the payment is Active or Applied and has something left.',
            meta: STATUS,
          },
          {
            target: 'notModifiable',
            actions: 'storeData',
            description: 'Pending, Failed, Written Off, Transferred and Returned payments, and payments with nothing left, cannot be modified.',
            meta: STATUS,
          },
        ],
        onError: { target: 'loadFailed', actions: 'recordFailure', description: 'Loading failed; the user may retry.', meta: SCREEN },
      },
    },
    loadFailed: {
      description: 'The payment could not be loaded.',
      meta: SCREEN,
      on: { 'modify.retry': { target: 'loading', description: 'The user asks for the payment again.', meta: SCREEN } },
    },
    notFound: { type: 'final', description: 'No such payment: the screen sends the user to the payment history.', meta: SCREEN },
    notModifiable: { type: 'final', description: 'This payment cannot be modified: the screen sends the user to the payment history, saying why.', meta: STATUS },
    selecting: {
      description: 'The user enters how much of the remainder goes to which invoices.',
      meta: SCREEN,
      on: {
        'modify.amountsEntered': [
          {
            guard: 'isModificationAccepted',
            target: 'reviewing',
            actions: 'storeAllocations',
            description: 'The selected invoices total no more than the payment has left, each amount is within what the invoice owes, and none is Cancelled, Paid or Pending Payment.',
            meta: RULE,
          },
          { actions: 'recordProblems', description: 'The amounts break the rule: the screen says which part.', meta: RULE },
        ],
      },
    },
    reviewing: {
      description: 'What the modification will do to each invoice, before it is applied.',
      meta: SCREEN,
      on: {
        'modify.back': { target: 'selecting', description: 'Back to the amounts, to change them.', meta: SCREEN },
        'modify.submit': { target: 'submitting', actions: 'adoptAttemptKey', description: 'The user confirms; the modification is sent with one idempotency key per attempt.', meta: RULE },
      },
    },
    submitting: {
      description: 'The modification is being applied (Apply is disabled meanwhile).',
      meta: SCREEN,
      invoke: {
        id: 'submitModification',
        src: 'submitModification',
        input: ({ context }) => ({ paymentId: context.paymentId, idempotencyKey: context.attemptKey ?? '', allocations: context.allocations }),
        onDone: { target: 'done', actions: 'storeResult', description: 'Applied; reflected in the account within 24 hours.', meta: TIMING },
        onError: [
          {
            guard: 'isOutcomeUnknown',
            target: 'failed',
            actions: 'recordFailure',
            description: 'Modify payment could not be processed (contact support). Whether it was applied is unclear, so a retry reuses the same key.',
            meta: ERRORS,
          },
          {
            target: 'refused',
            actions: ['recordFailure', 'endAttempt'],
            description: 'The server refused (e.g. the payment or an invoice changed meanwhile): nothing was applied.',
            meta: ERRORS,
          },
        ],
      },
    },
    failed: {
      description: 'Modify payment could not be processed: the user may retry or contact support.',
      meta: ERRORS,
      on: { 'modify.retry': { target: 'submitting', description: 'Retry with the same idempotency key: never applied twice.', meta: ERRORS } },
    },
    refused: {
      description: 'The server refused the modification; the screen says why.',
      meta: ERRORS,
      on: { 'modify.reload': { target: 'loading', description: 'Start again from the current payment and invoices.', meta: SCREEN } },
    },
    done: { type: 'final', description: 'The modification is applied; the screen says it is reflected within 24 hours.', meta: TIMING },
  },
});

export type ModifyPaymentMachine = typeof modifyPaymentMachine;
export type ModifyPaymentSnapshot = SnapshotFrom<ModifyPaymentMachine>;
