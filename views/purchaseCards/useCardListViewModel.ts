import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { INTRO_STEPS, type CardListSnapshot } from '../../machines/app/purchaseCards/cardListMachine';
import type { CardSummary, CardTab, PurchaseCardDeps } from '../../machines/app/purchaseCards/purchaseCardTypes';
import { cardCapabilities, type CardCapabilities } from '../../machines/rules/cardCapabilities';
import { useSessionActorRef } from '../../src/app/hooks';
import { useCardActions, type CardActions } from './useCardActions';

export interface CardListViewModel {
  tab: CardTab;
  cards: readonly { card: CardSummary; can: CardCapabilities }[] | null;
  failed: boolean;
  retry: () => void;
  actions: CardActions;
  intro: { step: number; steps: number; canNext: boolean; canBack: boolean; next: () => void; back: () => void; done: () => void } | null;
}

const introStepOf = (s: CardListSnapshot) => (s.matches({ intro: 'showing' }) ? s.context.introStep : null);

/**
 * A list of purchase cards (one tab), run by the cardList machine (live over purchaseCardUpdated:
 * a card terminated elsewhere moves to Terminated without a reload), with the card dialogs of the
 * cardActions machine. Each card's buttons are its rules' answer (machines/rules/cardCapabilities),
 * the same the dialogs' guards ask.
 */
export function useCardListViewModel(deps: PurchaseCardDeps, tab: CardTab, mine: boolean, cardholderId: string | null = null): CardListViewModel {
  const viewerId = useSelector(useSessionActorRef(), (s) => s.context.user?.id ?? null);
  const list = useActorRef(deps.cardList, { input: { tab, mine, userId: cardholderId, viewerId } });
  const loaded = useSelector(list, (s) => s.context.cards);
  const failed = useSelector(list, (s) => s.matches({ list: 'failed' }) && s.context.cards === null);
  const introStep = useSelector(list, introStepOf);
  const canNext = useSelector(list, (s) => s.can({ type: 'intro.next' }));
  const canBack = useSelector(list, (s) => s.can({ type: 'intro.back' }));
  const retry = useCallback(() => list.send({ type: 'cards.reload' }), [list]);
  const actions = useCardActions(deps.cardActions, retry);
  const now = new Date().toISOString();
  return {
    tab,
    cards: loaded ? loaded.map((card) => ({ card, can: cardCapabilities(card, now) })) : null,
    failed,
    retry,
    actions,
    intro:
      introStep === null
        ? null
        : {
            step: introStep,
            steps: INTRO_STEPS,
            canNext,
            canBack,
            next: () => list.send({ type: 'intro.next' }),
            back: () => list.send({ type: 'intro.back' }),
            done: () => list.send({ type: 'intro.dismiss' }),
          },
  };
}
