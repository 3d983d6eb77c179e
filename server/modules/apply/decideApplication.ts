import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import type { BuyerApplicationEvent } from '../../../machines/domain/buyerApplication';
import type { Database } from '../../db/schema';
import { withRetry } from '../../db/withRetry';
import { portalError } from '../../graphql/errors';
import type { AppServices } from '../../http/services';
import { applyDomainEvent } from '../../rulebook/enforce';
import { recordDomainCreation } from '../../rulebook/recordCreation';
import { createInvitation, sendInvitation } from '../users/invitations';
import { NO_PASSWORD } from '../users/inviteUser';
import { APPLICATION_ENTITY, storedStateOf, type ApplicationRow } from './applicationRecords';
import { sendDeclinedNotice, sendLinkedAccountNotice } from './applyNotices';

/**
 * Underwriting's decision on an application (spec 2 Buyer apply; spec 1 "underwriting staff"):
 * one event of the buyerApplication machine, whoever sends it. The demo underwriting job sends it
 * today (underwriting.ts, `decidedBy: 'demoUnderwriting'`); a staff console (issue 14) calls this
 * same function with the staff user as `decidedBy` and actor.
 *
 * In ONE transaction under a lock of the application row: the application's state and the audit
 * entry; the buyer becomes `active` with the approved credit line (or `declined`); on approval the
 * applicant becomes the account's first user: its top-level group, a user in `pending`
 * (userStatus's initial state, on the audit trail) who is the primary contact and Account
 * Administrator, and the activation link (users/invitations.ts: the activationLink machine). After
 * the commit the activation e-mail of issue 11 goes out through the outbox (sendInvitation). An
 * applicant whose e-mail already has a user (e-mail is unique program-wide) gets no second user:
 * that user is linked to the new account and told so. A decision on an application no longer
 * submitted is refused by the machine (RULE_REFUSED notAllowedInState): a job run twice decides once.
 */
export type ApplicationDecision =
  | { kind: 'approve'; approvedLimitMinor?: number }
  | { kind: 'decline'; reason: string };

export interface DecidedApplication {
  row: ApplicationRow;
}

type Actor = { userId: string | null; role: string | null };
type Outcome = { row: ApplicationRow; invite: { token: string; userId: string; expiresAt: string } | null; linkedUserId: string | null };

async function createApplicant(trx: Transaction<Database>, row: ApplicationRow, buyerName: string, now: Date, actor: Actor): Promise<Outcome['invite'] & object> {
  const userId = randomUUID();
  const groupId = randomUUID();
  await trx.insertInto('groups').values({ id: groupId, buyer_id: row.buyer_id, name: buyerName, parent_group_id: null, type: 'reporting', admin_user_id: null }).execute();
  await trx
    .insertInto('users')
    .values({
      id: userId, program_id: row.program_id, buyer_id: row.buyer_id, group_id: groupId, client_id: null,
      email: row.contact_email, first_name: row.contact_first_name, last_name: row.contact_last_name, phone: row.contact_phone,
      language: null, country: null, password_hash: NO_PASSWORD, roles: JSON.stringify(['Buyer:Administrator']), user_type: 'BUYER',
      sso_status: 'Inactive', status: 'pending', contact_types: JSON.stringify(['primary', 'admin', 'billing']), receive_email: true,
      credit_limit_minor: null, parent_user_id: null, client_reference_buyer_id: null, created_at: now, is_primary_user: true,
      status_context: JSON.stringify({ activatedAt: null, suspensionReason: null, deactivatedAt: null, deactivatedBy: null }),
    })
    .execute();
  await trx.updateTable('groups').set({ admin_user_id: userId }).where('id', '=', groupId).execute();
  await recordDomainCreation(trx, {
    entry: catalogEntry('userStatus'),
    entity: { type: 'user', id: userId, buyerId: row.buyer_id },
    input: {},
    event: { type: 'user.invited', roles: ['Buyer:Administrator'], groupId, applicationId: row.id },
    now,
    actor,
  });
  const token = await createInvitation(trx, { userId, buyerId: row.buyer_id, now, actor });
  const invitation = await trx.selectFrom('user_invitations').select('context').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return { token, userId, expiresAt: (invitation.context as { expiresAt: string }).expiresAt };
}

