import { randomUUID } from 'node:crypto';
import { catalogEntry } from '../../../machines/catalog';
import { effectiveIndividualLimit } from '../../../machines/rules/individualCreditLimit';
import { userChangeProblems } from '../../../machines/rules/userAdministration';
import { normalisePhoneNumber } from '../../../machines/rules/phoneNumber';
import type { AppServices } from '../../http/services';
import { recordDomainCreation } from '../../rulebook/recordCreation';
import { loadControls } from '../purchasingControls/controlsRecords';
import { requireManager, type UserAdminViewer } from './userAccess';
import type { InviteUserInput } from './userInput';
import { createInvitation, sendInvitation } from './invitations';
import { accountFactsFor, groupFactsFor, lockBuyerUsers, userChangeRefused } from './userRules';
import { applyUserStatusEvent } from './userStatusMachine';

/**
 * Invite New User and Create Contact User (spec 2, 3 User, 5). In one transaction under the buyer's
 * lock: the rules (userAdministration.ts, individualCreditLimit.ts) with the facts of the account;
 * the user row in the userStatus machine's initial state `pending` (recorded on the audit trail);
 * for an invitation, the activation link (`valid`, 72 hours). After the commit the invitation
 * e-mail goes out through the outbox. A contact user never signs in: no password, no invitation;
 * it is activated at once (`user.activate`), so it counts as a receiver and contact.
 *
 * The limit: the inviter is the viewer. Left blank, the user gets the inviter's own limit (null:
 * none); Individual Credit Limits off, no limit at all (spec 4 "Disabling individual limits removes
 * all existing limits").
 */
export interface InvitedUser {
  id: string;
  replayed: boolean;
}

/** A password hash no password matches (verifyPassword refuses a malformed value): invited and contact users cannot sign in with one. */
export const NO_PASSWORD = '!';

export async function inviteUser(services: AppServices, viewer: UserAdminViewer, input: InviteUserInput): Promise<InvitedUser> {
  requireManager(viewer);
  const now = services.now();
  const actor = { userId: viewer.userId, role: viewer.role };
  const outcome = await services.db.transaction().execute(async (trx) => {
    await lockBuyerUsers(trx, viewer.buyer.id);
    const replay = await trx.selectFrom('users').select('id').where('buyer_id', '=', viewer.buyer.id).where('invite_key', '=', input.idempotencyKey).executeTakeFirst();
    if (replay) return { id: replay.id, replayed: true, token: null, inviter: null };
    const [account, group, controls, inviter] = await Promise.all([
      accountFactsFor(trx, viewer.buyer.id, null, { email: input.email, internalId: input.internalId }),
      groupFactsFor(trx, viewer, input.groupId),
      loadControls(trx, viewer.buyer.id),
      trx.selectFrom('users').select(['credit_limit_minor', 'first_name', 'last_name']).where('id', '=', viewer.userId).executeTakeFirstOrThrow(),
    ]);
    const limitsEnabled = controls.individualCreditLimits === 'Enabled';
    const problems = userChangeProblems({
      ...account, ...group, actorIsAccountAdmin: viewer.isAccountAdmin,
      roles: input.roles, contactOnly: input.contactOnly, phone: input.phone,
      before: null, after: { receiveInvoiceEmails: input.receiveInvoiceEmails, primaryContact: input.contactTypes.includes('primary') },
      limit: { requestedMinor: input.individualCreditLimitMinor, inviterLimitMinor: inviter.credit_limit_minor, companyLineMinor: viewer.buyer.creditApprovedMinor },
      limitsEnabled,
    });
    if (problems.length > 0) throw userChangeRefused(problems);
    const limit = limitsEnabled ? effectiveIndividualLimit({ requestedMinor: input.individualCreditLimitMinor, inviterLimitMinor: inviter.credit_limit_minor }) : null;
    const id = randomUUID();
    await trx
      .insertInto('users')
      .values({
        id, program_id: viewer.buyer.programId, buyer_id: viewer.buyer.id, group_id: input.groupId, client_id: null,
        email: input.email, first_name: input.firstName, last_name: input.lastName, phone: input.phone ? normalisePhoneNumber(input.phone) : null,
        language: null, country: null, password_hash: NO_PASSWORD, roles: JSON.stringify(input.contactOnly ? [] : input.roles), user_type: 'BUYER',
        sso_status: 'Inactive', status: 'pending', contact_types: JSON.stringify(input.contactTypes), receive_email: input.receiveInvoiceEmails,
        credit_limit_minor: limit, parent_user_id: viewer.userId, client_reference_buyer_id: null, created_at: now,
        internal_id: input.internalId, contact_only: input.contactOnly, invoice_permissions: JSON.stringify(input.invoicePermissions),
        status_context: JSON.stringify({ activatedAt: null, suspensionReason: null, deactivatedAt: null, deactivatedBy: null }), invite_key: input.idempotencyKey,
      })
      .execute();
    await recordDomainCreation(trx, {
      entry: catalogEntry('userStatus'),
      entity: { type: 'user', id, buyerId: viewer.buyer.id },
      input: {},
      event: { type: input.contactOnly ? 'user.contactCreated' : 'user.invited', roles: input.roles, groupId: input.groupId },
      now,
      actor,
    });
    if (input.contactOnly) {
      await applyUserStatusEvent(trx, { id, buyer_id: viewer.buyer.id, status: 'pending', status_context: {} }, { type: 'user.activate', now: now.toISOString() }, now, actor);
      return { id, replayed: false, token: null, inviter: null };
    }
    const token = await createInvitation(trx, { userId: id, buyerId: viewer.buyer.id, now, actor });
    return { id, replayed: false, token, inviter: `${inviter.first_name} ${inviter.last_name}` };
  });
  if (outcome.token && outcome.inviter) {
    const invitation = await services.db.selectFrom('user_invitations').select('context').where('user_id', '=', outcome.id).executeTakeFirstOrThrow();
    await sendInvitation(services, {
      to: input.email, firstName: input.firstName, buyerName: viewer.buyer.name, inviterName: outcome.inviter, token: outcome.token,
      userId: outcome.id, buyerId: viewer.buyer.id, expiresAt: (invitation.context as { expiresAt: string }).expiresAt,
    });
  }
  return { id: outcome.id, replayed: outcome.replayed };
}
