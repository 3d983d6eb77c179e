import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { DISPUTE_REASON_VALUES, type DisputeReason } from '../../rules/disputeEligibility';
import type { SpecMeta } from '../../specMeta';
import { canRaise, raiseEvent } from './disputeForm';
import type { DisputeFormData, RaiseDisputeInput, RaisedDispute } from './disputeTypes';

/**
 * The Dispute Invoice form (route raise-dispute, /dispute?invoice=<id>): load the invoice and the
 * rule's facts, take the reason and comment the form submits (one event with both), raise the dispute once the rule
 * (machines/rules/disputeEligibility.ts) and the dispute machine (machines/domain/dispute.ts)
 * accept it, and after a refusal read the facts again. Actors: src/api/disputeActors.ts.
 */
export type DisputeInvoiceEvent =
  /** The form's values on a valid submit: the reason picked ('' when none) and the comment typed. */
  | { type: 'dispute.submit'; reason: string; comment: string }
  | { type: 'dispute.retry' };

export interface DisputeInvoiceInput {
  invoiceId: string;
  /** One per visit: a retried submit is answered with the first result, never a second dispute. */
  idempotencyKey: string;
}

export interface DisputeInvoiceContext extends DisputeInvoiceInput {
  data: DisputeFormData | null;
  /** The reason and comment last submitted (the form holds them while they are typed). */
  reason: DisputeReason | null;
  comment: string;
  /** The server refused (RULE_REFUSED or another error): its message id. */
  refusalId: string | null;
  raised: RaisedDispute | null;
}

const SCREEN = { spec: '2. Screens named by the interface text (Dispute Invoice)' } satisfies SpecMeta;
const RULE = { spec: '5. Validation rules (Disputes)' } satisfies SpecMeta;
const ERRORS = { spec: '8. The error catalogue (Disputes)' } satisfies SpecMeta;

const outputOf = <T,>(event: AnyEventObject) => (event as unknown as { output: T }).output;

/** The dispute.raise event of these values, or null before the invoice is loaded. */
function raiseOf(context: DisputeInvoiceContext, values: { reason: string | null; comment: string }) {
  const invoice = context.data?.invoice;
  return invoice && context.data ? raiseEvent(invoice, context.data.rules, values.reason, values.comment) : null;
}
const reasonOf = (reason: string): DisputeReason | null => DISPUTE_REASON_VALUES.find((value) => value === reason) ?? null;

export const disputeInvoiceMachine = setup({
  types: {
    context: {} as DisputeInvoiceContext,
    events: {} as DisputeInvoiceEvent,
    input: {} as DisputeInvoiceInput,
    meta: {} as SpecMeta,
  },
  actors: {
    loadDisputeForm: fromPromise<DisputeFormData, { invoiceId: string }>(async () => {
      throw new Error('dispute-invoice actor "loadDisputeForm" is not provided');
    }),
    raiseDispute: fromPromise<RaisedDispute, RaiseDisputeInput>(async () => {
      throw new Error('dispute-invoice actor "raiseDispute" is not provided');
    }),
  },
  guards: {
    isInvoiceFound: ({ event }) => outputOf<DisputeFormData>(event).invoice !== null,
    isDisputeAccepted: ({ context, event }) => {
      if (event.type !== 'dispute.submit') return false;
      const raise = raiseOf(context, event);
      return raise !== null && reasonOf(event.reason) !== null && canRaise(raise);
    },
  },
  actions: {
    storeData: assign({ data: ({ event }) => outputOf<DisputeFormData>(event) }),
    storeSubmitted: assign(({ event }) => (event.type === 'dispute.submit' ? { reason: reasonOf(event.reason), comment: event.comment, refusalId: null } : {})),
    storeRaised: assign({ raised: ({ event }) => outputOf<RaisedDispute>(event) }),
    recordRefusal: assign({
      refusalId: ({ event }) => {
        const messageId = (event as unknown as { error?: { messageId?: unknown } }).error?.messageId;
        return typeof messageId === 'string' ? messageId : 'disputes.error';
      },
    }),
  },
}).createMachine({
  id: 'disputeInvoice',
  description: 'Dispute Invoice: one invoice, checked by the dispute rule before and after submitting.',
  meta: SCREEN,
  context: ({ input }) => ({ ...input, data: null, reason: null, comment: '', refusalId: null, raised: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Loads the invoice and the rule's facts (time limit, the server's clock, earlier disputes).",
      meta: SCREEN,
      invoke: {
        id: 'loadDisputeForm',
        src: 'loadDisputeForm',
        input: ({ context }) => ({ invoiceId: context.invoiceId }),
        onDone: [
          { guard: 'isInvoiceFound', target: 'form', actions: 'storeData', description: 'The invoice shows, with the checks it fails (if any) before anything is typed.', meta: RULE },
          { target: 'notFound', description: 'No such invoice, or not one this user may see.', meta: SCREEN },
        ],
        onError: { target: 'loadFailed', description: 'The invoice could not be loaded; the user may retry.', meta: SCREEN },
      },
    },
    loadFailed: {
      description: 'Loading failed.',
      meta: SCREEN,
      on: { 'dispute.retry': { target: 'loading', description: 'The user retries.', meta: SCREEN } },
    },
    notFound: { type: 'final', description: 'The invoice does not exist or is not visible to this user.', meta: SCREEN },
    form: {
      description: 'The user picks a reason and may add a comment; the form checks them with the same rule and submits both at once.',
      meta: SCREEN,
      on: {
        'dispute.submit': [
          {
            guard: 'isDisputeAccepted',
            target: 'submitting',
            actions: 'storeSubmitted',
            description: 'A reason of the list, a comment within the limit, and an invoice that may be disputed (not a fee, not consolidated, within the time limit, no open dispute).',
            meta: RULE,
          },
          { description: 'The dispute breaks the rule: nothing is sent (the form names the failed checks before it submits).', meta: RULE },
        ],
      },
    },
    submitting: {
      description: 'Raises the dispute.',
      meta: SCREEN,
      invoke: {
        id: 'raiseDispute',
        src: 'raiseDispute',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey,
          invoiceId: context.invoiceId,
          reason: context.reason ?? 'other',
          comment: raiseOf(context, context)?.comment ?? null,
        }),
        onDone: { target: 'raised', actions: 'storeRaised', description: 'The dispute is raised: the page confirms it.', meta: SCREEN },
        onError: { target: 'reloading', actions: 'recordRefusal', description: 'Refused: the reason shows and the facts (a payment, the clock) are read again.', meta: ERRORS },
      },
    },
    reloading: {
      description: "Reads the invoice and the rule's facts again after a refusal.",
      meta: RULE,
      invoke: {
        id: 'reloadDisputeForm',
        src: 'loadDisputeForm',
        input: ({ context }) => ({ invoiceId: context.invoiceId }),
        onDone: [
          { guard: 'isInvoiceFound', target: 'form', actions: 'storeData', description: 'The current facts show with the refusal.', meta: RULE },
          { target: 'notFound', description: 'The invoice is no longer visible.', meta: SCREEN },
        ],
        onError: { target: 'loadFailed', description: 'The facts could not be read again; the user may retry.', meta: SCREEN },
      },
    },
    raised: { type: 'final', description: 'The dispute was raised.', meta: SCREEN },
  },
});

export type DisputeInvoiceMachine = typeof disputeInvoiceMachine;
export type DisputeInvoiceSnapshot = SnapshotFrom<typeof disputeInvoiceMachine>;
