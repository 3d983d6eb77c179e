import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DisputeIneligibility, DisputeReason } from '../../machines/rules/disputeEligibility';
import type { InvoiceRow } from '../../machines/app/invoices/invoiceTypes';
import { runLoader, useLoader } from '../common/runLoader';
import { canRaise, DISPUTE_REASON_OPTIONS, fieldIneligibility, invoiceIneligibility, raiseEvent } from './disputeFormModel';
import type { DisputeActors, DisputeRuleFacts, RaisedDispute } from './disputeTypes';

export type DisputeFormStatus = 'noInvoice' | 'loading' | 'loadFailed' | 'notFound' | 'form' | 'raised';

export interface DisputeInvoiceViewModel {
  status: DisputeFormStatus;
  invoice: InvoiceRow | null;
  rules: DisputeRuleFacts | null;
  /** The rule's checks this invoice fails (message ids disputes.rule.<check>): it cannot be disputed. */
  invoiceProblems: readonly DisputeIneligibility[];
  reasons: typeof DISPUTE_REASON_OPTIONS;
  reason: DisputeReason | null;
  setReason: (reason: DisputeReason | null) => void;
  comment: string;
  setComment: (comment: string) => void;
  /** After Submit: the field checks that failed. */
  fieldProblems: readonly DisputeIneligibility[];
  submitting: boolean;
  submit: () => void;
  /** The server refused (RULE_REFUSED or another error): its message id. */
  refusalId: string | null;
  raised: RaisedDispute | null;
  retry: () => void;
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `dispute-${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** Route raise-dispute (/dispute?invoice=<id>): one invoice, checked by the rule before and after submitting. */
export function useDisputeInvoiceViewModel(actors: DisputeActors): DisputeInvoiceViewModel {
  const [params] = useSearchParams();
  const invoiceId = params.get('invoice') ?? '';
  const { state, retry } = useLoader(actors.loadDisputeForm, { invoiceId }, invoiceId !== '');
  const [reason, setReason] = useState<DisputeReason | null>(null);
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [refusalId, setRefusalId] = useState<string | null>(null);
  const [raised, setRaised] = useState<RaisedDispute | null>(null);
  const [idempotencyKey] = useState(newKey);

  const data = state.status === 'done' ? state.output : null;
  const invoice = raised?.invoice ?? data?.invoice ?? null;
  const rules = data?.rules ?? null;
  const invoiceProblems = useMemo(() => (data?.invoice && rules ? invoiceIneligibility(data.invoice, rules) : []), [data, rules]);
  const currentFieldProblems = useMemo(() => (data?.invoice && rules ? fieldIneligibility(data.invoice, rules, reason, comment) : []), [data, rules, reason, comment]);

  const submit = useCallback(() => {
    if (!data?.invoice || !rules || submitting) return;
    setSubmitted(true);
    setRefusalId(null);
    const event = raiseEvent(data.invoice, rules, reason, comment);
    if (!canRaise(event) || !reason) return;
    setSubmitting(true);
    runLoader(actors.raiseDispute, { idempotencyKey, invoiceId: data.invoice.id, reason, comment: event.comment ?? null }).then(
      (result) => {
        setSubmitting(false);
        setRaised(result);
      },
      (error: unknown) => {
        setSubmitting(false);
        const messageId = (error as { messageId?: unknown }).messageId;
        setRefusalId(typeof messageId === 'string' ? messageId : 'disputes.error');
        // The facts may have changed since the page loaded (a payment, the clock): read them again.
        retry();
      },
    );
  }, [actors, comment, data, idempotencyKey, reason, retry, rules, submitting]);

  let status: DisputeFormStatus = 'form';
  if (invoiceId === '') status = 'noInvoice';
  else if (raised) status = 'raised';
  else if (state.status === 'loading' && !data) status = 'loading';
  else if (state.status === 'error') status = 'loadFailed';
  else if (!data?.invoice) status = 'notFound';

  return {
    status,
    invoice,
    rules,
    invoiceProblems,
    reasons: DISPUTE_REASON_OPTIONS,
    reason,
    setReason,
    comment,
    setComment,
    fieldProblems: submitted ? currentFieldProblems : [],
    submitting,
    submit,
    refusalId,
    raised,
    retry,
  };
}
