import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { ACTIVATION_LINK_TTL_MS, activationLinkExpiry, canResendActivationLink, isActivationLinkExpired } from '../rules/activationLink';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/** Spec 4 "Activation link" and 8 activation errors (token expired, already activated, ineligible). */
export interface ActivationLinkContext {
  expiresAt: string;
  activatedAt: string | null;
  resentAt: string | null;
}

export type ActivationLinkEvent =
  /** Someone opens the link (the sign-up page asks first, so an expired link shows the expired page at once). */
  | { type: 'activationLink.open'; now: string }
  /** The user completes activation with the link. */
  | { type: 'activationLink.activate'; now: string }
  /** `buyerStatus`: the server's fact, the buyer's account status (spec 4 "Customer status"). */
  | { type: 'activationLink.resend'; now: string; buyerStatus: string }
  /** An administrator resends a user's invitation (Manage Users): a new link replaces the old one. */
  | { type: 'activationLink.reissue'; now: string }
  /** The invited user was deactivated before activating: the link can never be used. */
  | { type: 'activationLink.withdraw'; now: string };

export type ActivationLinkStatus = 'valid' | 'expired' | 'used' | 'withdrawn';

const SPEC = '4. Activation link';
const nowOf = (event: ActivationLinkEvent) => event.now;
const defaults: ActivationLinkContext = { expiresAt: '2026-03-05T09:00:00Z', activatedAt: null, resentAt: null };

export const activationLinkMachine = setup({
  types: {
    context: {} as ActivationLinkContext,
    events: {} as ActivationLinkEvent,
    input: {} as Partial<ActivationLinkContext>,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    isLinkExpired: ({ context, event }) => isActivationLinkExpired(context.expiresAt, nowOf(event)),
    canResend: ({ event }) => event.type === 'activationLink.resend' && canResendActivationLink(event.buyerStatus),
  },
  actions: {
    recordActivation: assign(({ event }) => ({ activatedAt: nowOf(event) })),
    renewLink: assign(({ context, event }) => ({ resentAt: nowOf(event), expiresAt: activationLinkExpiry(nowOf(event)) ?? context.expiresAt })),
  },
}).createMachine({
  id: 'activationLink',
  description: 'The link a new user or buyer receives to activate their account.',
  context: ({ input }) => ({ ...defaults, ...input }),
  initial: 'valid',
  states: {
    valid: {
      description: `Valid: the link can be used to activate the account (it lives ${ACTIVATION_LINK_TTL_MS / 3_600_000} hours).`,
      meta: { spec: SPEC },
      on: {
        'activationLink.open': [
          { guard: 'isLinkExpired', target: 'expired', description: 'Opening a link past its expiry shows it as expired.', meta: { spec: '8. Activation' } },
          { description: 'Opening a valid link shows the activation page.', meta: { spec: SPEC } },
        ],
        'activationLink.activate': [
          { guard: 'isLinkExpired', target: 'expired', description: 'A link used past its expiry is expired: the account is not activated.', meta: { spec: '8. Activation' } },
          { target: 'used', actions: 'recordActivation', description: 'The account is activated; the link cannot be used again.', meta: { spec: SPEC } },
        ],
        'activationLink.reissue': {
          target: 'valid',
          reenter: true,
          actions: 'renewLink',
          description: 'An administrator resends the invitation: a new link, valid again for its full life, replaces the old one.',
          meta: { spec: '2. Invite New User (resend invitation)' },
        },
        'activationLink.withdraw': {
          target: 'withdrawn',
          description: 'The invited user is deactivated before activating: the link is withdrawn for good.',
          meta: { spec: '4. User status' },
        },
      },
    },
    expired: {
      description: 'Expired: a new link is offered while the buyer\'s credit is pending; otherwise the buyer must reapply.',
      meta: { spec: SPEC },
      on: {
        'activationLink.resend': {
          guard: 'canResend',
          target: 'valid',
          actions: 'renewLink',
          description: 'A new link is sent only while the buyer\'s credit decision is pending.',
          meta: { spec: SPEC },
        },
        'activationLink.reissue': {
          target: 'valid',
          reenter: true,
          actions: 'renewLink',
          description: 'An administrator resends the invitation: a new link, valid again for its full life, replaces the old one.',
          meta: { spec: '2. Invite New User (resend invitation)' },
        },
        'activationLink.withdraw': {
          target: 'withdrawn',
          description: 'The invited user is deactivated before activating: the link is withdrawn for good.',
          meta: { spec: '4. User status' },
        },
      },
    },
    used: {
      type: 'final',
      description: 'Already used: the account is activated; opening the link again shows "already activated".',
      meta: { spec: '8. Activation', permanent: true },
    },
    withdrawn: {
      type: 'final',
      description: 'Withdrawn: the invited user was deactivated; opening the link shows it as invalid.',
      meta: { spec: '8. Activation', permanent: true },
    },
  },
});

export type ActivationLinkSnapshot = SnapshotFrom<typeof activationLinkMachine>;

export function initialFor(link: { status: ActivationLinkStatus } & Partial<ActivationLinkContext>): ActivationLinkSnapshot {
  const { status, ...facts } = link;
  return activationLinkMachine.resolveState({ value: stateValueFor(activationLinkMachine, status), context: { ...defaults, ...facts } });
}

export const activationLinkStatus = (snapshot: ActivationLinkSnapshot) => leafStatus(snapshot) as ActivationLinkStatus;

type Doc = RuleDoc<ActivationLinkContext, ActivationLinkEvent>;
export const activationLinkRules: Record<'isLinkExpired' | 'canResend', Doc> = {
  isLinkExpired: { description: 'The link has passed its expiry time.', spec: '8. Activation' },
  canResend: { description: 'An expired link is renewed only while the buyer\'s credit is pending (Pending Approval); otherwise the buyer must reapply.', spec: SPEC },
};

/** For the default link, expiring 2026-03-05T09:00:00Z. */
export const activationLinkSampleEvents: readonly ActivationLinkEvent[] = [
  { type: 'activationLink.open', now: '2026-03-05T08:59:59Z' },
  { type: 'activationLink.open', now: '2026-03-05T09:00:00Z' },
  { type: 'activationLink.activate', now: '2026-03-05T08:59:59Z' },
  { type: 'activationLink.activate', now: '2026-03-05T09:00:00Z' },
  { type: 'activationLink.resend', now: '2026-03-06T09:00:00Z', buyerStatus: 'pending' },
  { type: 'activationLink.resend', now: '2026-03-06T09:00:00Z', buyerStatus: 'active' },
  { type: 'activationLink.reissue', now: '2026-03-06T09:00:00Z' },
  { type: 'activationLink.withdraw', now: '2026-03-06T09:00:00Z' },
];
