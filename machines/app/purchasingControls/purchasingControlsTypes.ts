import type { PromiseActorLogic } from 'xstate';
import type { FeatureSwitch } from '../../domain/featureDependencies';
import type { CardReturnAddressLogic } from './cardReturnAddressMachine';
import type { PurchasePolicyLogic } from './purchasePolicyMachine';
import type { PurchasingControlsLogic } from './purchasingControlsMachine';

/** What the purchasing-controls screens show and the actors src/api/purchasingControlsActors.ts supplies to the machines of this folder. */
export interface Money {
  amountMinor: number;
  currency: string;
}

export interface Address {
  attentionTo: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  zip: string;
}

export interface PurchasingControls {
  individualCreditLimits: FeatureSwitch;
  purchaseCards: FeatureSwitch;
  activeCardCount: number;
  canManage: boolean;
  purchasePolicyMaxValue: Money | null;
  companyCreditLine: Money;
  cardReturnAddress: Address | null;
}

export type PurchasingFeature = 'IndividualCreditLimits' | 'PurchaseCards';

/** A refused call as the screens see it (src/api DataError). */
export interface ApiFailure {
  code: string;
  messageId: string;
}

export interface PurchasingControlsApi {
  load: PromiseActorLogic<PurchasingControls, void>;
  setFeature: PromiseActorLogic<PurchasingControls, { feature: PurchasingFeature; on: boolean }>;
  setPolicy: PromiseActorLogic<PurchasingControls, { maxValueMinor: number | null }>;
  setReturnAddress: PromiseActorLogic<PurchasingControls, { address: Address }>;
  /** Spec 3 Local client store: isSetupPurchaseCardsDialogDisplayed, per user. */
  setupDialogFlag: { read(userId: string): boolean; dismiss(userId: string): void };
}

export function failureOf(error: unknown): ApiFailure {
  const e = error as Partial<ApiFailure> | null;
  return { code: typeof e?.code === 'string' ? e.code : 'INTERNAL', messageId: typeof e?.messageId === 'string' ? e.messageId : 'error.generic' };
}

/** The purchasing-controls machines with their actors provided (src/api), as the screens run them. */
export interface PurchasingControlsMachines {
  controls: PurchasingControlsLogic;
  policy: PurchasePolicyLogic;
  returnAddress: CardReturnAddressLogic;
}

/** What the purchasing-controls routes get from src/api (the route table binds it). */
export type PurchasingControlsDeps = PurchasingControlsApi & PurchasingControlsMachines;
