import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { domainCatalogEntries } from '../../machines/domain/catalogEntries';
import { purchaseCardMachine, purchaseCardRules, type PurchaseCardContext, type PurchaseCardEvent } from '../../machines/domain/purchaseCard';
import { emptyAuditLog, tamper } from '../audit/auditTesting';
import { verifyAuditChain } from '../audit/verifyAuditChain';
import type { PortalDatabase } from '../db/database';
import { openTestDatabase, testBackends } from '../db/testing';
import { GraphQLError } from '../graphql/graphqlRuntime';
import { applyDomainEvent, type RefusalRecord } from './enforce';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const ADMIN = { userId: '0f8e2d4c-6b1a-4f3e-9d2c-1a2b3c4d5e6f', role: 'buyerAdmin' };
const BUYER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const CARD = { type: 'purchaseCard', id: 'card-1', buyerId: BUYER };
const blank: PurchaseCardContext = {
  cardType: null, lockReason: null, terminationReason: null, terminatedAt: null, terminatedBy: null, shippedAt: null, activatedAt: null, creationFailure: null,
};
const activeCard = { value: { issued: 'active' }, context: { ...blank, cardType: 'virtual' as const, activatedAt: '2026-03-01T09:00:00Z' } };
const terminate = (reason: string | null): PurchaseCardEvent => ({ type: 'card.terminate', reason, by: ADMIN.userId, now: NOW.toISOString() });
const entry = domainCatalogEntries.find((e) => e.id === 'purchaseCard') ?? { id: 'purchaseCard', machine: purchaseCardMachine, rules: purchaseCardRules };

