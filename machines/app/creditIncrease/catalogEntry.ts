import type { AppCatalogEntry } from '../../catalog';
import { creditIncreaseStatusMachine } from './creditIncreaseStatusMachine';
import { creditIncreaseStatusActorOutputs, creditIncreaseStatusSampleEvents, increaseCreditActorOutputs, increaseCreditSampleEvents } from './creditIncreaseSamples';
import { increaseCreditMachine } from './increaseCreditMachine';

/** The Increase Credit page, for `catalog` (machines/catalog.ts). */
export const increaseCreditCatalogEntry: AppCatalogEntry = {
  id: 'increaseCredit',
  title: 'Increase credit',
  specRef: '2. Screens named by the interface text (Increase Credit)',
  kind: 'app',
  machine: increaseCreditMachine,
  sampleEvents: increaseCreditSampleEvents,
  actorOutputs: increaseCreditActorOutputs,
};

/** The Current Status line of the Account Overview (pending request or last decision, live). */
export const creditIncreaseStatusCatalogEntry: AppCatalogEntry = {
  id: 'creditIncreaseStatus',
  title: 'Credit increase on Current Status',
  specRef: '4. Credit limit request',
  kind: 'app',
  machine: creditIncreaseStatusMachine,
  sampleEvents: creditIncreaseStatusSampleEvents,
  actorOutputs: creditIncreaseStatusActorOutputs,
};
