import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { enrolmentLinkProblems, enrolmentProblemMessageId, type ClientReferenceKey, type EnrolmentLink, type EnrolmentSettings } from '../rules/enrolment';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/**
 * A buyer's application through an enrolment link (spec 2 Buyer apply; spec 3 enrolment link and
 * Program; spec 5 enrolment parameters; spec 8 Enrolment): draft -> submitted (a pending buyer),
 * then decided by underwriting: approved (the applicant is invited, spec 4 Activation link) or
 * declined. The decision is an event any decider sends: the demo underwriting job today, a staff
 * console later (server/modules/apply/decideApplication.ts).
 */
export interface BuyerApplicationContext {
  submittedAt: string | null;
  decidedAt: string | null;
  /** The credit line underwriting granted, in minor units. */
  approvedLimitMinor: number | null;
  declineReason: string | null;
  /** Who decided: 'demoUnderwriting' or a staff user's id. */
  decidedBy: string | null;
}

export type BuyerApplicationEvent =
  /** `existing`: the server's fact, read under a lock, of which given references another buyer or application already has. */
  | { type: 'application.submit'; link: EnrolmentLink; settings: EnrolmentSettings; existing: Partial<Record<ClientReferenceKey, boolean>>; now: string }
  | { type: 'application.approve'; approvedLimitMinor: number; decidedBy: string; now: string }
  | { type: 'application.decline'; reason: string; decidedBy: string; now: string };

export type BuyerApplicationStatus = 'draft' | 'submitted' | 'approved' | 'declined';

const SPEC = '2. Screens (Buyer apply)';
const DECISION = { spec: '1. Underwriting staff' } as const;
const empty: BuyerApplicationContext = { submittedAt: null, decidedAt: null, approvedLimitMinor: null, declineReason: null, decidedBy: null };

const linkProblems = (event: BuyerApplicationEvent) => (event.type === 'application.submit' ? enrolmentLinkProblems(event.link, event.settings, event.existing) : []);

export const buyerApplicationMachine = setup({
  types: {
    context: {} as BuyerApplicationContext,
    events: {} as BuyerApplicationEvent,
    input: {} as Partial<BuyerApplicationContext>,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    isEnrolmentLinkValid: ({ event }) => event.type === 'application.submit' && linkProblems(event).length === 0,
    isApprovedLimitPositive: ({ event }) => event.type === 'application.approve' && Number.isSafeInteger(event.approvedLimitMinor) && event.approvedLimitMinor > 0,
  },
  actions: {
    recordSubmission: assign(({ event }) => ({ submittedAt: event.now })),
    recordApproval: assign(({ event }) =>
      event.type === 'application.approve' ? { decidedAt: event.now, approvedLimitMinor: event.approvedLimitMinor, decidedBy: event.decidedBy } : {},
    ),
    recordDecline: assign(({ event }) => (event.type === 'application.decline' ? { decidedAt: event.now, declineReason: event.reason, decidedBy: event.decidedBy } : {})),
  },
}).createMachine({
  id: 'buyerApplication',
  description: 'A business applies through an enrolment link; underwriting approves or declines the pending buyer.',
  context: ({ input }) => ({ ...empty, ...input }),
  initial: 'draft',
  states: {
    draft: {
      description: 'Being filled in on the apply page. Nothing is stored.',
      meta: { spec: SPEC },
      on: {
        'application.submit': {
          guard: 'isEnrolmentLinkValid',
          target: 'submitted',
          actions: 'recordSubmission',
          description:
            "An application is accepted only through a valid link: each client reference given where the program requires it, none the program does not support, none another buyer already has; payment terms the program offers; a known channel.",
          meta: { spec: '5. Specific rules (Enrolment parameters)' },
        },
      },
    },
    submitted: {
      description: 'Submitted: a pending buyer waits for underwriting.',
      meta: { spec: SPEC, display: 'Pending' },
      on: {
        'application.approve': {
          guard: 'isApprovedLimitPositive',
          target: 'decided.approved',
          actions: 'recordApproval',
          description: 'Underwriting approves with a credit line above zero: the buyer becomes active and the applicant receives the activation e-mail.',
          meta: { ...DECISION, effects: ['activateBuyer', 'inviteApplicant'] },
        },
        'application.decline': {
          target: 'decided.declined',
          actions: 'recordDecline',
          description: 'Underwriting declines: the buyer is declined and the applicant is told.',
          meta: { ...DECISION, effects: ['declineBuyer'] },
        },
      },
    },
    decided: {
      description: 'Decided once; a decision is never taken twice.',
      meta: DECISION,
      initial: 'approved',
      states: {
        approved: { type: 'final', description: 'Approved: the buyer is active; the applicant is an invited user.', meta: { spec: SPEC, permanent: true } },
        declined: { type: 'final', description: 'Declined: the buyer is declined.', meta: { spec: '3. Enumerations (Account status Declined)', permanent: true } },
      },
    },
  },
});

