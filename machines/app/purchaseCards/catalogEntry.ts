import type { AppCatalogEntry } from '../../catalog';
import { cardActionsMachine } from './cardActionsMachine';
import { cardListMachine } from './cardListMachine';
import { cardActionsActorOutputs, cardActionsSampleEvents, cardListActorOutputs, cardListSampleEvents, sampleCardListInput } from './purchaseCardSamples';

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
