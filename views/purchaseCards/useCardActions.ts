import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { CardActionDone, CardActionsLogic, CardActionsSnapshot } from '../../machines/app/purchaseCards/cardActionsMachine';
import type { CardSummary, Challenge } from '../../machines/app/purchaseCards/purchaseCardTypes';
import type { CardReason } from '../../machines/rules/cardStatus';

/**
 * The card dialogs of a list, as the cardActions machine (machines/app/purchaseCards) runs them:
 * lock or terminate with a reason, unlock, and reveal the number after an e-mailed code. This hook
 * only selects from the machine and sends it events; the reason picked and the code typed are the
 * dialog form's own field state until confirmed.
 */
export type RevealStep = 'explaining' | 'sendingCode' | 'awaitingCode' | 'revealing' | 'shown';

export type CardDialog =
  | { kind: 'lock' | 'terminate'; card: CardSummary; reasonMissing: boolean }
  | { kind: 'reveal'; card: CardSummary; step: RevealStep; challenge: Challenge | null; cardNumber: string | null };

export interface CardActions {
  dialog: CardDialog | null;
  /** A request of the open dialog is under way. */
  busy: boolean;
  /** The card being unlocked, while the server answers. */
  unlockingId: string | null;
  /** The last failure (message id): in the dialog, or beside the list after an unlock. */
  errorId: string | null;
  done: CardActionDone | null;
  open: (kind: 'lock' | 'terminate' | 'reveal', card: CardSummary) => void;
  close: () => void;
  confirm: (reason: CardReason | null) => void;
  unlock: (card: CardSummary) => void;
  sendCode: () => void;
  submitCode: (code: string) => void;
}

function dialogOf(s: CardActionsSnapshot): CardDialog | null {
  const { card, reasonMissing, challenge, cardNumber } = s.context;
  if (!card) return null;
  if (typeof s.value === 'object' && 'reveal' in s.value) return { kind: 'reveal', card, step: s.value.reveal as RevealStep, challenge, cardNumber };
  if (s.matches('lock')) return { kind: 'lock', card, reasonMissing };
  if (s.matches('terminate')) return { kind: 'terminate', card, reasonMissing };
  return null;
}

const isBusy = (s: CardActionsSnapshot) =>
  s.matches({ lock: 'locking' }) || s.matches({ terminate: 'terminating' }) || s.matches({ reveal: 'sendingCode' }) || s.matches({ reveal: 'revealing' });

const OPEN_EVENT = { lock: 'cardDialog.openLock', terminate: 'cardDialog.openTerminate', reveal: 'cardDialog.openReveal' } as const;

/** `onChanged` runs when an action changed a card (the list reloads). */
export function useCardActions(logic: CardActionsLogic, onChanged: () => void): CardActions {
  const actor = useActorRef(logic);
  useEffect(() => {
    const subscription = actor.on('cards.changed', onChanged);
    return () => subscription.unsubscribe();
  }, [actor, onChanged]);
  const dialog = useSelector(actor, dialogOf, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const busy = useSelector(actor, isBusy);
  const unlockingId = useSelector(actor, (s) => (s.matches('unlocking') ? (s.context.card?.id ?? null) : null));
  const errorId = useSelector(actor, (s) => s.context.failureId);
  const done = useSelector(actor, (s) => s.context.done);
  const now = () => new Date().toISOString();
  return {
    dialog,
    busy,
    unlockingId,
    errorId,
    done,
    open: (kind, card) => actor.send({ type: OPEN_EVENT[kind], card, now: now() }),
    close: () => actor.send({ type: 'cardDialog.close' }),
    confirm: (reason) => actor.send({ type: 'cardDialog.confirm', reason }),
    unlock: (card) => actor.send({ type: 'card.unlock', card, now: now() }),
    sendCode: () => actor.send({ type: 'reveal.sendCode' }),
    submitCode: (code) => actor.send({ type: 'reveal.submitCode', code }),
  };
}
