import type { AppCatalogEntry } from '../../catalog';
import { alertDismissalMachine } from '../appAlerts/alertDismissalMachine';
import { storedFlagMachine } from '../storedFlags/storedFlagMachine';
import { profileMachine } from './profileMachine';
import {
  alertDismissalActorOutputs,
  alertDismissalSampleEvents,
  profileActorOutputs,
  profileSampleEvents,
  storedFlagActorOutputs,
  storedFlagSampleEvents,
} from './profileSamples';

/** Profile (general, notifications), app-alert dismissal and stored-flag dialogs, for `catalog` (machines/catalog.ts). */
export const profileCatalogEntry: AppCatalogEntry = {
  id: 'profile',
  title: 'Profile and notifications',
  specRef: '2. profile/general, profile/notifications; 5. Last invoice receiver',
  kind: 'app',
  machine: profileMachine,
  sampleEvents: profileSampleEvents,
  actorOutputs: profileActorOutputs,
};

export const alertDismissalCatalogEntry: AppCatalogEntry = {
  id: 'alertDismissal',
  title: 'App alert dismissal',
  specRef: '3. AppAlert',
  kind: 'app',
  machine: alertDismissalMachine,
  sampleEvents: alertDismissalSampleEvents,
  actorOutputs: alertDismissalActorOutputs,
};

export const storedFlagCatalogEntry: AppCatalogEntry = {
  id: 'storedFlag',
  title: 'Stored-flag dialogs and banners',
  specRef: '2. Dialogs and banners controlled by stored flags; 3. Local client store',
  kind: 'app',
  machine: storedFlagMachine,
  input: { userId: 'user-1', flag: 'isAddBankAccountDialogDisplayed' },
  sampleEvents: storedFlagSampleEvents,
  actorOutputs: storedFlagActorOutputs,
};
