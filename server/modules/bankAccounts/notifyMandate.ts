import type { AppServices } from '../../http/services';
import type { BankAccountRow } from './bankAccountRecords';
import { mandateNotice, type MandateNoticeKind } from './mandateNotices';

/**
 * E-mails a mandate notice to the user who added the account (through services.notifier: the
 * outbox). Best effort: the mandate's state is already stored; a failed notice is logged.
 */
export async function sendMandateNotice(services: AppServices, kind: MandateNoticeKind, row: BankAccountRow): Promise<void> {
  if (!row.created_by_user_id) return;
  try {
    const user = await services.db.selectFrom('users').select(['id', 'email']).where('id', '=', row.created_by_user_id).executeTakeFirst();
    if (!user) return;
    await services.notifier.send(mandateNotice(kind, row, { email: user.email, userId: user.id }));
  } catch (error) {
    console.warn(`mandate notice ${kind} for bank account ${row.id} not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}
