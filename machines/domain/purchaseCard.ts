import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { CARD_REQUEST_PROBLEMS, cardRequestProblems } from '../rules/cardRequest';
import type { CardRequest, CardType } from '../rules/cardRequest';
import { TERMINATION_BLOCKERS, isCardReason, terminationBlockers } from '../rules/cardStatus';
import type { CardReason } from '../rules/cardStatus';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/** Spec 3 "Purchase card", 4 "Card status", 8 card errors. One card of one user. */
export interface PurchaseCardContext {
  cardType: CardType | null;
  lockReason: CardReason | null;
  terminationReason: CardReason | null;
  terminatedAt: string | null;
  terminatedBy: string | null;
  shippedAt: string | null;
  activatedAt: string | null;
  /** Why the issuer could not create the last requested card (spec 8 "creation failed"). */
  creationFailure: string | null;
}

export type PurchaseCardEvent =
  | { type: 'card.enable' }
  | { type: 'card.disable' }
  | ({ type: 'card.request' } & CardRequest)
  | { type: 'card.creationFailed'; reason: string }
  | { type: 'card.issued'; now: string }
  | { type: 'card.shipped'; now: string }
  | { type: 'card.activated'; now: string }
  | { type: 'card.lock'; reason: CardReason | string | null }
  | { type: 'card.unlock' }
  | { type: 'card.terminate'; reason: CardReason | string | null; by: string; now: string };

export type PurchaseCardStatus = 'notEnabled' | 'notCreated' | 'pending' | 'inactive' | 'active' | 'locked' | 'terminated';

const SPEC = '4. Card status';
const emptyCard: PurchaseCardContext = {
  cardType: null, lockReason: null, terminationReason: null, terminatedAt: null, terminatedBy: null,
  shippedAt: null, activatedAt: null, creationFailure: null,
};

export const purchaseCardMachine = setup({
  types: {
    context: {} as PurchaseCardContext,
    events: {} as PurchaseCardEvent,
    input: {} as Partial<PurchaseCardContext>,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    hasValidCardRequest: ({ event }) => event.type === 'card.request' && cardRequestProblems(event).length === 0,
    isVirtualCard: ({ context }) => context.cardType === 'virtual',
    hasLockReason: ({ event }) => event.type === 'card.lock' && isCardReason(event.reason),
    canBeTerminated: ({ context, event }) =>
      event.type === 'card.terminate' &&
      terminationBlockers({ alreadyTerminated: context.terminatedAt !== null, reason: event.reason }).length === 0,
  },
  actions: {
    recordRequest: assign(({ event }) => (event.type === 'card.request' ? { cardType: event.cardType, creationFailure: null } : {})),
    recordCreationFailure: assign(({ event }) =>
      event.type === 'card.creationFailed' ? { cardType: null, creationFailure: event.reason } : {}),
    recordActivation: assign(({ event }) => ('now' in event ? { activatedAt: event.now } : {})),
    recordShipment: assign(({ event }) => (event.type === 'card.shipped' ? { shippedAt: event.now } : {})),
    recordLockReason: assign(({ event }) => (event.type === 'card.lock' && isCardReason(event.reason) ? { lockReason: event.reason } : {})),
    clearLockReason: assign({ lockReason: null }),
    recordTermination: assign(({ event }) =>
      event.type === 'card.terminate' && isCardReason(event.reason)
        ? { terminationReason: event.reason, terminatedAt: event.now, terminatedBy: event.by, lockReason: null }
        : {}),
  },
}).createMachine({
  id: 'purchaseCard',
  description: "A purchase card's life, from the user being allowed a card to its permanent termination.",
  context: ({ input }) => ({ ...emptyCard, ...input }),
  initial: 'notEnabled',
  states: {
    notEnabled: {
      description: 'Purchase cards are not enabled for this user.',
      meta: { spec: SPEC },
      on: {
        'card.enable': { target: 'notCreated', description: 'An administrator enables purchase cards for the user.', meta: { spec: SPEC } },
      },
    },
    notCreated: {
      description: 'The user may have a card but none has been requested yet.',
      meta: { spec: SPEC },
      on: {
        'card.request': {
          guard: 'hasValidCardRequest',
          target: 'pending',
          actions: 'recordRequest',
          description: 'A card is requested when the printed names and, for a physical card, the ship-to address are valid.',
          meta: { spec: '5. Specific rules' },
        },
        'card.disable': { target: 'notEnabled', description: 'Purchase cards are disabled for the user.', meta: { spec: SPEC } },
      },
    },
    pending: {
      description: 'Requested: the card issuer is creating the card.',
      meta: { spec: SPEC },
      on: {
        'card.issued': [
          { guard: 'isVirtualCard', target: 'issued.active', actions: 'recordActivation', description: 'A virtual card is active as soon as the issuer creates it.', meta: { spec: '3. Purchase card' } },
          { target: 'issued.inactive', description: 'A physical card waits for shipment and activation by the cardholder.', meta: { spec: '3. Purchase card' } },
        ],
        'card.creationFailed': {
          target: 'notCreated',
          actions: 'recordCreationFailure',
          description: 'The issuer could not create the card; a new request can be made.',
          meta: { spec: '8. Card errors' },
        },
      },
    },
    issued: {
      description: 'The card exists at the card issuer.',
      meta: { spec: SPEC },
      initial: 'inactive',
      on: {
        'card.terminate': {
          guard: 'canBeTerminated',
          target: '.terminated',
          actions: 'recordTermination',
          description: 'Any issued card can be terminated with a reason. Termination is permanent; terminating a terminated card is refused.',
          meta: { spec: SPEC },
        },
      },
      states: {
        inactive: {
          description: 'Issued but not yet activated: a physical card on its way (delivery 7-10 business days).',
          meta: { spec: SPEC },
          on: {
            'card.shipped': { actions: 'recordShipment', description: 'The issuer reports the card shipped.', meta: { spec: '9. Timing' } },
            'card.activated': { target: 'active', actions: 'recordActivation', description: 'The cardholder activates the card.', meta: { spec: SPEC } },
          },
        },
        active: {
          description: 'The card can be used for purchases within the individual credit limit.',
          meta: { spec: SPEC },
          on: {
            'card.lock': {
              guard: 'hasLockReason',
              target: 'locked',
              actions: 'recordLockReason',
              description: 'An active card can be locked with a reason; locking is reversible.',
              meta: { spec: SPEC },
            },
          },
        },
        locked: {
          description: 'Locked: purchases are refused until the card is unlocked.',
          meta: { spec: SPEC },
          on: {
            'card.unlock': { target: 'active', actions: 'clearLockReason', description: 'A locked card can be unlocked; locking is reversible.', meta: { spec: SPEC } },
          },
        },
        terminated: {
          type: 'final',
          description: 'Terminated permanently: the card can never be used, unlocked or terminated again.',
          meta: { spec: SPEC, permanent: true },
        },
      },
    },
  },
});

