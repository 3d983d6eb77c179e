import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { graphql, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { CARD, CARDS, CREATE, LOCK, TERMINATE, UNLOCK, createVirtualCard, enableCards, newKey, type CardOut } from './cardTesting';
import { cardIssuerFor } from './issuance';

/** Resolves once `check` holds, polling every 20 ms (fails after 5 s). */
async function eventually(check: () => boolean): Promise<void> {
  for (const started = Date.now(); !check(); ) {
    if (Date.now() - started > 15_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const shipTo = { attentionTo: 'RECEIVING', line1: '100 INDUSTRIAL WAY', line2: 'DOCK 4', city: 'OAKLAND', state: 'CA', zip: '94607' };

describe.each(await testBackends())('purchase cards on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  const issuer = () => cardIssuerFor(server.services);
  const card = (id: string, who: DemoWho = 'admin') => data<{ purchaseCard: CardOut | null }>(server, s[who], CARD, { id }).then((d) => d.purchaseCard);
  const refusal = async (who: DemoWho, query: string, variables: Record<string, unknown>) => {
    const reply = await graphql(server.url, s[who], query, variables);
    expect(reply.body.errors?.length, JSON.stringify(reply.body)).toBe(1);
    return reply.body.errors?.[0]?.extensions ?? {};
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    issuer().configure({ delayMs: null });
    // The East Coast purchaser signs in with a password here (single sign-on is not what is tested).
    await server.db.updateTable('users').set({ sso_status: 'Inactive' }).where('id', '=', DEMO_USER_IDS.sso).execute();
    s = await signInAll(server, ['admin', 'purchaser', 'groupAdmin', 'sso', 'clientAdmin']);
  });
  afterAll(() => server?.close());

  it('refuses cards while Purchase Cards are off (the machine starts the card in notEnabled)', async () => {
    const refused = await refusal('admin', CREATE, { input: { idempotencyKey: newKey(), cardType: 'virtual', cardholderName: 'ALEX MORGAN', cardLanguage: 'en' } });
    expect(refused).toMatchObject({ code: 'RULE_REFUSED', machine: 'purchaseCard', rule: 'notAllowedInState' });
    expect(await server.db.selectFrom('purchase_cards').select('id').execute()).toEqual([]);
    await enableCards(server, s.admin);
  });

  it('a physical card: pending, created by the issuer (last four digits), shipped, activated, each pushed live', async () => {
    const pushed: string[] = [];
    const client: Client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazyCloseTimeout: 60_000,
      connectionParams: { token: s.admin.token, sessionChecksum: s.admin.checksum },
    });
    const subscribed = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    client.subscribe({ query: 'subscription { purchaseCardUpdated { id status } }' }, {
      next: (result) => pushed.push((result.data as { purchaseCardUpdated: { status: string } }).purchaseCardUpdated.status),
      error: () => {}, complete: () => {},
    });
    await subscribed;
    // graphql-ws acknowledges the socket, not the subscription: give the server a moment to register it.
    await new Promise((resolve) => setTimeout(resolve, 250));
    try {
      const created = (await data<{ createPurchaseCard: CardOut }>(server, s.admin, CREATE, {
        input: { idempotencyKey: newKey(), cardType: 'physical', cardholderName: 'ALEX MORGAN', businessName: 'ACME INDUSTRIAL SUPPLY', shipTo, cardLanguage: 'de' },
      })).createPurchaseCard;
      expect(created).toMatchObject({ status: 'pending', last4: null, cardType: 'physical', shipTo, businessName: 'ACME INDUSTRIAL SUPPLY' });
      await issuer().answerNow(created.id);
      const issued = await card(created.id);
      expect(issued).toMatchObject({ status: 'inactive', shippedAt: null });
      expect(issued?.last4).toMatch(/^\d{4}$/);
      await issuer().answerNow(created.id);
      expect((await card(created.id))?.shippedAt).toEqual(expect.any(String));
      await issuer().answerNow(created.id);
      expect(await card(created.id)).toMatchObject({ status: 'active', activatedAt: expect.any(String) });
      await eventually(() => pushed.length >= 4);
      expect(pushed).toEqual(['pending', 'inactive', 'inactive', 'active']);
      const audited = await server.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', created.id).orderBy('seq').execute();
      expect(audited.map((a) => a.event_type)).toEqual(['card.created', 'card.enable', 'card.request', 'card.issued', 'card.shipped', 'card.activated']);
    } finally {
      await client.dispose();
    }
  });

  it('lock needs a reason; lock, unlock, terminate with a reason; terminated cards move to the Terminated tab; terminating again is "already terminated"', async () => {
    const created = await createVirtualCard(server, s.admin);
    await issuer().answerNow(created.id);
    expect(await card(created.id)).toMatchObject({ status: 'active', canManage: true, canReveal: true });

    expect(await refusal('admin', LOCK, { input: { cardId: created.id, reason: null } })).toMatchObject({ code: 'RULE_REFUSED', rule: 'hasLockReason' });
    expect((await data<{ lockPurchaseCard: CardOut }>(server, s.admin, LOCK, { input: { cardId: created.id, reason: 'lost' } })).lockPurchaseCard).toMatchObject({ status: 'locked', lockReason: 'lost' });
    expect(await refusal('admin', LOCK, { input: { cardId: created.id, reason: 'lost' } })).toMatchObject({ code: 'RULE_REFUSED', rule: 'notAllowedInState' });
    expect((await data<{ unlockPurchaseCard: CardOut }>(server, s.admin, UNLOCK, { cardId: created.id })).unlockPurchaseCard).toMatchObject({ status: 'active', lockReason: null });

    expect(await refusal('admin', TERMINATE, { input: { cardId: created.id, reason: null } })).toMatchObject({ rule: 'canBeTerminated', subRules: ['terminationReasonMissing'] });
    const terminated = (await data<{ terminatePurchaseCard: CardOut }>(server, s.admin, TERMINATE, { input: { cardId: created.id, reason: 'stolen' } })).terminatePurchaseCard;
    expect(terminated).toMatchObject({ status: 'terminated', terminationReason: 'stolen', terminatedBy: 'Alex Morgan', terminatedAt: expect.any(String) });

    const tab = async (name: string) => (await data<{ purchaseCards: CardOut[] }>(server, s.admin, CARDS, { tab: name })).purchaseCards.map((c) => c.id);
    expect(await tab('terminated')).toContain(created.id);
    expect(await tab('active')).not.toContain(created.id);

    expect(await refusal('admin', TERMINATE, { input: { cardId: created.id, reason: 'stolen' } })).toMatchObject({
      code: 'CARD_ALREADY_TERMINATED', messageId: 'purchaseCards.error.alreadyTerminated',
    });
    expect(await refusal('admin', UNLOCK, { cardId: created.id })).toMatchObject({ code: 'RULE_REFUSED', rule: 'notAllowedInState' });
  });

  it('printed names and the ship-to address follow spec 5; the issuer’s refusal is "creation failed"; a retry with the same key returns the first card', async () => {
    const lower = await refusal('admin', CREATE, { input: { idempotencyKey: newKey(), cardType: 'virtual', cardholderName: 'Alex Morgan', cardLanguage: 'en' } });
    expect(lower).toMatchObject({ rule: 'hasValidCardRequest', subRules: ['cardholderNameCharacters'] });
    const long = await refusal('admin', CREATE, { input: { idempotencyKey: newKey(), cardType: 'physical', cardholderName: 'A'.repeat(27), shipTo: { ...shipTo, city: 'C'.repeat(41) }, cardLanguage: 'en' } });
    expect(long).toMatchObject({ rule: 'hasValidCardRequest', subRules: ['cardholderNameTooLong', 'shipToTooLong'] });
    expect(await refusal('admin', CREATE, { input: { idempotencyKey: newKey(), cardType: 'virtual', cardholderName: 'A B', cardLanguage: 'ja' } })).toMatchObject({
      code: 'CARD_REQUEST_REFUSED', problems: [{ code: 'languageUnsupported' }],
    });

    const declined = await createVirtualCard(server, s.admin, { cardholderName: 'PLEASE DECLINE' });
    await issuer().answerNow(declined.id);
    expect(await card(declined.id)).toMatchObject({ status: 'notCreated', creationFailure: expect.stringContaining('declined') });

    const key = newKey();
    const first = await createVirtualCard(server, s.admin, { idempotencyKey: key });
    const again = await createVirtualCard(server, s.admin, { idempotencyKey: key, cardholderName: 'SOMEONE ELSE' });
    expect(again.id).toBe(first.id);
    expect(await server.db.selectFrom('purchase_cards').select('id').where('idempotency_key', '=', key).execute()).toHaveLength(1);
  });

  it('individual limits: at most the inviter’s limit and the company line; below open charges, purchases are blocked', async () => {
    // The purchaser was invited by the group admin, whose own limit is 75,000.00.
    await server.db.updateTable('users').set({ parent_user_id: DEMO_USER_IDS.groupAdmin, credit_limit_minor: null }).where('id', '=', DEMO_USER_IDS.purchaser).execute();
    await server.db.updateTable('users').set({ credit_limit_minor: 7_500_000 }).where('id', '=', DEMO_USER_IDS.groupAdmin).execute();
    const forPurchaser = (limit: number) => ({ input: { idempotencyKey: newKey(), userId: DEMO_USER_IDS.purchaser, cardType: 'virtual', cardholderName: 'SAM LEE', cardLanguage: 'en', individualCreditLimitMinor: limit } });
    expect(await refusal('admin', CREATE, forPurchaser(7_500_001))).toMatchObject({ code: 'CARD_REQUEST_REFUSED', problems: [{ code: 'exceedsInviterLimit' }] });
    await server.db.updateTable('users').set({ parent_user_id: null }).where('id', '=', DEMO_USER_IDS.purchaser).execute();
    expect(await refusal('admin', CREATE, forPurchaser(25_000_001))).toMatchObject({ problems: [{ code: 'exceedsCompanyLine' }] });

    const created = (await data<{ createPurchaseCard: CardOut }>(server, s.admin, CREATE, forPurchaser(7_000_000))).createPurchaseCard;
    expect(created).toMatchObject({ userId: DEMO_USER_IDS.purchaser, individualCreditLimit: { amountMinor: 7_000_000 }, canReveal: false, purchasesBlocked: false });
    const owed = (created['openCharges'] as { amountMinor: number }).amountMinor;
    expect(owed).toBeGreaterThan(0);
    await data(server, s.admin, CREATE, forPurchaser(owed - 1));
    expect((await card(created.id))?.purchasesBlocked).toBe(true);
  });

  it('who may do what (spec 6): cards for others and limits are the admin’s; each user sees their own cards, a group admin their groups’', async () => {
    const own = { idempotencyKey: newKey(), cardType: 'virtual', cardholderName: 'TAYLOR KIM', cardLanguage: 'en' };
    expect(await errorCode(server, s.sso, CREATE, { input: { ...own, userId: DEMO_USER_IDS.purchaser } })).toBe('FORBIDDEN');
    expect(await errorCode(server, s.sso, CREATE, { input: { ...own, individualCreditLimitMinor: 100 } })).toBe('FORBIDDEN');
    const mine = (await data<{ createPurchaseCard: CardOut }>(server, s.sso, CREATE, { input: own })).createPurchaseCard;
    expect(mine).toMatchObject({ userId: DEMO_USER_IDS.sso, canManage: false, canReveal: true });
    await issuer().answerNow(mine.id);
    expect(await errorCode(server, s.sso, LOCK, { input: { cardId: mine.id, reason: 'lost' } })).toBe('FORBIDDEN');
    expect(await errorCode(server, s.groupAdmin, LOCK, { input: { cardId: mine.id, reason: 'lost' } })).toBe('FORBIDDEN');
    expect(await errorCode(server, s.clientAdmin, CREATE, { input: { ...own, idempotencyKey: newKey() } })).toBe('FORBIDDEN');

    const seen = async (who: DemoWho) => new Set((await data<{ purchaseCards: CardOut[] }>(server, s[who], CARDS, { tab: 'active' })).purchaseCards.map((c) => c.userId));
    expect(await seen('sso')).toEqual(new Set([DEMO_USER_IDS.sso]));
    expect(await seen('purchaser')).toEqual(new Set([DEMO_USER_IDS.purchaser]));
    // The group admin runs East Coast (the SSO user's group), not West Coast (the purchaser's).
    expect(await seen('groupAdmin')).toEqual(new Set([DEMO_USER_IDS.sso]));
    expect((await seen('admin')).size).toBeGreaterThanOrEqual(3);
    expect(await card(mine.id, 'purchaser')).toBeNull();
    const onlyMine = (await data<{ purchaseCards: CardOut[] }>(server, s.admin, CARDS, { tab: 'active', mine: true })).purchaseCards;
    expect(onlyMine.every((c) => c.userId === DEMO_USER_IDS.admin)).toBe(true);
    expect(await server.db.selectFrom('purchase_cards').select('buyer_id').distinct().execute()).toEqual([{ buyer_id: ACME_BUYER_ID }]);
  });
});
