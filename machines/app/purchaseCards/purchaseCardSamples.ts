import type { AnyEventObject } from 'xstate';
import type { CardActionsEvent } from './cardActionsMachine';
import type { CardListEvent, CardListInput } from './cardListMachine';
import type { CreateCardEvent, CreateCardInput as CreateCardMachineInput } from './createCardMachine';
import type { CreateCardDraft } from './createCardDraft';
import type { CardSummary, CreationOptions } from './purchaseCardTypes';
import type { UserLimitEvent } from './userLimitMachine';

/** Example cards and events of the purchase-card app machines at their rule boundaries (catalog.ts). Pure data. */

export const SAMPLE_NOW = '2026-03-02T09:00:00.000Z';

export const sampleCard = (change: Partial<CardSummary> = {}): CardSummary => ({
  id: 'c1', userId: 'u1', userName: 'Alex Morgan', groupName: null, cardType: 'virtual', status: 'active', cardholderName: 'ALEX MORGAN',
  businessName: null, shipTo: null, cardLanguage: 'en', last4: '4242', individualCreditLimit: null, openCharges: { amountMinor: 0, currency: 'USD' },
  purchasesBlocked: false, lockReason: null, terminationReason: null, terminatedAt: null, terminatedByName: null, shippedAt: null, activatedAt: SAMPLE_NOW,
  createdAt: SAMPLE_NOW, creationFailure: null, canManage: true, canReveal: true, ...change,
});

const ACTIVE = sampleCard();
const LOCKED = sampleCard({ status: 'locked', lockReason: 'lost' });
const TERMINATED = sampleCard({ status: 'terminated', terminatedAt: SAMPLE_NOW, terminationReason: 'stolen' });

export const cardActionsSampleEvents = [
  { type: 'cardDialog.openLock', card: ACTIVE, now: SAMPLE_NOW },
  { type: 'cardDialog.openLock', card: LOCKED, now: SAMPLE_NOW }, // already locked: refused
  { type: 'cardDialog.openTerminate', card: ACTIVE, now: SAMPLE_NOW },
  { type: 'cardDialog.openTerminate', card: TERMINATED, now: SAMPLE_NOW }, // refused
  { type: 'cardDialog.openReveal', card: ACTIVE, now: SAMPLE_NOW },
  { type: 'cardDialog.openReveal', card: TERMINATED, now: SAMPLE_NOW }, // refused: terminated
  { type: 'card.unlock', card: LOCKED, now: SAMPLE_NOW },
  { type: 'card.unlock', card: ACTIVE, now: SAMPLE_NOW }, // not locked: refused
  { type: 'cardDialog.confirm', reason: 'lost' },
  { type: 'cardDialog.confirm', reason: null },
  { type: 'reveal.sendCode' },
  { type: 'reveal.submitCode', code: '123456' },
  { type: 'reveal.submitCode', code: '12 34' },
  { type: 'cardDialog.close' },
] as const satisfies readonly CardActionsEvent[];

const ALREADY_TERMINATED = { code: 'CARD_ALREADY_TERMINATED', messageId: 'purchaseCards.error.alreadyTerminated' };

export const cardActionsActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  lockCard: [
    { type: 'xstate.done.actor.lockCard', output: LOCKED },
    { type: 'xstate.error.actor.lockCard', error: ALREADY_TERMINATED },
  ],
  unlockCard: [
    { type: 'xstate.done.actor.unlockCard', output: ACTIVE },
    { type: 'xstate.error.actor.unlockCard', error: ALREADY_TERMINATED },
  ],
  terminateCard: [
    { type: 'xstate.done.actor.terminateCard', output: TERMINATED },
    { type: 'xstate.error.actor.terminateCard', error: ALREADY_TERMINATED },
  ],
  requestReveal: [
    { type: 'xstate.done.actor.requestReveal', output: { challengeId: 'ch1', expiresAt: SAMPLE_NOW, sentTo: 'a•••@acme.example' } },
    { type: 'xstate.error.actor.requestReveal', error: { code: 'CARD_NUMBER_UNAVAILABLE', messageId: 'purchaseCards.error.numberUnavailable' } },
  ],
  revealNumber: [
    { type: 'xstate.done.actor.revealNumber', output: { cardNumber: '4111111111114242' } },
    { type: 'xstate.error.actor.revealNumber', error: { code: 'MFA_CODE_INVALID', messageId: 'purchaseCards.mfa.invalidCode' } },
  ],
};

