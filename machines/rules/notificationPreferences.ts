import { userChangeProblems } from './userAdministration';

/**
 * Profile -> Notifications (spec 1 "manage notifications", spec 2 profile/notifications, spec 5
 * "At least one user must receive invoice emails; the last receiver cannot be turned off"). What a
 * user may be told about, on which channel, and which outbox messages each choice governs.
 *
 * - Topics: invoice e-mails, payment, mandate, card and credit notices. Each has an e-mail and an
 *   SMS channel. Invoice e-mails by e-mail are `users.receive_email` (the same switch as Edit User
 *   -> Notifications); every other choice is a row of `notification_preferences`.
 * - Defaults (no row): e-mail on, SMS off. SMS needs a phone number on the profile.
 * - Messages that are not notices (sign-in codes, password reset, invitations) are never filtered:
 *   they answer something the user asked for.
 */
export const NOTIFICATION_TOPICS = ['invoices', 'payments', 'mandates', 'cards', 'credit'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannelName = (typeof NOTIFICATION_CHANNELS)[number];

/** Outbox message kinds (`<prefix>.<what>`) by the topic that governs them. */
const TOPIC_BY_KIND_PREFIX: Readonly<Record<string, NotificationTopic>> = {
  invoice: 'invoices',
  payment: 'payments',
  mandate: 'mandates',
  card: 'cards',
  creditIncrease: 'credit',
  credit: 'credit',
};

/** The topic a message kind belongs to; null for messages no preference may stop. */
export function topicOfKind(kind: string): NotificationTopic | null {
  const prefix = kind.split('.')[0] ?? '';
  return TOPIC_BY_KIND_PREFIX[prefix] ?? null;
}

/** Whether a topic is on for a channel when the user never chose. */
export function defaultPreference(channel: NotificationChannelName): boolean {
  return channel === 'email';
}

export interface NotificationChoice {
  topic: NotificationTopic;
  channel: NotificationChannelName;
  enabled: boolean;
}

/** The rule words (English; the browser shows `profile.notifications.rule.<problem>`). */
export type NotificationPreferenceProblem = 'lastInvoiceReceiver' | 'smsNeedsPhone';
export const NOTIFICATION_PREFERENCE_RULES: Record<NotificationPreferenceProblem, string> = {
  lastInvoiceReceiver: 'At least one user must receive invoice e-mails: the last receiver cannot turn them off.',
  smsNeedsPhone: 'Text messages need a phone number on your profile.',
};

/**
 * The choices' problems beyond the last-receiver rule (which userAdministration.ts decides with the
 * account's facts): SMS turned on without a phone number.
 */
export function smsChoiceProblems(choices: readonly NotificationChoice[], phone: string | null): NotificationPreferenceProblem[] {
  const smsOn = choices.some((choice) => choice.channel === 'sms' && choice.enabled);
  return smsOn && !(phone && phone.trim()) ? ['smsNeedsPhone'] : [];
}

/**
 * Spec 5 "the last receiver cannot be turned off", through the one rule of userAdministration.ts
 * (only the invoice-receiver facts vary here): the problems of setting one's own invoice e-mails.
 */
export function invoiceEmailProblems(facts: { receivingNow: boolean; wantsOn: boolean; otherReceivers: number }): NotificationPreferenceProblem[] {
  const problems = userChangeProblems({
    emailTakenByOther: false, internalIdTakenByOther: false, otherInvoiceReceiverCount: facts.otherReceivers, otherPrimaryContactCount: 1,
    roles: [], contactOnly: true, phone: null, groupIsTopLevel: true, groupWithinActorsGroups: true, actorIsAccountAdmin: true,
    before: { receiveInvoiceEmails: facts.receivingNow, primaryContact: false },
    after: { receiveInvoiceEmails: facts.wantsOn, primaryContact: false },
    limit: null, limitsEnabled: true,
  });
  return problems.includes('lastInvoiceReceiver') ? ['lastInvoiceReceiver'] : [];
}

/** Every problem of a set of choices, as the browser and the server both check them. */
export function notificationChoiceProblems(choices: readonly NotificationChoice[], facts: { receivingInvoiceEmails: boolean; otherReceivers: number; phone: string | null }): NotificationPreferenceProblem[] {
  const invoiceEmail = choices.find((choice) => choice.topic === 'invoices' && choice.channel === 'email');
  return [
    ...(invoiceEmail ? invoiceEmailProblems({ receivingNow: facts.receivingInvoiceEmails, wantsOn: invoiceEmail.enabled, otherReceivers: facts.otherReceivers }) : []),
    ...smsChoiceProblems(choices, facts.phone),
  ];
}
