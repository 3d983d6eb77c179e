import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { catalogEntry } from '../../../machines/catalog';
import { normaliseEmail } from '../../../machines/rules/userAdministration';
import {
  SELLER_USER_FIELDS, sellerInviteFieldsSchema, SELLER_USER_RULES, sellerInviteProblems, sellerRoleChangeProblems, sellerSuspensionProblems,
  type SellerUserProblem,
} from '../../../machines/rules/sellerUsers';
import type { Database } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import { idSchema, parseInput } from '../../graphql/parseInput';
import { recordDomainCreation } from '../../rulebook/recordCreation';
import { applyInvitationEvent, createInvitation, lockInvitationOf, sendInvitation } from '../users/invitations';
import { NO_PASSWORD } from '../users/inviteUser';
import { appendRoleChange, ROLE_CHANGE_RULES } from '../users/roleChangeAudit';
import { endSessionsOf } from '../users/userStatusCommands';
import { applyUserStatusEvent } from '../users/userStatusMachine';
import { CLIENT_ADMIN_ROLE, requireClientAdministrator } from './customerAccess';

/**
 * The seller's administrator manages the seller's own users (issue 14; spec 6 clientAdministrator
 * "manages users and account info"), with the buyers' machinery, not a copy of it: the user row
 * starts `pending` on the userStatus machine (recorded on the audit trail), the invitation is the
 * buyers' activation link (server/modules/users/invitations.ts, with no buyer: migration 0036) and
 * its e-mail goes through the outbox; suspend and re-enable are userStatus events applied through
 * `applyDomainEvent`, and a suspension ends the user's sessions everywhere. The rules are
 * machines/rules/sellerUsers.ts (seller roles only, one user per e-mail, and administrators never
 * lower or suspend their own account), refused as USER_CHANGE_REFUSED in the rule's words.
 */
export const inviteClientUserSchema = sellerInviteFieldsSchema.extend({
  idempotencyKey: z.string().min(8).max(100),
  email: sellerInviteFieldsSchema.shape.email.transform(normaliseEmail),
  // Any text: a role that is not the seller's is the rule's refusal (notSellerRole), in its words.
  role: z.string().max(40),
});
const roleChangeSchema = z.object({ userId: idSchema, role: z.string().max(40) });
const userIdSchema = z.object({ userId: idSchema });

type Admin = { userId: string; programId: string; clientId: string | null };
const actorOf = (admin: Admin) => ({ userId: admin.userId, role: CLIENT_ADMIN_ROLE });

function adminOf(context: GraphQLContext): Admin {
  const { programId, clientId } = requireClientAdministrator(context);
  return { userId: context.viewer.user.id, programId, clientId };
}

export function sellerUserRefused(problems: readonly SellerUserProblem[]): GraphQLError {
  const first = problems[0]!;
  const messageId = (problem: SellerUserProblem) => `staff.clientUsers.rule.${problem}`;
  return new GraphQLError(SELLER_USER_RULES[first], {
    extensions: {
      code: 'USER_CHANGE_REFUSED',
      messageId: messageId(first),
      problems: problems.map((problem) => ({ code: problem, field: SELLER_USER_FIELDS[problem], messageId: messageId(problem) })),
    },
  });
}

/** A user of the administrator's own seller (program and client), locked; NOT_FOUND for anyone else. */
async function lockSellerUser(trx: Transaction<Database>, admin: Admin, userId: string) {
  let query = trx.selectFrom('users').selectAll().where('id', '=', userId.toLowerCase()).where('program_id', '=', admin.programId).where('user_type', '=', 'CLIENT');
  query = admin.clientId ? query.where('client_id', '=', admin.clientId) : query.where('client_id', 'is', null);
  const user = await query.forUpdate().executeTakeFirst();
  if (!user) throw portalError('NOT_FOUND');
  return user;
}

/** One lock per seller serialises its user changes, like a buyer's row for its users (advisory, both databases take it on the program row). */
const lockSeller = (trx: Transaction<Database>, admin: Admin) => trx.selectFrom('programs').select('id').where('id', '=', admin.programId).forUpdate().executeTakeFirstOrThrow();

