import { assign, emit, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { cardCapabilities } from '../../rules/cardCapabilities';
import { isCardReason, type CardReason } from '../../rules/cardStatus';
import { isMfaCodeWellFormed } from '../../rules/mfaCode';
import { failureOf } from '../purchasingControls/purchasingControlsTypes';
import type { CardSummary, Challenge, PurchaseCardsApi } from './purchaseCardTypes';

/**
 * The card dialogs of a card list (spec 4 Card status, 6 RevealCardNumber): lock or terminate with
 * a reason, unlock, and reveal the number after an e-mailed code. The dialog keeps the card it was
 * opened for, so a list refreshed meanwhile does not close it; the server then answers from the
 * stored state ("already terminated"). The revealed number lives only in this machine's context
 * while the reveal dialog shows it, and is dropped when it closes. A finished change emits
 * `cards.changed` so the list reloads. Actors (src/api/purchaseCardActors.ts): lockCard,
 * unlockCard, terminateCard, requestReveal, revealNumber.
 */
export type CardActionsEvent =
  | { type: 'cardDialog.openLock'; card: CardSummary; now: string }
  | { type: 'cardDialog.openTerminate'; card: CardSummary; now: string }
  | { type: 'cardDialog.openReveal'; card: CardSummary; now: string }
  | { type: 'card.unlock'; card: CardSummary; now: string }
  | { type: 'cardDialog.confirm'; reason: CardReason | null }
  | { type: 'reveal.sendCode' }
  | { type: 'reveal.submitCode'; code: string }
  | { type: 'cardDialog.close' };

/** What the last finished action did, for a status message: message id and the card's name. */
export interface CardActionDone {
  id: 'purchaseCards.done.locked' | 'purchaseCards.done.unlocked' | 'purchaseCards.done.terminated';
  name: string;
}

export interface CardActionsContext {
  /** The card the open dialog (or the running unlock) is about. */
  card: CardSummary | null;
  /** A confirm was tried without a reason (the reason field shows its error). */
  reasonMissing: boolean;
  challenge: Challenge | null;
  /** Shown once, only in the reveal dialog's `shown` state. */
  cardNumber: string | null;
  /** The last failure (message id): inside the dialog, or beside the list for unlock. */
  failureId: string | null;
  done: CardActionDone | null;
}

type Actors = {
  [K in 'lock' | 'unlock' | 'terminate' | 'requestReveal' | 'reveal']: PurchaseCardsApi[K];
};

const STATUS = { spec: '4. Card status' } satisfies SpecMeta;
const REVEAL = { spec: '6. Roles and permissions (RevealCardNumber)' } satisfies SpecMeta;

const notProvided = (name: string) =>
  fromPromise<never, unknown>(async () => {
    throw new Error(`card-actions actor "${name}" is not provided`);
  });

const cardOf = (event: AnyEventObject): CardSummary | null => ('card' in event ? (event.card as CardSummary) : null);
const nowOf = (event: AnyEventObject): string => ('now' in event && typeof event.now === 'string' ? event.now : '');
const capabilitiesOf = (event: AnyEventObject) => {
  const card = cardOf(event);
  return card ? cardCapabilities(card, nowOf(event)) : null;
};
const failureIdOf = (event: AnyEventObject) => failureOf((event as unknown as { error: unknown }).error).messageId;

/** The words of a malformed code's refusal (the reveal dialog's form shows the same). */
export const REVEAL_CODE_FORMAT_ID = 'purchaseCards.reveal.codeFormat';

const CLEARED = { card: null, reasonMissing: false, challenge: null, cardNumber: null, failureId: null } as const;

export const cardActionsMachine = setup({
  types: {
    context: {} as CardActionsContext,
    events: {} as CardActionsEvent,
    emitted: {} as { type: 'cards.changed' },
    meta: {} as SpecMeta,
  },
  actors: {
    lockCard: notProvided('lockCard') as unknown as Actors['lock'],
    unlockCard: notProvided('unlockCard') as unknown as Actors['unlock'],
    terminateCard: notProvided('terminateCard') as unknown as Actors['terminate'],
    requestReveal: notProvided('requestReveal') as unknown as Actors['requestReveal'],
    revealNumber: notProvided('revealNumber') as unknown as Actors['reveal'],
  },
  guards: {
    canLock: ({ event }) => capabilitiesOf(event)?.lock === true,
    canUnlock: ({ event }) => capabilitiesOf(event)?.unlock === true,
    canTerminate: ({ event }) => capabilitiesOf(event)?.terminate === true,
    canReveal: ({ event }) => capabilitiesOf(event)?.reveal === true,
    hasReason: ({ event }) => event.type === 'cardDialog.confirm' && isCardReason(event.reason),
    isCodeWellFormed: ({ event }) => event.type === 'reveal.submitCode' && isMfaCodeWellFormed(event.code),
  },
  actions: {
    openFor: assign(({ event }) => ({ ...CLEARED, card: cardOf(event), done: null })),
    clear: assign(CLEARED),
    markReasonMissing: assign({ reasonMissing: true }),
    clearFailure: assign({ failureId: null, reasonMissing: false }),
    recordFailure: assign(({ event }) => ({ failureId: failureIdOf(event) })),
    rejectCodeFormat: assign({ failureId: REVEAL_CODE_FORMAT_ID }),
    storeChallenge: assign(({ event }) => ({ challenge: (event as unknown as { output: Challenge }).output, failureId: null })),
    storeNumber: assign(({ event }) => ({ cardNumber: (event as unknown as { output: { cardNumber: string } }).output.cardNumber, failureId: null })),
    reportLocked: assign(({ context }) => ({ ...CLEARED, done: { id: 'purchaseCards.done.locked' as const, name: context.card?.cardholderName ?? '' } })),
    reportTerminated: assign(({ context }) => ({ ...CLEARED, done: { id: 'purchaseCards.done.terminated' as const, name: context.card?.cardholderName ?? '' } })),
    reportUnlocked: assign(({ context }) => ({ ...CLEARED, done: { id: 'purchaseCards.done.unlocked' as const, name: context.card?.cardholderName ?? '' } })),
    announceChange: emit({ type: 'cards.changed' as const }),
  },
}).createMachine({
  id: 'cardActions',
  description: 'The dialogs of a card list: lock, unlock, terminate with a reason, and show the number once after an e-mailed code.',
  meta: STATUS,
  context: { ...CLEARED, done: null },
  initial: 'closed',
  on: {
    'cardDialog.close': {
      target: '.closed',
      actions: 'clear',
      description: 'Closing a dialog drops what it held (a revealed number included); a running request is abandoned.',
      meta: STATUS,
    },
  },
  states: {
    closed: {
      description: 'No dialog is open; the list offers each card what its rules allow.',
      meta: STATUS,
      on: {
        'cardDialog.openLock': { guard: 'canLock', target: 'lock', actions: 'openFor', description: 'An administrator may lock an active card (purchaseCard machine).', meta: STATUS },
        'cardDialog.openTerminate': {
          guard: 'canTerminate',
          target: 'terminate',
          actions: 'openFor',
          description: 'An administrator may terminate a card that is not terminated yet (purchaseCard machine).',
          meta: STATUS,
        },
        'cardDialog.openReveal': {
          guard: 'canReveal',
          target: 'reveal',
          actions: 'openFor',
          description: 'The cardholder may see the number of an issued card unless it is terminated.',
          meta: REVEAL,
        },
        'card.unlock': { guard: 'canUnlock', target: 'unlocking', actions: 'openFor', description: 'An administrator may unlock a locked card (no reason needed).', meta: STATUS },
      },
    },
    unlocking: {
      description: 'Asks the server to unlock the card.',
      meta: STATUS,
      invoke: {
        id: 'unlockCard',
        src: 'unlockCard',
        input: ({ context }) => ({ cardId: context.card?.id ?? '' }),
        onDone: { target: 'closed', actions: ['reportUnlocked', 'announceChange'], description: 'Unlocked: the list reloads and says so.', meta: STATUS },
        onError: { target: 'closed', actions: 'recordFailure', description: 'Refused or failed: the reason shows beside the list.', meta: STATUS },
      },
    },
    lock: {
      description: 'The lock dialog: a reason is required.',
      meta: STATUS,
      initial: 'choosing',
      states: {
        choosing: {
          description: 'The user picks a reason and confirms.',
          meta: STATUS,
          on: {
            'cardDialog.confirm': [
              { guard: 'hasReason', target: 'locking', actions: 'clearFailure', description: 'A lock needs one of the six reasons.', meta: STATUS },
              { actions: 'markReasonMissing', description: 'Without a reason the dialog stays open and asks for one.', meta: STATUS },
            ],
          },
        },
        locking: {
          description: 'Asks the server to lock the card.',
          meta: STATUS,
          invoke: {
            id: 'lockCard',
            src: 'lockCard',
            input: ({ context, event }) => ({ cardId: context.card?.id ?? '', reason: (event as { reason: CardReason }).reason }),
            onDone: { target: '#cardActions.closed', actions: ['reportLocked', 'announceChange'], description: 'Locked: the dialog closes and the list reloads.', meta: STATUS },
            onError: { target: 'choosing', actions: 'recordFailure', description: 'Refused (e.g. already terminated): the dialog says why.', meta: STATUS },
          },
        },
      },
    },
    terminate: {
      description: 'The terminate dialog: a reason is required; terminating is permanent.',
      meta: STATUS,
      initial: 'choosing',
      states: {
        choosing: {
          description: 'The user picks a reason and confirms.',
          meta: STATUS,
          on: {
            'cardDialog.confirm': [
              { guard: 'hasReason', target: 'terminating', actions: 'clearFailure', description: 'A termination needs one of the six reasons.', meta: STATUS },
              { actions: 'markReasonMissing', description: 'Without a reason the dialog stays open and asks for one.', meta: STATUS },
            ],
          },
        },
        terminating: {
          description: 'Asks the server to terminate the card.',
          meta: STATUS,
          invoke: {
            id: 'terminateCard',
            src: 'terminateCard',
            input: ({ context, event }) => ({ cardId: context.card?.id ?? '', reason: (event as { reason: CardReason }).reason }),
            onDone: { target: '#cardActions.closed', actions: ['reportTerminated', 'announceChange'], description: 'Terminated: the card moves to the Terminated tab.', meta: STATUS },
            onError: { target: 'choosing', actions: 'recordFailure', description: 'Refused (already terminated elsewhere): the dialog offers a reload.', meta: STATUS },
          },
        },
      },
    },
    reveal: {
      description: 'The reveal dialog: a code by e-mail, then the number once.',
      meta: REVEAL,
      initial: 'explaining',
      states: {
        explaining: {
          description: 'Explains that a security code will be e-mailed.',
          meta: REVEAL,
          on: { 'reveal.sendCode': { target: 'sendingCode', actions: 'clearFailure', description: 'The user asks for a code.', meta: REVEAL } },
        },
        sendingCode: {
          description: 'Asks the server to e-mail a code for this card.',
          meta: REVEAL,
          invoke: {
            id: 'requestReveal',
            src: 'requestReveal',
            input: ({ context }) => ({ cardId: context.card?.id ?? '' }),
            onDone: { target: 'awaitingCode', actions: 'storeChallenge', description: 'The code is on its way: the dialog says where.', meta: REVEAL },
            onError: { target: 'explaining', actions: 'recordFailure', description: 'No code could be sent: the dialog says why.', meta: REVEAL },
          },
        },
        awaitingCode: {
          description: 'The user types the e-mailed code.',
          meta: REVEAL,
          on: {
            'reveal.submitCode': [
              { guard: 'isCodeWellFormed', target: 'revealing', actions: 'clearFailure', description: 'A security code is six digits.', meta: REVEAL },
              { actions: 'rejectCodeFormat', description: 'Anything but six digits is refused before asking the server.', meta: REVEAL },
            ],
          },
        },
        revealing: {
          description: 'Asks the server to check the code and return the number.',
          meta: REVEAL,
          invoke: {
            id: 'revealNumber',
            src: 'revealNumber',
            input: ({ context, event }) => ({
              cardId: context.card?.id ?? '',
              challengeId: context.challenge?.challengeId ?? '',
              code: (event as { code: string }).code.trim(),
            }),
            onDone: { target: 'shown', actions: 'storeNumber', description: 'The code was right: the number shows, once.', meta: REVEAL },
            onError: { target: 'awaitingCode', actions: 'recordFailure', description: 'A wrong or expired code: the dialog says so.', meta: REVEAL },
          },
        },
        shown: {
          description: 'Shows the number until the dialog closes; it is kept nowhere else.',
          meta: REVEAL,
        },
      },
    },
  },
});

export type CardActionsLogic = typeof cardActionsMachine;
export type CardActionsSnapshot = SnapshotFrom<typeof cardActionsMachine>;
