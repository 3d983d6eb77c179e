import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { DisputeReason } from '../../rules/disputeEligibility';
import type { SpecMeta } from '../../specMeta';
import { canRaise, raiseEvent } from './disputeForm';
import type { DisputeFormData, RaiseDisputeInput, RaisedDispute } from './disputeTypes';

/**
 * The Dispute Invoice form (route raise-dispute, /dispute?invoice=<id>): load the invoice and the
 * rule's facts, let the user pick a reason and comment, raise the dispute once the rule
 * (machines/rules/disputeEligibility.ts) and the dispute machine (machines/domain/dispute.ts)
 * accept it, and after a refusal read the facts again. Actors: src/api/disputeActors.ts.
 */
export type DisputeInvoiceEvent =
  | { type: 'dispute.setReason'; reason: DisputeReason | null }
  | { type: 'dispute.setComment'; comment: string }
  | { type: 'dispute.submit' }
  | { type: 'dispute.retry' };

export interface DisputeInvoiceInput {
  invoiceId: string;
  /** One per visit: a retried submit is answered with the first result, never a second dispute. */
  idempotencyKey: string;
}

export interface DisputeInvoiceContext extends DisputeInvoiceInput {
  data: DisputeFormData | null;
  reason: DisputeReason | null;
  comment: string;
  /** Submit was pressed: the field checks show from then on. */
  attempted: boolean;
  /** The server refused (RULE_REFUSED or another error): its message id. */
  refusalId: string | null;
  raised: RaisedDispute | null;
}

const SCREEN = { spec: '2. Screens named by the interface text (Dispute Invoice)' } satisfies SpecMeta;
const RULE = { spec: '5. Validation rules (Disputes)' } satisfies SpecMeta;
const ERRORS = { spec: '8. The error catalogue (Disputes)' } satisfies SpecMeta;

const outputOf = <T,>(event: AnyEventObject) => (event as unknown as { output: T }).output;

/** The dispute.raise event the form describes, or null before the invoice is loaded. */
function raiseOf(context: DisputeInvoiceContext) {
  const invoice = context.data?.invoice;
  return invoice && context.data ? raiseEvent(invoice, context.data.rules, context.reason, context.comment) : null;
}

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
    isDisputeAccepted: ({ context }) => {
      const event = raiseOf(context);
      return event !== null && context.reason !== null && canRaise(event);
    },
  },
  actions: {
    storeData: assign({ data: ({ event }) => outputOf<DisputeFormData>(event) }),
    setReason: assign({ reason: ({ context, event }) => (event.type === 'dispute.setReason' ? event.reason : context.reason) }),
    setComment: assign({ comment: ({ context, event }) => (event.type === 'dispute.setComment' ? event.comment : context.comment) }),
    markAttempted: assign({ attempted: true, refusalId: null }),
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
  context: ({ input }) => ({ ...input, data: null, reason: null, comment: '', attempted: false, refusalId: null, raised: null }),
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
      description: 'The user picks a reason and may add a comment.',
      meta: SCREEN,
      on: {
        'dispute.setReason': { actions: 'setReason', description: 'The reason as picked.', meta: SCREEN },
        'dispute.setComment': { actions: 'setComment', description: 'The comment as typed.', meta: SCREEN },
        'dispute.submit': [
          {
            guard: 'isDisputeAccepted',
            target: 'submitting',
            actions: 'markAttempted',
            description: 'A reason of the list, a comment within the limit, and an invoice that may be disputed (not a fee, not consolidated, within the time limit, no open dispute).',
            meta: RULE,
          },
          { actions: 'markAttempted', description: 'The dispute breaks the rule: nothing is sent; the form names the failed checks.', meta: RULE },
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
          comment: raiseOf(context)?.comment ?? null,
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
