import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/**
 * Spec 3 "Preauthorization" (id, status, expires, requested amount) and 4 "Preauthorization
 * status" (preauthorized, captured, cancelled, expired, rejected). The seller's system asks, through
 * the seller API, to hold part of a buyer's available credit for an order; it captures the hold as
 * a charge when it ships, or cancels it. The server's facts arrive in the events: the buyer's
 * available credit when asked (`availableMinor`), the clock (`now`).
 */
export interface PreauthorizationContext {
  amountMinor: number;
  expiresAt: string;
  capturedMinor: number | null;
}

export type PreauthorizationEvent =
  | { type: 'preauthorization.decide'; availableMinor: number; buyerActive: boolean }
  | { type: 'preauthorization.capture'; amountMinor: number; now: string }
  | { type: 'preauthorization.cancel'; now: string }
  | { type: 'preauthorization.expire'; now: string };

export type PreauthorizationStatus = 'requested' | 'preauthorized' | 'captured' | 'cancelled' | 'expired' | 'rejected';

const SPEC = '4. Preauthorization status';
const defaults: PreauthorizationContext = { amountMinor: 10_000, expiresAt: '2026-03-12T09:00:00Z', capturedMinor: null };
const isPast = (expiresAt: string, now: string) => Date.parse(now) >= Date.parse(expiresAt);

/** Why a capture cannot be taken: the hold expired, or the amount is not a whole positive number of minor units at most the held amount. */
function captureProblems(context: PreauthorizationContext, event: PreauthorizationEvent): ('expired' | 'exceedsHeldAmount')[] {
  if (event.type !== 'preauthorization.capture') return ['exceedsHeldAmount'];
  const problems: ('expired' | 'exceedsHeldAmount')[] = [];
  if (isPast(context.expiresAt, event.now)) problems.push('expired');
  if (!(Number.isSafeInteger(event.amountMinor) && event.amountMinor > 0 && event.amountMinor <= context.amountMinor)) problems.push('exceedsHeldAmount');
  return problems;
}

export const preauthorizationMachine = setup({
  types: {
    context: {} as PreauthorizationContext,
    events: {} as PreauthorizationEvent,
    input: {} as Partial<PreauthorizationContext>,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    creditCoversAmount: ({ context, event }) => event.type === 'preauthorization.decide' && event.buyerActive && context.amountMinor <= event.availableMinor,
    isExpired: ({ context, event }) => 'now' in event && isPast(context.expiresAt, event.now),
    capturable: ({ context, event }) => captureProblems(context, event).length === 0,
  },
  actions: {
    recordCapture: assign(({ event }) => (event.type === 'preauthorization.capture' ? { capturedMinor: event.amountMinor } : {})),
  },
}).createMachine({
  id: 'preauthorization',
  description: "A hold on part of a buyer's available credit, asked by the seller's system through the seller API.",
  context: ({ input }) => ({ ...defaults, ...input }),
  initial: 'requested',
  states: {
    requested: {
      description: 'Asked for: decided at once against the buyer\'s available credit (never stored in this state).',
      meta: { spec: '3. Preauthorization' },
      on: {
        'preauthorization.decide': [
          { guard: 'creditCoversAmount', target: 'preauthorized', description: 'The buyer is active and its available credit covers the amount: it is held.', meta: { spec: SPEC } },
          { target: 'rejected', description: 'The buyer is not active or its available credit does not cover the amount: rejected.', meta: { spec: SPEC } },
        ],
      },
    },
    preauthorized: {
      description: 'Preauthorized: the amount is held until it is captured, cancelled or expires.',
      meta: { spec: SPEC },
      on: {
        'preauthorization.capture': {
          guard: 'capturable', target: 'captured', actions: 'recordCapture',
          description: 'The seller captures at most the held amount before the expiry: a sale charge is created for it. (After the expiry the server first records the hold as expired.)', meta: { spec: SPEC },
        },
        'preauthorization.cancel': { target: 'cancelled', description: 'The seller cancels the hold: the credit is available again.', meta: { spec: SPEC } },
        'preauthorization.expire': {
          guard: 'isExpired', target: 'expired',
          description: 'The hold reached its expiry without being captured (found by the server\'s regular expiry check, or by a capture tried too late): the credit is available again.', meta: { spec: SPEC },
        },
      },
    },
    captured: { type: 'final', description: 'Captured: charged as a sale.', meta: { spec: SPEC, permanent: true } },
    cancelled: { type: 'final', description: 'Cancelled by the seller.', meta: { spec: SPEC, permanent: true } },
    expired: { type: 'final', description: 'Expired before it was captured.', meta: { spec: SPEC, permanent: true } },
    rejected: { type: 'final', description: 'Rejected: not enough available credit, or the buyer is not active.', meta: { spec: SPEC, permanent: true } },
  },
});

export type PreauthorizationSnapshot = SnapshotFrom<typeof preauthorizationMachine>;

export function initialFor(preauthorization: { status: PreauthorizationStatus } & Partial<PreauthorizationContext>): PreauthorizationSnapshot {
  const { status, ...facts } = preauthorization;
  return preauthorizationMachine.resolveState({ value: stateValueFor(preauthorizationMachine, status), context: { ...defaults, ...facts } });
}

export const preauthorizationStatus = (snapshot: PreauthorizationSnapshot) => leafStatus(snapshot) as PreauthorizationStatus;

type Doc = RuleDoc<PreauthorizationContext, PreauthorizationEvent>;
export const preauthorizationRules: Record<'creditCoversAmount' | 'isExpired' | 'capturable', Doc> = {
  creditCoversAmount: { description: "The buyer is active and the amount is at most the buyer's available credit.", spec: SPEC },
  isExpired: { description: 'The hold has reached its expiry time.', spec: '3. Preauthorization (expires)' },
  capturable: {
    description: 'The hold has not expired and the captured amount is a whole positive number of minor units, at most the held amount.',
    spec: SPEC,
    subRules: { expired: 'The hold has reached its expiry time.', exceedsHeldAmount: 'The amount is more than the held amount (or not a whole positive number of minor units).' },
    explain: ({ context, event }) => captureProblems(context, event),
  },
};

/** For the default hold of 100.00 expiring 2026-03-12T09:00:00Z. */
export const preauthorizationSampleEvents: readonly PreauthorizationEvent[] = [
  { type: 'preauthorization.decide', availableMinor: 10_000, buyerActive: true },
  { type: 'preauthorization.decide', availableMinor: 9_999, buyerActive: true },
  { type: 'preauthorization.decide', availableMinor: 10_000, buyerActive: false },
  { type: 'preauthorization.capture', amountMinor: 10_000, now: '2026-03-12T08:59:59Z' },
  { type: 'preauthorization.capture', amountMinor: 10_001, now: '2026-03-12T08:59:59Z' },
  { type: 'preauthorization.capture', amountMinor: 5_000, now: '2026-03-12T09:00:00Z' },
  { type: 'preauthorization.cancel', now: '2026-03-12T08:00:00Z' },
  { type: 'preauthorization.expire', now: '2026-03-12T09:00:00Z' },
  { type: 'preauthorization.expire', now: '2026-03-12T08:59:59Z' },
];
