import { userChangeProblems } from '../../../machines/rules/userAdministration';
import { normalisePhoneNumber } from '../../../machines/rules/phoneNumber';
import { portalError } from '../../graphql/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import type { AppServices } from '../../http/services';
import { appendRoleChange, ROLE_CHANGE_RULES } from './roleChangeAudit';
import { canManageUser, requireManager, type UserAdminViewer } from './userAccess';
import type { UpdateUserInput } from './userInput';
import { accountFactsFor, groupFactsFor, lockBuyerUsers, userChangeRefused } from './userRules';

/**
 * Edit User, tabs General (names, e-mail, phone, internal ID, contact types), Notifications
 * (invoice e-mails, invoice permissions) and Group & Role (group, roles). An absent field stays as
 * it is. The rules of spec 5 are checked on the user as it would be after the change, with the
 * account's facts read under the buyer's lock. A deactivated user is not changed any more (spec 4
 * "cannot be reactivated or recovered"): USER_DEACTIVATED. Anything else that fails unexpectedly is
 * spec 8 "update failed" (USER_UPDATE_FAILED).
 */
const EXPECTED = new Set(['USER_CHANGE_REFUSED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'USER_DEACTIVATED']);

export async function updateUser(services: AppServices, viewer: UserAdminViewer, input: UpdateUserInput): Promise<void> {
  requireManager(viewer);
  try {
    await services.db.transaction().execute(async (trx) => {
      await lockBuyerUsers(trx, viewer.buyer.id);
      const user = await trx.selectFrom('users').selectAll().where('id', '=', input.userId).forUpdate().executeTakeFirst();
      if (!user || !canManageUser(viewer, user)) throw portalError('NOT_FOUND');
      if (user.status === 'deleted') throw portalError('USER_DEACTIVATED');
      const email = input.email ?? user.email;
      const internalId = input.internalId === undefined || input.internalId === null ? user.internal_id : input.internalId.trim() || null;
      const phone = input.phone === undefined || input.phone === null ? user.phone : input.phone.trim() || null;
      const roles = input.roles ?? user.roles;
      const groupId = input.groupId ?? user.group_id;
      const contactTypes = input.contactTypes ?? user.contact_types;
      const receive = input.receiveInvoiceEmails ?? user.receive_email;
      if (!groupId) throw portalError('BAD_USER_INPUT', { field: 'input.groupId', reason: 'required' });
      const [account, group] = await Promise.all([
        accountFactsFor(trx, viewer.buyer.id, user.id, { email, internalId }),
        groupFactsFor(trx, viewer, groupId),
      ]);
      const problems = userChangeProblems({
        ...account, ...group, actorIsAccountAdmin: viewer.isAccountAdmin,
        // Only a change of roles is held against the roles the actor may give (and needs one).
        roles: input.roles ?? [],
        contactOnly: user.contact_only,
        phone: input.phone === undefined ? null : phone,
        before: { receiveInvoiceEmails: user.receive_email, primaryContact: user.contact_types.includes('primary') },
        after: { receiveInvoiceEmails: receive, primaryContact: contactTypes.includes('primary') },
        limit: null,
        limitsEnabled: true,
      }).filter((problem) => problem !== 'noRole' || (input.roles !== undefined && input.roles !== null));
      // Payer outside the top level: judged on the roles the user ends with, whichever field changed.
      if (roles.includes('buyerPayer') && !group.groupIsTopLevel && !problems.includes('payerOnlyInTopLevelGroup')) problems.push('payerOnlyInTopLevelGroup');
      if (problems.length > 0) throw userChangeRefused(problems);
      const rolesAfter = user.contact_only ? [] : roles;
      await trx
        .updateTable('users')
        .set({
          first_name: input.firstName ?? user.first_name,
          last_name: input.lastName ?? user.last_name,
          email,
          phone: phone ? normalisePhoneNumber(phone) : null,
          internal_id: internalId,
          roles: JSON.stringify(rolesAfter),
          group_id: groupId,
          contact_types: JSON.stringify(contactTypes),
          receive_email: receive,
          invoice_permissions: JSON.stringify(input.invoicePermissions ?? user.invoice_permissions),
        })
        .where('id', '=', user.id)
        .execute();
      // Last in the transaction: the audit lock is held until the commit.
      await appendRoleChange(trx, {
        buyerId: viewer.buyer.id, user: { id: user.id, firstName: input.firstName ?? user.first_name, lastName: input.lastName ?? user.last_name },
        before: user.roles, after: rolesAfter, actor: { userId: viewer.userId, role: viewer.role }, rule: ROLE_CHANGE_RULES.buyer, now: services.now(),
      });
    });
  } catch (error) {
    if (error instanceof GraphQLError && EXPECTED.has(String(error.extensions['code']))) throw error;
    console.error('[users] update failed', error);
    throw portalError('USER_UPDATE_FAILED');
  }
}