export async function inviteClientUser(context: GraphQLContext, rawInput: unknown): Promise<string> {
  const admin = adminOf(context);
  const input = parseInput(inviteClientUserSchema, rawInput, 'input');
  const { services } = context;
  const now = services.now();
  const outcome = await services.db.transaction().execute(async (trx) => {
    await lockSeller(trx, admin);
    const replay = await trx.selectFrom('users').select('id').where('program_id', '=', admin.programId).where('user_type', '=', 'CLIENT').where('invite_key', '=', input.idempotencyKey).executeTakeFirst();
    if (replay) return { id: replay.id, token: null, inviter: '' };
    const taken = await trx.selectFrom('users').select('id').where('program_id', '=', admin.programId).where(sql<string>`lower(email)`, '=', input.email.toLowerCase()).executeTakeFirst();
    const problems = sellerInviteProblems({ role: input.role, emailTaken: Boolean(taken) });
    if (problems.length > 0) throw sellerUserRefused(problems);
    const inviter = await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', admin.userId).executeTakeFirstOrThrow();
    const id = randomUUID();
    await trx
      .insertInto('users')
      .values({
        id, program_id: admin.programId, buyer_id: null, group_id: null, client_id: admin.clientId,
        email: input.email, first_name: input.firstName, last_name: input.lastName, phone: null, language: null, country: null,
        password_hash: NO_PASSWORD, roles: JSON.stringify([input.role]), user_type: 'CLIENT', sso_status: 'Inactive', status: 'pending',
        contact_types: JSON.stringify([]), receive_email: false, credit_limit_minor: null, parent_user_id: admin.userId, client_reference_buyer_id: null,
        created_at: now, invoice_permissions: JSON.stringify([]), invite_key: input.idempotencyKey,
        status_context: JSON.stringify({ activatedAt: null, suspensionReason: null, deactivatedAt: null, deactivatedBy: null }),
      })
      .execute();
    await recordDomainCreation(trx, {
      entry: catalogEntry('userStatus'), entity: { type: 'user', id, buyerId: null }, input: {},
      event: { type: 'user.invited', roles: [input.role], groupId: null }, now, actor: actorOf(admin),
    });
    const token = await createInvitation(trx, { userId: id, buyerId: null, now, actor: actorOf(admin) });
    return { id, token, inviter: `${inviter.first_name} ${inviter.last_name}` };
  });
  if (outcome.token) {
    const [invitation, program] = await Promise.all([
      services.db.selectFrom('user_invitations').select('context').where('user_id', '=', outcome.id).executeTakeFirstOrThrow(),
      services.db.selectFrom('programs').select('name').where('id', '=', admin.programId).executeTakeFirstOrThrow(),
    ]);
    await sendInvitation(services, {
      to: input.email, firstName: input.firstName, buyerName: program.name, inviterName: outcome.inviter, token: outcome.token,
      userId: outcome.id, buyerId: null, expiresAt: (invitation.context as { expiresAt: string }).expiresAt,
    });
  }
  return outcome.id;
}

export async function setClientUserRole(context: GraphQLContext, args: unknown): Promise<string> {
  const admin = adminOf(context);
  const input = parseInput(roleChangeSchema, args, 'args');
  await context.services.db.transaction().execute(async (trx) => {
    await lockSeller(trx, admin);
    const user = await lockSellerUser(trx, admin, input.userId);
    const problems = sellerRoleChangeProblems({ actingUserId: admin.userId, targetUserId: user.id, role: input.role });
    if (problems.length > 0) throw sellerUserRefused(problems);
    if (user.status === 'deleted') throw portalError('USER_DEACTIVATED');
    await trx.updateTable('users').set({ roles: JSON.stringify([input.role]) }).where('id', '=', user.id).execute();
    // Last in the transaction: the audit lock is held until the commit.
    await appendRoleChange(trx, {
      buyerId: null, user: { id: user.id, firstName: user.first_name, lastName: user.last_name },
      before: user.roles, after: [input.role], actor: actorOf(admin), rule: ROLE_CHANGE_RULES.seller, now: context.services.now(),
    });
  });
  return input.userId.toLowerCase();
}

/**
 * Resend a pending seller user's invitation, as the buyers' Resend invitation does
 * (server/modules/users/resendInvitation.ts): the activationLink machine's `activationLink.reissue`
 * from valid or expired (a used or withdrawn link is refused, RULE_REFUSED notAllowedInState), a
 * new token, the e-mail again through the outbox. NOT_FOUND for a user who has no invitation.
 */
export async function resendClientUserInvitation(context: GraphQLContext, args: unknown): Promise<string> {
  const admin = adminOf(context);
  const { userId } = parseInput(userIdSchema, args, 'args');
  const { services } = context;
  const now = services.now();
  const sent = await services.db.transaction().execute(async (trx) => {
    await lockSeller(trx, admin);
    const user = await lockSellerUser(trx, admin, userId);
    const invitation = await lockInvitationOf(trx, user.id);
    if (!invitation) throw portalError('NOT_FOUND');
    const { token } = await applyInvitationEvent(trx, invitation, { type: 'activationLink.reissue', now: now.toISOString() }, now, actorOf(admin));
    const [inviter, stored, program] = await Promise.all([
      trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', admin.userId).executeTakeFirstOrThrow(),
      trx.selectFrom('user_invitations').select('context').where('id', '=', invitation.id).executeTakeFirstOrThrow(),
      trx.selectFrom('programs').select('name').where('id', '=', admin.programId).executeTakeFirstOrThrow(),
    ]);
    return {
      user, token: token!, inviterName: `${inviter.first_name} ${inviter.last_name}`, programName: program.name,
      expiresAt: (stored.context as { expiresAt: string }).expiresAt,
    };
  });
  await sendInvitation(services, {
    to: sent.user.email, firstName: sent.user.first_name, buyerName: sent.programName, inviterName: sent.inviterName, token: sent.token,
    userId: sent.user.id, buyerId: null, expiresAt: sent.expiresAt,
  });
  return sent.user.id;
}

/** Suspend (an active user, never one's own account) or re-enable (a suspended one): the userStatus machine decides what the status allows. */
export async function setClientUserSuspended(context: GraphQLContext, args: unknown, suspend: boolean): Promise<string> {
  const admin = adminOf(context);
  const { userId } = parseInput(userIdSchema, args, 'args');
  const { services } = context;
  const now = services.now();
  const id = await services.db.transaction().execute(async (trx) => {
    await lockSeller(trx, admin);
    const user = await lockSellerUser(trx, admin, userId);
    if (suspend) {
      const problems = sellerSuspensionProblems({ actingUserId: admin.userId, targetUserId: user.id });
      if (problems.length > 0) throw sellerUserRefused(problems);
    }
    await applyUserStatusEvent(trx, user, suspend ? { type: 'user.suspend', reason: 'sellerAdministrator' } : { type: 'user.reEnable' }, now, actorOf(admin));
    return user.id;
  });
  if (suspend) await endSessionsOf(services, id);
  return id;
}
