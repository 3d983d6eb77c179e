import { isMfaMethod, mfaDisabledUntil } from '../../../machines/rules/mfaSignIn';
import { portalError } from '../../graphql/errors';
import type { AppServices } from '../../http/services';
import { canSeeUser, type UserAdminViewer } from '../users/userAccess';
import { checkedMfaTarget, countryOf } from './mfaSetup';

/**
 * Spec 6: the account administrator "may disable MFA temporarily (30 minutes) and update a user's
 * MFA" (Edit User, MFA tab). The disable is a point in time (users.mfa_disabled_until = now + 30
 * minutes, machines/rules/mfaSignIn.ts); sign-in reads it with its own `now`, so it ends on time
 * without a job. Updating the method is checked like the user's own set-up (phone rules), without a
 * code: the administrator vouches for it; the user's outstanding codes are removed.
 */
async function managedUser(services: AppServices, viewer: UserAdminViewer, userId: string) {
  if (!viewer.mayResetMfa) throw portalError('FORBIDDEN');
  const user = await services.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user || !canSeeUser(viewer, user)) throw portalError('NOT_FOUND');
  return user;
}

export async function disableUserMfa(services: AppServices, viewer: UserAdminViewer, userId: string): Promise<Date> {
  const user = await managedUser(services, viewer, userId);
  if (!isMfaMethod(user.mfa_method)) throw portalError('MFA_NOT_FOUND');
  const until = mfaDisabledUntil(services.now());
  await services.db.updateTable('users').set({ mfa_disabled_until: until }).where('id', '=', user.id).execute();
  return until;
}

export async function updateUserMfa(services: AppServices, viewer: UserAdminViewer, userId: string, method: string, target: string | null | undefined): Promise<void> {
  if (!isMfaMethod(method)) throw portalError('BAD_USER_INPUT');
  const user = await managedUser(services, viewer, userId);
  const address = await checkedMfaTarget(services.db, user, method, target, await countryOf(services.db, user.buyer_id));
  await services.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ mfa_method: method, mfa_target: address }).where('id', '=', user.id).execute();
    await trx.deleteFrom('mfa_tokens').where('user_id', '=', user.id).where('status', '=', 'pending').execute();
  });
}
