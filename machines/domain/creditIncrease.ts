import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { CREDIT_INCREASE_PROBLEMS, creditIncreaseProblems } from '../rules/creditIncreaseAmount';
import type { CreditIncreaseRequest } from '../rules/creditIncreaseAmount';
import { hasTemporaryIncreaseEnded } from '../rules/creditIncreaseExpiry';
import { CREDIT_INCREASE_DECISION_MS, isDecisionOverdue } from '../rules/decisionWindow';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/** Spec 3 "Credit limit increase request", 4 "Credit limit increase", 5 increments, 9 timing. */
export interface CreditIncreaseContext {
  request: CreditIncreaseRequest | null;
  submittedAt: string | null;
  decidedAt: string | null;
  /** What underwriting granted (may be less than asked); null until approved. */
  approvedAmountMinor: number | null;
  declineReason: string | null;
  /** When a temporary increase ended (the server lowered the credit line again); null before. */
  expiredAt: string | null;
}

export type CreditIncreaseEvent =
  /** The buyer submits the form. `hasPendingRequest`: the server's fact that another request of this buyer is still pending. */
  | { type: 'creditIncrease.submit'; request: CreditIncreaseRequest; hasPendingRequest: boolean; now: string }
  /** Underwriting's answer. */
  | { type: 'creditIncrease.approved'; now: string; approvedAmountMinor?: number }
  | { type: 'creditIncrease.declined'; now: string; reason?: string }
  /** The server's scheduled check: an approved temporary increase whose end date may have passed at `now`. */
  | { type: 'creditIncrease.expire'; now: string };

export type CreditIncreaseStatus = 'draft' | 'submitted' | 'approved' | 'declined' | 'expired';

const SPEC = '4. Credit limit increase';
const empty: CreditIncreaseContext = { request: null, submittedAt: null, decidedAt: null, approvedAmountMinor: null, declineReason: null, expiredAt: null };
const problemsOf = (event: CreditIncreaseEvent) =>
  event.type === 'creditIncrease.submit' ? creditIncreaseProblems(event.request ?? {}, { hasPendingRequest: event.hasPendingRequest !== false }) : [];

export const creditIncreaseMachine = setup({
  types: {
    context: {} as CreditIncreaseContext,
    events: {} as CreditIncreaseEvent,
    input: {} as Partial<CreditIncreaseContext>,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    canSubmitRequest: ({ event }) => event.type === 'creditIncrease.submit' && problemsOf(event).length === 0,
    hasTemporaryIncreaseEnded: ({ context, event }) => event.type === 'creditIncrease.expire' && hasTemporaryIncreaseEnded(context.request, event.now),
  },
  actions: {
    recordSubmission: assign(({ event }) => {
      if (event.type !== 'creditIncrease.submit') return {};
      const { type, amountMinor, currency, startDate = null, endDate = null, reason = null } = event.request;
      return { request: { type, amountMinor, currency, startDate, endDate, reason }, submittedAt: event.now };
    }),
    recordApproval: assign(({ context, event }) =>
      event.type === 'creditIncrease.approved'
        ? { decidedAt: event.now, approvedAmountMinor: event.approvedAmountMinor ?? context.request?.amountMinor ?? null }
        : {}),
    recordDecline: assign(({ event }) => (event.type === 'creditIncrease.declined' ? { decidedAt: event.now, declineReason: event.reason ?? null } : {})),
    recordExpiry: assign(({ event }) => (event.type === 'creditIncrease.expire' ? { expiredAt: event.now } : {})),
  },
}).createMachine({
  id: 'creditIncrease',
  description: 'A request to raise the credit limit, temporarily or permanently, from submission to the underwriting decision.',
  context: ({ input }) => ({ ...empty, ...input }),
  initial: 'draft',
  states: {
    draft: {
      description: 'Not submitted yet: the buyer is filling in the Increase Credit form. Nothing is stored.',
      meta: { spec: '2. Screens' },
      on: {
        'creditIncrease.submit': {
          guard: 'canSubmitRequest',
          target: 'submitted',
          actions: 'recordSubmission',
          description: 'A request is accepted when no other request is pending and the amount and dates follow the rules.',
          meta: { spec: '5. Generic form messages' },
        },
      },
    },
    submitted: {
      description: 'Submitted: underwriting processes it, usually within 24 hours. It is the one pending request shown.',
      meta: { spec: '9. Timing' },
      on: {
        'creditIncrease.approved': { target: 'processed.approved', actions: 'recordApproval', description: 'Underwriting approves the increase.', meta: { spec: SPEC } },
        'creditIncrease.declined': { target: 'processed.declined', actions: 'recordDecline', description: 'Underwriting declines the increase.', meta: { spec: SPEC } },
      },
    },
    processed: {
      description: 'Processed by underwriting; a new request can now be submitted.',
      meta: { spec: SPEC },
      initial: 'approved',
      states: {
        approved: {
          description: 'Approved: the credit limit is raised by the approved amount; a temporary increase only until the end of its end date.',
          meta: { spec: SPEC },
          on: {
            'creditIncrease.expire': {
              guard: 'hasTemporaryIncreaseEnded',
              target: 'expired',
              actions: 'recordExpiry',
              description: 'A temporary increase ends once its end date is over: the credit limit is lowered again by the approved amount.',
              meta: { spec: '3. Credit limit increase request' },
            },
          },
        },
        declined: { type: 'final', description: 'Declined: the credit limit stays as it was.', meta: { spec: SPEC, permanent: true } },
        expired: {
          type: 'final',
          description: 'Expired: the temporary increase is over and the credit limit is back to what it was without it.',
          meta: { spec: '3. Credit limit increase request', permanent: true },
        },
      },
    },
  },
});

