import { z } from 'zod';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { describeEntry, leafName } from '../../audit/describeEntry';
import type { ActivityEntry, Resolvers } from '../../schema/generated/resolvers';
import { isProgramWide, resolveBuyerAccount } from '../invoices/chargeScope';
import { parseInput } from '../../graphql/parseInput';
import { ADMIN_OR_PAYER_ROLES, roleIn } from '../../../machines/rules/roleAudiences';

/**
 * accountActivity: the buyer's audit trail in plain words (server/audit/describeEntry.ts). Only
 * Buyer:Administrator and buyerPayer of the account see it (spec 6); seller and staff users, and
 * every other buyer role, are FORBIDDEN.
 */
export const activityArgsSchema = z.object({
  buyerId: z.string().max(100).nullish(),
  first: z.number().int().min(1).max(100).nullish(),
  before: z.number().int().min(1).nullish(),
});

async function resolveActivityBuyer(context: GraphQLContext, requested: string | null | undefined): Promise<string> {
  const buyer = await resolveBuyerAccount(context, requested);
  if (isProgramWide(context.viewer) || !roleIn(context.viewer.user.roles, ADMIN_OR_PAYER_ROLES)) throw portalError('FORBIDDEN');
  return buyer.id;
}

const stateName = (state: unknown): string | null => {
  const value = state !== null && typeof state === 'object' && 'value' in state ? (state as { value: unknown }).value : state;
  return leafName(value) || null;
};

export const activityResolvers: Resolvers = {
  Query: {
    accountActivity: async (_parent, args, context) => {
      const parsed = parseInput(activityArgsSchema, args, 'args');
      const first = parsed.first ?? 50;
      const buyerId = await resolveActivityBuyer(context, parsed.buyerId);
      let query = context.services.db
        .selectFrom('audit_log')
        .select(['seq', 'occurred_at', 'actor_role', 'entity_type', 'entity_id', 'event_type', 'event_payload', 'from_state', 'to_state'])
        .where('buyer_id', '=', buyerId);
      if (parsed.before) query = query.where('seq', '<', parsed.before);
      const rows = await query.orderBy('seq', 'desc').limit(first + 1).execute();
      const entries: ActivityEntry[] = rows.slice(0, first).map((row) => {
        const { messageId, values } = describeEntry(row);
        return {
          seq: Number(row.seq),
          occurredAt: new Date(row.occurred_at),
          actorRole: row.actor_role,
          entityType: row.entity_type,
          entityId: row.entity_id,
          messageId,
          values: Object.entries(values).map(([name, value]) => ({ name, value: String(value) })),
          fromState: stateName(row.from_state),
          toState: stateName(row.to_state),
        };
      });
      return { entries, hasMore: rows.length > first };
    },
  },
};
