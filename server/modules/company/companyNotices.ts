import type { OutgoingNotification } from '../../notify/notifier';
import type { PrimaryEmailChangeRow } from './primaryContactRecords';

/**
 * The e-mails about a primary e-mail change. In English, like the credit-increase notices: the
 * outbox keeps what was sent and the portal has no per-user mail templates yet.
 */
const REJECTION_REASONS: Record<string, string> = {
  domainNotVerified: 'support could not verify that the new address belongs to your company',
  emailAlreadyInUse: 'another user already has the new address',
};

export function submittedNotice(row: PrimaryEmailChangeRow, to: string): OutgoingNotification {
  return {
    channel: 'email',
    to,
    kind: 'primaryEmail.submitted',
    subject: "We received your request to change the primary contact's e-mail",
    text: `You asked to change the primary contact's e-mail from ${row.current_email} to ${row.new_email}. Support decides within 48 hours; we will tell you the outcome.`,
    buyerId: row.buyer_id,
    userId: row.requested_by_user_id,
  };
}

export function decidedNotice(row: PrimaryEmailChangeRow, to: string): OutgoingNotification {
  const approved = row.status === 'approved';
  return {
    channel: 'email',
    to,
    kind: 'primaryEmail.decided',
    subject: approved ? "The primary contact's e-mail was changed" : "The primary contact's e-mail was not changed",
    text: approved
      ? `Support approved the change: the primary contact's e-mail is now ${row.new_email}. It is also the address they sign in with.`
      : `Support rejected the change to ${row.new_email}: ${REJECTION_REASONS[row.rejection_reason ?? ''] ?? 'no reason was given'}. The primary contact's e-mail stays ${row.current_email}.`,
    buyerId: row.buyer_id,
    userId: row.requested_by_user_id,
  };
}

/** Approved: the old address hears of it too, so a change nobody there asked for does not go unnoticed. */
export function previousAddressNotice(row: PrimaryEmailChangeRow, previousEmail: string): OutgoingNotification {
  return {
    channel: 'email',
    to: previousEmail,
    kind: 'primaryEmail.previousAddress',
    subject: 'Your e-mail address was changed',
    text: `The e-mail address of your account was changed from ${previousEmail} to ${row.new_email}: sign in with the new address from now on. If you did not expect this, contact support at once.`,
    buyerId: row.buyer_id,
    userId: row.contact_user_id,
  };
}
