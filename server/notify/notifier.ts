import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * How the server tells people things (MFA codes, mandate notices, credit decisions). Callers hand
 * over a finished message; the notifier decides where it goes. The default writes every message to
 * the outbox table (read on the development outbox page); a delivering notifier (SMTP) also sends it.
 * Never put secrets other than one-time codes in a message: the outbox keeps them.
 */
export type NotificationChannel = 'email' | 'sms';

export interface OutgoingNotification {
  channel: NotificationChannel;
  /** An e-mail address or a phone number. */
  to: string;
  /** What the message is about, stable for tests and filters, e.g. `mfa.code`, `mandate.signed`. */
  kind: string;
  subject: string;
  text: string;
  buyerId?: string | null;
  userId?: string | null;
}

export interface Notifier {
  send(notification: OutgoingNotification): Promise<void>;
}

/** Writes every message to the outbox. `deliver`, when given, sends it on and stamps delivered_at. */
export function createOutboxNotifier(db: Kysely<Database>, deliver?: (notification: OutgoingNotification) => Promise<void>): Notifier {
  return {
    async send(notification) {
      const row = await db
        .insertInto('outbox_messages')
        .values({
          channel: notification.channel,
          recipient: notification.to,
          kind: notification.kind,
          subject: notification.subject,
          body: notification.text,
          buyer_id: notification.buyerId ?? null,
          user_id: notification.userId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!deliver) return;
      await deliver(notification);
      await db.updateTable('outbox_messages').set({ delivered_at: new Date() }).where('id', '=', row.id).execute();
    },
  };
}
