import { sql } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { HANDOFF_MAX_TTL_MS, mintHandoffToken, verifyHandoffToken } from '../../auth/handoffToken';
import { portalError } from '../../graphql/errors';
import { applyDomainEvent } from '../../rulebook/enforce';
import type { AppServices } from '../../http/services';
import { isSafeReturnUrl } from '../../../machines/rules/navigation';
import { BUYER_ADMIN_ROLE } from '../../../machines/rules/roleAudiences';

/**
 * Support opens a buyer's portal (issue 14 item 6; spec 2 "/x-session with query values data, path
 * and jwtAuth starts a session handoff"): a single-use handoff token (five minutes) for the buyer's
 * primary user, or else its first active administrator, and an audit entry in the buyer's trail
 * (`supportHandoff.issued`: which support agent, as whom, until when), so the buyer's Account
 * Activity shows that support opened the portal. The entry is written before the token is handed
 * out: a token nobody recorded never exists.
 *
 * The entry is the supportHandoff machine's decision (machines/domain/supportHandoff.ts, from
 * `requested` to `issued`), through applyDomainEvent like every audited change: the handoff exists
 * only as this entry, so the stored state it is decided from is always `requested`.
 */
export const SUPPORT_HANDOFF_EVENT = 'supportHandoff.issued' as const;

export interface IssuedHandoff {
  url: string;
  expiresAt: Date;
  userEmail: string;
}

export async function openBuyerPortal(
  services: AppServices,
  support: { userId: string; role: string; programId: string },
  buyerId: string,
  path: string | null,
): Promise<IssuedHandoff> {
  const now = services.now();
  const target = path && isSafeReturnUrl(path) ? path : '/';
  const buyer = await services.db.selectFrom('buyers').select(['id', 'program_id']).where('id', '=', buyerId).executeTakeFirst();
  if (!buyer || buyer.program_id !== support.programId) throw portalError('NOT_FOUND');
  const user = await services.db
    .selectFrom('users')
    .select(['id', 'email', 'is_primary_user'])
    .where('buyer_id', '=', buyer.id)
    .where('status', '=', 'active')
    .where('user_type', '=', 'BUYER')
    .where((eb) => eb.or([eb('is_primary_user', '=', true), sql<boolean>`roles @> ${JSON.stringify([BUYER_ADMIN_ROLE])}::jsonb`]))
    .orderBy('is_primary_user', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  if (!user) throw portalError('NOT_FOUND');
  const token = mintHandoffToken(services.keys.handoff, user.id, now);
  const payload = verifyHandoffToken(services.keys.handoff, token, now);
  if (!payload) throw new Error('openBuyerPortal: a freshly minted handoff token does not verify');
  const expiresAt = new Date(now.getTime() + HANDOFF_MAX_TTL_MS);
  await services.db.transaction().execute((trx) =>
    applyDomainEvent(trx, {
      entry: catalogEntry('supportHandoff'),
      entity: { type: 'supportHandoff', id: payload.jti, buyerId: buyer.id },
      stored: { value: 'requested' },
      event: { type: SUPPORT_HANDOFF_EVENT, asUserId: user.id, asUser: user.email, path: target, expiresAt: expiresAt.toISOString(), now: now.toISOString() },
      now,
      actor: { userId: support.userId, role: support.role },
    }),
  );
  const query = new URLSearchParams({ jwtAuth: token, path: target });
  return { url: `/x-session?${query.toString()}`, expiresAt, userEmail: user.email };
}