export type PurchaseCardSnapshot = SnapshotFrom<typeof purchaseCardMachine>;

/** The snapshot of a stored card: its status plus the facts kept with it. */
export function initialFor(card: { status: PurchaseCardStatus } & Partial<PurchaseCardContext>): PurchaseCardSnapshot {
  const { status, ...facts } = card;
  return purchaseCardMachine.resolveState({ value: stateValueFor(purchaseCardMachine, status), context: { ...emptyCard, ...facts } });
}

/** The status to store for a snapshot. */
export const purchaseCardStatus = (snapshot: PurchaseCardSnapshot) => leafStatus(snapshot) as PurchaseCardStatus;

type Doc = RuleDoc<PurchaseCardContext, PurchaseCardEvent>;
export const purchaseCardRules: Record<'hasValidCardRequest' | 'isVirtualCard' | 'hasLockReason' | 'canBeTerminated', Doc> = {
  hasValidCardRequest: {
    description: 'A card request needs valid printed names (uppercase A-Z, digits and / \' & . , - only) and, for a physical card, a complete ship-to address.',
    spec: '5. Specific rules',
    subRules: CARD_REQUEST_PROBLEMS,
    explain: ({ event }) => (event.type === 'card.request' ? cardRequestProblems(event) : []),
  },
  isVirtualCard: { description: 'Virtual cards are active when issued; physical cards must be activated by the cardholder.', spec: '3. Purchase card' },
  hasLockReason: { description: 'Locking needs a reason: Damaged, Employee Terminated, Fraud, Lost, Other or Stolen.', spec: SPEC },
  canBeTerminated: {
    description: 'A card can be terminated once, with a reason; termination is permanent.',
    spec: SPEC,
    subRules: TERMINATION_BLOCKERS,
    explain: ({ context, event }) =>
      event.type === 'card.terminate' ? terminationBlockers({ alreadyTerminated: context.terminatedAt !== null, reason: event.reason }) : [],
  },
};

const T0 = '2026-03-02T09:00:00Z';
const shipTo = { attentionTo: 'ACCOUNTS', line1: '1 HARBOUR ROAD', city: 'BRISTOL', state: 'AV', zip: 'BS1 5AA' };
export const purchaseCardSampleEvents: readonly PurchaseCardEvent[] = [
  { type: 'card.enable' },
  { type: 'card.disable' },
  { type: 'card.request', cardType: 'virtual', cardholderName: 'JANE O\'NEIL' },
  { type: 'card.request', cardType: 'physical', cardholderName: 'JANE DOE', businessName: 'ACME & CO.', shipTo },
  { type: 'card.request', cardType: 'physical', cardholderName: 'Jane Doe' },
  { type: 'card.creationFailed', reason: 'issuer declined' },
  { type: 'card.issued', now: T0 },
  { type: 'card.shipped', now: T0 },
  { type: 'card.activated', now: T0 },
  { type: 'card.lock', reason: 'lost' },
  { type: 'card.lock', reason: null },
  { type: 'card.unlock' },
  { type: 'card.terminate', reason: 'stolen', by: 'user-admin', now: T0 },
  { type: 'card.terminate', reason: '', by: 'user-admin', now: T0 },
];
