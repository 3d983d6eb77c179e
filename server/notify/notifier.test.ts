import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testBackends, type TestBackend } from '../db/testing';
import type { PortalDatabase } from '../db/database';
import { loadConfig } from '../config';
import { createOutboxNotifier, type OutgoingNotification } from './notifier';
import { outboxRecipientKey } from './recipient';
import { createSmtpDelivery, type SmtpDelivery } from './smtpDelivery';
import { startSmtpTestServer, type SmtpTestServer } from './smtpTestServer';

const message: OutgoingNotification = { channel: 'email', to: 'admin@acme.example', kind: 'test.hello', subject: 'Hello', text: 'Body' };

describe.each(await testBackends())('outbox notifier on %s', (backend: TestBackend) => {
  let database: PortalDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('writes the message to the outbox, undelivered without a transport', async () => {
    database = await openTestDatabase(backend, { seed: false });
    await createOutboxNotifier(database.db).send(message);
    const rows = await database.db.selectFrom('outbox_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', recipient: 'admin@acme.example', kind: 'test.hello', subject: 'Hello', body: 'Body', delivered_at: null });
  });

  it('stamps delivered_at after a transport sent it', async () => {
    database = await openTestDatabase(backend, { seed: false });
    const sent: OutgoingNotification[] = [];
    await createOutboxNotifier(database.db, async (n) => void sent.push(n)).send(message);
    expect(sent).toEqual([message]);
    const row = await database.db.selectFrom('outbox_messages').select('delivered_at').executeTakeFirstOrThrow();
    expect(row.delivered_at).toBeInstanceOf(Date);
  });
});

describe.each(await testBackends())('SMTP delivery on %s', (backend: TestBackend) => {
  let database: PortalDatabase | undefined;
  let smtp: SmtpTestServer | undefined;
  let delivery: SmtpDelivery | undefined;
  afterEach(async () => {
    delivery?.close();
    await smtp?.close();
    await database?.close();
    database = undefined;
  });

  it('sends e-mail through SMTP_URL, keeps the outbox row and stamps delivered_at', async () => {
    database = await openTestDatabase(backend, { seed: false });
    smtp = await startSmtpTestServer();
    delivery = createSmtpDelivery(smtp.url, 'Portal <no-reply@portal.example>');
    await createOutboxNotifier(database.db, delivery.deliver).send({ ...message, subject: 'Credit decision', text: 'Approved.\n.\nBye' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@portal.example', to: ['admin@acme.example'] });
    expect(smtp.received[0]?.data).toMatch(/Subject: Credit decision/);
    expect(smtp.received[0]?.data).toMatch(/Approved\.\r\n\.\r\nBye/);
    const row = await database.db.selectFrom('outbox_messages').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ recipient: 'admin@acme.example', subject: 'Credit decision' });
    expect(row.delivered_at).toBeInstanceOf(Date);
  });

  it('keeps an SMS and a refused e-mail in the outbox, undelivered, without failing the caller', async () => {
    database = await openTestDatabase(backend, { seed: false });
    smtp = await startSmtpTestServer();
    smtp.failWith = 'mailbox unavailable';
    delivery = createSmtpDelivery(smtp.url, 'no-reply@portal.example');
    const logged: string[] = [];
    const notifier = createOutboxNotifier(database.db, delivery.deliver, { log: (line) => logged.push(line) });
    await notifier.send(message);
    await notifier.send({ channel: 'sms', to: '+1 555 0100', kind: 'mfa.code', subject: 'Code', text: '123456' });
    expect(smtp.received).toEqual([]);
    const rows = await database.db.selectFrom('outbox_messages').select(['channel', 'delivered_at']).orderBy('channel').execute();
    expect(rows).toEqual([{ channel: 'email', delivered_at: null }, { channel: 'sms', delivered_at: null }]);
    expect(logged.join('\n')).toMatch(/test\.hello to email not delivered: .*mailbox unavailable/);
  });
});

describe('loadConfig: SMTP and the demo outbox', () => {
  it('turns the outbox page on exactly when no SMTP server is set, unless DEMO_OUTBOX says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ smtp: null, demoOutbox: true });
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25' })).toMatchObject({ smtp: { url: 'smtp://mail:25', from: expect.any(String) as string }, demoOutbox: false });
    expect(loadConfig({ SMTP_URL: 'smtps://mail:465', DEMO_OUTBOX: 'true', SMTP_FROM: 'a@b.example' })).toMatchObject({ smtp: { from: 'a@b.example' }, demoOutbox: true });
    expect(loadConfig({ DEMO_OUTBOX: 'false' }).demoOutbox).toBe(false);
    expect(() => loadConfig({ SMTP_URL: 'mail:25' })).toThrow(/SMTP_URL/);
  });
});

describe('outboxRecipientKey', () => {
  it('matches e-mail case-insensitively and phone numbers by their digits', () => {
    expect(outboxRecipientKey(' Admin@Acme.Example ')).toBe('admin@acme.example');
    expect(outboxRecipientKey('+1 (555) 010-0200')).toBe('+15550100200');
    expect(outboxRecipientKey('555.0100')).toBe('5550100');
  });
});
