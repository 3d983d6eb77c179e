import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppServices } from '../../http/services';
import type { OutgoingNotification } from '../../notify/notifier';

/**
 * Spec 6 "Invoice emails go to users who turned that notification on" (users.receive_email, the
 * Notifications tab's "Invoice e-mails"). Every invoice notice is addressed through
 * `invoiceNoticeRecipients`: the buyer's users with the setting on who may receive mail now
 * (active, contact users included; not pending, suspended or deactivated). A group's invoice goes
 * to receivers of the whole account: invoice e-mails are the billing contacts' (spec 5 "at least
 * one user must receive invoice emails"), not per group.
 */
export const INVOICE_NOTICE_KINDS = { issued: 'invoice.issued', updated: 'invoice.updated' } as const;
export type InvoiceNoticeKind = keyof typeof INVOICE_NOTICE_KINDS;

export interface InvoiceNoticeRecipient {
  id: string;
  email: string;
}

export async function invoiceNoticeRecipients(db: Kysely<Database>, buyerId: string): Promise<InvoiceNoticeRecipient[]> {
  return db.selectFrom('users').select(['id', 'email']).where('buyer_id', '=', buyerId).where('receive_email', '=', true).where('status', '=', 'active').orderBy('email').execute();
}

/** One notice (the seed writes the same words straight into the outbox). */
export function invoiceNotice(kind: InvoiceNoticeKind, invoice: { buyerId: string; invoiceNumber: string; dueDate: string }, recipient: InvoiceNoticeRecipient): OutgoingNotification {
  const what = kind === 'issued' ? 'A new invoice' : 'An updated invoice';
  return {
    channel: 'email',
    to: recipient.email,
    kind: INVOICE_NOTICE_KINDS[kind],
    subject: kind === 'issued' ? `New invoice ${invoice.invoiceNumber}` : `Invoice ${invoice.invoiceNumber} was updated`,
    text: `${what} is ready: ${invoice.invoiceNumber}, due ${invoice.dueDate}. Open Account Overview to view or download it.\n\nYou receive this because invoice e-mails are on for you (Profile, Notifications).`,
    buyerId: invoice.buyerId,
    userId: recipient.id,
  };
}

/** Sends the notice to every receiver of the invoice's buyer (after the change committed). */
export async function sendInvoiceNotices(services: AppServices, kind: InvoiceNoticeKind, invoiceId: string): Promise<number> {
  const invoice = await services.db.selectFrom('invoices').select(['buyer_id', 'invoice_number', 'due_date']).where('id', '=', invoiceId).executeTakeFirst();
  if (!invoice) return 0;
  const recipients = await invoiceNoticeRecipients(services.db, invoice.buyer_id);
  for (const recipient of recipients) {
    await services.notifier.send(invoiceNotice(kind, { buyerId: invoice.buyer_id, invoiceNumber: invoice.invoice_number, dueDate: invoice.due_date }, recipient));
  }
  return recipients.length;
}
