import type { AppCatalogEntry } from '../../catalog';
import { cardActionsMachine } from './cardActionsMachine';
import { cardListMachine } from './cardListMachine';
import { createCardMachine } from './createCardMachine';
import {
  cardActionsActorOutputs, cardActionsSampleEvents, cardListActorOutputs, cardListSampleEvents, createCardActorOutputs, createCardSampleEvents, sampleCardListInput,
  sampleCreateCardInput, sampleUserLimitInput, userLimitActorOutputs, userLimitSampleEvents,
} from './purchaseCardSamples';
import { userLimitMachine } from './userLimitMachine';

/** The card dialogs (lock, unlock, terminate with a reason, reveal after an e-mailed code) for `catalog` (machines/catalog.ts). */
export const cardActionsCatalogEntry: AppCatalogEntry = {
  id: 'cardActions',
  title: 'Purchase card actions (lock, unlock, terminate, reveal the number)',
  specRef: '4. Card status',
  kind: 'app',
  machine: cardActionsMachine,
  sampleEvents: cardActionsSampleEvents,
  actorOutputs: cardActionsActorOutputs,
};

/** One tab of purchase cards, live, with the introduction stepper. */
export const cardListCatalogEntry: AppCatalogEntry = {
  id: 'cardList',
  title: 'Purchase card list (live) and introduction',
  specRef: '2. Signed-in area (view-cards)',
  kind: 'app',
  machine: cardListMachine,
  input: sampleCardListInput,
  sampleEvents: cardListSampleEvents,
  actorOutputs: cardListActorOutputs,
};

/** Create Card: printed names proposed, the server's rules checked, sent once. */
export const createCardCatalogEntry: AppCatalogEntry = {
  id: 'createCard',
  title: 'Create purchase card',
  specRef: '3. Purchase card',
  kind: 'app',
  machine: createCardMachine,
  input: sampleCreateCardInput,
  sampleEvents: createCardSampleEvents,
  actorOutputs: createCardActorOutputs,
};

/** Manage Users, Purchasing: a user's individual credit limit. */
export const userLimitCatalogEntry: AppCatalogEntry = {
  id: 'userLimit',
  title: "User's individual credit limit",
  specRef: '5. Validation rules (individual credit limit)',
  kind: 'app',
  machine: userLimitMachine,
  input: sampleUserLimitInput,
  sampleEvents: userLimitSampleEvents,
  actorOutputs: userLimitActorOutputs,
};
