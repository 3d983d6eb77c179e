import { assign, setup } from 'xstate';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/**
 * Spec 2 "/x-session with query values data, path and jwtAuth starts a session handoff" (issue 14
 * item 6): customer support opens a buyer's portal as the buyer's primary user (else its first
 * active administrator). The handoff is requested, then issued: a single-use token of five minutes
 * is handed to the support agent, and the buyer's Account Activity shows that support opened the
 * portal, as whom. An issued handoff has no later life on the trail (its token is spent once or
 * expires by itself).
 */
export interface SupportHandoffContext {
  asUserId: string | null;
  asUser: string | null;
  path: string | null;
  expiresAt: string | null;
}

export type SupportHandoffEvent = { type: 'supportHandoff.issued'; now: string; asUserId: string; asUser: string; path: string; expiresAt: string };
export type SupportHandoffStatus = 'requested' | 'issued';

const SPEC = '2. Routes (/x-session handoff)';
const defaults: SupportHandoffContext = { asUserId: null, asUser: null, path: null, expiresAt: null };

export const supportHandoffMachine = setup({
  types: {
    context: {} as SupportHandoffContext,
    events: {} as SupportHandoffEvent,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  actions: {
    recordHandoff: assign(({ event }) => ({ asUserId: event.asUserId, asUser: event.asUser, path: event.path, expiresAt: event.expiresAt })),
  },
}).createMachine({
  id: 'supportHandoff',
  description: "Customer support opens a buyer's portal: requested, then issued as a single-use, five-minute handoff, recorded on the buyer's trail.",
  context: defaults,
  initial: 'requested',
  states: {
    requested: {
      description: "Requested: a support agent of the buyer's program asked to open the portal; the user to sign in as is the buyer's primary user, else its first active administrator.",
      meta: { spec: SPEC },
      on: {
        'supportHandoff.issued': {
          target: 'issued',
          actions: 'recordHandoff',
          description: "The handoff is issued: its single-use token (five minutes) goes to the support agent, and the buyer's Account Activity records who opened the portal as whom, until when.",
          meta: { spec: SPEC },
        },
      },
    },
    issued: {
      type: 'final',
      description: 'Issued: the token signs in once, before it expires; the trail keeps the record.',
      meta: { spec: SPEC, permanent: true },
    },
  },
});

export const supportHandoffRules: Record<string, RuleDoc<SupportHandoffContext, SupportHandoffEvent>> = {};

export const supportHandoffSampleEvents: readonly SupportHandoffEvent[] = [
  { type: 'supportHandoff.issued', now: '2026-03-05T09:00:00Z', asUserId: 'user-1', asUser: 'admin@acme.example', path: '/activity/account-activity', expiresAt: '2026-03-05T09:05:00Z' },
];
