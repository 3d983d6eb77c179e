import { createConnection } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/demoUsers';
import { loadConfig } from '../config';
import { startServer, type RunningServer } from '../http/server';
import { createTestDist, startTestServer, type TestServer } from '../http/testing/testServer';
import { cookieHeader, graphql, openApiSession, postJson } from '../http/testing/apiClient';

/**
 * The session cache (auth/sessionCache.ts) serves repeated calls from memory, yet a session ended
 * on one instance is refused at once by every other: each drops it on the `sessionEnded` event
 * (Redis pub/sub between instances).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CURRENT_USER = '{ currentUser { id } }';

function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const answer = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

describe.runIf(await redisReachable(REDIS_URL))('session cache across two instances sharing Redis', () => {
  let first: TestServer;
  let second: RunningServer;
  beforeAll(async () => {
    const env = { REDIS_URL };
    first = await startTestServer('pglite', { env });
    const config = loadConfig({ PORT: '0', PORTAL_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret', PORTAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-data-')), ...env });
    second = await startServer({ config, db: first.db, distDir: createTestDist() });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('answers from both instances, and refuses on the second at once when the session signs out on the first', async () => {
    const session = await openApiSession(first.url, 'payer@acme.example', DEMO_PASSWORD);
    // Both instances now hold the session in their cache.
    expect((await graphql(first.url, session, CURRENT_USER)).status).toBe(200);
    expect((await graphql(second.url, session, CURRENT_USER)).status).toBe(200);

    const ended = second.services.pubsub.subscribe('sessionEnded')[Symbol.asyncIterator]();
    const endedEvent = ended.next();
    expect((await postJson(`${first.url}/auth/sign-out`, {}, { Cookie: cookieHeader(session.cookies) })).status).toBe(204);
    await endedEvent;
    await ended.return?.();

    const afterSignOut = await graphql(second.url, session, CURRENT_USER);
    expect(afterSignOut.status).toBe(401);
    expect(afterSignOut.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
