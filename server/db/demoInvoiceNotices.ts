import type { Insertable, Transaction } from 'kysely';
import { invoiceNotice } from '../modules/users/invoiceNotices';
import { DEMO_USERS } from './demoUsers';
import { ACME_BUYER_ID } from './demoIds';
import type { Database, InvoiceTable } from './schema';

/** Notices of Acme's newest invoices: how many (spec 6 "Invoice emails go to users who turned that notification on"). */
const NOTICED_INVOICES = 3;

/**
 * The outbox as a demo shows it: each of Acme's newest invoices was e-mailed to the users with
 * invoice e-mails on (admin and payer) and to nobody else (the purchaser and the group admin have
 * them off), in the words the server uses (server/modules/users/invoiceNotices.ts).
 */
export async function insertInvoiceNoticesDemo(trx: Transaction<Database>, invoices: readonly Insertable<InvoiceTable>[], now: Date): Promise<number> {
  const receivers = DEMO_USERS.filter((user) => user.buyerId === ACME_BUYER_ID && user.receiveEmail);
  const newest = [...invoices].filter((invoice) => invoice.invoice_type === 'sale').sort((a, b) => String(b.bill_date).localeCompare(String(a.bill_date))).slice(0, NOTICED_INVOICES);
  const rows = newest.flatMap((invoice) =>
    receivers.map((user) => {
      const notice = invoiceNotice('issued', { buyerId: ACME_BUYER_ID, invoiceNumber: invoice.invoice_number, dueDate: String(invoice.due_date) }, { id: user.id, email: user.email });
      return {
        channel: notice.channel, recipient: notice.to, kind: notice.kind, subject: notice.subject, body: notice.text,
        buyer_id: ACME_BUYER_ID, user_id: user.id, created_at: new Date(`${String(invoice.bill_date)}T08:00:00Z`) < now ? new Date(`${String(invoice.bill_date)}T08:00:00Z`) : now,
      };
    }),
  );
  if (rows.length > 0) await trx.insertInto('outbox_messages').values(rows).execute();
  return rows.length;
}
