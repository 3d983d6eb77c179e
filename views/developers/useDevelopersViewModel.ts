import { useActorRef, useSelector } from '@xstate/react';
import type { DevelopersMachine, DevelopersSnapshot } from '../../machines/app/developers/developersMachine';
import type { ApiKeyItem, DevelopersFailure, NewApiKey, NewWebhookEndpoint, ShownSecret, WebhookDeliveryItem, WebhookEndpointItem } from '../../machines/app/developers/developersTypes';

export interface DevelopersViewModel {
  status: 'loading' | 'failed' | 'ready';
  /** A server call is running (the forms' buttons show pending). */
  busy: 'creatingKey' | 'revoking' | 'registering' | 'settingEndpoint' | null;
  keys: readonly ApiKeyItem[];
  endpoints: readonly WebhookEndpointItem[];
  deliveries: readonly WebhookDeliveryItem[];
  shownSecret: ShownSecret | null;
  /** The key whose revocation waits for a confirmation. */
  confirmingRevoke: ApiKeyItem | null;
  failure: DevelopersFailure | null;
  retry(): void;
  createKey(input: NewApiKey): void;
  askRevoke(id: string): void;
  confirmRevoke(): void;
  cancelRevoke(): void;
  registerEndpoint(input: NewWebhookEndpoint): void;
  setEndpointEnabled(id: string, enabled: boolean): void;
  dismissSecret(): void;
}

const statusOf = (s: DevelopersSnapshot): DevelopersViewModel['status'] => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready');
const busyOf = (s: DevelopersSnapshot): DevelopersViewModel['busy'] => {
  for (const state of ['creatingKey', 'revoking', 'registering', 'settingEndpoint'] as const) if (s.matches(state)) return state;
  return null;
};

/** The Developers page over its machine (machines/app/developers/developersMachine.ts). */
export function useDevelopersViewModel(logic: DevelopersMachine): DevelopersViewModel {
  const actorRef = useActorRef(logic);
  const status = useSelector(actorRef, statusOf);
  const busy = useSelector(actorRef, busyOf);
  const keys = useSelector(actorRef, (s) => s.context.keys);
  const endpoints = useSelector(actorRef, (s) => s.context.endpoints);
  const deliveries = useSelector(actorRef, (s) => s.context.deliveries);
  const shownSecret = useSelector(actorRef, (s) => s.context.shownSecret);
  const confirmingRevoke = useSelector(actorRef, (s) => (s.matches('confirmingRevoke') ? s.context.revoking : null));
  const failure = useSelector(actorRef, (s) => s.context.failure);
  return {
    status, busy, keys, endpoints, deliveries, shownSecret, confirmingRevoke, failure,
    retry: () => actorRef.send({ type: 'developers.retry' }),
    createKey: (input) => actorRef.send({ type: 'apiKey.create', input }),
    askRevoke: (id) => actorRef.send({ type: 'apiKey.revoke', id }),
    confirmRevoke: () => actorRef.send({ type: 'apiKey.confirmRevoke' }),
    cancelRevoke: () => actorRef.send({ type: 'apiKey.cancelRevoke' }),
    registerEndpoint: (input) => actorRef.send({ type: 'webhook.register', input }),
    setEndpointEnabled: (id, enabled) => actorRef.send({ type: 'webhook.setEnabled', id, enabled }),
    dismissSecret: () => actorRef.send({ type: 'secret.dismiss' }),
  };
}
