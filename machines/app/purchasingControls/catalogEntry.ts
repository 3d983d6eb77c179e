import type { AppCatalogEntry } from '../../catalog';
import { cardReturnAddressMachine } from './cardReturnAddressMachine';
import { purchasePolicyMachine } from './purchasePolicyMachine';
import { purchasingControlsMachine } from './purchasingControlsMachine';
import {
  cardReturnAddressActorOutputs, cardReturnAddressSampleEvents, purchasePolicyActorOutputs, purchasePolicySampleEvents, purchasingControlsActorOutputs,
  purchasingControlsSampleEvents, samplePurchasingControlsInput,
} from './purchasingControlsSamples';

/** The purchasing-controls switches (feature dependencies checked first) for `catalog` (machines/catalog.ts). */
export const purchasingControlsCatalogEntry: AppCatalogEntry = {
  id: 'purchasingControls',
  title: 'Purchasing controls (feature switches)',
  specRef: '4. Feature dependencies',
  kind: 'app',
  machine: purchasingControlsMachine,
  input: samplePurchasingControlsInput,
  sampleEvents: purchasingControlsSampleEvents,
  actorOutputs: purchasingControlsActorOutputs,
};

/** Manage Policies: the purchase policy's max value. */
export const purchasePolicyCatalogEntry: AppCatalogEntry = {
  id: 'purchasePolicy',
  title: 'Purchase policy (max value)',
  specRef: '5. Validation rules (purchase policy)',
  kind: 'app',
  machine: purchasePolicyMachine,
  sampleEvents: purchasePolicySampleEvents,
  actorOutputs: purchasePolicyActorOutputs,
};

/** Purchase Cards settings: the return address for undeliverable cards. */
export const cardReturnAddressCatalogEntry: AppCatalogEntry = {
  id: 'cardReturnAddress',
  title: 'Card return address',
  specRef: '5. Validation rules (ship-to address)',
  kind: 'app',
  machine: cardReturnAddressMachine,
  sampleEvents: cardReturnAddressSampleEvents,
  actorOutputs: cardReturnAddressActorOutputs,
};
