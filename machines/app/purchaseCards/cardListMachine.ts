import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import type { CardChangedEvent, CardSummary, CardTab, PurchaseCardsApi } from './purchaseCardTypes';

/**
 * One tab of purchase cards (spec 2 view-cards, profile purchasing, a user's purchasing tab), kept
 * live: every `purchaseCardUpdated` push and every finished card action reloads the tab, so a card
 * terminated elsewhere moves to Terminated without a reload. The list stays on screen while it
 * reloads (focus is not lost). Beside it, the purchase-card introduction stepper (three steps,
 * shown until the user dismisses it once). Actors (src/api/purchaseCardActors.ts): loadCards,
 * watchCards, readIntroFlag; action rememberIntroDismissed.
 */
export type CardListEvent =
  | CardChangedEvent
  | { type: 'cards.reload' }
  | { type: 'intro.next' }
  | { type: 'intro.back' }
  | { type: 'intro.dismiss' };

export interface CardListInput {
  tab: CardTab;
  /** The viewer's own cards (profile) rather than every card the viewer may see. */
  mine: boolean;
  /** One user's cards (Manage Users, Purchasing tab). */
  userId: string | null;
  /** The signed-in user (whose introduction flag is read and stored). */
  viewerId: string | null;
}

export interface CardListContext extends CardListInput {
  cards: readonly CardSummary[] | null;
  /** The last load failed (shown only while no list is on screen). */
  failed: boolean;
  introStep: number;
}

export const INTRO_STEPS = 3;

const PAGE = { spec: '2. Signed-in area (view-cards)' } satisfies SpecMeta;
const INTRO = { spec: '2. Signed-in area (profile-purchasing-controls)' } satisfies SpecMeta;

export const cardListMachine = setup({
  types: {
    context: {} as CardListContext,
    events: {} as CardListEvent,
    input: {} as CardListInput,
    meta: {} as SpecMeta,
  },
  actors: {
    loadCards: fromPromise(async () => {
      throw new Error('card-list actor "loadCards" is not provided');
    }) as unknown as PurchaseCardsApi['loadCards'],
    watchCards: fromCallback(() => {
      throw new Error('card-list actor "watchCards" is not provided');
    }) as unknown as PurchaseCardsApi['watchCards'],
    readIntroFlag: fromPromise<boolean, { viewerId: string | null }>(async () => {
      throw new Error('card-list actor "readIntroFlag" is not provided');
    }),
  },
  guards: {
    hasNextStep: ({ context }) => context.introStep < INTRO_STEPS - 1,
    hasPreviousStep: ({ context }) => context.introStep > 0,
    isIntroToShow: ({ event }) => (event as unknown as { output: boolean }).output === true,
  },
  actions: {
    storeCards: assign(({ event }) => ({ cards: (event as unknown as { output: CardSummary[] }).output, failed: false })),
    markFailed: assign({ failed: true }),
    nextStep: assign(({ context }) => ({ introStep: context.introStep + 1 })),
    previousStep: assign(({ context }) => ({ introStep: context.introStep - 1 })),
    /** Stores the dismissal for the viewer (src/api provides it: the introduction flag per user). */
    rememberIntroDismissed: () => {},
  },
}).createMachine({
  id: 'cardList',
  description: 'One tab of purchase cards, reloaded on every change, beside the introduction stepper.',
  meta: PAGE,
  context: ({ input }) => ({ ...input, cards: null, failed: false, introStep: 0 }),
  type: 'parallel',
  invoke: { id: 'watchCards', src: 'watchCards', input: ({ context }) => ({ tab: context.tab }) },
  states: {
    list: {
      description: 'The cards of the tab.',
      meta: PAGE,
      initial: 'loading',
      states: {
        loading: {
          description: 'Loads the tab (the previous list stays on screen meanwhile).',
          meta: PAGE,
          invoke: {
            id: 'loadCards',
            src: 'loadCards',
            input: ({ context }) => ({ tab: context.tab, mine: context.mine, userId: context.userId }),
            onDone: { target: 'ready', actions: 'storeCards', description: 'The cards arrive and show with what each allows.', meta: PAGE },
            onError: { target: 'failed', actions: 'markFailed', description: 'The load failed: a retry is offered.', meta: PAGE },
          },
        },
        ready: {
          description: 'Shows the cards; a pushed change or a finished action reloads them.',
          meta: PAGE,
          on: {
            'cards.changed': { target: 'loading', description: 'A card changed elsewhere (live push): reload the tab.', meta: PAGE },
            'cards.reload': { target: 'loading', description: 'An action finished or the user asked to reload.', meta: PAGE },
          },
        },
        failed: {
          description: 'The cards could not be loaded.',
          meta: PAGE,
          on: {
            'cards.reload': { target: 'loading', description: 'The user retries.', meta: PAGE },
            'cards.changed': { target: 'loading', description: 'A push arrived: try again.', meta: PAGE },
          },
        },
      },
    },
    intro: {
      description: 'The purchase-card introduction (three steps), until dismissed once.',
      meta: INTRO,
      initial: 'deciding',
      states: {
        deciding: {
          description: "Reads the viewer's stored introduction flag.",
          meta: INTRO,
          invoke: {
            id: 'readIntroFlag',
            src: 'readIntroFlag',
            input: ({ context }) => ({ viewerId: context.viewerId }),
            onDone: [
              { guard: 'isIntroToShow', target: 'showing', description: 'Not dismissed before: the introduction shows.', meta: INTRO },
              { target: 'hidden', description: 'Dismissed before: it stays hidden.', meta: INTRO },
            ],
            onError: { target: 'hidden', description: 'The flag cannot be read: no introduction.', meta: INTRO },
          },
        },
        showing: {
          description: 'Shows the current step.',
          meta: INTRO,
          on: {
            'intro.next': { guard: 'hasNextStep', actions: 'nextStep', description: 'Moves on, up to the last of the three steps.', meta: INTRO },
            'intro.back': { guard: 'hasPreviousStep', actions: 'previousStep', description: 'Moves back, down to the first step.', meta: INTRO },
            'intro.dismiss': { target: 'hidden', actions: 'rememberIntroDismissed', description: 'Skip or Done: hidden now and on later visits.', meta: INTRO },
          },
        },
        hidden: { description: 'The introduction is not shown.', meta: INTRO },
      },
    },
  },
});

export type CardListLogic = typeof cardListMachine;
export type CardListSnapshot = SnapshotFrom<typeof cardListMachine>;
