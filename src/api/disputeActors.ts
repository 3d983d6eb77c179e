import { fromPromise } from 'xstate';
import { disputeInvoiceMachine } from '../../machines/app/disputes/disputeInvoiceMachine';
import type { DisputeActors, DisputeItem } from '../../machines/app/disputes/disputeTypes';
import { DisputeRulesDocument, DisputesDocument, InvoiceByIdDocument, RaiseDisputeDocument } from './generated/graphql';
import type { DisputeRowFragment } from './generated/graphql';
import { mutate, query } from './graphqlClient';
import { toInvoiceSummary } from './invoiceActors';

/**
 * Browser implementations of the Dispute Invoice form's and the Disputes page's actors
 * (machines/app/disputes/disputeTypes.ts). A refusal by the rule rejects with code RULE_REFUSED and
 * messageId `rule.dispute.isDisputeEligible`.
 */
const toDispute = (row: DisputeRowFragment): DisputeItem => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  comment: row.comment,
  raisedAt: row.raisedAt,
  raisedBy: row.raisedBy,
  closedAt: row.closedAt,
  invoiceId: row.invoiceId,
  invoiceNumber: row.invoiceNumber,
});

const loadDisputeForm: DisputeActors['loadDisputeForm'] = fromPromise(async ({ input }) => {
  const [{ invoice }, { disputeRules }] = await Promise.all([
    query(InvoiceByIdDocument, { id: input.invoiceId }, { fetchPolicy: 'network-only' }),
    query(DisputeRulesDocument, { buyerId: null, invoiceId: input.invoiceId }, { fetchPolicy: 'network-only' }),
  ]);
  return { invoice: invoice ? toInvoiceSummary(invoice) : null, rules: { ...disputeRules } };
});

const raiseDispute: DisputeActors['raiseDispute'] = fromPromise(async ({ input }) => {
  const { raiseDispute } = await mutate(RaiseDisputeDocument, {
    input: { idempotencyKey: input.idempotencyKey, invoiceId: input.invoiceId, reason: input.reason, comment: input.comment },
  });
  return { dispute: toDispute(raiseDispute.dispute), invoice: toInvoiceSummary(raiseDispute.invoice), replayed: raiseDispute.replayed };
});

export const disputeActors: DisputeActors = {
  disputeInvoiceLogic: disputeInvoiceMachine.provide({ actors: { loadDisputeForm, raiseDispute } }),
  loadDisputeForm,
  raiseDispute,
  loadDisputes: fromPromise(async ({ input }) => {
    const { disputes } = await query(DisputesDocument, { buyerId: null, first: input.first }, { fetchPolicy: 'network-only' });
    return disputes.map(toDispute);
  }),
};
