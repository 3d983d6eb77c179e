import { portalError } from '../../graphql/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import type { AppServices } from '../../http/services';
import { RULE_REFUSED } from '../../rulebook/ruleRefusedError';
import { canManageUser, requireManager, type UserAdminViewer } from './userAccess';
import { applyInvitationEvent, lockInvitationOf, sendInvitation } from './invitations';

/**
 * Resend invitation (spec 4 "Activation link ... expired (resend)"): the activationLink machine's
 * `activationLink.reissue` from valid or expired (a used or withdrawn link is refused,
 * RULE_REFUSED notAllowedInState), a new token, the e-mail again. Only for a pending user (one who
 * activated has nothing to resend). Anything unexpected is spec 8 "resend failed".
 */
export async function resendInvitation(services: AppServices, viewer: UserAdminViewer, userId: string): Promise<void> {
  requireManager(viewer);
  const now = services.now();
  try {
    const sent = await services.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
      if (!user || !canManageUser(viewer, user)) throw portalError('NOT_FOUND');
      const invitation = await lockInvitationOf(trx, user.id);
      if (!invitation) throw portalError('NOT_FOUND');
      const { token } = await applyInvitationEvent(trx, invitation, { type: 'activationLink.reissue', now: now.toISOString() }, now, { userId: viewer.userId, role: viewer.role });
      const [inviter, stored] = await Promise.all([
        trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', viewer.userId).executeTakeFirstOrThrow(),
        trx.selectFrom('user_invitations').select('context').where('id', '=', invitation.id).executeTakeFirstOrThrow(),
      ]);
      return { user, token: token!, inviterName: `${inviter.first_name} ${inviter.last_name}`, expiresAt: (stored.context as { expiresAt: string }).expiresAt };
    });
    await sendInvitation(services, {
      to: sent.user.email, firstName: sent.user.first_name, buyerName: viewer.buyer.name, inviterName: sent.inviterName, token: sent.token,
      userId: sent.user.id, buyerId: viewer.buyer.id, expiresAt: sent.expiresAt,
    });
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions['code'] : undefined;
    if (code === RULE_REFUSED || code === 'NOT_FOUND' || code === 'FORBIDDEN') throw error;
    console.error('[users] resend failed', error);
    throw portalError('INVITATION_RESEND_FAILED');
  }
}
