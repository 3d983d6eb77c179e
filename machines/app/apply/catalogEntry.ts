import type { AppCatalogEntry } from '../../catalog';
import { applyMachine } from './applyMachine';
import { applyActorOutputs, applySampleEvents, sampleApplyInput } from './applySamples';

/** Buyer apply (enrolment): the link checked, five steps and a review, sent once (for `catalog`, machines/catalog.ts). */
export const applyCatalogEntry: AppCatalogEntry = {
  id: 'apply',
  title: 'Buyer apply (enrolment)',
  specRef: '2. Screens (Buyer apply)',
  kind: 'app',
  machine: applyMachine,
  input: sampleApplyInput,
  sampleEvents: applySampleEvents,
  actorOutputs: applyActorOutputs,
};