export type BuyerApplicationSnapshot = SnapshotFrom<typeof buyerApplicationMachine>;

export function initialFor(application: { status: BuyerApplicationStatus } & Partial<BuyerApplicationContext>): BuyerApplicationSnapshot {
  const { status, ...facts } = application;
  return buyerApplicationMachine.resolveState({ value: stateValueFor(buyerApplicationMachine, status), context: { ...empty, ...facts } });
}

export const buyerApplicationStatus = (snapshot: BuyerApplicationSnapshot) => leafStatus(snapshot) as BuyerApplicationStatus;

export const buyerApplicationRules: Record<'isEnrolmentLinkValid' | 'isApprovedLimitPositive', RuleDoc<BuyerApplicationContext, BuyerApplicationEvent>> = {
  isEnrolmentLinkValid: {
    description: 'An application needs a valid enrolment link: client references as the program requires and not in use, payment terms the program offers, a known channel.',
    spec: '5. Specific rules (Enrolment parameters)',
    subRules: {
      channelInvalid: 'The channel parameter is not one of the program’s channels.',
      referenceInvalid: 'A client reference is longer than 64 characters or has characters other than letters, digits and . _ - /.',
      referenceAlreadyExists: 'A client reference is already used by another buyer or application.',
      referenceRequired: 'The program requires this client reference.',
      referenceUnsupported: 'The program does not support this client reference.',
      paymentTermsUnsupported: 'The payment terms are not a net term from Net7 to Net90.',
      paymentTermsDisabled: 'The program does not offer these payment terms.',
      termsIdMissing: 'The link has no payment terms.',
    },
    explain: ({ event }) => linkProblems(event).map((problem) => problem.code),
  },
  isApprovedLimitPositive: { description: 'An approval grants a credit line above zero (whole minor units).', spec: '9. Business constants and limits' },
};

/** The message ids of a refused submission (the rule's words, spec 8). */
export const submissionProblemMessageIds = (event: BuyerApplicationEvent): string[] => linkProblems(event).map(enrolmentProblemMessageId);

const NOW = '2026-03-02T09:00:00Z';
const SETTINGS: EnrolmentSettings = {
  references: { clientReferenceId: 'required', clientReferenceCustomerId: 'unsupported', clientReferenceBuyerId: 'optional' },
  supportedPaymentTerms: ['Net30', 'Net60'],
  channels: ['email', 'web'],
};
const LINK: EnrolmentLink = { references: { clientReferenceId: 'NW-2001', clientReferenceCustomerId: null, clientReferenceBuyerId: 'BUY-2001' }, paymentTerms: 'Net30', channel: 'email' };
export const buyerApplicationSampleEvents: readonly BuyerApplicationEvent[] = [
  { type: 'application.submit', link: LINK, settings: SETTINGS, existing: {}, now: NOW },
  { type: 'application.submit', link: LINK, settings: SETTINGS, existing: { clientReferenceBuyerId: true }, now: NOW },
  { type: 'application.submit', link: { ...LINK, paymentTerms: 'Net45' }, settings: SETTINGS, existing: {}, now: NOW },
  { type: 'application.approve', approvedLimitMinor: 5_000_000, decidedBy: 'demoUnderwriting', now: '2026-03-02T10:00:00Z' },
  { type: 'application.approve', approvedLimitMinor: 0, decidedBy: 'demoUnderwriting', now: '2026-03-02T10:00:00Z' },
  { type: 'application.decline', reason: 'insufficientHistory', decidedBy: 'demoUnderwriting', now: '2026-03-02T10:00:00Z' },
];
