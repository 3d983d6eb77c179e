import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PortalConfig } from '../config';
import type { PortalPubSub } from '../pubsub/pubsub';
import { createOutboxNotifier, type Notifier } from './notifier';
import { withNotificationPreferences } from './preferences';
import { outboxRecipientKey } from './recipient';
import { createSmtpDelivery } from './smtpDelivery';

/**
 * The server's notifier: always the outbox, honouring each user's notification choices (preferences.ts); SMTP delivery when SMTP_URL is set; every written
 * message announced on `outboxMessageAdded` (the development outbox page listens).
 */
export function createPortalNotifier(db: Kysely<Database>, config: PortalConfig, pubsub: PortalPubSub, log: (message: string) => void): { notifier: Notifier; close(): void } {
  const smtp = config.smtp ? createSmtpDelivery(config.smtp.url, config.smtp.from) : null;
  const notifier = createOutboxNotifier(db, smtp ? (n) => smtp.deliver(n) : undefined, {
    onWritten: ({ id, recipient }) => pubsub.publish('outboxMessageAdded', outboxRecipientKey(recipient), { messageId: id }),
    log,
  });
  return { notifier: withNotificationPreferences(db, notifier), close: () => smtp?.close() };
}
