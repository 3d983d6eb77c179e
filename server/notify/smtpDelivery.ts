import nodemailer from 'nodemailer';
import type { OutgoingNotification } from './notifier';

/**
 * Delivers e-mail through the SMTP server of `SMTP_URL` (e.g. `smtp://user:pass@mail:587`,
 * `smtps://mail:465`), with nodemailer's own URL parsing (auth, port, TLS). Answers whether the
 * message left: SMS has no SMTP route, so SMS messages stay in the outbox undelivered (a real SMS
 * gateway would be another delivery function). One pooled transport per server.
 */
export interface SmtpDelivery {
  deliver(notification: OutgoingNotification): Promise<boolean>;
  close(): void;
}

export function createSmtpDelivery(url: string, from: string): SmtpDelivery {
  const transport = nodemailer.createTransport(url);
  return {
    async deliver(notification) {
      if (notification.channel !== 'email') return false;
      await transport.sendMail({ from, to: notification.to, subject: notification.subject, text: notification.text });
      return true;
    },
    close: () => transport.close(),
  };
}
