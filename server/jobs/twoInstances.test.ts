import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../config';
import { ACME_BUYER_ID } from '../db/demoIds';
import { DEMO_PASSWORD } from '../db/demoUsers';
import { postgresAvailable, TEST_DATABASE_URL } from '../db/testing';
import { graphql, openApiSession, type ApiSession } from '../http/testing/apiClient';
import { createTestDist } from '../http/testing/testServer';
import { startServer, type RunningServer } from '../http/server';
import { withPaymentApproval } from '../modules/payments/paymentApprovalTesting';
import { jobsFor } from './jobQueue';
import { QUEUES } from './queues';

/**
 * Issue 9 "Done when": two instances on one PostgreSQL and one Redis share jobs. A payment made
 * through instance A settles exactly once (one audit entry, one job run) and the live update
 * reaches a socket held on instance B; then A is stopped in the middle of a settlement job (like a
 * killed process, it never finishes it) and B finishes the job. Skipped without PostgreSQL or Redis.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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

const reachable = (await postgresAvailable()) && (await redisReachable(REDIS_URL));

async function administer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const PAY = `mutation($input: MakePaymentInput!) { makePayment(input: $input) { payment { id status } } }`;
const SUBSCRIBE = 'subscription { paymentUpdated { id status } }';

describe.skipIf(!reachable)('two instances on PostgreSQL + Redis', () => {
  const databaseName = `portal_test_${randomBytes(6).toString('hex')}`;
  let a: RunningServer;
  let b: RunningServer;
  let payer: ApiSession;
  let socket: Client;
  const pushed: { id: string; status: string }[] = [];

  async function start(): Promise<RunningServer> {
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${databaseName}`;
    const config = loadConfig({
      PORT: '0',
      PORTAL_ENV: 'test',
      SESSION_SECRET: 'two-instances-secret-two-instances-secret',
      PORTAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-data-')),
      DATABASE_URL: url.toString(),
      REDIS_URL,
      // Every settlement waits for the test, so it can see where each job runs.
      DEMO_JOBS: 'manual',
    });
    const server = await startServer({ config, distDir: createTestDist() });
    await jobsFor(server.services)!.ready;
    return server;
  }

  beforeAll(async () => {
    await administer(`create database ${databaseName}`);
    // One after the other: the first migrates and seeds the new database.
    a = await start();
    b = await start();
    payer = await openApiSession(a.url, 'payer@acme.example', DEMO_PASSWORD);
    socket = createClient({
      url: `${b.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { token: payer.token, sessionChecksum: payer.checksum },
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connected', () => resolve());
      socket.subscribe({ query: SUBSCRIBE }, { next: (result) => void pushed.push((result.data as { paymentUpdated: { id: string; status: string } }).paymentUpdated), error: reject, complete: () => {} });
    });
  });

  afterAll(async () => {
    await socket?.dispose();
    await a?.close();
    await b?.close();
    await administer(`drop database if exists ${databaseName} with (force)`);
  });

  async function payThroughA(): Promise<string> {
    const invoice = await b.services.db
      .selectFrom('invoices')
      .select(['id'])
      .where('buyer_id', '=', ACME_BUYER_ID)
      .where('status', 'in', ['open', 'pastDue'])
      .where('remaining_minor', '>', 10_000)
      .orderBy('id', 'desc')
      .limit(1)
      .offset(pushed.length)
      .executeTakeFirstOrThrow();
    // The code is asked for through instance A and read from the shared database (B's view of it).
    const input = await withPaymentApproval({ url: a.url, db: b.services.db }, payer, { idempotencyKey: `two-${randomBytes(6).toString('hex')}`, method: 'bankTransfer', allocations: [{ invoiceId: invoice.id, amountMinor: 10_000 }] });
    const reply = await graphql(a.url, payer, PAY, { input });
    expect(reply.body.errors).toBeUndefined();
    const { payment } = (reply.body.data as { makePayment: { payment: { id: string; status: string } } }).makePayment;
    expect(payment.status).toBe('pending');
    return payment.id;
  }

  const auditOf = (paymentId: string) =>
    b.services.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', paymentId).orderBy('seq').execute().then((rows) => rows.map((row) => row.event_type));

  async function pushedFor(paymentId: string): Promise<{ id: string; status: string }> {
    for (let waited = 0; ; waited += 50) {
      const event = pushed.find((e) => e.id === paymentId && e.status !== 'pending');
      if (event) return event;
      if (waited > 30_000) throw new Error(`no paymentUpdated for ${paymentId} on instance B`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('settles a payment made on A exactly once and pushes the update to a socket on B', async () => {
    const paymentId = await payThroughA();
    const queueA = jobsFor(a.services)!;
    // Queued once, whichever instance asked: held (DEMO_JOBS=manual) until released.
    // The bank hands the payment to the queue after the mutation answers: wait until it is there.
    await expect.poll(async () => (await queueA.held(QUEUES.bankSettlement)).map((job) => job.key), { timeout: 30_000 }).toEqual([paymentId]);
    const released = await queueA.release(QUEUES.bankSettlement, paymentId);
    await queueA.settled(QUEUES.bankSettlement, released.map((job) => job.id));

    const jobs = await jobsFor(b.services)!.jobs(QUEUES.bankSettlement, paymentId);
    expect(jobs.map((job) => [job.state, job.retryCount])).toEqual([['completed', 0]]);
    expect(await auditOf(paymentId)).toEqual(['payment.made', 'payment.received']);
    const stored = await b.services.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect(stored.status).not.toBe('pending');
    expect(await pushedFor(paymentId)).toEqual({ id: paymentId, status: stored.status });
  });

  it('when A stops in the middle of a settlement job, B finishes it, once', async () => {
    const paymentId = await payThroughA();
    const queueA = jobsFor(a.services)!;
    const queueB = jobsFor(b.services)!;
    // B takes no job for now, so A takes this one; A holds it, active, and never finishes it.
    await queueB.pause();
    // As above: the job is queued after the mutation answers (it failed once, released before it was there).
    await expect.poll(async () => (await queueA.held(QUEUES.bankSettlement)).map((job) => job.key), { timeout: 30_000 }).toEqual([paymentId]);
    const gate = queueA.gate(QUEUES.bankSettlement);
    const [job] = await queueA.release(QUEUES.bankSettlement, paymentId);
    const taken = await gate.arrived;
    expect(taken.id).toBe(job!.id);
    expect((await queueB.jobs(QUEUES.bankSettlement, paymentId)).map((j) => j.state)).toEqual(['active']);

    await queueA.stop({ abandon: true });
    await a.close();
    expect(await auditOf(paymentId)).toEqual(['payment.made']);

    await queueB.resume();
    const [finished] = await queueB.settled(QUEUES.bankSettlement, [job!.id]);
    expect(finished).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(await auditOf(paymentId)).toEqual(['payment.made', 'payment.received']);
    const stored = await b.services.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect(await pushedFor(paymentId)).toEqual({ id: paymentId, status: stored.status });
  });
});
