import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ErrorBody } from '../../../src/domain/errors';
import { isPlausiblePhoneNumber } from '../../rules/phoneNumber';
import { NAME_MAX } from '../../rules/userAdministration';
import { notificationChoiceProblems, type NotificationChoice } from '../../rules/notificationPreferences';
import type { SpecMeta } from '../../specMeta';
import type { ProfileGeneralForm, ProfileState } from './profileTypes';

/**
 * Profile -> General and Profile -> Notifications (routes profile-general, profile-notifications):
 * load the own profile, save name, phone and language, save notification choices. The rules are
 * those of the server (machines/rules/phoneNumber.ts, notificationPreferences.ts with spec 5's
 * last-invoice-receiver rule of userAdministration.ts); the server checks them again.
 * Actors: src/api/profileActors.ts.
 */
export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.saveGeneral'; form: ProfileGeneralForm }
  | { type: 'profile.saveNotifications'; choices: readonly NotificationChoice[] };

/** Why the browser refused to send (the field it belongs to and the message id). */
export interface ProfileProblem {
  field: 'firstName' | 'lastName' | 'phone' | 'invoices.email' | 'sms';
  messageId: string;
}

export interface ProfileContext {
  profile: ProfileState | null;
  pendingGeneral: ProfileGeneralForm | null;
  pendingChoices: readonly NotificationChoice[] | null;
  problems: ProfileProblem[];
  failure: ErrorBody | null;
  /** What was saved last in this visit (announced once). */
  saved: 'general' | 'notifications' | null;
}

const GENERAL = { spec: '2. profile/general; 3. CurrentUser; 5. Phone number is invalid' } satisfies SpecMeta;
const NOTIFICATIONS = { spec: '2. profile/notifications; 5. The last invoice receiver cannot be turned off' } satisfies SpecMeta;
const INTERNAL: ErrorBody = { code: 'INTERNAL', messageId: 'signIn.error.internal' };
const errorOf = (event: AnyEventObject): ErrorBody => {
  const error = (event as { error?: Partial<ErrorBody> }).error;
  return error && typeof error.code === 'string' && typeof error.messageId === 'string' ? (error as ErrorBody) : INTERNAL;
};

/** The General form's problems (what the browser checks before sending). */
export function generalProblems(form: ProfileGeneralForm): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const name = (text: string) => text.trim().length > 0 && text.trim().length <= NAME_MAX;
  if (!name(form.firstName)) problems.push({ field: 'firstName', messageId: 'profile.general.nameRule' });
  if (!name(form.lastName)) problems.push({ field: 'lastName', messageId: 'profile.general.nameRule' });
  if (form.phone.trim() !== '' && !isPlausiblePhoneNumber(form.phone)) problems.push({ field: 'phone', messageId: 'users.rule.invalidPhone' });
  return problems;
}

/** The choices' problems against the loaded profile. */
export function choiceProblems(profile: ProfileState | null, choices: readonly NotificationChoice[]): ProfileProblem[] {
  if (!profile) return [];
  const receiving = profile.notifications.find((n) => n.topic === 'invoices' && n.channel === 'email')?.enabled ?? false;
  return notificationChoiceProblems(choices, { receivingInvoiceEmails: receiving, otherReceivers: profile.isLastInvoiceReceiver ? 0 : 1, phone: profile.phone }).map((problem) =>
    problem === 'lastInvoiceReceiver' ? { field: 'invoices.email', messageId: 'users.rule.lastInvoiceReceiver' } : { field: 'sms', messageId: 'profile.rule.smsNeedsPhone' },
  );
}

const outputOf = (event: AnyEventObject) => (event as unknown as { output: ProfileState }).output;

