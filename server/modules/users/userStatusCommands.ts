import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { DeactivationFacts } from '../../../machines/rules/userDeactivation';
import { portalError } from '../../graphql/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import type { AppServices } from '../../http/services';
import { endSession } from '../../auth/endSession';
import { RULE_REFUSED } from '../../rulebook/ruleRefusedError';
import { canManageUser, requireManager, type UserAdminViewer } from './userAccess';
import { applyInvitationEvent, lockInvitationOf } from './invitations';
import { lockBuyerUsers } from './userRules';
import { applyUserStatusEvent } from './userStatusMachine';

/**
 * Suspend, re-enable, the Active/Inactive toggle (disable, enable) and deactivate (spec 4 "User status": suspended users can be re-enabled;
 * deactivated users cannot be reactivated or recovered). Each goes through the userStatus machine,
 * which refuses what the state does not allow (RULE_REFUSED `notAllowedInState`) and deactivation
 * with the rules of machines/rules/userDeactivation.ts (RULE_REFUSED `canBeDeactivated` with the
 * failed checks as subRules). A suspended, switched-off or deactivated user's sessions end at once on every
 * instance (endSession: revoked, dropped from every session cache through `sessionEnded`). A
 * pending user's invitation is withdrawn when they are deactivated.
 */
export type UserStatusCommand = { kind: 'suspend'; reason: string } | { kind: 'reEnable' } | { kind: 'deactivate' } | { kind: 'disable' } | { kind: 'enable' };

type LockedUser = { id: string; is_primary_user: boolean; receive_email: boolean; contact_types: string[] };

/**
 * What the deactivation rules need to know (machines/rules/userDeactivation.ts). Counts are of
 * other users who are not deactivated; switching a user off (`inactive`) also leaves out the users
 * who are already switched off, since they receive no invoice e-mails and cannot act as contact.
 */
async function deactivationFacts(trx: Transaction<Database>, viewer: UserAdminViewer, user: LockedUser, excluding: readonly string[]): Promise<DeactivationFacts> {
  const others = trx.selectFrom('users').where('buyer_id', '=', viewer.buyer.id).where('status', 'not in', [...excluding]).where('id', '<>', user.id);
  const [receivers, primaries, links] = await Promise.all([
    others.select(sql<number>`count(*)::int`.as('n')).where('receive_email', '=', true).executeTakeFirstOrThrow(),
    others.select(sql<number>`count(*)::int`.as('n')).where(sql<boolean>`contact_types @> '["primary"]'::jsonb`).executeTakeFirstOrThrow(),
    trx.selectFrom('user_buyer_links').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', user.id).where('buyer_id', '<>', viewer.buyer.id).executeTakeFirstOrThrow(),
  ]);
  return {
    targetUserId: user.id, actingUserId: viewer.userId, isPrimaryUser: user.is_primary_user,
    receivesInvoiceEmails: user.receive_email, otherInvoiceReceiverCount: Number(receivers.n),
    isPrimaryContact: user.contact_types.includes('primary'), otherPrimaryContactCount: Number(primaries.n),
    linkedAccountCount: Number(links.n),
  };
}

const isRefusal = (error: unknown) => error instanceof GraphQLError && (error.extensions['code'] === RULE_REFUSED || error.extensions['code'] === 'FORBIDDEN' || error.extensions['code'] === 'NOT_FOUND');

export async function runUserStatusCommand(services: AppServices, viewer: UserAdminViewer, userId: string, command: UserStatusCommand): Promise<void> {
  requireManager(viewer);
  const now = services.now();
  const actor = { userId: viewer.userId, role: viewer.role };
  let endsSessions = false;
  try {
    await services.db.transaction().execute(async (trx) => {
      await lockBuyerUsers(trx, viewer.buyer.id);
      const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
      if (!user || !canManageUser(viewer, user)) throw portalError('NOT_FOUND');
      if (command.kind === 'suspend') {
        await applyUserStatusEvent(trx, user, { type: 'user.suspend', reason: command.reason }, now, actor);
        endsSessions = true;
        return;
      }
      if (command.kind === 'reEnable') {
        await applyUserStatusEvent(trx, user, { type: 'user.reEnable' }, now, actor);
        return;
      }
      if (command.kind === 'enable') {
        await applyUserStatusEvent(trx, user, { type: 'user.enable' }, now, actor);
        return;
      }
      if (command.kind === 'disable') {
        const facts = await deactivationFacts(trx, viewer, user, ['deleted', 'inactive']);
        await applyUserStatusEvent(trx, user, { type: 'user.disable', facts }, now, actor);
        endsSessions = true;
        return;
      }
      const facts = await deactivationFacts(trx, viewer, user, ['deleted']);
      await applyUserStatusEvent(trx, user, { type: 'user.deactivate', facts, now: now.toISOString() }, now, actor);
      endsSessions = true;
      const invitation = await lockInvitationOf(trx, user.id);
      if (invitation && (invitation.status === 'valid' || invitation.status === 'expired')) {
        await applyInvitationEvent(trx, invitation, { type: 'activationLink.withdraw', now: now.toISOString() }, now, actor);
      }
    });
  } catch (error) {
    if (isRefusal(error) || command.kind !== 'deactivate') throw error;
    // Spec 8 "deactivate failed": anything but a rule's refusal.
    console.error('[users] deactivate failed', error);
    throw portalError('USER_DEACTIVATE_FAILED');
  }
  if (endsSessions) await endSessionsOf(services, userId);
}

/** Ends every live session of the user, everywhere (after the status change committed). */
export async function endSessionsOf(services: AppServices, userId: string): Promise<number> {
  const sessions = await services.db.selectFrom('sessions').select('id_hash').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  for (const session of sessions) await endSession(services, session.id_hash);
  return sessions.length;
}
