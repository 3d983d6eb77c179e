import type { AppCatalogEntry } from '../../catalog';
import { accountActivityMachine } from './accountActivityMachine';
import { accountActivityActorOutputs, accountActivitySampleEvents } from './activitySamples';

/** The Account Activity page, for `catalog` (machines/catalog.ts). */
export const accountActivityCatalogEntry: AppCatalogEntry = {
  id: 'accountActivity',
  title: 'Account activity',
  specRef: '2. Screens and routes (activity/account-activity)',
  kind: 'app',
  machine: accountActivityMachine,
  sampleEvents: accountActivitySampleEvents,
  actorOutputs: accountActivityActorOutputs,
};
