import { z } from 'zod';
import { choiceProblems, generalProblems, type ProfileProblem } from '../../machines/app/profile/profileMachine';
import type { ProfileState } from '../../machines/app/profile/profileTypes';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS, type NotificationChoice, type NotificationTopic } from '../../machines/rules/notificationPreferences';

/**
 * The Profile forms' schemas: the profile machine's own rules (generalProblems, choiceProblems, the
 * guards of profile.saveGeneral / profile.saveNotifications) as zod issues in the machine's words,
 * so the form kit shows them on the field and the machine receives only what it accepts.
 */
const issue = (ctx: z.core.$RefinementCtx, path: string, messageId: string) => ctx.addIssue({ code: 'custom', path: [path], message: messageId, params: { messageId } });

/** Profile -> General as the form holds it: the language picker's key ('' while none is chosen). */
export interface GeneralValues {
  firstName: string;
  lastName: string;
  phone: string;
  language: string;
}

export const generalSchema = z.object({ firstName: z.string(), lastName: z.string(), phone: z.string(), language: z.string() }).superRefine((values, ctx) => {
  for (const problem of generalProblems({ ...values, language: values.language || null })) issue(ctx, problem.field, problem.messageId);
});

/** Profile -> Notifications as the form holds it: per topic, the channels checked. */
export type NotificationValues = Record<NotificationTopic, string[]>;

export const notificationValuesOf = (profile: ProfileState): NotificationValues =>
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, profile.notifications.filter((n) => n.topic === topic && n.enabled).map((n) => n.channel)])) as NotificationValues;

/** Every topic and channel, on or off: what profile.saveNotifications carries. */
export const choicesOf = (values: NotificationValues): NotificationChoice[] =>
  NOTIFICATION_TOPICS.flatMap((topic) => NOTIFICATION_CHANNELS.map((channel) => ({ topic, channel, enabled: values[topic].includes(channel) })));

/** The topics a choice problem is shown on: invoices for the last receiver, every topic with text messages checked for a missing phone. */
const topicsOf = (problem: ProfileProblem, values: NotificationValues): NotificationTopic[] =>
  problem.field === 'invoices.email' ? ['invoices'] : NOTIFICATION_TOPICS.filter((topic) => values[topic].includes('sms'));

export const notificationsSchema = (profile: ProfileState) =>
  z.object(Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, z.array(z.string())])) as Record<NotificationTopic, z.ZodArray<z.ZodString>>).superRefine((values, ctx) => {
    for (const problem of choiceProblems(profile, choicesOf(values))) for (const topic of topicsOf(problem, values)) issue(ctx, topic, problem.messageId);
  });
