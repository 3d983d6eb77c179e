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
  /**
   * Call after the business change committed. Resolves once the message is in the outbox; a
   * delivery failure is logged and leaves delivered_at empty (the outbox keeps the message for
   * support) instead of failing a change that already happened.
   */
  send(notification: OutgoingNotification): Promise<void>;
}

/** Sends a message on; resolves false when it has no route for it (e.g. SMS over SMTP). */
export type Deliver = (notification: OutgoingNotification) => Promise<boolean | void>;

export interface OutboxNotifierOptions {
  /** Told after the outbox row is written (the development outbox page updates live). */
  onWritten?: (message: { id: string; recipient: string }) => void;
  log?: (message: string) => void;
}

/** Writes every message to the outbox. `deliver`, when given, sends it on and stamps delivered_at. */
export function createOutboxNotifier(db: Kysely<Database>, deliver?: Deliver, options: OutboxNotifierOptions = {}): Notifier {
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
      options.onWritten?.({ id: row.id, recipient: notification.to });
      if (!deliver) return;
      try {
        if ((await deliver(notification)) === false) return;
      } catch (error) {
        options.log?.(`[notify] ${notification.kind} to ${notification.channel} not delivered: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      await db.updateTable('outbox_messages').set({ delivered_at: new Date() }).where('id', '=', row.id).execute();
    },
  };
}
