import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { graphql, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { cardIssuerFor } from '../purchaseCards/issuance';

const CONTROLS = '{ purchasingControls { individualCreditLimits purchaseCards activeCardCount canManage purchasePolicyMaxValue { amountMinor } companyCreditLine { amountMinor } cardReturnAddress { line1 city zip } } }';
const SET = 'mutation($input: SetPurchasingFeatureInput!) { setPurchasingFeature(input: $input) { individualCreditLimits purchaseCards activeCardCount } }';
const POLICY = 'mutation($input: SetPurchasePolicyInput!) { setPurchasePolicy(input: $input) { purchasePolicyMaxValue { amountMinor } } }';
const ADDRESS = 'mutation($input: SetCardReturnAddressInput!) { setCardReturnAddress(input: $input) { cardReturnAddress { attentionTo line1 line2 city state zip } } }';
const CREATE = 'mutation($input: CreatePurchaseCardInput!) { createPurchaseCard(input: $input) { id status } }';
const TERMINATE = 'mutation($input: CardReasonInput!) { terminatePurchaseCard(input: $input) { id status } }';

interface Refusal { code?: string; rule?: string; machine?: string; messageId?: string; description?: string }

describe.each(await testBackends())('purchasing controls on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  const set = (feature: string, on: boolean, who: DemoWho = 'admin') => graphql(server.url, s[who], SET, { input: { feature, switch: on ? 'Enabled' : 'Disabled' } });
  const refusal = async (feature: string, on: boolean): Promise<Refusal> => {
    const reply = await set(feature, on);
    expect(reply.body.errors?.length, JSON.stringify(reply.body)).toBe(1);
    return reply.body.errors?.[0]?.extensions as Refusal;
  };
  const switches = () => server.db.selectFrom('buyer_purchasing_controls').selectAll().where('buyer_id', '=', ACME_BUYER_ID).executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer(kind);
    cardIssuerFor(server.services).configure({ delayMs: null });
    s = await signInAll(server, ['admin', 'purchaser', 'groupAdmin', 'clientAdmin']);
  });
  afterAll(() => server?.close());

  it('starts with both features off, readable by the admin (who may change them) and the group admin (who may not)', async () => {
    const admin = await data<{ purchasingControls: Record<string, unknown> }>(server, s.admin, CONTROLS);
    expect(admin.purchasingControls).toMatchObject({ individualCreditLimits: 'Disabled', purchaseCards: 'Disabled', activeCardCount: 0, canManage: true, companyCreditLine: { amountMinor: 25_000_000 } });
    const groupAdmin = await data<{ purchasingControls: Record<string, unknown> }>(server, s.groupAdmin, CONTROLS);
    expect(groupAdmin.purchasingControls['canManage']).toBe(false);
    expect(await errorCode(server, s.purchaser, CONTROLS)).toBe('FORBIDDEN');
    for (const who of ['groupAdmin', 'purchaser', 'clientAdmin'] as const) {
      expect((await set('IndividualCreditLimits', true, who)).body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    }
    expect((await switches()).individual_credit_limits).toBe('Disabled');
  });

  it('refuses Purchase Cards while Individual Credit Limits are off, with the rule’s words, and changes nothing', async () => {
    const refused = await refusal('PurchaseCards', true);
    expect(refused).toMatchObject({
      code: 'RULE_REFUSED', machine: 'featureDependencies', rule: 'isIndividualCreditLimitsOn',
      messageId: 'rule.featureDependencies.isIndividualCreditLimitsOn', description: 'Individual Credit Limits must be enabled before Purchase Cards.',
    });
    expect(await switches()).toMatchObject({ individual_credit_limits: 'Disabled', purchase_cards: 'Disabled' });
  });

  it('enables ICL then Purchase Cards; ICL cannot go off while cards are on; cards cannot go off while a card is not terminated', async () => {
    expect((await set('IndividualCreditLimits', true)).body.data).toEqual({ setPurchasingFeature: { individualCreditLimits: 'Enabled', purchaseCards: 'Disabled', activeCardCount: 0 } });
    expect((await set('PurchaseCards', true)).body.data?.['setPurchasingFeature']).toMatchObject({ purchaseCards: 'Enabled' });
    expect(await refusal('IndividualCreditLimits', false)).toMatchObject({ rule: 'isPurchaseCardsOff', description: 'Individual Credit Limits cannot be disabled until Purchase Cards are disabled.' });

    const created = await data<{ createPurchaseCard: { id: string } }>(server, s.admin, CREATE, {
      input: { idempotencyKey: 'controls-test-card-1', cardType: 'virtual', cardholderName: 'ALEX MORGAN', cardLanguage: 'en' },
    });
    const cardId = created.createPurchaseCard.id;
    expect(await refusal('PurchaseCards', false)).toMatchObject({ rule: 'hasNoActiveCards', description: 'Purchase Cards cannot be disabled until all active cards are terminated.' });
    // A pending card cannot be terminated (the issuer has not created it yet): it answers first.
    expect(await errorCode(server, s.admin, TERMINATE, { input: { cardId, reason: 'other' } })).toBe('RULE_REFUSED');
    await cardIssuerFor(server.services).answerNow(cardId);
    await data(server, s.admin, TERMINATE, { input: { cardId, reason: 'other' } });
    expect((await set('PurchaseCards', false)).body.data?.['setPurchasingFeature']).toMatchObject({ purchaseCards: 'Disabled', activeCardCount: 0 });
  });

  it('disabling Individual Credit Limits removes every individual limit (and is audited)', async () => {
    const withLimit = await server.db.selectFrom('users').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('credit_limit_minor', 'is not', null).execute();
    expect(withLimit.length).toBeGreaterThan(0);
    expect((await set('IndividualCreditLimits', false)).body.errors).toBeUndefined();
    const left = await server.db.selectFrom('users').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('credit_limit_minor', 'is not', null).execute();
    expect(left).toEqual([]);
    const audit = await server.db.selectFrom('audit_log').select(['event_type', 'actor_user_id']).where('machine_id', '=', 'featureDependencies').orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ event_type: 'individualCreditLimits.disable', actor_user_id: DEMO_USER_IDS.admin });
  });

  it('sets the purchase policy within the company line, and the return address within spec 5 lengths', async () => {
    expect((await data<{ setPurchasePolicy: unknown }>(server, s.admin, POLICY, { input: { maxValueMinor: 1_000_000 } })).setPurchasePolicy).toEqual({ purchasePolicyMaxValue: { amountMinor: 1_000_000 } });
    const tooHigh = await graphql(server.url, s.admin, POLICY, { input: { maxValueMinor: 25_000_001 } });
    expect(tooHigh.body.errors?.[0]?.extensions).toMatchObject({ code: 'PURCHASE_POLICY_REFUSED', problems: [{ code: 'exceedsCompanyLine' }] });
    expect((await data<{ setPurchasePolicy: unknown }>(server, s.admin, POLICY, { input: { maxValueMinor: null } })).setPurchasePolicy).toEqual({ purchasePolicyMaxValue: null });
    expect(await errorCode(server, s.groupAdmin, POLICY, { input: { maxValueMinor: 5 } })).toBe('FORBIDDEN');

    const address = { attentionTo: ' Returns ', line1: '1 Dock St', line2: '', city: 'Oakland', state: 'CA', zip: '94607' };
    expect((await data<{ setCardReturnAddress: unknown }>(server, s.admin, ADDRESS, { input: { address } })).setCardReturnAddress).toEqual({
      cardReturnAddress: { attentionTo: 'Returns', line1: '1 Dock St', line2: null, city: 'Oakland', state: 'CA', zip: '94607' },
    });
    const bad = await graphql(server.url, s.admin, ADDRESS, { input: { address: { ...address, city: 'C'.repeat(41), zip: ' ' } } });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', problems: [{ field: 'city', code: 'tooLong', max: 40 }, { field: 'zip', code: 'required' }] });
  });

  it('sets a user’s individual limit within spec 5; below open charges, purchases are blocked', async () => {
    const LIMIT = 'mutation($input: SetIndividualCreditLimitInput!) { setIndividualCreditLimit(input: $input) { userId limit { amountMinor } openCharges { amountMinor } purchasesBlocked } }';
    const limit = (limitMinor: number | null, who: DemoWho = 'admin') => graphql(server.url, s[who], LIMIT, { input: { userId: DEMO_USER_IDS.purchaser, limitMinor } });
    const problemsOf = async (limitMinor: number | null) => ((await limit(limitMinor)).body.errors?.[0]?.extensions?.['problems'] as { code: string }[] | undefined)?.map((p) => p.code);

    expect((await switches()).individual_credit_limits).toBe('Disabled');
    expect(await problemsOf(100_000)).toEqual(['individualCreditLimitsDisabled']);
    await set('IndividualCreditLimits', true);
    expect((await limit(100_000, 'groupAdmin')).body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(await problemsOf(25_000_001)).toEqual(['exceedsCompanyLine']);
    // Invited by the group admin, whose own limit is 75,000.00.
    await server.db.updateTable('users').set({ credit_limit_minor: 7_500_000 }).where('id', '=', DEMO_USER_IDS.groupAdmin).execute();
    await server.db.updateTable('users').set({ parent_user_id: DEMO_USER_IDS.groupAdmin }).where('id', '=', DEMO_USER_IDS.purchaser).execute();
    expect(await problemsOf(7_500_001)).toEqual(['exceedsInviterLimit']);
    expect(await problemsOf(null)).toEqual(['requiredByInviter']);

    const set1 = (await limit(7_500_000)).body.data?.['setIndividualCreditLimit'] as { limit: { amountMinor: number }; openCharges: { amountMinor: number }; purchasesBlocked: boolean };
    expect(set1.limit).toEqual({ amountMinor: 7_500_000 });
    expect(set1.openCharges.amountMinor).toBeGreaterThan(0);
    expect(set1.purchasesBlocked).toBe(set1.openCharges.amountMinor > 7_500_000);
    const lowered = (await limit(set1.openCharges.amountMinor - 1)).body.data?.['setIndividualCreditLimit'] as { purchasesBlocked: boolean };
    expect(lowered.purchasesBlocked).toBe(true);
    expect((await server.db.selectFrom('users').select('credit_limit_minor').where('id', '=', DEMO_USER_IDS.purchaser).executeTakeFirstOrThrow()).credit_limit_minor).toBe(set1.openCharges.amountMinor - 1);
  });
});
