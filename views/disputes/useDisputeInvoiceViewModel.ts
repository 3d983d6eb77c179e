import { useActorRef, useSelector } from '@xstate/react';
import { DISPUTE_REASON_OPTIONS, invoiceIneligibility } from '../../machines/app/disputes/disputeForm';
import type { DisputeInvoiceSnapshot } from '../../machines/app/disputes/disputeInvoiceMachine';
import type { DisputeActors, DisputeRuleFacts, RaisedDispute } from '../../machines/app/disputes/disputeTypes';
import type { InvoiceRow } from '../../machines/app/invoices/invoiceTypes';
import type { DisputeIneligibility } from '../../machines/rules/disputeEligibility';
import type { DisputeFormValues } from './disputeFormSchema';

export type DisputeFormStatus = 'noInvoice' | 'loading' | 'loadFailed' | 'notFound' | 'form' | 'raised';

export interface DisputeInvoiceViewModel {
  status: DisputeFormStatus;
  invoice: InvoiceRow | null;
  rules: DisputeRuleFacts | null;
  /** The rule's checks this invoice fails (message ids disputes.rule.<check>): it cannot be disputed. */
  invoiceProblems: readonly DisputeIneligibility[];
  reasons: typeof DISPUTE_REASON_OPTIONS;
  submitting: boolean;
  /** The form's values, checked by the rule: one event to the machine. */
  submit: (values: DisputeFormValues) => void;
  /** The server refused (RULE_REFUSED or another error): its message id. */
  refusalId: string | null;
  raised: RaisedDispute | null;
  retry: () => void;
}

const NOTHING = () => {};

/** No invoice in the address: the page asks the user to choose one from the transactions. */
export const NO_INVOICE_VIEW_MODEL: DisputeInvoiceViewModel = {
  status: 'noInvoice', invoice: null, rules: null, invoiceProblems: [], reasons: DISPUTE_REASON_OPTIONS,
  submitting: false, submit: NOTHING, refusalId: null, raised: null, retry: NOTHING,
};

function statusOf(s: DisputeInvoiceSnapshot): DisputeFormStatus {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('raised')) return 'raised';
  return 'form';
}
const isSubmitting = (s: DisputeInvoiceSnapshot) => s.matches('submitting') || s.matches('reloading');

/** Route raise-dispute (/dispute?invoice=<id>) over the disputeInvoice machine (machines/app/disputes). */
export function useDisputeInvoiceViewModel(actors: DisputeActors, invoiceId: string, idempotencyKey: string): DisputeInvoiceViewModel {
  const actorRef = useActorRef(actors.disputeInvoiceLogic, { input: { invoiceId, idempotencyKey } });
  const status = useSelector(actorRef, statusOf);
  const data = useSelector(actorRef, (s) => s.context.data);
  const refusalId = useSelector(actorRef, (s) => s.context.refusalId);
  const raised = useSelector(actorRef, (s) => s.context.raised);
  const submitting = useSelector(actorRef, isSubmitting);

  const loaded = data?.invoice ?? null;
  const rules = data?.rules ?? null;
  return {
    status,
    invoice: raised?.invoice ?? loaded,
    rules,
    // The rule's own checks, asked with the server's facts: shown before anything is typed.
    invoiceProblems: loaded && rules ? invoiceIneligibility(loaded, rules) : [],
    reasons: DISPUTE_REASON_OPTIONS,
    submitting,
    submit: (values) => actorRef.send({ type: 'dispute.submit', reason: values.reason, comment: values.comment }),
    refusalId,
    raised,
    retry: () => actorRef.send({ type: 'dispute.retry' }),
  };
}
