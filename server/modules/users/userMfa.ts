import { portalError } from '../../graphql/errors';
import type { AppServices } from '../../http/services';
import { canSeeUser, type UserAdminViewer } from './userAccess';

/**
 * The Edit User MFA tab (spec 2 edit-user-mfa-for-service-cloud; spec 6: the administrator "may ...
 * update a user's MFA"): support staff and the account administrator see the method and a masked
 * target (userRecords.ts) and reset it: the method and target are cleared and every outstanding
 * code of the user is removed, so the user sets 2-step verification up again at the next check.
 * Not a lifecycle (no machine, so not on the audit chain, which records machine transitions).
 */
export async function resetUserMfa(services: AppServices, viewer: UserAdminViewer, userId: string): Promise<void> {
  if (!viewer.mayResetMfa) throw portalError('FORBIDDEN');
  await services.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'buyer_id', 'group_id', 'mfa_method']).where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!user || !canSeeUser(viewer, user)) throw portalError('NOT_FOUND');
    await trx.updateTable('users').set({ mfa_method: null, mfa_target: null }).where('id', '=', user.id).execute();
    await trx.deleteFrom('mfa_tokens').where('user_id', '=', user.id).execute();
  });
}
