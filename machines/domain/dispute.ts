import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { DISPUTE_INELIGIBILITIES, disputeIneligibility, isDisputeReason } from '../rules/disputeEligibility';
import type { DisputeInvoiceFacts, DisputeReason } from '../rules/disputeEligibility';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/**
 * Spec 5 "Dispute", 3 dispute reasons, 4 "Invoice edits and disputes", 8 "dispute error".
 * The spec shows how a dispute is raised, not what happens after; our minimal life: open (raised,
 * waiting for support) -> underReview -> resolved (the invoice is corrected or credited) or
 * rejected (the invoice stands). Raising and resolving regenerate the invoice document, an effect
 * the server performs (see invoiceDocument).
 */
export type DisputeEffect = 'regenerateInvoiceDocument';

export interface DisputeContext {
  invoiceId: string | null;
  reason: DisputeReason | null;
  comment: string | null;
  raisedAt: string | null;
  closedAt: string | null;
  /** Support's note on the outcome. */
  outcomeNote: string | null;
  pendingEffects: DisputeEffect[];
}

export type DisputeEvent =
  /** Facts from the server: the selected invoices, the program's time limit; `now` for the age. */
  | { type: 'dispute.raise'; invoices: readonly DisputeInvoiceFacts[]; now: string; disputeTimeLimitDays: number; reason: string; comment?: string | null }
  | { type: 'dispute.review'; now: string }
  | { type: 'dispute.resolve'; now: string; note?: string }
  | { type: 'dispute.reject'; now: string; note?: string };

export type DisputeStatus = 'draft' | 'open' | 'underReview' | 'resolved' | 'rejected';

const SPEC = '5. Specific rules';
const empty: DisputeContext = { invoiceId: null, reason: null, comment: null, raisedAt: null, closedAt: null, outcomeNote: null, pendingEffects: [] };
const problemsOf = (event: DisputeEvent) => (event.type === 'dispute.raise' ? disputeIneligibility(event) : []);

export const disputeMachine = setup({
  types: {
    context: {} as DisputeContext,
    events: {} as DisputeEvent,
    input: {} as Partial<DisputeContext>,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    isDisputeEligible: ({ event }) => event.type === 'dispute.raise' && problemsOf(event).length === 0,
  },
  actions: {
    recordDispute: assign(({ event }) =>
      event.type === 'dispute.raise' && isDisputeReason(event.reason)
        ? {
            invoiceId: event.invoices[0]?.id ?? null, reason: event.reason, comment: event.comment ?? null, raisedAt: event.now,
            pendingEffects: ['regenerateInvoiceDocument'] as DisputeEffect[],
          }
        : {}),
    clearEffects: assign({ pendingEffects: [] as DisputeEffect[] }),
    recordResolution: assign(({ event }) => ({
      closedAt: 'now' in event ? event.now : null,
      outcomeNote: 'note' in event ? (event.note ?? null) : null,
      pendingEffects: ['regenerateInvoiceDocument'] as DisputeEffect[],
    })),
    recordRejection: assign(({ event }) => ({
      closedAt: 'now' in event ? event.now : null,
      outcomeNote: 'note' in event ? (event.note ?? null) : null,
      pendingEffects: [] as DisputeEffect[],
    })),
  },
}).createMachine({
  id: 'dispute',
  description: 'A dispute of one invoice or transaction, from the Dispute Invoice form to its outcome.',
  context: ({ input }) => ({ ...empty, ...input }),
  initial: 'draft',
  states: {
    draft: {
      description: 'Not raised yet: the buyer is filling in the Dispute Invoice form. Nothing is stored.',
      meta: { spec: '2. Screens' },
      on: {
        'dispute.raise': {
          guard: 'isDisputeEligible',
          target: 'open',
          actions: 'recordDispute',
          description: "One non-consolidated, non-fee invoice that is Created, Paid, Pending Payment or Past Due, within the program's dispute time limit, not already disputed by an open or under-review dispute, with one of the 15 reasons. The invoice document is regenerated.",
          meta: { spec: SPEC, effects: ['regenerateInvoiceDocument'] },
        },
      },
    },
    open: {
      description: 'Raised: waiting for support to review it.',
      meta: { spec: '4. Invoice edits and disputes' },
      on: { 'dispute.review': { target: 'underReview', actions: 'clearEffects', description: 'Support starts reviewing the dispute.', meta: { spec: SPEC } } },
    },
    underReview: {
      description: 'Support is reviewing the dispute with the seller.',
      meta: { spec: SPEC },
      on: {
        'dispute.resolve': {
          target: 'resolved',
          actions: 'recordResolution',
          description: 'The dispute is upheld: the invoice is corrected or credited and its document regenerated.',
          meta: { spec: SPEC, effects: ['regenerateInvoiceDocument'] },
        },
        'dispute.reject': { target: 'rejected', actions: 'recordRejection', description: 'The dispute is rejected: the invoice stands as billed.', meta: { spec: SPEC } },
      },
    },
    resolved: { type: 'final', description: 'Resolved in the buyer\'s favour.', meta: { spec: SPEC, permanent: true } },
    rejected: { type: 'final', description: 'Rejected: the invoice stands.', meta: { spec: SPEC, permanent: true } },
  },
});

