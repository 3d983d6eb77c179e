import type { GraphQLContext } from '../../graphql/context';
import { UUID_PATTERN } from '../invoices/paging';
import { MFA_NOTIFICATION_KIND } from '../mfa/mfaCodes';

/**
 * TEST-ONLY path for the browser journey (e2e/purchase-cards.spec.ts): the code sent for one of the
 * viewer's own challenges, read from the outbox, outside production only. It exists until the
 * development outbox page (another issue) lands; then the journey reads the code there and this
 * field goes. It gives nothing the outbox does not already keep for the development outbox page.
 */
export async function testingMfaCode(context: GraphQLContext, challengeId: string | null | undefined): Promise<string | null> {
  if (context.services.config.environment === 'production' || (challengeId && !UUID_PATTERN.test(challengeId))) return null;
  const { db } = context.services;
  let tokens = db.selectFrom('mfa_tokens').select(['created_at', 'user_id']).where('user_id', '=', context.viewer.user.id);
  tokens = challengeId ? tokens.where('id', '=', challengeId.toLowerCase()) : tokens.orderBy('created_at', 'desc').limit(1);
  const token = await tokens.executeTakeFirst();
  if (!token || token.user_id !== context.viewer.user.id) return null;
  const message = await db
    .selectFrom('outbox_messages')
    .select('body')
    .where('user_id', '=', token.user_id)
    .where('kind', '=', MFA_NOTIFICATION_KIND)
    // The outbox stamps its rows with the database's clock: allow it to be a little behind ours.
    .where('created_at', '>=', new Date(token.created_at.getTime() - 2_000))
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return message?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
}
