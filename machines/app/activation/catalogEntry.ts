import type { AppCatalogEntry } from '../../catalog';
import { activationMachine } from './activationMachine';
import { activationActorOutputs, activationSampleEvents } from './activationSamples';

/** Sign-up (user activation), for `catalog` (machines/catalog.ts). */
export const activationCatalogEntry: AppCatalogEntry = {
  id: 'activation',
  title: 'Activation and sign-up',
  specRef: '2. Public routes (/sign-up), 4. Activation link, 5. Password, 8. Activation errors',
  kind: 'app',
  machine: activationMachine,
  sampleEvents: activationSampleEvents,
  actorOutputs: activationActorOutputs,
};