export const sampleCardListInput: CardListInput = { tab: 'active', mine: true, userId: null, viewerId: 'u1' };

export const cardListSampleEvents = [
  { type: 'cards.changed', card: ACTIVE },
  { type: 'cards.reload' },
  { type: 'intro.next' },
  { type: 'intro.back' },
  { type: 'intro.dismiss' },
] as const satisfies readonly CardListEvent[];

export const cardListActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadCards: [
    { type: 'xstate.done.actor.loadCards', output: [ACTIVE, LOCKED] },
    { type: 'xstate.error.actor.loadCards', error: { code: 'INTERNAL', messageId: 'error.generic' } },
  ],
  readIntroFlag: [
    { type: 'xstate.done.actor.readIntroFlag', output: true },
    { type: 'xstate.done.actor.readIntroFlag', output: false },
    { type: 'xstate.error.actor.readIntroFlag', error: { code: 'INTERNAL', messageId: 'error.generic' } },
  ],
};

const OPTIONS: CreationOptions = {
  userId: 'u1', firstName: 'Alex', lastName: 'Morgan', companyName: 'Acme Industrial Supply', purchaseCardsEnabled: true, individualCreditLimitsEnabled: true,
  canSetLimit: true, currentLimit: { amountMinor: 5_000_000, currency: 'USD' }, inviterLimit: null, companyCreditLine: { amountMinor: 25_000_000, currency: 'USD' },
  openCharges: { amountMinor: 120_000, currency: 'USD' }, languages: ['en', 'de'],
};
const FAILED = { code: 'INTERNAL', messageId: 'error.generic' };

export const sampleCreateCardInput: CreateCardMachineInput = { userId: null, viewerLanguage: 'en-US', idempotencyKey: 'card-key-1' };

const DRAFT: CreateCardDraft = {
  cardType: 'virtual', cardholderName: 'ALEX MORGAN', businessName: 'ACME INDUSTRIAL SUPPLY', cardLanguage: 'en', limitMinor: null,
  shipTo: { attentionTo: '', line1: '', line2: '', city: '', state: '', zip: '' },
};

/** The form's drafts: a virtual card with the proposed names (accepted), one without a cardholder name (refused). */
export const createCardSampleEvents = [
  { type: 'createCard.retry' },
  { type: 'createCard.submit', draft: DRAFT },
  { type: 'createCard.submit', draft: { ...DRAFT, cardholderName: '' } }, // missing: refused
] as const satisfies readonly CreateCardEvent[];

export const createCardActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadCreationOptions: [
    { type: 'xstate.done.actor.loadCreationOptions', output: OPTIONS },
    { type: 'xstate.error.actor.loadCreationOptions', error: FAILED },
  ],
  createCard: [
    { type: 'xstate.done.actor.createCard', output: sampleCard({ status: 'pending', last4: null, activatedAt: null }) },
    { type: 'xstate.error.actor.createCard', error: { code: 'RULE_REFUSED', messageId: 'rule.featureDependencies.isPurchaseCardsOn' } },
  ],
};

export const sampleUserLimitInput = { userId: 'u3' };

export const userLimitSampleEvents = [
  { type: 'userLimit.retry' },
  { type: 'userLimit.save', limitMinor: 100 },
  { type: 'userLimit.save', limitMinor: 25_000_001 }, // above the company line: refused
  { type: 'userLimit.edit' },
] as const satisfies readonly UserLimitEvent[];

export const userLimitActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadCreationOptions: createCardActorOutputs.loadCreationOptions ?? [],
  setLimit: [
    { type: 'xstate.done.actor.setLimit', output: { limit: { amountMinor: 100, currency: 'USD' }, openCharges: { amountMinor: 120_000, currency: 'USD' }, purchasesBlocked: true } },
    { type: 'xstate.error.actor.setLimit', error: FAILED },
  ],
};
