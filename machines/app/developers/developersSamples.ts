import type { AnyEventObject } from 'xstate';
import type { DevelopersEvent } from './developersMachine';
import type { ApiKeyItem, WebhookEndpointItem } from './developersTypes';

/** Example data, events and actor outcomes of the Developers page machine. Pure data. */
export const sampleApiKey = (id: string, status: ApiKeyItem['status'] = 'active'): ApiKeyItem => ({
  id, name: `Key ${id}`, mode: 'test', scopes: ['charges:write'], prefix: 'nwk_test_AbCdEfG', status, createdAt: '2026-11-20T10:00:00Z', lastUsedAt: null,
});
export const sampleEndpoint = (id: string, status: WebhookEndpointItem['status'] = 'enabled'): WebhookEndpointItem => ({
  id, url: 'https://erp.example.com/hooks', mode: 'test', eventTypes: ['charge.updated'], status,
});
const failure = { code: 'BAD_USER_INPUT', messageId: 'error.badUserInput' };

export const developersSampleEvents = [
  { type: 'developers.retry' },
  { type: 'developers.refresh' },
  { type: 'apiKey.create', input: { name: 'ERP', mode: 'test', scopes: ['charges:write'] } },
  { type: 'apiKey.revoke', id: 'k1' },
  { type: 'apiKey.revoke', id: 'unknown' },
  { type: 'apiKey.confirmRevoke' },
  { type: 'apiKey.cancelRevoke' },
  { type: 'webhook.register', input: { url: 'https://erp.example.com/hooks', mode: 'test', eventTypes: ['charge.updated'] } },
  { type: 'webhook.setEnabled', id: 'e1', enabled: false },
  { type: 'secret.dismiss' },
] as const satisfies readonly DevelopersEvent[];

export const developersActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  load: [
    { type: 'xstate.done.actor.load', output: { keys: [sampleApiKey('k1')], endpoints: [sampleEndpoint('e1')], deliveries: [] } },
    { type: 'xstate.error.actor.load', error: { code: 'INTERNAL', messageId: 'signIn.error.internal' } },
  ],
  refresh: [
    { type: 'xstate.done.actor.refresh', output: { keys: [sampleApiKey('k1')], endpoints: [sampleEndpoint('e1')], deliveries: [] } },
    { type: 'xstate.error.actor.refresh', error: failure },
  ],
  createApiKey: [
    { type: 'xstate.done.actor.createApiKey', output: { key: sampleApiKey('k2'), secret: 'nwk_test_secret' } },
    { type: 'xstate.error.actor.createApiKey', error: failure },
  ],
  revokeApiKey: [
    { type: 'xstate.done.actor.revokeApiKey', output: sampleApiKey('k1', 'revoked') },
    { type: 'xstate.error.actor.revokeApiKey', error: { code: 'RULE_REFUSED', messageId: 'rule.apiKey.notAllowedInState' } },
  ],
  registerWebhookEndpoint: [
    { type: 'xstate.done.actor.registerWebhookEndpoint', output: { endpoint: sampleEndpoint('e2'), signingSecret: 'whsec_secret' } },
    { type: 'xstate.error.actor.registerWebhookEndpoint', error: failure },
  ],
  setWebhookEndpointEnabled: [
    { type: 'xstate.done.actor.setWebhookEndpointEnabled', output: sampleEndpoint('e1', 'disabled') },
    { type: 'xstate.error.actor.setWebhookEndpointEnabled', error: failure },
  ],
};
