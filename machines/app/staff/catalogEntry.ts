import type { AppCatalogEntry } from '../../catalog';
import { staffConsoleMachine } from './staffConsoleMachine';
import { staffConsoleActorOutputs, staffConsoleSampleEvents } from './staffSamples';

/** The staff consoles (issue 14), for `catalog` (machines/catalog.ts). */
export const staffConsoleCatalogEntry: AppCatalogEntry = {
  id: 'staffConsole',
  title: 'Staff consoles (customers, support, underwriting)',
  specRef: '2. Screens and routes (Seller/client menus)',
  kind: 'app',
  machine: staffConsoleMachine,
  sampleEvents: staffConsoleSampleEvents,
  actorOutputs: staffConsoleActorOutputs,
};
