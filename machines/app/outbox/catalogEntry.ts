import type { AppCatalogEntry } from '../../catalog';
import { outboxMachine } from './outboxMachine';
import { outboxActorOutputs, outboxSampleEvents } from './outboxSamples';

/** The development outbox page, for `catalog` (machines/catalog.ts). */
export const outboxCatalogEntry: AppCatalogEntry = {
  id: 'outbox',
  title: 'Development outbox',
  specRef: '1. What the product does (notifications by e-mail and SMS; the demo outbox shows them)',
  kind: 'app',
  machine: outboxMachine,
  sampleEvents: outboxSampleEvents,
  actorOutputs: outboxActorOutputs,
};
