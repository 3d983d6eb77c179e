import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { testBackends } from '../../db/testing';
import type { ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';

const OUTBOX = 'query($first: Int) { myOutbox(first: $first) { id channel recipient kind subject body createdAt deliveredAt } }';
interface Message { id: string; channel: string; recipient: string; kind: string; subject: string; body: string }

describe.each(await testBackends())('development outbox on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    s = await signInAll(server, ['admin', 'payer']);
    const { notifier } = server.services;
    // A few milliseconds apart: "newest first" orders by the time written, and two messages written
    // in the same millisecond have no order of their own (a full run once saw them swap).
    const send = async (message: Parameters<typeof notifier.send>[0]) => {
      await notifier.send(message);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    // Written as a caller might type them: other case, spaces in the phone number.
    await send({ channel: 'email', to: 'Admin@Acme.Example', kind: 'test.first', subject: 'First', text: 'one' });
    await send({ channel: 'email', to: 'payer@acme.example', kind: 'test.payer', subject: 'For the payer', text: 'secret to the payer' });
    await send({ channel: 'sms', to: '+14155550101', kind: 'test.sms', subject: 'Code', text: '123456' });
    await send({ channel: 'sms', to: '+1 415 555 0102', kind: 'test.sms', subject: 'Code', text: '654321' });
    await send({ channel: 'email', to: 'admin@acme.example', kind: 'test.last', subject: 'Last', text: 'three' });
  });
  afterAll(() => server?.close());

  it("shows each user only the messages sent to their own e-mail or phone, newest first", async () => {
    // The seed's invoice notices (server/db/demoInvoiceNotices.ts) are there too: only this test's messages are compared.
    const ours = (messages: Message[]) => messages.filter((m) => m.kind.startsWith('test.'));
    const admin = ours((await data<{ myOutbox: Message[] }>(server, s.admin, OUTBOX)).myOutbox);
    expect(admin.map((m) => m.kind)).toEqual(['test.last', 'test.sms', 'test.first']);
    expect(admin.map((m) => m.body)).not.toContain('secret to the payer');
    expect(admin.find((m) => m.channel === 'sms')?.body).toBe('123456');
    const payer = ours((await data<{ myOutbox: Message[] }>(server, s.payer, OUTBOX)).myOutbox);
    expect(payer.map((m) => m.body)).toEqual(['654321', 'secret to the payer']);
    expect((await data<{ myOutbox: Message[] }>(server, s.admin, OUTBOX, { first: 1 })).myOutbox.map((m) => m.kind)).toEqual(['test.last']);
    expect(await errorCode(server, s.admin, OUTBOX, { first: 0 })).toBe('BAD_USER_INPUT');
  });

  it('pushes a new message to its recipient only, over graphql-ws', async () => {
    const connect = (session: ApiSession) =>
      createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: session.token, sessionChecksum: session.checksum }, retryAttempts: 0 });
    const adminClient = connect(s.admin);
    const payerClient = connect(s.payer);
    const seenByPayer: unknown[] = [];
    const payerDone = payerClient.subscribe({ query: 'subscription { outboxMessageAdded { subject } }' }, { next: (r) => void seenByPayer.push(r.data), error: () => {}, complete: () => {} });
    const received: unknown[] = [];
    const stop = adminClient.subscribe(
      { query: 'subscription { outboxMessageAdded { kind subject recipient } }' },
      { next: (r) => void received.push(r.errors ?? r.data), error: (e) => void received.push(e), complete: () => {} },
    );
    // The server registers a subscription asynchronously: send until the first push arrives.
    for (let attempt = 0; received.length === 0; attempt++) {
      if (attempt === 100) throw new Error('no outbox push within 100 messages');
      await server.services.notifier.send({ channel: 'email', to: 'admin@acme.example', kind: 'test.live', subject: 'Live', text: 'now' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stop();
    expect(received[0]).toEqual({ outboxMessageAdded: { kind: 'test.live', subject: 'Live', recipient: 'admin@acme.example' } });
    const toPayer = () => server.services.notifier.send({ channel: 'email', to: 'payer@acme.example', kind: 'test.live', subject: 'For the payer', text: 'now' });
    for (let attempt = 0; seenByPayer.length === 0; attempt++) {
      if (attempt === 100) throw new Error('no outbox push to the payer within 100 messages');
      await toPayer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The payer's socket is live: a message to the admin between two to the payer never reaches it
    // (pushes on one socket keep their order).
    const pushedToPayer = seenByPayer.length;
    await server.services.notifier.send({ channel: 'email', to: 'admin@acme.example', kind: 'test.live', subject: 'Live', text: 'again' });
    await toPayer();
    for (let attempt = 0; seenByPayer.length === pushedToPayer && attempt < 100; attempt++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seenByPayer.length).toBeGreaterThan(pushedToPayer);
    expect(new Set(seenByPayer.map((d) => JSON.stringify(d)))).toEqual(new Set([JSON.stringify({ outboxMessageAdded: { subject: 'For the payer' } })]));
    payerDone();
    await Promise.all([adminClient.dispose(), payerClient.dispose()]);
  });
});

describe('development outbox switched off', () => {
  it('answers NOT_FOUND when SMTP_URL is set and DEMO_OUTBOX is not on', async () => {
    const server = await startTestServer('pglite', { env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const { admin } = await signInAll(server, ['admin']);
      expect(await errorCode(server, admin, OUTBOX)).toBe('NOT_FOUND');
    } finally {
      await server.close();
    }
  });
});
