import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { allocationsAreValid, allocationsFor } from './allocationCheck';
import type { MakePaymentContext, MakePaymentEvent, MakePaymentInput } from './makePaymentTypes';
import { isMfaCodeWellFormed } from '../../rules/mfaCode';
import { failureOf, isApprovalCodeRefused, isBankAccountBlocked, isOutcomeUnknown, MALFORMED_APPROVAL_CODE } from './paymentFailures';
import type { MakePaymentActorTypes } from './paymentTypes';
import { isPaymentMethodAvailable } from '../../rules/paymentMethod';

/**
 * Types and named implementations of the Make Payment machine (makePaymentMachine.ts holds its
 * states). Actors are placeholders that throw: src/api/paymentActors.ts provides the real ones by
 * name with `makePaymentMachine.provide({ actors })`, tests provide fakes.
 */

function notProvided<K extends keyof MakePaymentActorTypes>(name: K) {
  return fromPromise<MakePaymentActorTypes[K]['output'], MakePaymentActorTypes[K]['input']>(async () => {
    throw new Error(`make-payment actor "${name}" is not provided`);
  });
}

/** The output of a named actor from its `xstate.done.actor.*` event. */
function outputOf<K extends keyof MakePaymentActorTypes>(_actor: K, event: AnyEventObject): MakePaymentActorTypes[K]['output'] {
  return (event as unknown as { output: MakePaymentActorTypes[K]['output'] }).output;
}

export function initialMakePaymentContext({ input }: { input: MakePaymentInput }): MakePaymentContext {
  return {
    buyerId: input.buyerId,
    preselectedIds: [...input.preselectedIds],
    invoices: [],
    allocations: [],
    methods: [],
    method: null,
    approvalRequired: null,
    preview: null,
    attemptKey: null,
    challenge: null,
    approvalCode: null,
    result: null,
    failure: null,
  };
}

export const makePaymentSetup = setup({
  types: {
    context: {} as MakePaymentContext,
    events: {} as MakePaymentEvent,
    input: {} as MakePaymentInput,
    meta: {} as SpecMeta,
  },
  actors: {
    loadInvoices: notProvided('loadInvoices'),
    loadMethods: notProvided('loadMethods'),
    loadPreview: notProvided('loadPreview'),
    requestApprovalCode: notProvided('requestApprovalCode'),
    submitPayment: notProvided('submitPayment'),
  },
  guards: {
    hasSelection: ({ context }) => context.invoices.length > 0,
    areAmountsValid: ({ context, event }) => event.type === 'payment.amountsEntered' && allocationsAreValid(context.invoices, event.allocations),
    isMethodAvailable: ({ context, event }) => event.type === 'payment.methodChosen' && isPaymentMethodAvailable(context.methods, event.method),
    isPreviewValid: ({ event }) => outputOf('loadPreview', event).valid,
    isApprovalRequired: ({ context }) => context.preview?.approvalRequired === true,
    hasChallenge: ({ context }) => context.challenge !== null,
    isCodeWellFormed: ({ event }) => event.type === 'payment.codeEntered' && isMfaCodeWellFormed(event.code),
    isApprovalCodeRefused: ({ event }) => isApprovalCodeRefused(failureOf(event)),
    isBankAccountBlocked: ({ event }) => isBankAccountBlocked(failureOf(event)),
    isOutcomeUnknown: ({ event }) => isOutcomeUnknown(failureOf(event)),
  },
  actions: {
    storeInvoices: assign(({ context, event }) => {
      const invoices = (event.type === 'payment.invoicesSelected' ? event.invoices : []).filter((invoice) => invoice.payable);
      return { invoices, allocations: allocationsFor(invoices, context.allocations), failure: null };
    }),
    storeStart: assign(({ context, event }) => {
      const start = outputOf('loadInvoices', event);
      const invoices = start.invoices.filter((invoice) => invoice.payable);
      return { invoices, allocations: allocationsFor(invoices, context.allocations), approvalRequired: start.approvalRequired, failure: null };
    }),
    storeAllocations: assign(({ event }) => (event.type === 'payment.amountsEntered' ? { allocations: [...event.allocations] } : {})),
    storeMethods: assign(({ event }) => ({ methods: outputOf('loadMethods', event), failure: null })),
    storeMethod: assign(({ event }) => (event.type === 'payment.methodChosen' ? { method: event.method } : {})),
    clearPreview: assign({ preview: null, failure: null }),
    storePreview: assign(({ event }) => {
      const preview = outputOf('loadPreview', event);
      return { preview, approvalRequired: preview.approvalRequired };
    }),
    storeResult: assign(({ event }) => ({ result: outputOf('submitPayment', event), failure: null })),
    recordFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    clearApproval: assign({ challenge: null, approvalCode: null }),
    storeChallenge: assign(({ event }) => ({ challenge: outputOf('requestApprovalCode', event), approvalCode: null, failure: null })),
    storeApprovalCode: assign(({ event }) => (event.type === 'payment.codeEntered' ? { approvalCode: event.code.trim(), failure: null } : {})),
    recordMalformedCode: assign({ failure: MALFORMED_APPROVAL_CODE }),
    adoptAttemptKey: assign(({ context, event }) => ({
      attemptKey: context.attemptKey ?? (event.type === 'payment.pay' ? event.idempotencyKey : null),
    })),
    endAttempt: assign({ attemptKey: null }),
  },
});
