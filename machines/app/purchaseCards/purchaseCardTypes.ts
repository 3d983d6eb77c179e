import type { CallbackActorLogic, EventObject, PromiseActorLogic } from 'xstate';
import type { CardActionsLogic } from './cardActionsMachine';
import type { CardListLogic } from './cardListMachine';
import type { CreateCardLogic } from './createCardMachine';
import type { UserLimitLogic } from './userLimitMachine';
import type { PurchaseCardContext, PurchaseCardStatus } from '../../domain/purchaseCard';
import type { CardType } from '../../rules/cardRequest';
import type { CardReason } from '../../rules/cardStatus';
import type { Address, Money } from '../purchasingControls/purchasingControlsTypes';

/** A purchase card as the screens show it (never its number: that comes only from `reveal`). */
export interface CardSummary extends Pick<PurchaseCardContext, 'lockReason' | 'terminationReason' | 'terminatedAt' | 'shippedAt' | 'activatedAt' | 'creationFailure'> {
  id: string;
  userId: string;
  userName: string;
  groupName: string | null;
  cardType: CardType;
  status: PurchaseCardStatus;
  cardholderName: string;
  businessName: string | null;
  shipTo: Address | null;
  cardLanguage: string;
  last4: string | null;
  individualCreditLimit: Money | null;
  openCharges: Money;
  purchasesBlocked: boolean;
  /** The name of who terminated it. */
  terminatedByName: string | null;
  createdAt: string;
  canManage: boolean;
  canReveal: boolean;
}

export interface CreationOptions {
  userId: string;
  firstName: string;
  lastName: string;
  companyName: string;
  purchaseCardsEnabled: boolean;
  individualCreditLimitsEnabled: boolean;
  canSetLimit: boolean;
  currentLimit: Money | null;
  inviterLimit: Money | null;
  companyCreditLine: Money;
  openCharges: Money;
  languages: readonly string[];
}

export interface CreateCardInput {
  idempotencyKey: string;
  userId: string | null;
  cardType: CardType;
  cardholderName: string;
  businessName: string | null;
  shipTo: Address | null;
  cardLanguage: string;
  individualCreditLimitMinor: number | null;
}

export interface Challenge {
  challengeId: string;
  expiresAt: string;
  sentTo: string;
}

export type CardTab = 'active' | 'terminated';
/** What the live-update actor sends its parent for every card that changed elsewhere. */
export type CardChangedEvent = { type: 'cards.changed'; card: CardSummary };

/**
 * The purchase-card actors src/api/purchaseCardActors.ts supplies (the route table binds them), so
 * views never see the API client. The machines of this folder invoke them by name.
 */
export interface PurchaseCardsApi {
  loadCards: PromiseActorLogic<CardSummary[], { tab: CardTab; mine: boolean; userId: string | null }>;
  loadCreationOptions: PromiseActorLogic<CreationOptions, { userId: string | null }>;
  createCard: PromiseActorLogic<CardSummary, CreateCardInput>;
  lock: PromiseActorLogic<CardSummary, { cardId: string; reason: CardReason }>;
  unlock: PromiseActorLogic<CardSummary, { cardId: string }>;
  terminate: PromiseActorLogic<CardSummary, { cardId: string; reason: CardReason }>;
  /** Sets a user's individual credit limit (null removes it). */
  setLimit: PromiseActorLogic<{ limit: Money | null; openCharges: Money; purchasesBlocked: boolean }, { userId: string; limitMinor: number | null }>;
  requestReveal: PromiseActorLogic<Challenge, { cardId: string }>;
  reveal: PromiseActorLogic<{ cardNumber: string }, { cardId: string; challengeId: string; code: string }>;
  /** Live updates (purchaseCardUpdated over graphql-ws): sends `cards.changed` to its parent until stopped. */
  watchCards: CallbackActorLogic<EventObject, { tab: CardTab }>;
  /** The purchase-card introduction stepper's stored flag, per user. */
  introFlag: { read(userId: string): boolean; dismiss(userId: string): void };
}

/** The purchase-card machines with their actors provided (src/api), as the screens run them. */
export interface PurchaseCardMachines {
  cardActions: CardActionsLogic;
  cardList: CardListLogic;
  createCardForm: CreateCardLogic;
  userLimitForm: UserLimitLogic;
}

/** What the purchase-card routes get from src/api (the route table binds it). */
export type PurchaseCardDeps = PurchaseCardsApi & PurchaseCardMachines;
