import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { createActor } from 'xstate';
import { useSessionActorRef } from '../../src/app/hooks';
import { runLoader } from '../common/runLoader';
import { cardCapabilities, type CardCapabilities } from './cardCapabilities';
import type { CardSummary, CardTab, PurchaseCardsApi } from './purchaseCardTypes';
import { useCardActions, type CardActions } from './useCardActions';

export interface CardListViewModel {
  tab: CardTab;
  cards: readonly { card: CardSummary; can: CardCapabilities }[] | null;
  failed: boolean;
  retry: () => void;
  actions: CardActions;
  intro: { step: number; steps: number; next: () => void; back: () => void; done: () => void } | null;
}

const INTRO_STEPS = 3;

/**
 * A list of purchase cards (one tab), kept live over purchaseCardUpdated: every push reloads the
 * tab, so a card that was terminated elsewhere moves to Terminated without a reload. Each card's
 * buttons are what the purchaseCard machine allows from its loaded state.
 */
export function useCardListViewModel(api: PurchaseCardsApi, tab: CardTab, mine: boolean, cardholderId: string | null = null): CardListViewModel {
  // The list stays on screen while it reloads (a live push, an action), so focus is not lost.
  const [loaded, setLoaded] = useState<{ cards: CardSummary[] | null; failed: boolean }>({ cards: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    const abort = new AbortController();
    runLoader(api.loadCards, { tab, mine, userId: cardholderId }, abort.signal).then(
      (cards) => !abort.signal.aborted && setLoaded({ cards, failed: false }),
      () => !abort.signal.aborted && setLoaded((l) => ({ ...l, failed: true })),
    );
    return () => abort.abort();
  }, [api, tab, mine, cardholderId, attempt]);
  // Live: every pushed change reloads this tab (a card terminated elsewhere moves to Terminated).
  useEffect(() => {
    const watcher = createActor(api.watchCards, { input: { onUpdate: () => retry() } });
    watcher.start();
    return () => {
      watcher.stop();
    };
  }, [api, retry]);

  const reload = useCallback(() => retry(), [retry]);
  const actions = useCardActions(api, reload);
  const userId = useSelector(useSessionActorRef(), (s) => s.context.user?.id ?? null);
  const [introStep, setIntroStep] = useState<number | null>(() => (userId && api.introFlag.read(userId) ? 0 : null));
  const now = new Date().toISOString();
  const cards = loaded.cards ? loaded.cards.map((card) => ({ card, can: cardCapabilities(card, now) })) : null;
  return {
    tab,
    cards,
    failed: loaded.failed && loaded.cards === null,
    retry,
    actions,
    intro:
      introStep === null
        ? null
        : {
            step: introStep,
            steps: INTRO_STEPS,
            next: () => setIntroStep((s) => Math.min((s ?? 0) + 1, INTRO_STEPS - 1)),
            back: () => setIntroStep((s) => Math.max((s ?? 0) - 1, 0)),
            done: () => {
              if (userId) api.introFlag.dismiss(userId);
              setIntroStep(null);
            },
          },
  };
}
