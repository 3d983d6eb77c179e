import type { AppServices } from '../../http/services';
import type { ApplicationRow } from './applicationRecords';

/** The applicant's e-mails besides the activation e-mail (users/invitations.ts), through the outbox. In English, like every notice. */
export const APPLY_NOTICE_KINDS = { declined: 'apply.declined', linked: 'apply.linkedAccount' } as const;

async function programName(services: AppServices, row: ApplicationRow): Promise<string> {
  const program = await services.db.selectFrom('programs').select('name').where('id', '=', row.program_id).executeTakeFirst();
  return program?.name ?? 'the buyer portal';
}

export async function sendDeclinedNotice(services: AppServices, row: ApplicationRow, buyerName: string): Promise<void> {
  const portal = await programName(services, row);
  await services.notifier.send({
    channel: 'email', to: row.contact_email, kind: APPLY_NOTICE_KINDS.declined, subject: `Your application to ${portal}`,
    text: [`Hello ${row.contact_first_name},`, '', `We could not approve ${buyerName}'s application for trade credit with ${portal}.`, 'The seller who sent you the enrolment link can tell you more.'].join('\n'),
    buyerId: row.buyer_id,
  });
}

export async function sendLinkedAccountNotice(services: AppServices, row: ApplicationRow, buyerName: string, userId: string): Promise<void> {
  const portal = await programName(services, row);
  await services.notifier.send({
    channel: 'email', to: row.contact_email, kind: APPLY_NOTICE_KINDS.linked, subject: `${buyerName} is approved on ${portal}`,
    text: [`Hello ${row.contact_first_name},`, '', `${buyerName}'s application is approved. The account is linked to your existing sign-in on ${portal}.`, `${services.config.publicUrl}/login`].join('\n'),
    buyerId: row.buyer_id,
    userId,
  });
}
