import { fromCallback, fromPromise } from 'xstate';
import type { EventObject } from 'xstate';
import { developersMachine } from '../../machines/app/developers/developersMachine';
import { DELIVERY_REFRESH_MS, type ApiKeyItem, type DevelopersActors, type DevelopersData, type WebhookEndpointItem } from '../../machines/app/developers/developersTypes';
import { CreateApiKeyDocument, DevelopersPageDocument, RegisterWebhookEndpointDocument, RevokeApiKeyDocument, SetWebhookEndpointEnabledDocument } from './generated/graphql';
import type { ApiKeyFieldsFragment, WebhookEndpointFieldsFragment } from './generated/graphql';
import { mutate, query } from './graphqlClient';

/** Browser implementations of the Developers page's actors (machines/app/developers). */
const toKey = (k: ApiKeyFieldsFragment): ApiKeyItem => ({ id: k.id, name: k.name, mode: k.mode, scopes: k.scopes, prefix: k.prefix, status: k.status, createdAt: k.createdAt, lastUsedAt: k.lastUsedAt });
const toEndpoint = (e: WebhookEndpointFieldsFragment): WebhookEndpointItem => ({ id: e.id, url: e.url, mode: e.mode, eventTypes: e.eventTypes, status: e.status });

export const developersActors: DevelopersActors = {
  loadDevelopers: fromPromise<DevelopersData, void>(async () => {
    const page = await query(DevelopersPageDocument, {}, { fetchPolicy: 'network-only' });
    return { keys: page.apiKeys.map(toKey), endpoints: page.webhookEndpoints.map(toEndpoint), deliveries: page.webhookDeliveries };
  }),
  createApiKey: fromPromise<{ key: ApiKeyItem; secret: string }, { name: string; mode: ApiKeyItem['mode']; scopes: readonly string[] }>(async ({ input }) => {
    const { createApiKey } = await mutate(CreateApiKeyDocument, { input: { name: input.name, mode: input.mode, scopes: [...input.scopes] } });
    return { key: toKey(createApiKey.apiKey), secret: createApiKey.secret };
  }),
  revokeApiKey: fromPromise<ApiKeyItem, { id: string }>(async ({ input }) => toKey((await mutate(RevokeApiKeyDocument, { id: input.id })).revokeApiKey)),
  registerWebhookEndpoint: fromPromise<{ endpoint: WebhookEndpointItem; signingSecret: string }, { url: string; mode: ApiKeyItem['mode']; eventTypes: readonly string[] }>(async ({ input }) => {
    const { registerWebhookEndpoint } = await mutate(RegisterWebhookEndpointDocument, { input: { url: input.url, mode: input.mode, eventTypes: [...input.eventTypes] } });
    return { endpoint: toEndpoint(registerWebhookEndpoint.endpoint), signingSecret: registerWebhookEndpoint.signingSecret };
  }),
  setWebhookEndpointEnabled: fromPromise<WebhookEndpointItem, { id: string; enabled: boolean }>(async ({ input }) => toEndpoint((await mutate(SetWebhookEndpointEnabledDocument, input)).setWebhookEndpointEnabled)),
  watchDeliveries: fromCallback<EventObject>(({ sendBack }) => {
    const timer = setInterval(() => sendBack({ type: 'developers.refresh' }), DELIVERY_REFRESH_MS);
    return () => clearInterval(timer);
  }),
};

export const developersLogic = developersMachine.provide({ actors: { ...developersActors } });