describe.each(await testBackends({ databaseBehaviour: true }))('applyDomainEvent on %s', (kind) => {
  let database: PortalDatabase;
  let refusals: RefusalRecord[];
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    refusals = [];
    await emptyAuditLog(database.db);
  });

  const apply = (stored: { value: StateValue; context: PurchaseCardContext }, event: PurchaseCardEvent) =>
    database.db.transaction().execute((trx) =>
      applyDomainEvent(trx, { entry: { id: 'purchaseCard', machine: purchaseCardMachine, rules: purchaseCardRules }, entity: CARD, stored, event, now: NOW, actor: ADMIN, onRefused: (r) => refusals.push(r) }));
  const auditRows = () => database.db.selectFrom('audit_log').selectAll().orderBy('seq').execute();

  it('accepted: returns the state and context to persist and appends the audit entry', async () => {
    const applied = await apply(activeCard, terminate('stolen'));
    expect(applied.next).toEqual({ issued: 'terminated' });
    expect(applied.context).toMatchObject({ terminationReason: 'stolen', terminatedAt: NOW.toISOString(), terminatedBy: ADMIN.userId });
    expect(applied.audit.seq).toBe(1);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      seq: 1, actor_user_id: ADMIN.userId, actor_role: 'buyerAdmin', buyer_id: BUYER, entity_type: 'purchaseCard', entity_id: 'card-1',
      machine_id: 'purchaseCard', event_type: 'card.terminate', event_payload: terminate('stolen'),
      from_state: { value: { issued: 'active' }, context: activeCard.context },
      to_state: { value: { issued: 'terminated' }, context: applied.context },
      rule_results: { decision: 'accepted', guards: [{ guard: 'canBeTerminated', passed: true, description: purchaseCardRules.canBeTerminated.description, spec: '4. Card status' }] },
      hash: applied.audit.hash,
    });
    expect(row?.occurred_at.toISOString()).toBe(NOW.toISOString());
    expect(refusals).toEqual([]);
  });

  it('persist runs in the transaction before the append, with what is to be stored', async () => {
    const seen: unknown[] = [];
    const applied = await database.db.transaction().execute((trx) =>
      applyDomainEvent(trx, {
        entry, entity: CARD, stored: activeCard, event: terminate('lost'), now: NOW, actor: ADMIN,
        persist: async ({ next, context }) => {
          seen.push(next, context.terminationReason, (await trx.selectFrom('audit_log').select('seq').execute()).length);
        },
      }));
    expect(seen).toEqual([{ issued: 'terminated' }, 'lost', 0]);
    expect(applied.audit.seq).toBe(1);
  });

  it('gives the machine the decision time as the event\'s now when the event has none', async () => {
    const locked = { value: { issued: 'locked' }, context: { ...activeCard.context, lockReason: 'lost' as const } };
    await apply(locked, { type: 'card.unlock' });
    const [row] = await auditRows();
    expect(row?.event_payload).toEqual({ type: 'card.unlock', now: NOW.toISOString() });
    expect(row?.rule_results).toEqual({ decision: 'accepted', guards: [] });
  });

  it.each([
    ['without a reason', activeCard, terminate(null), 'canBeTerminated', ['terminationReasonMissing']],
    ['when already terminated', { value: { issued: 'terminated' }, context: { ...activeCard.context, terminatedAt: '2026-03-01T10:00:00Z', terminationReason: 'lost' as const } }, terminate('stolen'), 'canBeTerminated', ['alreadyTerminated']],
  ])('refused terminate %s: RULE_REFUSED naming the rule and the failing check, nothing appended', async (_case, stored, event, rule, subRules) => {
    const error = await apply(stored, event).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error).toMatchObject({
      message: purchaseCardRules.canBeTerminated.description,
      extensions: {
        code: 'RULE_REFUSED', rule, machine: 'purchaseCard', messageId: `rule.purchaseCard.${rule}`,
        description: purchaseCardRules.canBeTerminated.description, spec: '4. Card status', subRules,
      },
    });
    expect(await auditRows()).toEqual([]);
    expect(refusals).toMatchObject([{ level: 'info', machineId: 'purchaseCard', eventType: 'card.terminate', entity: CARD, actor: ADMIN, rule: { name: rule, subRules } }]);
  });

  it('an event the state has no transition for is refused as notAllowedInState', async () => {
    await expect(apply(activeCard, { type: 'card.unlock' })).rejects.toMatchObject({
      extensions: { code: 'RULE_REFUSED', rule: 'notAllowedInState', messageId: 'rule.purchaseCard.notAllowedInState' },
    });
  });

  it('a card\'s whole life is one verified chain; editing or deleting an entry is found', async () => {
    const events: PurchaseCardEvent[] = [
      { type: 'card.enable' }, { type: 'card.request', cardType: 'virtual', cardholderName: 'JANE DOE' }, { type: 'card.issued', now: NOW.toISOString() },
      { type: 'card.lock', reason: 'lost' }, { type: 'card.unlock' }, terminate('lost'),
    ];
    let stored: { value: StateValue; context: PurchaseCardContext } = { value: 'notEnabled', context: blank };
    for (const event of events) {
      const applied = await apply(stored, event);
      stored = { value: applied.next, context: applied.context };
    }
    expect(stored.value).toEqual({ issued: 'terminated' });
    expect((await auditRows()).map((r) => r.event_type)).toEqual(events.map((e) => e.type));
    expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true, entries: 6 });

    await tamper(database.db, sql`update audit_log set to_state = jsonb_set(to_state, '{value,issued}', '"active"') where seq = 4`);
    expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, seq: 4, problem: 'edited' });
    await tamper(database.db, sql`delete from audit_log where seq = 4`);
    expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, seq: 4, problem: 'deleted' });
  });

  it('20 cards terminated in parallel transactions make one unbroken chain', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      database.db.transaction().execute((trx) => applyDomainEvent(trx, {
        entry, entity: { ...CARD, id: `card-${i}` }, stored: activeCard, event: terminate('fraud'), now: NOW, actor: ADMIN,
      }))));
    expect(new Set(results.map((r) => r.audit.seq)).size).toBe(20);
    expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true, entries: 20 });
  });
});
