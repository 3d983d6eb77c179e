import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { DEACTIVATION_BLOCKERS, deactivationBlockers } from '../rules/userDeactivation';
import type { DeactivationFacts } from '../rules/userDeactivation';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/** Spec 4 "User status" (active, deleted shown as Deactivated, inactive, pending, suspended), 5 and 8 user admin. */
export interface UserStatusContext {
  activatedAt: string | null;
  suspensionReason: string | null;
  deactivatedAt: string | null;
  deactivatedBy: string | null;
}

export type UserStatusEvent =
  /** The invited user completed activation (sign-up with the activation link). */
  | { type: 'user.activate'; now: string }
  /**
   * An administrator turns the user off or on (spec 3 "Active/Inactive toggle"). Switching a user
   * off is refused for the same users as deactivation (spec 5: primary user, own account, last
   * invoice receiver, last primary contact, linked accounts), with the same words.
   */
  | { type: 'user.disable'; facts: DeactivationFacts }
  | { type: 'user.enable' }
  /** Support or an administrator suspends sign-in, e.g. for a security concern. */
  | { type: 'user.suspend'; reason: string }
  | { type: 'user.reEnable' }
  /** `facts`: what the server knows about the user and the actor (see rules/userDeactivation). */
  | { type: 'user.deactivate'; facts: DeactivationFacts; now: string };

export type UserStatus = 'pending' | 'active' | 'inactive' | 'suspended' | 'deleted';

const SPEC = '4. User status';
const none: UserStatusContext = { activatedAt: null, suspensionReason: null, deactivatedAt: null, deactivatedBy: null };
const blockersOf = (event: UserStatusEvent) => (event.type === 'user.deactivate' || event.type === 'user.disable' ? deactivationBlockers(event.facts) : []);

export const userStatusMachine = setup({
  types: {
    context: {} as UserStatusContext,
    events: {} as UserStatusEvent,
    input: {} as Partial<UserStatusContext>,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    canBeDeactivated: ({ event }) => (event.type === 'user.deactivate' || event.type === 'user.disable') && blockersOf(event).length === 0,
  },
  actions: {
    recordActivation: assign(({ event }) => (event.type === 'user.activate' ? { activatedAt: event.now } : {})),
    recordSuspension: assign(({ event }) => (event.type === 'user.suspend' ? { suspensionReason: event.reason } : {})),
    clearSuspension: assign({ suspensionReason: null }),
    recordDeactivation: assign(({ event }) =>
      event.type === 'user.deactivate' ? { deactivatedAt: event.now, deactivatedBy: event.facts.actingUserId } : {}),
  },
}).createMachine({
  id: 'userStatus',
  description: "A portal user's status, from invitation to permanent deactivation.",
  context: ({ input }) => ({ ...none, ...input }),
  initial: 'existing',
  states: {
    existing: {
      description: 'The user exists in the account and can still be deactivated, subject to the rules.',
      meta: { spec: SPEC },
      initial: 'pending',
      on: {
        'user.deactivate': {
          guard: 'canBeDeactivated',
          target: 'deleted',
          actions: 'recordDeactivation',
          description: 'Deactivation is refused for the primary user, your own account, the last invoice receiver, the last primary contact, and users linked to other accounts (support only).',
          meta: { spec: '5. Specific rules' },
        },
      },
      states: {
        pending: {
          description: 'Invited but not activated yet; the account shows an activation notice.',
          meta: { spec: SPEC, display: 'Pending' },
          on: { 'user.activate': { target: 'active', actions: 'recordActivation', description: 'The user activates the account.', meta: { spec: SPEC } } },
        },
        active: {
          description: 'Active: the user can sign in and work within their roles.',
          meta: { spec: SPEC },
          on: {
            'user.disable': {
              guard: 'canBeDeactivated',
              target: 'inactive',
              description: 'An administrator switches the user to inactive, except the users who cannot be deactivated (primary user, yourself, last invoice receiver, last primary contact, linked accounts).',
              meta: { spec: '3. Enumerations' },
            },
            'user.suspend': { target: 'suspended', actions: 'recordSuspension', description: 'The user is suspended; suspension can be lifted.', meta: { spec: SPEC } },
          },
        },
        inactive: {
          description: 'Inactive: switched off by an administrator; can be switched back on.',
          meta: { spec: SPEC },
          on: { 'user.enable': { target: 'active', description: 'An administrator switches the user back to active.', meta: { spec: '3. Enumerations' } } },
        },
        suspended: {
          description: 'Suspended: cannot sign in until re-enabled.',
          meta: { spec: SPEC },
          on: { 'user.reEnable': { target: 'active', actions: 'clearSuspension', description: 'Suspended users can be re-enabled.', meta: { spec: SPEC } } },
        },
      },
    },
    deleted: {
      type: 'final',
      description: 'Deactivated: permanent. A deactivated user cannot be reactivated or recovered.',
      meta: { spec: SPEC, display: 'Deactivated', permanent: true },
    },
  },
});

export type UserStatusSnapshot = SnapshotFrom<typeof userStatusMachine>;

export function initialFor(user: { status: UserStatus } & Partial<UserStatusContext>): UserStatusSnapshot {
  const { status, ...facts } = user;
  return userStatusMachine.resolveState({ value: stateValueFor(userStatusMachine, status), context: { ...none, ...facts } });
}

export const userStatusOf = (snapshot: UserStatusSnapshot) => leafStatus(snapshot) as UserStatus;

export const userStatusRules: Record<'canBeDeactivated', RuleDoc<UserStatusContext, UserStatusEvent>> = {
  canBeDeactivated: {
    description: 'A user can be deactivated unless they are the primary user, yourself, the last invoice receiver, the last primary contact, or linked to other accounts (support only).',
    spec: '5. Specific rules',
    subRules: DEACTIVATION_BLOCKERS,
    explain: ({ event }) => blockersOf(event),
  },
};

const NOW = '2026-03-02T09:00:00Z';
const facts: DeactivationFacts = {
  targetUserId: 'u-buyer-2', actingUserId: 'u-admin', isPrimaryUser: false, receivesInvoiceEmails: true, otherInvoiceReceiverCount: 1,
  isPrimaryContact: false, otherPrimaryContactCount: 1, linkedAccountCount: 0,
};
export const userStatusSampleEvents: readonly UserStatusEvent[] = [
  { type: 'user.activate', now: NOW },
  { type: 'user.disable', facts },
  { type: 'user.disable', facts: { ...facts, otherInvoiceReceiverCount: 0 } },
  { type: 'user.enable' },
  { type: 'user.suspend', reason: 'security review' },
  { type: 'user.reEnable' },
  { type: 'user.deactivate', facts, now: NOW },
  { type: 'user.deactivate', facts: { ...facts, otherInvoiceReceiverCount: 0 }, now: NOW },
  { type: 'user.deactivate', facts: { ...facts, actingUserId: 'u-buyer-2' }, now: NOW },
];
