import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { cardActionsMachine } from '../../machines/app/purchaseCards/cardActionsMachine';
import { cardListMachine } from '../../machines/app/purchaseCards/cardListMachine';
import { createCardMachine } from '../../machines/app/purchaseCards/createCardMachine';
import { userLimitMachine } from '../../machines/app/purchaseCards/userLimitMachine';
import type { CardChangedEvent, CardSummary, CardTab, PurchaseCardMachines, PurchaseCardsApi } from '../../machines/app/purchaseCards/purchaseCardTypes';
import {
  CreatePurchaseCardDocument, LockPurchaseCardDocument, PurchaseCardCreationOptionsDocument, PurchaseCardsDocument, PurchaseCardUpdatedDocument,
  RequestCardNumberRevealDocument, RevealCardNumberDocument, SetIndividualCreditLimitDocument, TerminatePurchaseCardDocument, UnlockPurchaseCardDocument,
} from './generated/graphql';
import type { PurchaseCardFieldsFragment, PurchaseCardUpdatedSubscription } from './generated/graphql';
import { mutate, query } from './graphqlClient';
import { STORAGE_KEYS, readItem, writeItem } from './storageKeys';
import { getWsClient } from './wsClient';

/**
 * Browser implementations of the purchase-card actors (machines/app/purchaseCards). The card number comes
 * back only from `reveal`; it is handed to the screen and kept nowhere here (mutations are never
 * cached, and nothing of it goes to storage).
 */
const money = (m: { amountMinor: number; currency: string } | null) => (m ? { amountMinor: m.amountMinor, currency: m.currency } : null);

export function toCardSummary(c: PurchaseCardFieldsFragment): CardSummary {
  return {
    id: c.id,
    userId: c.userId,
    userName: c.userName,
    groupName: c.groupName,
    cardType: c.cardType,
    status: c.status,
    cardholderName: c.cardholderName,
    businessName: c.businessName,
    shipTo: c.shipTo ? { ...c.shipTo } : null,
    cardLanguage: c.cardLanguage,
    last4: c.last4,
    individualCreditLimit: money(c.individualCreditLimit),
    openCharges: { amountMinor: c.openCharges.amountMinor, currency: c.openCharges.currency },
    purchasesBlocked: c.purchasesBlocked,
    lockReason: c.lockReason,
    terminationReason: c.terminationReason,
    terminatedAt: c.terminatedAt,
    terminatedByName: c.terminatedBy,
    shippedAt: c.shippedAt,
    activatedAt: c.activatedAt,
    createdAt: c.createdAt,
    creationFailure: c.creationFailure,
    canManage: c.canManage,
    canReveal: c.canReveal,
  };
}

/** The introduction stepper's flag beside the spec 3 client store (its schema has only the dialog flags). */
const introKey = (userId: string) => `${STORAGE_KEYS.clientStorePrefix}${userId}.purchaseCardIntroDone`;

const watchCards = fromCallback<EventObject, { tab: CardTab }>(({ sendBack }) => {
  let active = true;
  const unsubscribe = getWsClient().subscribe<PurchaseCardUpdatedSubscription>(
    { query: PurchaseCardUpdatedDocument.toString(), variables: {} },
    {
      next: ({ data }) => {
        if (active && data?.purchaseCardUpdated) sendBack({ type: 'cards.changed', card: toCardSummary(data.purchaseCardUpdated) } satisfies CardChangedEvent);
      },
      error: (error) => console.warn('[purchase cards] live updates stopped', error),
      complete: () => {},
    },
  );
  return () => {
    active = false;
    unsubscribe();
  };
});

const api: PurchaseCardsApi = {
  loadCards: fromPromise(async ({ input }) =>
    (await query(PurchaseCardsDocument, { tab: input.tab, mine: input.mine, userId: input.userId }, { fetchPolicy: 'network-only' })).purchaseCards.map(toCardSummary)),
  loadCreationOptions: fromPromise(async ({ input }) => {
    const o = (await query(PurchaseCardCreationOptionsDocument, { userId: input.userId }, { fetchPolicy: 'network-only' })).purchaseCardCreationOptions;
    return {
      userId: o.userId, firstName: o.firstName, lastName: o.lastName, companyName: o.companyName,
      purchaseCardsEnabled: o.purchaseCardsEnabled, individualCreditLimitsEnabled: o.individualCreditLimitsEnabled, canSetLimit: o.canSetLimit,
      currentLimit: money(o.currentLimit), inviterLimit: money(o.inviterLimit), companyCreditLine: { ...o.companyCreditLine },
      openCharges: { ...o.openCharges }, languages: [...o.languages],
    };
  }),
  createCard: fromPromise(async ({ input }) => toCardSummary((await mutate(CreatePurchaseCardDocument, { input })).createPurchaseCard)),
  lock: fromPromise(async ({ input }) => toCardSummary((await mutate(LockPurchaseCardDocument, { input })).lockPurchaseCard)),
  unlock: fromPromise(async ({ input }) => toCardSummary((await mutate(UnlockPurchaseCardDocument, { cardId: input.cardId })).unlockPurchaseCard)),
  terminate: fromPromise(async ({ input }) => toCardSummary((await mutate(TerminatePurchaseCardDocument, { input })).terminatePurchaseCard)),
  setLimit: fromPromise(async ({ input }) => {
    const result = (await mutate(SetIndividualCreditLimitDocument, { input: { userId: input.userId, limitMinor: input.limitMinor } })).setIndividualCreditLimit;
    return { limit: money(result.limit), openCharges: { ...result.openCharges }, purchasesBlocked: result.purchasesBlocked };
  }),
  requestReveal: fromPromise(async ({ input }) => ({ ...(await mutate(RequestCardNumberRevealDocument, { cardId: input.cardId })).requestCardNumberReveal })),
  reveal: fromPromise(async ({ input }) => ({ cardNumber: (await mutate(RevealCardNumberDocument, { input })).revealCardNumber.cardNumber })),
  watchCards,
  introFlag: {
    read: (userId) => readItem('local', introKey(userId)) !== 'true',
    dismiss: (userId) => writeItem('local', introKey(userId), 'true'),
  },
};

/** The purchase-card screens' actors and their machines with every actor provided (the route table binds this). */
export const purchaseCardsApi: PurchaseCardsApi & PurchaseCardMachines = {
  ...api,
  cardActions: cardActionsMachine.provide({
    actors: { lockCard: api.lock, unlockCard: api.unlock, terminateCard: api.terminate, requestReveal: api.requestReveal, revealNumber: api.reveal },
  }),
  createCardForm: createCardMachine.provide({ actors: { loadCreationOptions: api.loadCreationOptions, createCard: api.createCard } }),
  userLimitForm: userLimitMachine.provide({ actors: { loadCreationOptions: api.loadCreationOptions, setLimit: api.setLimit } }),
  cardList: cardListMachine.provide({
    actors: {
      loadCards: api.loadCards,
      watchCards,
      readIntroFlag: fromPromise(async ({ input }) => (input.viewerId ? api.introFlag.read(input.viewerId) : false)),
    },
    actions: {
      rememberIntroDismissed: ({ context }) => {
        if (context.viewerId) api.introFlag.dismiss(context.viewerId);
      },
    },
  }),
};
