import type { AppCatalogEntry } from '../../catalog';
import { disbursementsMachine } from './disbursementsMachine';
import { disbursementsActorOutputs, disbursementsSampleEvents } from './disbursementSamples';

/** Payments -> Disbursements, for `catalog` (machines/catalog.ts). */
export const disbursementsCatalogEntry: AppCatalogEntry = {
  id: 'disbursements',
  title: 'Disbursements: payouts to the seller',
  specRef: '2. Screens named by the interface text (Payments/Disbursements)',
  kind: 'app',
  machine: disbursementsMachine,
  sampleEvents: disbursementsSampleEvents,
  actorOutputs: disbursementsActorOutputs,
};
