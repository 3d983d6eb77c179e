import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { stateValueFor } from '../../../machines/domain/domainKit';
import { activationLinkMachine, activationLinkStatus, type ActivationLinkContext, type ActivationLinkEvent } from '../../../machines/domain/activationLink';
import { activationLinkExpiry } from '../../../machines/rules/activationLink';
import type { Database } from '../../db/schema';
import type { AppServices } from '../../http/services';
import { applyDomainEvent } from '../../rulebook/enforce';
import { recordDomainCreation } from '../../rulebook/recordCreation';

/**
 * The invitation's enrol link (spec 4 "Activation link", 5 "The invite message must contain an
 * enrol link"): `<PUBLIC_URL>/sign-up?activation=<token>`. The token is 32 random bytes; only its
 * sha256 is stored (user_invitations.token_hash), so the database cannot hand a link out. Its life
 * is the activationLink machine (valid, expired, used, withdrawn), applied through the rule book;
 * resending (`activationLink.reissue`) renews the expiry and replaces the token, so an older link
 * stops working. Issue 12's sign-up page finds the row by `invitationByToken` and sends
 * `activationLink.open` / `activationLink.activate` through `applyInvitationEvent`.
 */
export const INVITATION_KIND = 'user.invitation';
export const ACTIVATION_QUERY = 'activation';

export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
const newToken = (): string => randomBytes(32).toString('base64url');

export function enrolLink(services: AppServices, token: string): string {
  return `${services.config.publicUrl}/sign-up?${ACTIVATION_QUERY}=${encodeURIComponent(token)}`;
}

type Actor = { userId: string | null; role: string | null };

/** A new invitation row in `valid` (the machine's initial state), on the audit trail. Returns the token for the e-mail. */
export async function createInvitation(trx: Transaction<Database>, invitation: { userId: string; buyerId: string | null; now: Date; actor: Actor }): Promise<string> {
  const token = newToken();
  const context: ActivationLinkContext = { expiresAt: activationLinkExpiry(invitation.now.toISOString()) ?? invitation.now.toISOString(), activatedAt: null, resentAt: null };
  const row = await trx
    .insertInto('user_invitations')
    .values({
      user_id: invitation.userId, buyer_id: invitation.buyerId, token_hash: tokenHashOf(token), status: 'valid', context: JSON.stringify(context),
      sent_by: invitation.actor.userId, sent_at: invitation.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordDomainCreation(trx, {
    entry: catalogEntry('activationLink'),
    entity: { type: 'userInvitation', id: row.id, buyerId: invitation.buyerId },
    input: context,
    event: { type: 'activationLink.sent', userId: invitation.userId },
    now: invitation.now,
    actor: invitation.actor,
  });
  return token;
}

export interface StoredInvitation {
  id: string;
  user_id: string;
  /** Null for a seller (CLIENT) user. */
  buyer_id: string | null;
  status: string;
  context: unknown;
}

export async function lockInvitationOf(trx: Transaction<Database>, userId: string): Promise<StoredInvitation | undefined> {
  return trx.selectFrom('user_invitations').select(['id', 'user_id', 'buyer_id', 'status', 'context']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

/**
 * Applies an activationLink event to a locked invitation and stores the outcome; a reissue or a
 * resend also stores a new token (returned for the e-mail).
 */
export async function applyInvitationEvent(
  trx: Transaction<Database>,
  invitation: StoredInvitation,
  event: ActivationLinkEvent,
  now: Date,
  actor: Actor,
): Promise<{ status: string; token: string | null }> {
  // A renewed link (an administrator's reissue, the user's own resend of an expired one) is a new token.
  const token = event.type === 'activationLink.reissue' || event.type === 'activationLink.resend' ? newToken() : null;
  const applied = await applyDomainEvent(trx, {
    entry: catalogEntry('activationLink'),
    entity: { type: 'userInvitation', id: invitation.id, buyerId: invitation.buyer_id },
    stored: { value: stateValueFor(activationLinkMachine, invitation.status), context: invitation.context as ActivationLinkContext },
    event,
    now,
    actor,
    persist: async ({ snapshot }) => {
      await trx
        .updateTable('user_invitations')
        .set({
          status: activationLinkStatus(snapshot),
          context: JSON.stringify(snapshot.context),
          ...(token ? { token_hash: tokenHashOf(token), sent_at: now, sent_by: actor.userId } : {}),
        })
        .where('id', '=', invitation.id)
        .execute();
    },
  });
  return { status: activationLinkStatus(applied.snapshot), token };
}

/** The invitation a link's token opens (issue 12's sign-up page), or undefined. */
export async function invitationByToken(trx: Transaction<Database>, token: string): Promise<StoredInvitation | undefined> {
  return trx.selectFrom('user_invitations').select(['id', 'user_id', 'buyer_id', 'status', 'context']).where('token_hash', '=', tokenHashOf(token)).forUpdate().executeTakeFirst();
}

/** The invitation e-mail, sent after the commit (server/notify). */
export async function sendInvitation(
  services: AppServices,
  message: { to: string; firstName: string; buyerName: string; inviterName: string; token: string; userId: string; buyerId: string | null; expiresAt: string },
): Promise<void> {
  const program = await services.db.selectFrom('programs').select('name').where('id', '=', services.config.programId).executeTakeFirst();
  const portal = program?.name ?? 'the buyer portal';
  await services.notifier.send({
    channel: 'email',
    to: message.to,
    kind: INVITATION_KIND,
    subject: `You are invited to ${portal}`,
    text: [
      `Hello ${message.firstName},`,
      '',
      `${message.inviterName} invited you to ${message.buyerName}'s account on ${portal}.`,
      'Set up your sign-in with this link:',
      enrolLink(services, message.token),
      '',
      `The link works until ${message.expiresAt} (UTC). If it has expired, ask ${message.inviterName} to send the invitation again.`,
    ].join('\n'),
    buyerId: message.buyerId,
    userId: message.userId,
  });
}
