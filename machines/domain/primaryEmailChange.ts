import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { PRIMARY_EMAIL_DECISION_MS, isDecisionOverdue } from '../rules/decisionWindow';
import { EMAIL_CHANGE_PROBLEMS, emailChangeProblems, normaliseEmail } from '../rules/primaryEmailChange';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/** Spec 4 "Primary email change": submitted, then approved or rejected (up to 48 hours; spec 9). */
export interface PrimaryEmailChangeContext {
  currentEmail: string | null;
  newEmail: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  rejectionReason: string | null;
}

export type PrimaryEmailChangeEvent =
  /**
   * `emailInUse`: the server's fact that another user already has the new address;
   * `hasPendingChange`: its fact that another change of the same contact is waiting for a decision.
   */
  | { type: 'primaryEmail.submit'; newEmail: string; emailInUse: boolean; hasPendingChange: boolean; now: string }
  /** The decision of the support team. `emailInUse`: the server's fact, at the decision, that another user took the new address meanwhile. */
  | { type: 'primaryEmail.approved'; emailInUse: boolean; now: string }
  | { type: 'primaryEmail.rejected'; now: string; reason?: string };

export type PrimaryEmailChangeStatus = 'draft' | 'submitted' | 'approved' | 'rejected';

const SPEC = '4. Primary email change';
const empty: PrimaryEmailChangeContext = { currentEmail: null, newEmail: null, submittedAt: null, decidedAt: null, rejectionReason: null };
const problemsOf = (context: PrimaryEmailChangeContext, event: PrimaryEmailChangeEvent) =>
  event.type === 'primaryEmail.submit'
    ? emailChangeProblems({ newEmail: event.newEmail, currentEmail: context.currentEmail, emailInUse: event.emailInUse !== false, hasPendingChange: event.hasPendingChange !== false })
    : [];

export const primaryEmailChangeMachine = setup({
  types: {
    context: {} as PrimaryEmailChangeContext,
    events: {} as PrimaryEmailChangeEvent,
    input: {} as Partial<PrimaryEmailChangeContext>,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    isEmailChangeAcceptable: ({ context, event }) => event.type === 'primaryEmail.submit' && problemsOf(context, event).length === 0,
    isNewEmailStillFree: ({ event }) => event.type === 'primaryEmail.approved' && event.emailInUse === false,
  },
  actions: {
    recordRequest: assign(({ event }) => (event.type === 'primaryEmail.submit' ? { newEmail: normaliseEmail(event.newEmail), submittedAt: event.now } : {})),
    recordApproval: assign(({ context, event }) => ({ decidedAt: 'now' in event ? event.now : null, currentEmail: context.newEmail })),
    recordRejection: assign(({ event }) => (event.type === 'primaryEmail.rejected' ? { decidedAt: event.now, rejectionReason: event.reason ?? null } : {})),
  },
}).createMachine({
  id: 'primaryEmailChange',
  description: "A request to change the primary contact's e-mail, decided by support within 48 hours.",
  context: ({ input }) => ({ ...empty, ...input }),
  initial: 'draft',
  states: {
    draft: {
      description: 'Not submitted yet: the new address is being typed. Nothing is stored.',
      meta: { spec: '2. Screens' },
      on: {
        'primaryEmail.submit': {
          guard: 'isEmailChangeAcceptable',
          target: 'submitted',
          actions: 'recordRequest',
          description: 'A change is submitted when the new address is valid, different from the current one and not used by another user.',
          meta: { spec: '5. Specific rules' },
        },
      },
    },
    submitted: {
      description: 'Submitted: waiting for approval (up to 48 hours).',
      meta: { spec: '9. Timing' },
      on: {
        'primaryEmail.approved': {
          guard: 'isNewEmailStillFree',
          target: 'decided.approved',
          actions: 'recordApproval',
          description: 'The change is approved: the new address becomes the primary e-mail, unless another user took it meanwhile.',
          meta: { spec: SPEC },
        },
        'primaryEmail.rejected': { target: 'decided.rejected', actions: 'recordRejection', description: 'The change is rejected: the primary e-mail stays as it was.', meta: { spec: SPEC } },
      },
    },
    decided: {
      description: 'Decided; a new change can be requested.',
      meta: { spec: SPEC },
      initial: 'approved',
      states: {
        approved: { type: 'final', description: 'Approved: the new address is the primary e-mail.', meta: { spec: SPEC, permanent: true } },
        rejected: { type: 'final', description: 'Rejected: the primary e-mail did not change.', meta: { spec: SPEC, permanent: true } },
      },
    },
  },
});

export type PrimaryEmailChangeSnapshot = SnapshotFrom<typeof primaryEmailChangeMachine>;

export function initialFor(change: { status: PrimaryEmailChangeStatus } & Partial<PrimaryEmailChangeContext>): PrimaryEmailChangeSnapshot {
  const { status, ...facts } = change;
  return primaryEmailChangeMachine.resolveState({ value: stateValueFor(primaryEmailChangeMachine, status), context: { ...empty, ...facts } });
}

export const primaryEmailChangeStatus = (snapshot: PrimaryEmailChangeSnapshot) => leafStatus(snapshot) as PrimaryEmailChangeStatus;

/** For display only: still undecided 48 hours after submission. */
export const isPrimaryEmailChangeOverdue = (snapshot: PrimaryEmailChangeSnapshot, now: string) =>
  snapshot.matches('submitted') && isDecisionOverdue(snapshot.context.submittedAt, now, PRIMARY_EMAIL_DECISION_MS);

export const primaryEmailChangeRules: Record<'isEmailChangeAcceptable' | 'isNewEmailStillFree', RuleDoc<PrimaryEmailChangeContext, PrimaryEmailChangeEvent>> = {
  isEmailChangeAcceptable: {
    description: 'The new primary e-mail must be a valid address, different from the current one, and not used by another user.',
    spec: '5. Specific rules',
    subRules: EMAIL_CHANGE_PROBLEMS,
    explain: ({ context, event }) => problemsOf(context, event),
  },
  isNewEmailStillFree: {
    description: 'A change can be approved only while no other user has the new address (e-mail addresses are unique).',
    spec: '5. Specific rules',
  },
};

/** For the input `{ currentEmail: 'admin@acme.example' }`. */
export const primaryEmailChangeSampleInput: Partial<PrimaryEmailChangeContext> = { currentEmail: 'admin@acme.example' };
const NOW = '2026-03-02T09:00:00Z';
export const primaryEmailChangeSampleEvents: readonly PrimaryEmailChangeEvent[] = [
  { type: 'primaryEmail.submit', newEmail: 'finance@acme.example', emailInUse: false, hasPendingChange: false, now: NOW },
  { type: 'primaryEmail.submit', newEmail: 'Admin@Acme.example', emailInUse: false, hasPendingChange: false, now: NOW },
  { type: 'primaryEmail.submit', newEmail: 'payer@acme.example', emailInUse: true, hasPendingChange: false, now: NOW },
  { type: 'primaryEmail.submit', newEmail: 'finance@acme.example', emailInUse: false, hasPendingChange: true, now: NOW },
  { type: 'primaryEmail.approved', emailInUse: false, now: '2026-03-03T09:00:00Z' },
  { type: 'primaryEmail.approved', emailInUse: true, now: '2026-03-03T09:00:00Z' },
  { type: 'primaryEmail.rejected', now: '2026-03-03T09:00:00Z', reason: 'not verified' },
];
