import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import type {
  ApiKeyItem, DevelopersData, DevelopersFailure, NewApiKey, NewWebhookEndpoint, ShownSecret, WebhookDeliveryItem, WebhookEndpointItem,
} from './developersTypes';

/**
 * The Developers page (routes developers, developers-api-keys; spec 2 Developers, 6 clientDeveloper):
 * API keys (create, shown once, revoke after a confirmation), webhook endpoints (register, its
 * signing secret shown once; disable, enable) and the delivery log, kept fresh while the page is
 * open. One server call at a time; a refusal is shown and the page stays usable.
 */
export type DevelopersEvent =
  | { type: 'developers.retry' }
  | { type: 'developers.refresh' }
  | { type: 'apiKey.create'; input: NewApiKey }
  | { type: 'apiKey.revoke'; id: string }
  | { type: 'apiKey.confirmRevoke' }
  | { type: 'apiKey.cancelRevoke' }
  | { type: 'webhook.register'; input: NewWebhookEndpoint }
  | { type: 'webhook.setEnabled'; id: string; enabled: boolean }
  | { type: 'secret.dismiss' };

export interface DevelopersContext {
  keys: readonly ApiKeyItem[];
  endpoints: readonly WebhookEndpointItem[];
  deliveries: readonly WebhookDeliveryItem[];
  shownSecret: ShownSecret | null;
  /** The key the developer asked to revoke (the confirmation names it). */
  revoking: ApiKeyItem | null;
  failure: DevelopersFailure | null;
}

const PAGE = { spec: '2. Developers (API keys, webhooks)' } satisfies SpecMeta;
const failureOf = (error: unknown): DevelopersFailure => {
  const body = error as Partial<DevelopersFailure> | null;
  return { code: (body?.code ?? 'INTERNAL') as DevelopersFailure['code'], messageId: body?.messageId ?? 'signIn.error.internal' };
};
const replace = <T extends { id: string }>(list: readonly T[], item: T): T[] => (list.some((x) => x.id === item.id) ? list.map((x) => (x.id === item.id ? item : x)) : [item, ...list]);
const outputOf = <T>(event: EventObject) => (event as unknown as { output: T }).output;

