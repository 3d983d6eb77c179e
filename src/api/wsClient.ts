import { createClient, type Client } from 'graphql-ws';
import { dataConnectionParams, registerCacheClearer } from './requestContext';

/**
 * graphql-ws client for subscriptions on the same origin (ws(s)://host/graphql). Lazy: the socket
 * opens with the first subscription and closes after the last one. Browsers cannot set headers on a
 * WebSocket, so the bearer token and session checksum travel as connectionParams. Retries with the
 * library's randomised exponential back-off.
 */
const RETRY_ATTEMPTS = 8;
const LAZY_CLOSE_TIMEOUT_MS = 3000;

let client: Client | null = null;

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

export function getWsClient(): Client {
  client ??= createClient({
    url: socketUrl(),
    lazy: true,
    lazyCloseTimeout: LAZY_CLOSE_TIMEOUT_MS,
    retryAttempts: RETRY_ATTEMPTS,
    connectionParams: dataConnectionParams,
  });
  return client;
}

/** Logout: close the socket; the next subscription reconnects with the new credentials. */
export function disposeWsClient(): void {
  const current = client;
  client = null;
  void current?.dispose();
}

registerCacheClearer(disposeWsClient);
