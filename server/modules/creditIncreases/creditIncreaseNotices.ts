import { temporaryIncreaseEndsAt } from '../../../machines/rules/creditIncreaseExpiry';
import type { OutgoingNotification } from '../../notify/notifier';
import type { CreditIncreaseRow } from './creditIncreaseRecords';

/**
 * The e-mails about a request, to the administrator who asked. In English: the outbox keeps what
 * was sent and the portal has no per-user mail templates yet (README, "not in the spec").
 */
const money = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'code' }).format(amountMinor / 100);

const DECLINE_REASONS: Record<string, string> = {
  amountAboveCreditLimit: 'the increase asked for is larger than your current credit limit',
};

export function submittedNotice(row: CreditIncreaseRow, to: string): OutgoingNotification {
  return {
    channel: 'email',
    to,
    kind: 'creditIncrease.submitted',
    subject: 'We received your credit limit increase request',
    text: `Your request for a ${row.type} credit limit increase of ${money(row.amount_minor, row.currency)} was submitted. Underwriting responds within about 24 hours.`,
    buyerId: row.buyer_id,
    userId: row.requested_by_user_id,
  };
}

/** "2 April 2026" (the last day a temporary increase counts) and the instant it ends, in UTC. */
const day = (date: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const untilText = (row: CreditIncreaseRow) =>
  row.type === 'temporary' && row.end_date
    ? ` This is a temporary increase: it counts until the end of ${day(row.end_date)} (${temporaryIncreaseEndsAt(row.end_date).toISOString().replace('.000Z', 'Z')}), then your credit limit goes down by ${money(row.approved_amount_minor ?? 0, row.currency)} again.`
    : '';

export function decidedNotice(row: CreditIncreaseRow, to: string): OutgoingNotification {
  const requested = money(row.amount_minor, row.currency);
  const limitAfter = money(row.credit_after_minor ?? 0, row.currency);
  let subject: string;
  let text: string;
  if (row.status === 'approved' && row.approved_amount_minor !== null && row.approved_amount_minor < row.amount_minor) {
    subject = 'Your credit limit increase was partially approved';
    text = `Underwriting approved ${money(row.approved_amount_minor, row.currency)} of the ${requested} you asked for. Your credit limit is now ${limitAfter}.${untilText(row)}`;
  } else if (row.status === 'approved') {
    subject = 'Your credit limit increase was approved';
    text = `Underwriting approved the increase of ${requested}. Your credit limit is now ${limitAfter}.${untilText(row)}`;
  } else {
    subject = 'Your credit limit increase was declined';
    text = `Underwriting declined the increase of ${requested}: ${DECLINE_REASONS[row.decline_reason ?? ''] ?? 'no reason was given'}. Your credit limit stays ${limitAfter}.`;
  }
  return { channel: 'email', to, kind: 'creditIncrease.decided', subject, text, buyerId: row.buyer_id, userId: row.requested_by_user_id };
}

/** The temporary increase is over: the line went down by the approved amount. */
export function expiredNotice(row: CreditIncreaseRow, to: string): OutgoingNotification {
  const granted = money(row.approved_amount_minor ?? 0, row.currency);
  const ended = row.end_date ? ` ended after ${day(row.end_date)}` : ' ended';
  return {
    channel: 'email',
    to,
    kind: 'creditIncrease.expired',
    subject: 'Your temporary credit limit increase has ended',
    text: `Your temporary credit limit increase of ${granted}${ended}. Your credit limit is ${granted} lower again.`,
    buyerId: row.buyer_id,
    userId: row.requested_by_user_id,
  };
}
