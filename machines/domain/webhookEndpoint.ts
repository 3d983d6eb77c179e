import { setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/**
 * Spec 2 Developers (webhooks): an endpoint a developer registered. Enabled, it receives the
 * signed events it subscribed to; disabled, nothing more is delivered to it (events already queued
 * are not retried) until it is enabled again.
 */
export type WebhookEndpointContext = Record<string, never>;
export type WebhookEndpointEvent = { type: 'webhookEndpoint.disable'; now: string } | { type: 'webhookEndpoint.enable'; now: string };
export type WebhookEndpointStatus = 'enabled' | 'disabled';

const SPEC = '2. Developers (webhooks)';

export const webhookEndpointMachine = setup({
  types: {
    context: {} as WebhookEndpointContext,
    events: {} as WebhookEndpointEvent,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
}).createMachine({
  id: 'webhookEndpoint',
  description: 'A webhook endpoint: enabled (events are delivered, signed) or disabled.',
  context: {},
  initial: 'enabled',
  states: {
    enabled: {
      description: 'Enabled: every event of its types, in its mode, is delivered to it signed, with retries.',
      meta: { spec: SPEC },
      on: { 'webhookEndpoint.disable': { target: 'disabled', description: 'The developer disables the endpoint: no further event is delivered to it.', meta: { spec: SPEC } } },
    },
    disabled: {
      description: 'Disabled: nothing is delivered; pending retries stop.',
      meta: { spec: SPEC },
      on: { 'webhookEndpoint.enable': { target: 'enabled', description: 'The developer enables the endpoint again: events from then on are delivered.', meta: { spec: SPEC } } },
    },
  },
});

export type WebhookEndpointSnapshot = SnapshotFrom<typeof webhookEndpointMachine>;

export function initialFor(endpoint: { status: WebhookEndpointStatus }): WebhookEndpointSnapshot {
  return webhookEndpointMachine.resolveState({ value: stateValueFor(webhookEndpointMachine, endpoint.status), context: {} });
}

export const webhookEndpointStatus = (snapshot: WebhookEndpointSnapshot) => leafStatus(snapshot) as WebhookEndpointStatus;

export const webhookEndpointRules: Record<string, RuleDoc<WebhookEndpointContext, WebhookEndpointEvent>> = {};

export const webhookEndpointSampleEvents: readonly WebhookEndpointEvent[] = [
  { type: 'webhookEndpoint.disable', now: '2026-03-05T09:00:00Z' },
  { type: 'webhookEndpoint.enable', now: '2026-03-05T09:00:00Z' },
];