export type DisputeSnapshot = SnapshotFrom<typeof disputeMachine>;

export function initialFor(dispute: { status: DisputeStatus } & Partial<DisputeContext>): DisputeSnapshot {
  const { status, ...facts } = dispute;
  return disputeMachine.resolveState({ value: stateValueFor(disputeMachine, status), context: { ...empty, ...facts, pendingEffects: [] } });
}

export const disputeStatus = (snapshot: DisputeSnapshot) => leafStatus(snapshot) as DisputeStatus;

export const disputeRules: Record<'isDisputeEligible', RuleDoc<DisputeContext, DisputeEvent>> = {
  isDisputeEligible: {
    description: "Only a single non-consolidated invoice or transaction with status Created, Paid, Pending Payment or Past Due can be disputed; fee invoices cannot; the invoice must not be older than the program's dispute time limit; an invoice with a dispute that is open or under review cannot be disputed again until that dispute is resolved or rejected; a reason from the list is required.",
    spec: SPEC,
    subRules: DISPUTE_INELIGIBILITIES,
    explain: ({ event }) => problemsOf(event),
  },
};

const invoice: DisputeInvoiceFacts = { id: 'inv-1001', status: 'pastDue', invoiceType: 'sale', feeType: null, consolidated: false, billDate: '2026-01-01', disputeStatuses: [] };
const raise = { type: 'dispute.raise', invoices: [invoice], disputeTimeLimitDays: 30, reason: 'incorrect_price', comment: null } as const;
export const disputeSampleEvents: readonly DisputeEvent[] = [
  { ...raise, now: '2026-01-31T23:59:59Z' },
  { ...raise, now: '2026-02-01T00:00:00Z' },
  { ...raise, now: '2026-01-10T09:00:00Z', invoices: [{ ...invoice, invoiceType: 'fee', feeType: 'Late Fee' }] },
  // One open dispute per invoice: an earlier dispute under review blocks, a rejected one does not.
  { ...raise, now: '2026-01-10T09:00:00Z', invoices: [{ ...invoice, disputeStatuses: ['rejected', 'underReview'] }] },
  { ...raise, now: '2026-01-10T09:00:00Z', invoices: [{ ...invoice, disputeStatuses: ['rejected', 'resolved'] }] },
  { type: 'dispute.review', now: '2026-02-02T09:00:00Z' },
  { type: 'dispute.resolve', now: '2026-02-05T09:00:00Z', note: 'credit note issued' },
  { type: 'dispute.reject', now: '2026-02-05T09:00:00Z', note: 'price as agreed' },
];