export const developersMachine = setup({
  types: {
    context: {} as DevelopersContext,
    events: {} as DevelopersEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    loadDevelopers: fromPromise<DevelopersData, void>(async () => {
      throw new Error('developers actor "loadDevelopers" is not provided');
    }),
    createApiKey: fromPromise<{ key: ApiKeyItem; secret: string }, NewApiKey>(async () => {
      throw new Error('developers actor "createApiKey" is not provided');
    }),
    revokeApiKey: fromPromise<ApiKeyItem, { id: string }>(async () => {
      throw new Error('developers actor "revokeApiKey" is not provided');
    }),
    registerWebhookEndpoint: fromPromise<{ endpoint: WebhookEndpointItem; signingSecret: string }, NewWebhookEndpoint>(async () => {
      throw new Error('developers actor "registerWebhookEndpoint" is not provided');
    }),
    setWebhookEndpointEnabled: fromPromise<WebhookEndpointItem, { id: string; enabled: boolean }>(async () => {
      throw new Error('developers actor "setWebhookEndpointEnabled" is not provided');
    }),
    watchDeliveries: fromCallback<EventObject>(() => {
      throw new Error('developers actor "watchDeliveries" is not provided');
    }),
  },
  actions: {
    storeLoaded: assign(({ event }) => {
      const data = outputOf<DevelopersData>(event);
      return { keys: data.keys, endpoints: data.endpoints, deliveries: data.deliveries };
    }),
    storeCreatedKey: assign(({ context, event }) => {
      const { key, secret } = outputOf<{ key: ApiKeyItem; secret: string }>(event);
      return { keys: replace(context.keys, key), shownSecret: { kind: 'apiKey' as const, name: key.name, secret }, failure: null };
    }),
    storeRevokedKey: assign(({ context, event }) => ({ keys: replace(context.keys, outputOf<ApiKeyItem>(event)), revoking: null, failure: null })),
    storeRegistered: assign(({ context, event }) => {
      const { endpoint, signingSecret } = outputOf<{ endpoint: WebhookEndpointItem; signingSecret: string }>(event);
      return { endpoints: replace(context.endpoints, endpoint), shownSecret: { kind: 'signingSecret' as const, name: endpoint.url, secret: signingSecret }, failure: null };
    }),
    storeEndpoint: assign(({ context, event }) => ({ endpoints: replace(context.endpoints, outputOf<WebhookEndpointItem>(event)), failure: null })),
    storeFailure: assign(({ event }) => ({ failure: failureOf((event as unknown as { error: unknown }).error) })),
    askRevoke: assign(({ context, event }) => ({ revoking: event.type === 'apiKey.revoke' ? (context.keys.find((k) => k.id === event.id) ?? null) : null, failure: null })),
    forgetRevoke: assign({ revoking: null }),
    dismissSecret: assign({ shownSecret: null }),
  },
  guards: {
    knownActiveKey: ({ context, event }) => event.type === 'apiKey.revoke' && context.keys.some((k) => k.id === event.id && k.status === 'active'),
  },
}).createMachine({
  id: 'developers',
  description: 'The Developers page: API keys (created, shown once, revoked) and webhook endpoints with their delivery log.',
  meta: PAGE,
  context: { keys: [], endpoints: [], deliveries: [], shownSecret: null, revoking: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the keys, endpoints and newest deliveries.',
      meta: PAGE,
      invoke: {
        id: 'load',
        src: 'loadDevelopers',
        onDone: { target: 'ready', actions: 'storeLoaded', description: 'The page shows what was loaded.', meta: PAGE },
        onError: { target: 'failed', description: 'Loading failed; the developer may retry.', meta: PAGE },
      },
    },
    failed: {
      description: 'Nothing could be loaded.',
      meta: PAGE,
      on: { 'developers.retry': { target: 'loading', description: 'The developer retries.', meta: PAGE } },
    },
    ready: {
      description: 'Keys, endpoints and deliveries are shown; the delivery log refreshes while the page is open.',
      meta: PAGE,
      invoke: { id: 'watchDeliveries', src: 'watchDeliveries' },
      on: {
        'developers.refresh': { target: 'refreshing', description: 'Time to refresh the delivery log (and the keys\' last use).', meta: PAGE },
        'apiKey.create': { target: 'creatingKey', description: 'The developer submits a valid new key (name, mode, scopes).', meta: PAGE },
        'apiKey.revoke': { guard: 'knownActiveKey', target: 'confirmingRevoke', actions: 'askRevoke', description: 'The developer asks to revoke an active key: a confirmation names it.', meta: PAGE },
        'webhook.register': { target: 'registering', description: 'The developer submits a valid endpoint (URL, mode, event types).', meta: PAGE },
        'webhook.setEnabled': { target: 'settingEndpoint', description: 'The developer disables or enables an endpoint.', meta: PAGE },
        'secret.dismiss': { actions: 'dismissSecret', description: 'The developer has copied the secret: it is never shown again.', meta: PAGE },
      },
    },
    refreshing: {
      description: 'Reloads quietly; what is shown stays.',
      meta: PAGE,
      invoke: {
        id: 'refresh',
        src: 'loadDevelopers',
        onDone: { target: 'ready', actions: 'storeLoaded', description: 'The newer lists replace the shown ones.', meta: PAGE },
        onError: { target: 'ready', description: 'A failed refresh keeps what is shown; the next one tries again.', meta: PAGE },
      },
    },
    creatingKey: {
      description: 'Creates the key.',
      meta: PAGE,
      invoke: {
        id: 'createApiKey',
        src: 'createApiKey',
        input: ({ event }) => (event.type === 'apiKey.create' ? event.input : { name: '', mode: 'test' as const, scopes: [] }),
        onDone: { target: 'ready', actions: 'storeCreatedKey', description: 'The key is listed and its secret shown, once.', meta: PAGE },
        onError: { target: 'ready', actions: 'storeFailure', description: 'The server refused: the reason is shown.', meta: PAGE },
      },
    },
    confirmingRevoke: {
      description: 'Asks whether to revoke the named key (it cannot be undone).',
      meta: PAGE,
      on: {
        'apiKey.confirmRevoke': { target: 'revoking', description: 'The developer confirms.', meta: PAGE },
        'apiKey.cancelRevoke': { target: 'ready', actions: 'forgetRevoke', description: 'The developer keeps the key.', meta: PAGE },
      },
    },
    revoking: {
      description: 'Revokes the key.',
      meta: PAGE,
      invoke: {
        id: 'revokeApiKey',
        src: 'revokeApiKey',
        input: ({ context }) => ({ id: context.revoking?.id ?? '' }),
        onDone: { target: 'ready', actions: 'storeRevokedKey', description: 'The key shows Revoked; requests bearing it are refused.', meta: PAGE },
        onError: { target: 'ready', actions: ['storeFailure', 'forgetRevoke'], description: 'The server refused (e.g. already revoked): the reason is shown.', meta: PAGE },
      },
    },
    registering: {
      description: 'Registers the endpoint.',
      meta: PAGE,
      invoke: {
        id: 'registerWebhookEndpoint',
        src: 'registerWebhookEndpoint',
        input: ({ event }) => (event.type === 'webhook.register' ? event.input : { url: '', mode: 'test' as const, eventTypes: [] }),
        onDone: { target: 'ready', actions: 'storeRegistered', description: 'The endpoint is listed and its signing secret shown, once.', meta: PAGE },
        onError: { target: 'ready', actions: 'storeFailure', description: 'The server refused: the reason is shown.', meta: PAGE },
      },
    },
    settingEndpoint: {
      description: 'Disables or enables the endpoint.',
      meta: PAGE,
      invoke: {
        id: 'setWebhookEndpointEnabled',
        src: 'setWebhookEndpointEnabled',
        input: ({ event }) => (event.type === 'webhook.setEnabled' ? { id: event.id, enabled: event.enabled } : { id: '', enabled: false }),
        onDone: { target: 'ready', actions: 'storeEndpoint', description: 'The endpoint shows its new status.', meta: PAGE },
        onError: { target: 'ready', actions: 'storeFailure', description: 'The server refused: the reason is shown.', meta: PAGE },
      },
    },
  },
});

export type DevelopersMachine = typeof developersMachine;
export type DevelopersSnapshot = SnapshotFrom<typeof developersMachine>;
