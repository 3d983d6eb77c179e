import type { OutgoingNotification } from '../../notify/notifier';
import type { BankAccountRow } from './bankAccountRecords';

/**
 * The e-mails a mandate's life sends (spec 4 "Bank mandate", 9 "Timing"), written once here and
 * sent through services.notifier (the outbox). GB accounts (scheme V1) are set up through BACS
 * AUDDIS, whose notices have their own wording: "new AUDDIS enrolment: confirmation within 4
 * business days"; elsewhere "update e-mail within 24 hours". English only: the outbox keeps what
 * was sent, and the program's e-mail templates are not part of the portal.
 */
export type MandateNoticeKind = 'mandate.pending' | 'mandate.signed' | 'mandate.failed' | 'mandate.unsupported' | 'mandate.cancelled';

const accountLabel = (row: BankAccountRow) => `${row.bank_name} ${row.masked_account_number ?? row.partial_iban ?? ''}`.trim();

export function mandateNotice(kind: MandateNoticeKind, row: BankAccountRow, to: { email: string; userId: string | null }): OutgoingNotification {
  const auddis = row.scheme === 'V1';
  const label = accountLabel(row);
  const texts: Record<MandateNoticeKind, { subject: string; text: string }> = {
    'mandate.pending': auddis
      ? {
          subject: 'Your Direct Debit Instruction is being set up',
          text: `We have sent a new Direct Debit Instruction (AUDDIS) for ${label}, reference ${row.mandate_reference}, to your bank. You will receive confirmation within 4 business days. The first collection is no sooner than 10 business days after approval. Your Direct Debits are protected by the Direct Debit Guarantee.`,
        }
      : {
          subject: 'Your direct-debit mandate is being set up',
          text: `We are setting up the direct-debit mandate for ${label}, reference ${row.mandate_reference}, with your bank. You will receive an update e-mail within 24 hours. The first debit is no sooner than 10 business days after approval.`,
        },
    'mandate.signed': auddis
      ? { subject: 'Your Direct Debit Instruction is confirmed', text: `Your bank has confirmed the Direct Debit Instruction (AUDDIS) for ${label}, reference ${row.mandate_reference}. Direct debit is set up.` }
      : { subject: 'Your direct-debit mandate is signed', text: `The direct-debit mandate for ${label}, reference ${row.mandate_reference}, is signed. Direct debit is set up.` },
    'mandate.failed': {
      subject: auddis ? 'Your Direct Debit Instruction could not be set up' : 'Your direct-debit mandate failed',
      text: `Your bank did not accept the ${auddis ? 'Direct Debit Instruction' : 'direct-debit mandate'} for ${label}, reference ${row.mandate_reference}. You can add a bank account again 15 minutes from now.`,
    },
    'mandate.unsupported': {
      subject: 'Your bank does not support direct debit',
      text: `The bank of ${label} does not support direct debit. Please add an account at another bank.`,
    },
    'mandate.cancelled': {
      subject: auddis ? 'Your Direct Debit Instruction was cancelled' : 'Your direct-debit mandate was cancelled',
      text: `The ${auddis ? 'Direct Debit Instruction' : 'direct-debit mandate'} for ${label}, reference ${row.mandate_reference}, was cancelled, so the bank account was removed. Add a bank account to pay by direct debit again.`,
    },
  };
  return { channel: 'email', to: to.email, kind, ...texts[kind], buyerId: row.buyer_id, userId: to.userId };
}