export async function decideApplication(services: AppServices, applicationId: string, decision: ApplicationDecision, decidedBy: string, actor: Actor = { userId: null, role: null }): Promise<DecidedApplication> {
  const now = services.now();
  const outcome = await withRetry(() =>
    services.db.transaction().execute(async (trx): Promise<Outcome> => {
      const row = await trx.selectFrom('buyer_applications').selectAll().where('id', '=', applicationId).forUpdate().executeTakeFirst();
      if (!row) throw portalError('NOT_FOUND');
      const buyer = await trx.selectFrom('buyers').select(['id', 'name']).where('id', '=', row.buyer_id).forUpdate().executeTakeFirstOrThrow();
      const at = now.toISOString();
      const event: BuyerApplicationEvent =
        decision.kind === 'approve'
          ? { type: 'application.approve', approvedLimitMinor: decision.approvedLimitMinor ?? row.requested_limit_minor, decidedBy, now: at }
          : { type: 'application.decline', reason: decision.reason, decidedBy, now: at };
      let updated: ApplicationRow | undefined;
      let invite: Outcome['invite'] = null;
      let linkedUserId: string | null = null;
      await applyDomainEvent(trx, {
        entry: catalogEntry('buyerApplication'),
        entity: { type: APPLICATION_ENTITY, id: row.id, buyerId: row.buyer_id },
        stored: storedStateOf(row),
        event,
        now,
        actor,
        persist: async ({ context, snapshot }) => {
          const approved = snapshot.matches({ decided: 'approved' });
          await trx
            .updateTable('buyers')
            .set(approved ? { status: 'active', credit_approved_minor: context.approvedLimitMinor ?? 0 } : { status: 'declined' })
            .where('id', '=', row.buyer_id)
            .execute();
          let applicantUserId: string | null = null;
          if (approved) {
            const existing = await trx.selectFrom('users').select('id').where('program_id', '=', row.program_id).where((eb) => eb(eb.fn('lower', ['email']), '=', row.contact_email)).executeTakeFirst();
            if (existing) {
              await trx.insertInto('user_buyer_links').values({ user_id: existing.id, buyer_id: row.buyer_id }).execute();
              applicantUserId = existing.id;
              linkedUserId = existing.id;
            } else {
              invite = await createApplicant(trx, row, buyer.name, now, actor);
              applicantUserId = invite.userId;
            }
          }
          updated = await trx
            .updateTable('buyer_applications')
            .set({ status: approved ? 'approved' : 'declined', context: JSON.stringify(context), decided_at: now, applicant_user_id: applicantUserId })
            .where('id', '=', row.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        },
      });
      if (!updated) throw new Error('decideApplication: the decision was not stored');
      return { row: updated, invite, linkedUserId };
    }),
  );
  const { row, invite, linkedUserId } = outcome;
  const buyerName = (await services.db.selectFrom('buyers').select('name').where('id', '=', row.buyer_id).executeTakeFirstOrThrow()).name;
  if (invite) {
    const program = await services.db.selectFrom('programs').select('name').where('id', '=', row.program_id).executeTakeFirst();
    await sendInvitation(services, {
      to: row.contact_email, firstName: row.contact_first_name, buyerName, inviterName: program?.name ?? 'your trade credit program', token: invite.token,
      userId: invite.userId, buyerId: row.buyer_id, expiresAt: invite.expiresAt,
    });
  } else if (linkedUserId) {
    await sendLinkedAccountNotice(services, row, buyerName, linkedUserId);
  } else if (row.status === 'declined') {
    await sendDeclinedNotice(services, row, buyerName);
  }
  return { row };
}
