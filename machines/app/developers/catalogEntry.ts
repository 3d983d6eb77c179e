import type { AppCatalogEntry } from '../../catalog';
import { developersMachine } from './developersMachine';
import { developersActorOutputs, developersSampleEvents } from './developersSamples';

/** The Developers page (API keys, webhooks), for `catalog` (machines/catalog.ts). */
export const developersCatalogEntry: AppCatalogEntry = {
  id: 'developers',
  title: 'Developers: API keys and webhooks',
  specRef: '2. Developers (API keys)',
  kind: 'app',
  machine: developersMachine,
  sampleEvents: developersSampleEvents,
  actorOutputs: developersActorOutputs,
};
