import type { CallbackActorLogic, EventObject, PromiseActorLogic } from 'xstate';
import type { ErrorBody } from '../../../src/domain/errors';
import type { ApiKeyMode } from '../../rules/sellerApi';

/** What the Developers page shows (spec 2 Developers; server/schema/developers.graphql). */
export interface ApiKeyItem {
  id: string;
  name: string;
  mode: ApiKeyMode;
  scopes: readonly string[];
  prefix: string;
  status: 'active' | 'revoked';
  createdAt: string;
  lastUsedAt: string | null;
}

export interface WebhookEndpointItem {
  id: string;
  url: string;
  mode: ApiKeyMode;
  eventTypes: readonly string[];
  status: 'enabled' | 'disabled';
}

export interface WebhookDeliveryItem {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  createdAt: string;
}

export interface DevelopersData {
  keys: readonly ApiKeyItem[];
  endpoints: readonly WebhookEndpointItem[];
  deliveries: readonly WebhookDeliveryItem[];
}

export interface NewApiKey {
  name: string;
  mode: ApiKeyMode;
  scopes: readonly string[];
}

export interface NewWebhookEndpoint {
  url: string;
  mode: ApiKeyMode;
  eventTypes: readonly string[];
}

/** A secret the server shows once: the page shows it until the developer dismisses it. */
export interface ShownSecret {
  kind: 'apiKey' | 'signingSecret';
  name: string;
  secret: string;
}

/** How often the open page refreshes the delivery log (src/api/developersActors.ts `watchDeliveries`). */
export const DELIVERY_REFRESH_MS = 3_000;

/** The page's server calls, supplied by src/api/developersActors.ts. Failures reject with an ErrorBody. */
export interface DevelopersActors {
  loadDevelopers: PromiseActorLogic<DevelopersData, void>;
  createApiKey: PromiseActorLogic<{ key: ApiKeyItem; secret: string }, NewApiKey>;
  revokeApiKey: PromiseActorLogic<ApiKeyItem, { id: string }>;
  registerWebhookEndpoint: PromiseActorLogic<{ endpoint: WebhookEndpointItem; signingSecret: string }, NewWebhookEndpoint>;
  setWebhookEndpointEnabled: PromiseActorLogic<WebhookEndpointItem, { id: string; enabled: boolean }>;
  /** Live delivery log: asks for a reload every few seconds while the page is open. */
  watchDeliveries: CallbackActorLogic<EventObject>;
}

export type DevelopersFailure = Pick<ErrorBody, 'code' | 'messageId'>;
