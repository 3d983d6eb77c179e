import { z } from 'zod';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { idSchema, parseInput } from '../../graphql/parseInput';
import type { ApiKey, Resolvers, WebhookDelivery, WebhookEndpoint } from '../../schema/generated/resolvers';
import { listWebhookDeliveries, listWebhookEndpoints, registerWebhookEndpoint, setWebhookEndpointEnabled, type WebhookDeliveryRow, type WebhookEndpointRow } from '../webhooks/endpoints';
import { queueWebhookDispatch } from '../webhooks/dispatch';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyActor, type ApiKeyRow } from './apiKeys';

/**
 * The Developers page's GraphQL (server/schema/developers.graphql). Spec 6: clientDeveloper
 * "manages API keys"; so only a CLIENT user of the program holding clientDeveloper reads or changes
 * its keys, endpoints and deliveries (FORBIDDEN for anyone else, buyers, staff and the seller's
 * administrator included). Every id is looked up within the viewer's program (NOT_FOUND otherwise).
 */
export function developerOf(context: GraphQLContext): ApiKeyActor {
  const { user } = context.viewer;
  if (user.user_type !== 'CLIENT' || !(user.roles as string[]).includes('clientDeveloper')) throw portalError('FORBIDDEN');
  return { userId: user.id, role: 'clientDeveloper', programId: user.program_id };
}

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id, name: row.name, mode: row.mode as ApiKey['mode'], scopes: row.scopes as string[], prefix: row.prefix, status: row.status as ApiKey['status'],
  createdAt: row.created_at, lastUsedAt: row.last_used_at, revokedAt: row.revoked_at,
});

const toEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id, url: row.url, mode: row.mode as WebhookEndpoint['mode'], eventTypes: row.event_types as string[], status: row.status as WebhookEndpoint['status'], createdAt: row.created_at,
});

const toDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id, endpointId: row.endpoint_id, eventId: row.event_id, eventType: row.event_type, status: row.status as WebhookDelivery['status'], attempts: row.attempts,
  lastStatusCode: row.last_status_code, lastError: row.last_error, createdAt: row.created_at, deliveredAt: row.delivered_at,
});

const deliveriesArgs = z.object({ endpointId: idSchema.nullish(), first: z.number().int().min(1).max(100).nullish() });
const log = (message: string) => console.warn(message);

export const apiKeyResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    apiKeys: async (_parent, _args, context) => (await listApiKeys(context.services.db, developerOf(context).programId)).map(toApiKey),
    webhookEndpoints: async (_parent, _args, context) => (await listWebhookEndpoints(context.services.db, developerOf(context).programId)).map(toEndpoint),
    webhookDeliveries: async (_parent, args, context) => {
      const actor = developerOf(context);
      const { endpointId, first } = parseInput(deliveriesArgs, args, 'args');
      return (await listWebhookDeliveries(context.services.db, actor.programId, endpointId ?? null, first ?? 50)).map(toDelivery);
    },
  },
  Mutation: {
    createApiKey: async (_parent, { input }, context) => {
      const created = await createApiKey(context.services.db, developerOf(context), input, context.services.now());
      return { apiKey: toApiKey(created.key), secret: created.secret };
    },
    revokeApiKey: async (_parent, { id }, context) => {
      const actor = developerOf(context);
      const parsed = idSchema.safeParse(id);
      if (!parsed.success) throw portalError('NOT_FOUND');
      return toApiKey(await revokeApiKey(context.services.db, actor, parsed.data, context.services.now()));
    },
    registerWebhookEndpoint: async (_parent, { input }, context) => {
      const actor = developerOf(context);
      const registered = await registerWebhookEndpoint(context.services.db, actor, input, context.services.now(), context.services.config);
      queueWebhookDispatch(context.services, 0, log);
      return { endpoint: toEndpoint(registered.endpoint), signingSecret: registered.signingSecret };
    },
    setWebhookEndpointEnabled: async (_parent, { id, enabled }, context) => {
      const actor = developerOf(context);
      const parsed = idSchema.safeParse(id);
      if (!parsed.success) throw portalError('NOT_FOUND');
      const endpoint = await setWebhookEndpointEnabled(context.services.db, actor, parsed.data, enabled, context.services.now());
      if (enabled) queueWebhookDispatch(context.services, 0, log);
      return toEndpoint(endpoint);
    },
  },
};
