import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testBackends, type TestBackend } from '../db/testing';
import type { PortalDatabase } from '../db/database';
import { createOutboxNotifier, type OutgoingNotification } from './notifier';

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
