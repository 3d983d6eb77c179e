import type { AppServices } from '../../http/services';
import type { ServicerEvent } from '../../integrations/servicer/servicerGateway';
import { changeCompanyIdentifiers } from './changeCompanyIdentifiers';
import { decidedNotice, previousAddressNotice } from './companyNotices';
import { decidePrimaryEmailChange } from './decidePrimaryEmailChange';
import type { PrimaryEmailChangeRow } from './primaryContactRecords';

type CompanyServicerEvent = Extract<ServicerEvent, { kind: 'primaryEmail.approved' | 'primaryEmail.rejected' | 'company.identifiersChanged' }>;

export const isCompanyServicerEvent = (event: ServicerEvent): event is CompanyServicerEvent =>
  event.kind === 'primaryEmail.approved' || event.kind === 'primaryEmail.rejected' || event.kind === 'company.identifiersChanged';

export function publishPrimaryEmailChangeUpdated(services: AppServices, row: Pick<PrimaryEmailChangeRow, 'id' | 'buyer_id' | 'status'>): void {
  services.pubsub.publish('primaryEmailChangeUpdated', row.buyer_id, { changeId: row.id, status: row.status });
}

/** Sends a notice to the user who asked (at their address now; no one when that user is gone). */
export async function notifyRequester(services: AppServices, row: PrimaryEmailChangeRow, notice: (row: PrimaryEmailChangeRow, to: string) => Parameters<AppServices['notifier']['send']>[0]): Promise<void> {
  if (!row.requested_by_user_id) return;
  const user = await services.db.selectFrom('users').select('email').where('id', '=', row.requested_by_user_id).executeTakeFirst();
  if (user) await services.notifier.send(notice(row, user.email));
}

/**
 * A company report of the servicer: support's decision on a primary e-mail change (stored through
 * the machine, then published on primaryEmailChangeUpdated and e-mailed: to the requester, and on
 * approval to the contact's previous address), or a change of the buyer's identifiers.
 */
export async function applyServicerCompanyEvent(services: AppServices, event: CompanyServicerEvent): Promise<void> {
  if (event.kind === 'company.identifiersChanged') {
    await changeCompanyIdentifiers(services.db, event, services.now());
    return;
  }
  const decision = event.kind === 'primaryEmail.approved' ? { kind: 'approved' as const } : { kind: 'rejected' as const, reason: event.reason ?? null };
  const { row, previousEmail } = await decidePrimaryEmailChange(services.db, event.changeId, decision, services.now());
  publishPrimaryEmailChangeUpdated(services, row);
  await notifyRequester(services, row, decidedNotice);
  if (row.status === 'approved') await services.notifier.send(previousAddressNotice(row, previousEmail));
}
