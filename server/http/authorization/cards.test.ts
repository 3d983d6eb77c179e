import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { cardIssuerFor } from '../../modules/purchaseCards/issuance';
import {
  data, eventually, expectNotDisclosed, FORBIDDEN, hidden, itRefuses, listen, newKey, NOT_YOURS, READ_ONLY, refusedWith, rowCount, settle, startAuthzServer,
  type AuthzServer, type Listener, type RefusalCase, type Refusal, type Who,
} from './authzTesting';

/**
 * Purchase cards and purchasing controls. Spec 6: the Buyer:Administrator "manages ... purchasing";
 * group admins manage cards only where the program does not require individual limits for cards
 * (ours does: purchaseCards README, read only); other buyer users see and request their own cards;
 * only the cardholder reveals a number (README); seller and staff users read.
 */
const CARD_FIELDS = 'id userId status last4';
const CARDS = `query($buyerId: ID) { purchaseCards(buyerId: $buyerId, tab: active) { ${CARD_FIELDS} } }`;
const CARD = `query($id: ID!) { purchaseCard(id: $id) { ${CARD_FIELDS} } }`;
const CREATE = `mutation($input: CreatePurchaseCardInput!) { createPurchaseCard(input: $input) { ${CARD_FIELDS} } }`;
const LOCK = `mutation($input: CardReasonInput!) { lockPurchaseCard(input: $input) { ${CARD_FIELDS} } }`;
const UNLOCK = `mutation($cardId: ID!) { unlockPurchaseCard(cardId: $cardId) { ${CARD_FIELDS} } }`;
const TERMINATE = `mutation($input: CardReasonInput!) { terminatePurchaseCard(input: $input) { ${CARD_FIELDS} } }`;
const REQUEST_REVEAL = 'mutation($cardId: ID!) { requestCardNumberReveal(cardId: $cardId) { challengeId sentTo } }';
const REVEAL = 'mutation($input: RevealCardNumberInput!) { revealCardNumber(input: $input) { cardId cardNumber } }';
const CONTROLS = 'query($buyerId: ID) { purchasingControls(buyerId: $buyerId) { purchaseCards individualCreditLimits canManage } }';
const SET_FEATURE = 'mutation($input: SetPurchasingFeatureInput!) { setPurchasingFeature(input: $input) { purchaseCards } }';
const SET_POLICY = 'mutation($input: SetPurchasePolicyInput!) { setPurchasePolicy(input: $input) { purchasePolicyMaxValue { amountMinor } } }';
const SET_ADDRESS = 'mutation($input: SetCardReturnAddressInput!) { setCardReturnAddress(input: $input) { cardReturnAddress { line1 } } }';
const SET_LIMIT = 'mutation($input: SetIndividualCreditLimitInput!) { setIndividualCreditLimit(input: $input) { userId limit { amountMinor } } }';
const OPTIONS = 'query($userId: ID) { purchaseCardCreationOptions(userId: $userId) { userId firstName currentLimit { amountMinor } openCharges { amountMinor } } }';
const UPDATED = 'subscription($buyerId: ID) { purchaseCardUpdated(buyerId: $buyerId) { id status } }';

/**
 * revealCardNumber.ts answers every reveal that is not the cardholder's own (no such card, another
 * buyer's, another user's) with the same CARD_NUMBER_UNAVAILABLE, so it tells nothing either.
 */
const NOT_THE_CARDHOLDER = ['CARD_NUMBER_UNAVAILABLE', 'FORBIDDEN', 'NOT_FOUND'];

const address = { attentionTo: 'INTRUDER', line1: '1 ELSEWHERE ST', line2: null, city: 'CHICAGO', state: 'IL', zip: '60601' };

