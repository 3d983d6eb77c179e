import type { AppCatalogEntry } from '../../catalog';
import { reportsMachine } from './reportsMachine';
import { reportsActorOutputs, reportsSampleEvents, reportsSampleInput } from './reportSamples';

/** The Reports screen, for `catalog` (machines/catalog.ts). */
export const reportsCatalogEntry: AppCatalogEntry = {
  id: 'reports',
  title: 'Reports: aging and statement',
  specRef: '2. Screens and routes (Account & Settings: Reports)',
  kind: 'app',
  machine: reportsMachine,
  input: reportsSampleInput,
  sampleEvents: reportsSampleEvents,
  actorOutputs: reportsActorOutputs,
};
