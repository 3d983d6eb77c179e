import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../db/demoUsers';
import { startTestServer, type TestServer } from '../http/testing/testServer';
import { cookieHeader, openApiSession, postJson, type ApiSession } from '../http/testing/apiClient';

function connect(server: TestServer, params: Record<string, unknown>): Client {
  return createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: params, retryAttempts: 0, lazyCloseTimeout: 60_000 });
}

/** The first result of a subscription, or its error (an Error, a close event or a GraphQL error list). */
function firstResult(client: Client, query: string): Promise<{ data?: unknown; error?: unknown }> {
  return new Promise((resolve) => {
    const unsubscribe = client.subscribe(
      { query },
      {
        next: (result) => {
          unsubscribe();
          resolve(result.errors ? { error: result.errors } : { data: result.data });
        },
        error: (error) => resolve({ error }),
        complete: () => {},
      },
    );
  });
}

describe('GraphQL over WebSocket', () => {
  let server: TestServer;
  let session: ApiSession & { cookies: Record<string, string> };
  beforeAll(async () => {
    server = await startTestServer('pglite', { heartbeatIntervalMs: 50 });
    session = await openApiSession(server.url, 'payer@acme.example', DEMO_PASSWORD);
  });
  afterAll(() => server?.close());

  it('streams heartbeats to an authenticated connection', async () => {
    const client = connect(server, { token: session.token, sessionChecksum: session.checksum });
    const result = await firstResult(client, 'subscription { heartbeat }');
    expect(result.data).toEqual({ heartbeat: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    await client.dispose();
  });

  it('closes a connection without valid credentials (4403)', async () => {
    const client = connect(server, { token: session.token, sessionChecksum: 'wrong' });
    const result = await firstResult(client, 'subscription { heartbeat }');
    expect((result.error as { code?: number }).code).toBe(4403);
    await client.dispose();
  });

  it('ends running subscriptions when their session signs out (4401), and refuses new ones', async () => {
    const other = await openApiSession(server.url, 'admin@acme.example', DEMO_PASSWORD);
    const client = connect(server, { token: other.token, sessionChecksum: other.checksum });
    let beats = 0;
    const ended = new Promise<unknown>((resolve) => {
      client.subscribe({ query: 'subscription { heartbeat }' }, { next: () => void beats++, error: resolve, complete: () => resolve('completed') });
    });
    await expect.poll(() => beats).toBeGreaterThan(0);
    await postJson(`${server.url}/auth/sign-out`, {}, { Cookie: cookieHeader(other.cookies) });
    expect((await ended) as { code?: number }).toMatchObject({ code: 4401 });
    const after = await firstResult(client, 'subscription { heartbeat }');
    expect(after.error).toBeDefined();
    expect(after.data).toBeUndefined();
    await client.dispose();
  });

  it('refuses upgrades from another origin', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { origin: 'https://evil.example' });
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });
});
