import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  defaultPreference,
  type NotificationChannelName,
  type NotificationChoice,
  type NotificationTopic,
} from '../../../machines/rules/notificationPreferences';

type Db = Kysely<Database> | Transaction<Database>;

/** The user's row as the profile shows it. */
export interface ProfileUserRow {
  id: string;
  program_id: string;
  buyer_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  language: string | null;
  receive_email: boolean;
  sso_status: string;
}

export const PROFILE_COLUMNS = ['id', 'program_id', 'buyer_id', 'first_name', 'last_name', 'email', 'phone', 'language', 'receive_email', 'sso_status'] as const;

/**
 * Every topic on every channel for one user: invoice e-mails by e-mail are `users.receive_email`,
 * the rest are stored rows or the defaults (e-mail on, SMS off).
 */
export async function preferencesOf(db: Db, user: Pick<ProfileUserRow, 'id' | 'receive_email'>): Promise<NotificationChoice[]> {
  const rows = await db.selectFrom('notification_preferences').select(['topic', 'channel', 'enabled']).where('user_id', '=', user.id).execute();
  const stored = new Map(rows.map((row) => [`${row.topic}|${row.channel}`, row.enabled]));
  return NOTIFICATION_TOPICS.flatMap((topic) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      topic,
      channel,
      enabled: topic === 'invoices' && channel === 'email' ? user.receive_email : (stored.get(`${topic}|${channel}`) ?? defaultPreference(channel)),
    })),
  );
}

/** Is one topic on for one channel? (what the outbox asks before writing a notice). */
export async function isNotificationOn(db: Db, userId: string, topic: NotificationTopic, channel: NotificationChannelName): Promise<{ on: boolean; phone: string | null } | null> {
  const user = await db.selectFrom('users').select(['id', 'receive_email', 'phone']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  if (topic === 'invoices' && channel === 'email') return { on: user.receive_email, phone: user.phone };
  const row = await db.selectFrom('notification_preferences').select('enabled').where('user_id', '=', userId).where('topic', '=', topic).where('channel', '=', channel).executeTakeFirst();
  return { on: row?.enabled ?? defaultPreference(channel), phone: user.phone };
}

/** Writes the choices (invoice e-mails by e-mail to users.receive_email). */
export async function saveChoices(trx: Transaction<Database>, userId: string, choices: readonly NotificationChoice[], now: Date): Promise<void> {
  for (const choice of choices) {
    if (choice.topic === 'invoices' && choice.channel === 'email') {
      await trx.updateTable('users').set({ receive_email: choice.enabled }).where('id', '=', userId).execute();
      continue;
    }
    await trx
      .insertInto('notification_preferences')
      .values({ user_id: userId, topic: choice.topic, channel: choice.channel, enabled: choice.enabled, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'topic', 'channel']).doUpdateSet({ enabled: choice.enabled, updated_at: now }))
      .execute();
  }
}
