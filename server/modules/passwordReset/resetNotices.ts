import { PASSWORD_RESET_LINK_TTL_MS } from '../../../machines/rules/passwordReset';
import type { OutgoingNotification } from '../../notify/notifier';

/**
 * The e-mails of a password reset, in English like the portal's other notices (no per-user mail
 * templates yet). The link's secret is in the message: the outbox keeps what was sent, which is
 * why the demo outbox is never on in production (server/notify/README.md).
 */
export const RESET_NOTICE_KINDS = { link: 'passwordReset.link', refused: 'passwordReset.pendingBuyer', changed: 'passwordReset.changed', code: 'mfa.code' } as const;

interface Recipient {
  userId: string;
  buyerId: string | null;
  email: string;
}

const minutes = Math.round(PASSWORD_RESET_LINK_TTL_MS / 60_000);

export function resetLinkNotice(to: Recipient, link: string): OutgoingNotification {
  return {
    channel: 'email', to: to.email, kind: RESET_NOTICE_KINDS.link, buyerId: to.buyerId, userId: to.userId,
    subject: 'Reset your password',
    text: `Someone asked to reset the password of your buyer portal account. To choose a new password, open this link within ${minutes} minutes: ${link} It works once. If you did not ask, ignore this e-mail: your password stays as it is.`,
  };
}

/** Spec 8 "forgot password not allowed for pending buyers": said in the e-mail, never on the page (which answers the same for every address). */
export function pendingBuyerNotice(to: Recipient): OutgoingNotification {
  return {
    channel: 'email', to: to.email, kind: RESET_NOTICE_KINDS.refused, buyerId: to.buyerId, userId: to.userId,
    subject: 'Your password cannot be reset yet',
    text: 'Someone asked to reset the password of your buyer portal account. Forgot password is not available while your company account is pending approval. You will receive an e-mail when it is approved.',
  };
}

export function passwordChangedNotice(to: Recipient): OutgoingNotification {
  return {
    channel: 'email', to: to.email, kind: RESET_NOTICE_KINDS.changed, buyerId: to.buyerId, userId: to.userId,
    subject: 'Your password was changed',
    text: 'The password of your buyer portal account was changed, and every session signed in with the old password was ended. If this was not you, contact support at once.',
  };
}

export function resetCodeNotice(code: string): { subject: string; text: string } {
  return { subject: 'Your security code', text: `Your code to reset your password is ${code}. It expires in 5 minutes. Never share it.` };
}
