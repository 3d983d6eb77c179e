import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { topicOfKind } from '../../machines/rules/notificationPreferences';
import { isNotificationOn } from '../modules/profile/profileRecords';
import type { Notifier } from './notifier';

/**
 * The outbox honours Profile -> Notifications (machines/rules/notificationPreferences.ts): a notice
 * about a user (its `userId`) whose topic that user turned off on a channel is not written for that
 * channel; a topic the user turned on for SMS also goes, in short, to their phone number. Messages of
 * no topic (sign-in codes, password reset, invitations) always go.
 */
export function withNotificationPreferences(db: Kysely<Database>, inner: Notifier): Notifier {
  return {
    async send(notification) {
      const topic = topicOfKind(notification.kind);
      if (!topic || !notification.userId) return inner.send(notification);
      const userId = notification.userId;
      const own = await isNotificationOn(db, userId, topic, notification.channel);
      if (own === null) return inner.send(notification); // the user is gone: the message is for its address
      if (own.on) await inner.send(notification);
      if (notification.channel !== 'email') return;
      const sms = await isNotificationOn(db, userId, topic, 'sms');
      if (sms?.on && sms.phone) {
        await inner.send({ ...notification, channel: 'sms', to: sms.phone, text: `${notification.subject}. ${notification.text.split('\n')[0] ?? ''}`.trim() });
      }
    },
  };
}