export type CreditIncreaseSnapshot = SnapshotFrom<typeof creditIncreaseMachine>;

export function initialFor(stored: { status: CreditIncreaseStatus } & Partial<CreditIncreaseContext>): CreditIncreaseSnapshot {
  const { status, ...facts } = stored;
  return creditIncreaseMachine.resolveState({ value: stateValueFor(creditIncreaseMachine, status), context: { ...empty, ...facts } });
}

export const creditIncreaseStatus = (snapshot: CreditIncreaseSnapshot) => leafStatus(snapshot) as CreditIncreaseStatus;

/** For display only: a submitted request still waiting after 24 hours. */
export const isCreditIncreaseOverdue = (snapshot: CreditIncreaseSnapshot, now: string) =>
  snapshot.matches('submitted') && isDecisionOverdue(snapshot.context.submittedAt, now, CREDIT_INCREASE_DECISION_MS);

export const creditIncreaseRules: Record<'canSubmitRequest' | 'hasTemporaryIncreaseEnded', RuleDoc<CreditIncreaseContext, CreditIncreaseEvent>> = {
  canSubmitRequest: {
    description: 'A credit increase can be requested when no other request is pending (hasNoPendingRequest), the amount is above zero, at most 9e12 and in whole increments of the currency, and a temporary request ends after it starts.',
    spec: '5. Generic form messages',
    subRules: CREDIT_INCREASE_PROBLEMS,
    explain: ({ event }) => problemsOf(event),
  },
  hasTemporaryIncreaseEnded: {
    description: 'An approved increase ends only if it is temporary and its end date is over (from 00:00 UTC of the day after the end date); a permanent increase never ends.',
    spec: '3. Credit limit increase request',
  },
};

const NOW = '2026-03-02T09:00:00Z';
const submit = (request: CreditIncreaseRequest, hasPendingRequest = false): CreditIncreaseEvent => ({ type: 'creditIncrease.submit', request, hasPendingRequest, now: NOW });
const permanent: CreditIncreaseRequest = { type: 'permanent', amountMinor: 2_500_000, currency: 'USD', reason: 'seasonal stock' };
export const creditIncreaseSampleEvents: readonly CreditIncreaseEvent[] = [
  submit(permanent),
  submit(permanent, true),
  submit({ ...permanent, amountMinor: 2_505_000 }),
  submit({ type: 'temporary', amountMinor: 1_000_000, currency: 'EUR', startDate: '2026-04-01', endDate: '2026-04-02' }),
  submit({ type: 'temporary', amountMinor: 1_000_000, currency: 'EUR', startDate: '2026-04-01', endDate: '2026-04-01' }),
  { type: 'creditIncrease.approved', now: '2026-03-03T08:00:00Z' },
  { type: 'creditIncrease.declined', now: '2026-03-03T08:00:00Z', reason: 'insufficient trading history' },
  // At the boundary of the temporary sample's end date (2026-04-02): the last second it counts, and the first one it does not.
  { type: 'creditIncrease.expire', now: '2026-04-02T23:59:59Z' },
  { type: 'creditIncrease.expire', now: '2026-04-03T00:00:00Z' },
];
