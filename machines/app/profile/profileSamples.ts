import type { AnyEventObject } from 'xstate';
import type { AlertDismissalEvent } from '../appAlerts/alertDismissalMachine';
import type { StoredFlagEvent } from '../storedFlags/storedFlagMachine';
import type { ProfileEvent } from './profileMachine';
import type { ProfileState } from './profileTypes';

/** Example events and actor outcomes of the profile, alert-dismissal and stored-flag machines at their rule boundaries. Pure data. */
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: err });
const INTERNAL = { code: 'INTERNAL', messageId: 'signIn.error.internal' };

export const sampleProfile: ProfileState = {
  id: 'user-1',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'admin@acme.example',
  phone: '+14155550101',
  language: 'en-US',
  languages: ['en-US', 'de-DE'],
  notifications: [
    { topic: 'invoices', channel: 'email', enabled: true },
    { topic: 'invoices', channel: 'sms', enabled: false },
  ],
  isLastInvoiceReceiver: false,
  ssoStatus: 'Inactive',
};

export const profileSampleEvents = [
  { type: 'profile.retry' },
  { type: 'profile.saveGeneral', form: { firstName: 'Alex', lastName: 'Morgan', phone: '+49 30 901820', language: 'de-DE' } },
  { type: 'profile.saveGeneral', form: { firstName: '', lastName: 'Morgan', phone: 'call me', language: null } },
  { type: 'profile.saveNotifications', choices: [{ topic: 'invoices', channel: 'email', enabled: false }] },
  { type: 'profile.saveNotifications', choices: [{ topic: 'cards', channel: 'sms', enabled: true }] },
] as const satisfies readonly ProfileEvent[];

export const profileActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadProfile: [done('loadProfile', { ...sampleProfile, isLastInvoiceReceiver: true, phone: null }), done('loadProfile', sampleProfile), error('loadProfile', INTERNAL)],
  saveGeneral: [done('saveGeneral', sampleProfile), error('saveGeneral', { code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.invalidPhone' })],
  saveNotifications: [done('saveNotifications', sampleProfile), error('saveNotifications', { code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.lastInvoiceReceiver' })],
};

export const alertDismissalSampleEvents = [{ type: 'alert.dismiss', messageStorageId: 'alert-autopay-reminder' }] as const satisfies readonly AlertDismissalEvent[];

export const alertDismissalActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  dismissAlert: [done('dismissAlert', undefined), error('dismissAlert', INTERNAL)],
};

export const storedFlagSampleEvents = [{ type: 'storedFlag.dismiss' }, { type: 'storedFlag.accept' }] as const satisfies readonly StoredFlagEvent[];

export const storedFlagActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  readFlag: [done('readFlag', true), done('readFlag', false), error('readFlag', INTERNAL)],
  clearFlag: [done('clearFlag', undefined), error('clearFlag', INTERNAL)],
};
