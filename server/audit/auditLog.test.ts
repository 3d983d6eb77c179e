import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../db/database';
import { openTestDatabase, testBackends } from '../db/testing';
import { GENESIS_HASH, entryHash, hashedFieldsOfRow } from './auditEntry';
import { appendAuditEntry } from './auditLog';
import { ACTOR_ID, appendSamples, emptyAuditLog, sampleEntry, tamper } from './auditTesting';
import { REDACTED } from './redact';
import { verifyAuditChain } from './verifyAuditChain';

describe.each(await testBackends({ databaseBehaviour: true }))('audit log on %s', (kind) => {
  let database: PortalDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
  });
  afterAll(() => database?.close());
  beforeEach(() => emptyAuditLog(database.db));

  it('chains entries: seq 1, 2, 3..., each hash covering the previous one', async () => {
    const [first, second, third] = await appendSamples(database.db, 3);
    expect(first).toMatchObject({ seq: 1, prevHash: GENESIS_HASH });
    expect(second).toMatchObject({ seq: 2, prevHash: first?.hash });
    expect(third).toMatchObject({ seq: 3, prevHash: second?.hash });
    const rows = await database.db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
    for (const row of rows) expect(entryHash(row.prev_hash, hashedFieldsOfRow(row))).toBe(row.hash);
    expect(await verifyAuditChain(database.db)).toEqual({ ok: true, entries: 3, head: { seq: 3, hash: third?.hash } });
  });

  it('stores what it hashed: redacted payload, lower-cased uuids, the time to the millisecond', async () => {
    const entry = sampleEntry(1, {
      actor: { userId: ACTOR_ID.toUpperCase(), role: 'buyerAdmin' },
      eventPayload: { type: 'card.request', cardNumber: '4111111111111111', nested: { password: 'x' }, at: new Date('2026-03-02T09:00:00.007Z') },
    });
    await database.db.transaction().execute((trx) => appendAuditEntry(trx, entry));
    const row = await database.db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(row.event_payload).toEqual({ type: 'card.request', cardNumber: REDACTED, nested: { password: REDACTED }, at: '2026-03-02T09:00:00.007Z' });
    expect(row.actor_user_id).toBe(ACTOR_ID);
    expect(row.occurred_at.toISOString()).toBe(entry.occurredAt.toISOString());
    expect((await verifyAuditChain(database.db)).ok).toBe(true);
  });

  it('leaves no entry and no gap when the caller\'s transaction rolls back', async () => {
    await appendSamples(database.db, 1);
    await expect(database.db.transaction().execute(async (trx) => {
      await appendAuditEntry(trx, sampleEntry(2));
      throw new Error('the mutation failed after deciding');
    })).rejects.toThrow('the mutation failed');
    const [next] = await appendSamples(database.db, 1, 3);
    expect(next?.seq).toBe(2);
    expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true, entries: 2 });
  });

  it('refuses to append outside a transaction, and refuses a malformed uuid before touching the table', async () => {
    // @ts-expect-error -- the type asks for a Transaction; this is what happens without one
    await expect(appendAuditEntry(database.db, sampleEntry(1))).rejects.toThrow(/transaction/);
    await expect(database.db.transaction().execute((trx) => appendAuditEntry(trx, sampleEntry(1, { buyerId: 'buyer-1' })))).rejects.toThrow(/uuid/);
  });

  it('is append-only: UPDATE and DELETE are refused by the database', async () => {
    await appendSamples(database.db, 2);
    await expect(sql`update audit_log set actor_role = 'x' where seq = 1`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where seq = 2`.execute(database.db)).rejects.toThrow(/append-only/);
    expect((await verifyAuditChain(database.db)).ok).toBe(true);
  });

  it('verifies an empty trail, and from a starting seq', async () => {
    expect(await verifyAuditChain(database.db)).toEqual({ ok: true, entries: 0, head: null });
    const appended = await appendSamples(database.db, 5);
    expect(await verifyAuditChain(database.db, { fromSeq: 4 })).toEqual({ ok: true, entries: 2, head: { seq: 5, hash: appended[4]?.hash } });
    expect(await verifyAuditChain(database.db, { batchSize: 2 })).toMatchObject({ ok: true, entries: 5 });
  });

  describe('finds tampering', () => {
    beforeEach(() => appendSamples(database.db, 6));

    it('an edited entry (to_state changed) is reported at its seq', async () => {
      await tamper(database.db, sql`update audit_log set to_state = '{"value":{"issued":"active"}}' where seq = 4`);
      expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, seq: 4, problem: 'edited' });
    });

    it('a deleted middle entry is reported as deleted at the missing seq', async () => {
      await tamper(database.db, sql`delete from audit_log where seq = 3`);
      expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, seq: 3, problem: 'deleted' });
    });

    it('the first entry edited, or deleted', async () => {
      await tamper(database.db, sql`update audit_log set actor_role = 'programAdmin' where seq = 1`);
      expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, seq: 1, problem: 'edited' });
      await tamper(database.db, sql`delete from audit_log where seq = 1`);
      expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, seq: 1, problem: 'deleted' });
    });

    it('an entry rewritten with a freshly computed hash is caught by its successor', async () => {
      const row = await database.db.selectFrom('audit_log').selectAll().where('seq', '=', 2).executeTakeFirstOrThrow();
      const forged = { ...hashedFieldsOfRow(row), actorRole: 'programAdmin' };
      const hash = entryHash(row.prev_hash, forged);
      await tamper(database.db, sql`update audit_log set actor_role = 'programAdmin', hash = ${hash} where seq = 2`);
      expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, seq: 2, problem: 'edited' });
    });

    it('two entries swapped are reported as reordered', async () => {
      await tamper(
        database.db,
        sql`update audit_log set seq = 1000 where seq = 3`,
        sql`update audit_log set seq = 3 where seq = 4`,
        sql`update audit_log set seq = 4 where seq = 1000`,
      );
      expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, seq: 3, problem: 'reordered' });
    });

    it('an entry slipped in between (later ones renumbered) is reported as inserted', async () => {
      const before = await database.db.selectFrom('audit_log').selectAll().where('seq', '=', 3).executeTakeFirstOrThrow();
      const forged = { ...hashedFieldsOfRow(before), seq: 4, entityId: 'card-forged' };
      const hash = entryHash(before.hash, forged);
      await tamper(
        database.db,
        sql`update audit_log set seq = seq + 1000 where seq >= 4`,
        sql`update audit_log set seq = seq - 999 where seq >= 1000`,
        sql`insert into audit_log (seq, occurred_at, actor_user_id, actor_role, buyer_id, entity_type, entity_id, machine_id, event_type,
              event_payload, from_state, to_state, rule_results, prev_hash, hash)
            select 4, occurred_at, actor_user_id, actor_role, buyer_id, entity_type, 'card-forged', machine_id, event_type,
              event_payload, from_state, to_state, rule_results, hash, ${hash} from audit_log where seq = 3`,
      );
      expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, seq: 4, problem: 'inserted' });
    });

    it('entries cut from the end are found with an anchor recorded earlier', async () => {
      const head = await verifyAuditChain(database.db);
      if (!head.ok || !head.head) throw new Error('expected a verified chain');
      await tamper(database.db, sql`delete from audit_log where seq >= 5`);
      expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true, entries: 4 });
      expect(await verifyAuditChain(database.db, { anchor: head.head })).toMatchObject({ ok: false, seq: 5, problem: 'deleted' });
    });
  });

  it('keeps one unbroken chain under 20 concurrent transactions', async () => {
    await appendSamples(database.db, 1);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.db.transaction().execute(async (trx) => {
          await sql`select pg_sleep(0.005)`.execute(trx); // other work of the mutation, before the append
          return appendAuditEntry(trx, sampleEntry(100 + i));
        })),
    );
    expect(results.map((r) => r.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true, entries: 21 });
  });
});