describe.each(await testBackends())('purchase cards and purchasing controls authorization on %s', (kind) => {
  let env: AuthzServer;
  /** Acme's admin's own virtual card (issued) and the purchaser's own card (issued). */
  let adminCard: string;
  let purchaserCard: string;
  /** A reveal challenge of the admin's card, and its e-mailed code: what an intruder would need. */
  let challenge: { id: string; code: string };

  const card = (id: string) => env.server.db.selectFrom('purchase_cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const cardState = (id: () => string) => async () => ({ cards: await rowCount(env, 'purchase_cards'), card: await card(id()), mfa: await rowCount(env, 'mfa_tokens'), outbox: await rowCount(env, 'outbox_messages') });
  const controlsState = async () => ({
    controls: await env.server.db.selectFrom('buyer_purchasing_controls').selectAll().where('buyer_id', '=', ACME_BUYER_ID).executeTakeFirstOrThrow(),
    limits: await env.server.db.selectFrom('users').select(['id', 'credit_limit_minor']).where('buyer_id', '=', ACME_BUYER_ID).orderBy('id').execute(),
  });
  const allState = async () => ({ controls: await controlsState(), cards: await cardState(() => adminCard)() });
  const createFor = (userId: string | null, extra: Record<string, unknown> = {}) => () => ({
    input: { idempotencyKey: newKey(), userId, cardType: 'virtual', cardholderName: 'NOT YOURS', cardLanguage: 'en', ...extra },
  });
  const reason = (id: () => string) => () => ({ input: { cardId: id(), reason: 'fraud' } });
  const revealWithLeakedCode = () => ({ input: { cardId: adminCard, challengeId: challenge.id, code: challenge.code } });
  /** A reveal refused to someone else: no number anywhere in the reply. */
  const revealRefused = (codes: string[]): Refusal => ({
    check: async (reply) => {
      const { issuer_token } = await card(adminCard);
      expectNotDisclosed(reply, [issuer_token ?? 'no-token']);
      expect(reply.body.data?.['revealCardNumber'] ?? null).toBeNull();
      expect(codes).toContain(reply.body.errors?.[0]?.extensions?.['code']);
      expect(JSON.stringify(reply.body)).not.toMatch(/\d{16}/);
    },
  });

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    const issuer = cardIssuerFor(env.server.services);
    issuer.configure({ delayMs: null });
    for (const feature of ['IndividualCreditLimits', 'PurchaseCards']) await data(env, 'acmeAdmin', SET_FEATURE, { input: { feature, switch: 'Enabled' } });
    adminCard = (await data<{ createPurchaseCard: { id: string } }>(env, 'acmeAdmin', CREATE, createFor(null, { cardholderName: 'ALEX MORGAN' })())).createPurchaseCard.id;
    purchaserCard = (await data<{ createPurchaseCard: { id: string } }>(env, 'purchaser', CREATE, createFor(null, { cardholderName: 'SAM LEE' })())).createPurchaseCard.id;
    await issuer.answerNow(adminCard);
    await issuer.answerNow(purchaserCard);
    const requested = await data<{ requestCardNumberReveal: { challengeId: string } }>(env, 'acmeAdmin', REQUEST_REVEAL, { cardId: adminCard });
    const mail = await env.server.db.selectFrom('outbox_messages').select('body').where('user_id', '=', DEMO_USER_IDS.admin).where('kind', '=', 'mfa.code').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    challenge = { id: requested.requestCardNumberReveal.challengeId, code: mail.body.match(/\b(\d{6})\b/)![1]! };
  });
  afterAll(() => env?.server.close());

  it('positive controls: Acme admin and the purchaser see their cards; seller and staff read; group admin reads the controls', async () => {
    const adminSees = (await data<{ purchaseCards: { id: string }[] }>(env, 'acmeAdmin', CARDS)).purchaseCards.map((c) => c.id);
    expect(adminSees).toEqual(expect.arrayContaining([adminCard, purchaserCard]));
    expect((await data<{ purchaseCards: { id: string }[] }>(env, 'purchaser', CARDS)).purchaseCards.map((c) => c.id)).toEqual([purchaserCard]);
    expect((await data<{ purchaseCard: { id: string } }>(env, 'purchaser', CARD, { id: purchaserCard })).purchaseCard.id).toBe(purchaserCard);
    for (const who of ['seller', 'staff'] as const) {
      expect((await data<{ purchaseCards: { id: string }[] }>(env, who, CARDS, { buyerId: ACME_BUYER_ID })).purchaseCards.map((c) => c.id)).toEqual(expect.arrayContaining([adminCard]));
      expect((await data<{ purchasingControls: { canManage: boolean } }>(env, who, CONTROLS, { buyerId: ACME_BUYER_ID })).purchasingControls.canManage).toBe(false);
    }
    expect((await data<{ purchasingControls: { canManage: boolean } }>(env, 'groupAdmin', CONTROLS)).purchasingControls.canManage).toBe(false);
    expect((await data<{ purchasingControls: { canManage: boolean } }>(env, 'acmeAdmin', CONTROLS)).purchasingControls.canManage).toBe(true);
    expect((await data<{ purchaseCards: unknown[] }>(env, 'globexAdmin', CARDS)).purchaseCards).toEqual([]);
    expect((await data<{ purchaseCardCreationOptions: { userId: string } }>(env, 'acmeAdmin', OPTIONS, { userId: DEMO_USER_IDS.purchaser })).purchaseCardCreationOptions.userId).toBe(DEMO_USER_IDS.purchaser);
    expect((await data<{ purchaseCardCreationOptions: { userId: string } }>(env, 'purchaser', OPTIONS)).purchaseCardCreationOptions.userId).toBe(DEMO_USER_IDS.purchaser);
  });

  const cross: RefusalCase[] = [
    { name: 'purchaseCards(buyerId: Acme)', who: 'globexAdmin', query: CARDS, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
    { name: 'purchaseCard(id) of an Acme card', who: 'globexAdmin', query: CARD, variables: () => ({ id: adminCard }), refusal: hidden('purchaseCard') },
    { name: 'createPurchaseCard with buyerId: Acme', who: 'globexAdmin', query: CREATE, variables: createFor(null, { buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS, unchanged: allState },
    { name: "createPurchaseCard for Acme's purchaser", who: 'globexAdmin', query: CREATE, variables: createFor(DEMO_USER_IDS.purchaser), refusal: NOT_YOURS, unchanged: allState },
    { name: 'lockPurchaseCard of an Acme card', who: 'globexAdmin', query: LOCK, variables: reason(() => adminCard), refusal: NOT_YOURS, unchanged: cardState(() => adminCard) },
    { name: 'unlockPurchaseCard of an Acme card', who: 'globexAdmin', query: UNLOCK, variables: () => ({ cardId: adminCard }), refusal: NOT_YOURS, unchanged: cardState(() => adminCard) },
    { name: 'terminatePurchaseCard of an Acme card', who: 'globexAdmin', query: TERMINATE, variables: reason(() => adminCard), refusal: NOT_YOURS, unchanged: cardState(() => adminCard) },
    { name: 'requestCardNumberReveal of an Acme card (no code sent)', who: 'globexAdmin', query: REQUEST_REVEAL, variables: () => ({ cardId: adminCard }), refusal: refusedWith(...NOT_THE_CARDHOLDER), unchanged: cardState(() => adminCard) },
    { name: "revealCardNumber of an Acme card, even with its leaked challenge and code", who: 'globexAdmin', query: REVEAL, variables: revealWithLeakedCode, refusal: revealRefused(NOT_THE_CARDHOLDER), unchanged: cardState(() => adminCard) },
    { name: "purchaseCardCreationOptions of Acme's purchaser (its limit and open charges)", who: 'globexAdmin', query: OPTIONS, variables: () => ({ userId: DEMO_USER_IDS.purchaser }), refusal: NOT_YOURS },
    { name: 'purchasingControls(buyerId: Acme)', who: 'globexAdmin', query: CONTROLS, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
    { name: 'setPurchasingFeature with buyerId: Acme', who: 'globexAdmin', query: SET_FEATURE, variables: () => ({ input: { buyerId: ACME_BUYER_ID, feature: 'PurchaseCards', switch: 'Disabled' } }), refusal: NOT_YOURS, unchanged: allState },
    { name: 'setPurchasePolicy with buyerId: Acme', who: 'globexAdmin', query: SET_POLICY, variables: () => ({ input: { buyerId: ACME_BUYER_ID, maxValueMinor: 100 } }), refusal: NOT_YOURS, unchanged: allState },
    { name: 'setCardReturnAddress with buyerId: Acme', who: 'globexAdmin', query: SET_ADDRESS, variables: () => ({ input: { buyerId: ACME_BUYER_ID, address } }), refusal: NOT_YOURS, unchanged: allState },
    { name: "setIndividualCreditLimit of Acme's purchaser", who: 'globexAdmin', query: SET_LIMIT, variables: () => ({ input: { userId: DEMO_USER_IDS.purchaser, limitMinor: 100 } }), refusal: NOT_YOURS, unchanged: allState },
  ];
  describe("cross-buyer: Globex's admin with Acme's ids", () => itRefuses(() => env, cross));

  /** Card and controls changes nobody but Acme's admin may make (spec 6, purchaseCards and purchasingControls READMEs). */
  const adminOnly = (who: Who): RefusalCase[] => [
    { name: "createPurchaseCard for another user", who, query: CREATE, variables: createFor(DEMO_USER_IDS.sso), refusal: FORBIDDEN, unchanged: allState },
    { name: "lockPurchaseCard of the admin's card", who, query: LOCK, variables: reason(() => adminCard), refusal: NOT_YOURS, unchanged: cardState(() => adminCard) },
    { name: "unlockPurchaseCard of the admin's card", who, query: UNLOCK, variables: () => ({ cardId: adminCard }), refusal: NOT_YOURS, unchanged: cardState(() => adminCard) },
    { name: "terminatePurchaseCard of the admin's card", who, query: TERMINATE, variables: reason(() => adminCard), refusal: NOT_YOURS, unchanged: cardState(() => adminCard) },
    { name: "requestCardNumberReveal of the admin's card (only the cardholder)", who, query: REQUEST_REVEAL, variables: () => ({ cardId: adminCard }), refusal: refusedWith(...NOT_THE_CARDHOLDER), unchanged: cardState(() => adminCard) },
    { name: "revealCardNumber of the admin's card with its leaked challenge and code", who, query: REVEAL, variables: revealWithLeakedCode, refusal: revealRefused(NOT_THE_CARDHOLDER), unchanged: cardState(() => adminCard) },
    { name: 'setPurchasingFeature', who, query: SET_FEATURE, variables: () => ({ input: { buyerId: ACME_BUYER_ID, feature: 'PurchaseCards', switch: 'Disabled' } }), refusal: FORBIDDEN, unchanged: allState },
    { name: 'setPurchasePolicy', who, query: SET_POLICY, variables: () => ({ input: { buyerId: ACME_BUYER_ID, maxValueMinor: 100 } }), refusal: FORBIDDEN, unchanged: allState },
    { name: 'setCardReturnAddress', who, query: SET_ADDRESS, variables: () => ({ input: { buyerId: ACME_BUYER_ID, address } }), refusal: FORBIDDEN, unchanged: allState },
    { name: 'setIndividualCreditLimit of the purchaser', who, query: SET_LIMIT, variables: () => ({ input: { userId: DEMO_USER_IDS.purchaser, limitMinor: 99_900_000 } }), refusal: FORBIDDEN, unchanged: allState },
  ];
  const wrongRole: RefusalCase[] = [
    ...(['payer', 'purchaser', 'groupAdmin'] as Who[]).flatMap(adminOnly),
    ...READ_ONLY.flatMap(adminOnly),
    // Buyer users other than the admin do not manage even their own card (only the admin locks, unlocks, terminates).
    { name: 'lockPurchaseCard of its own card', who: 'purchaser', query: LOCK, variables: reason(() => purchaserCard), refusal: FORBIDDEN, unchanged: cardState(() => purchaserCard) },
    { name: 'terminatePurchaseCard of its own card', who: 'purchaser', query: TERMINATE, variables: reason(() => purchaserCard), refusal: FORBIDDEN, unchanged: cardState(() => purchaserCard) },
    { name: 'setIndividualCreditLimit of itself (raising its own limit)', who: 'purchaser', query: SET_LIMIT, variables: () => ({ input: { userId: DEMO_USER_IDS.purchaser, limitMinor: 99_900_000 } }), refusal: FORBIDDEN, unchanged: allState },
    { name: 'setIndividualCreditLimit of itself (raising its own limit)', who: 'groupAdmin', query: SET_LIMIT, variables: () => ({ input: { userId: DEMO_USER_IDS.groupAdmin, limitMinor: 99_900_000 } }), refusal: FORBIDDEN, unchanged: allState },
    { name: "purchaseCard(id) of the admin's card", who: 'purchaser', query: CARD, variables: () => ({ id: adminCard }), refusal: hidden('purchaseCard') },
    { name: 'purchasingControls', who: 'purchaser', query: CONTROLS, variables: () => ({}), refusal: FORBIDDEN },
    ...(['payer', 'purchaser', 'groupAdmin'] as Who[]).map((who): RefusalCase => ({
      name: "purchaseCardCreationOptions of another user (its limit and open charges)", who, query: OPTIONS, variables: () => ({ userId: DEMO_USER_IDS.admin }), refusal: FORBIDDEN,
    })),
    // The group admin sees its group's (East Coast) cards only: not the admin's, not the West Coast purchaser's.
    { name: "purchaseCard(id) of a West Coast user's card", who: 'groupAdmin', query: CARD, variables: () => ({ id: purchaserCard }), refusal: hidden('purchaseCard') },
    {
      name: 'purchaseCards lists no card outside its group', who: 'groupAdmin', query: CARDS, variables: () => ({}),
      refusal: { check: (reply) => expect(reply.body).toEqual({ data: { purchaseCards: [] } }) },
    },
  ];
  describe('wrong role within Acme (spec 6)', () => itRefuses(() => env, wrongRole));

  it("positive control: the leaked challenge and code were good — the cardholder reveals with them", async () => {
    const { revealCardNumber } = await data<{ revealCardNumber: { cardNumber: string } }>(env, 'acmeAdmin', REVEAL, revealWithLeakedCode());
    expect(revealCardNumber.cardNumber).toMatch(/^\d{16}$/);
  });

  it('purchaseCardUpdated: Globex and the purchaser get an error or nothing while Acme admin receives a lock', async () => {
    const listeners: Listener[] = [];
    const open = async (who: Who, variables: Record<string, unknown>) => {
      const listener = listen(env.server, env.s[who], UPDATED, variables);
      listeners.push(listener);
      await new Promise<void>((resolve) => listener.client.on('connected', () => resolve()));
      return listener;
    };
    try {
      const intruders = [await open('globexAdmin', { buyerId: ACME_BUYER_ID }), await open('globexAdmin', {}), await open('purchaser', {})];
      const control = await open('acmeAdmin', {});
      await settle(150);
      await data(env, 'acmeAdmin', LOCK, reason(() => adminCard)());
      await eventually(() => control.events.some((e) => (e as { purchaseCardUpdated: { id: string } }).purchaseCardUpdated.id === adminCard), 'the lock pushed to Acme admin');
      await settle();
      expect(intruders.map((l) => l.events)).toEqual([[], [], []]);
    } finally {
      await Promise.all(listeners.map((l) => l.client.dispose()));
    }
  });
});