export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent, meta: {} as SpecMeta },
  actors: {
    loadProfile: fromPromise<ProfileState, void>(async () => {
      throw new Error('profile actor "loadProfile" is not provided');
    }),
    saveGeneral: fromPromise<ProfileState, ProfileGeneralForm>(async () => {
      throw new Error('profile actor "saveGeneral" is not provided');
    }),
    saveNotifications: fromPromise<ProfileState, { choices: readonly NotificationChoice[] }>(async () => {
      throw new Error('profile actor "saveNotifications" is not provided');
    }),
  },
  guards: {
    isGeneralValid: ({ event }) => event.type === 'profile.saveGeneral' && generalProblems(event.form).length === 0,
    areChoicesAllowed: ({ context, event }) => event.type === 'profile.saveNotifications' && choiceProblems(context.profile, event.choices).length === 0,
  },
  actions: {
    storeLoaded: assign({ profile: ({ event }) => outputOf(event) }),
    storePendingGeneral: assign({ pendingGeneral: ({ event }) => (event.type === 'profile.saveGeneral' ? event.form : null), problems: [], failure: null, saved: null }),
    storePendingChoices: assign({ pendingChoices: ({ event }) => (event.type === 'profile.saveNotifications' ? event.choices : null), problems: [], failure: null, saved: null }),
    recordGeneralProblems: assign({ problems: ({ event }) => (event.type === 'profile.saveGeneral' ? generalProblems(event.form) : []), failure: null, saved: null }),
    recordChoiceProblems: assign({ problems: ({ context, event }) => (event.type === 'profile.saveNotifications' ? choiceProblems(context.profile, event.choices) : []), failure: null, saved: null }),
    storeSavedGeneral: assign({ profile: ({ event }) => outputOf(event), pendingGeneral: null, saved: 'general' as const }),
    storeSavedChoices: assign({ profile: ({ event }) => outputOf(event), pendingChoices: null, saved: 'notifications' as const }),
    recordFailure: assign({ failure: ({ event }) => errorOf(event), pendingGeneral: null, pendingChoices: null }),
  },
}).createMachine({
  id: 'profile',
  description: 'Profile -> General (name, phone, language) and Notifications (what the user is told, on which channel).',
  meta: GENERAL,
  context: { profile: null, pendingGeneral: null, pendingChoices: null, problems: [], failure: null, saved: null },
  initial: 'loading',
  states: {
    loading: {
      description: "Loads the user's own profile and notification choices.",
      meta: GENERAL,
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'ready', actions: 'storeLoaded', description: 'The profile shows.', meta: GENERAL },
        onError: { target: 'loadFailed', description: 'It could not be loaded; the user may retry.', meta: GENERAL },
      },
    },
    loadFailed: {
      description: 'The profile could not be loaded.',
      meta: GENERAL,
      on: { 'profile.retry': { target: 'loading', description: 'The user retries.', meta: GENERAL } },
    },
    ready: {
      description: 'The forms, filled with what is stored.',
      meta: GENERAL,
      on: {
        'profile.saveGeneral': [
          { guard: 'isGeneralValid', target: 'savingGeneral', actions: 'storePendingGeneral', description: 'First and last name of 1 to 64 characters and a valid phone number (or none): sent.', meta: GENERAL },
          { actions: 'recordGeneralProblems', description: 'A name is empty or too long, or the phone number is invalid: nothing is sent, the field says why.', meta: GENERAL },
        ],
        'profile.saveNotifications': [
          { guard: 'areChoicesAllowed', target: 'savingNotifications', actions: 'storePendingChoices', description: 'The choices keep at least one invoice receiver in the account, and text messages have a phone number: sent.', meta: NOTIFICATIONS },
          { actions: 'recordChoiceProblems', description: 'The last invoice receiver tried to turn invoice e-mails off, or text messages were chosen without a phone number: nothing is sent.', meta: NOTIFICATIONS },
        ],
      },
    },
    savingGeneral: {
      description: 'The server checks and stores name, phone and language.',
      meta: GENERAL,
      invoke: {
        id: 'saveGeneral',
        src: 'saveGeneral',
        input: ({ context }) => context.pendingGeneral!,
        onDone: { target: 'ready', actions: 'storeSavedGeneral', description: 'Saved: the change is announced.', meta: GENERAL },
        onError: { target: 'ready', actions: 'recordFailure', description: 'Refused or failed: the form says why and keeps what was typed.', meta: GENERAL },
      },
    },
    savingNotifications: {
      description: 'The server checks the rule of spec 5 again and stores the choices.',
      meta: NOTIFICATIONS,
      invoke: {
        id: 'saveNotifications',
        src: 'saveNotifications',
        input: ({ context }) => ({ choices: context.pendingChoices! }),
        onDone: { target: 'ready', actions: 'storeSavedChoices', description: 'Saved: the outbox follows the new choices from now on.', meta: NOTIFICATIONS },
        onError: { target: 'ready', actions: 'recordFailure', description: 'Refused (another user turned theirs off first) or failed: the choices show as stored.', meta: NOTIFICATIONS },
      },
    },
  },
});

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;
