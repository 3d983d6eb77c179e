import type { PromiseActorLogic } from 'xstate';
import type { NotificationChoice } from '../../rules/notificationPreferences';

/**
 * Contract between the profile machines and the browser code that supplies their actors
 * (src/api/profileActors.ts).
 */
export interface ProfileState {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  language: string | null;
  languages: readonly string[];
  notifications: readonly NotificationChoice[];
  /** Spec 5: no other user of the account receives invoice e-mails. */
  isLastInvoiceReceiver: boolean;
  ssoStatus: string;
}

/** Profile -> General as submitted. */
export interface ProfileGeneralForm {
  firstName: string;
  lastName: string;
  phone: string;
  language: string | null;
}

export interface ProfileActorTypes {
  loadProfile: { input: void; output: ProfileState };
  saveGeneral: { input: ProfileGeneralForm; output: ProfileState };
  saveNotifications: { input: { choices: readonly NotificationChoice[] }; output: ProfileState };
}

export type ProfileActors = { [K in keyof ProfileActorTypes]: PromiseActorLogic<ProfileActorTypes[K]['output'], ProfileActorTypes[K]['input']> };
