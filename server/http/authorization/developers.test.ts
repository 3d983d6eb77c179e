import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, GLOBEX_BUYER_ID } from '../../db/demoIds';
import { DEMO_PROGRAM } from '../../db/demoProgram';
import { testBackends } from '../../db/testing';
import { hashApiKey } from '../../modules/apiKeys/apiKeys';
import { SELLER_API_ROUTES } from '../../modules/sellerApi/routes';
import { acmeCharge, callApi, createKey } from '../../modules/sellerApi/sellerApiTesting';
import { data, FORBIDDEN, itRefuses, refusedWith, startAuthzServer, type AuthzServer, type RefusalCase, type Who } from './authzTesting';

/**
 * The Developers menu and the seller API (issue 14 part 2; spec 6 clientDeveloper "manages API keys
 * and sees test data"). GraphQL: only the program's clientDeveloper reads or changes keys and
 * webhook endpoints. REST (/api/v1): every route refuses no key, a revoked key, a session's token,
 * a key without the route's scope, a key of the other mode (a live key on Acme, the demo's test
 * buyer; a test key on Globex, a live buyer) and a key of another program; nothing changes on a
 * refusal; the positive control is a test key on Acme.
 */
const CREATE_KEY = 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret apiKey { id } } }';
const REVOKE_KEY = 'mutation($id: ID!) { revokeApiKey(id: $id) { id status } }';
const REGISTER_WEBHOOK = 'mutation($input: RegisterWebhookEndpointInput!) { registerWebhookEndpoint(input: $input) { signingSecret endpoint { id } } }';
const SET_ENABLED = 'mutation($id: ID!, $enabled: Boolean!) { setWebhookEndpointEnabled(id: $id, enabled: $enabled) { id status } }';
const API_KEYS = '{ apiKeys { id } }';
const ENDPOINTS = '{ webhookEndpoints { id } }';
const DELIVERIES = '{ webhookDeliveries { id } }';
const NOT_DEVELOPERS: readonly Who[] = ['acmeAdmin', 'payer', 'purchaser', 'groupAdmin', 'seller', 'staff', 'underwriter', 'globexAdmin'];
const OTHER_PROGRAM = 'otherprogram';

describe.each(await testBackends())('developers and seller API authorization on %s', (kind) => {
  let env: AuthzServer;
  const keys = {} as Record<'test' | 'live' | 'buyersOnly' | 'chargesReadOnly' | 'revoked' | 'otherProgram', string>;
  let devKeyId: string;
  let otherProgramKeyId: string;
  let endpointId: string;
  let acmeChargeId: string;
  let acmePreauthId: string;
  let globexInvoiceId: string;

  const developerState = async () => ({
    keys: await env.server.db.selectFrom('api_keys').select(['id', 'status']).orderBy('id').execute(),
    endpoints: await env.server.db.selectFrom('webhook_endpoints').select(['id', 'status']).orderBy('id').execute(),
  });
  const chargeState = async () => ({
    invoices: await env.server.db.selectFrom('invoices').select(['id', 'status', 'remaining_minor']).orderBy('id').execute(),
    preauthorizations: await env.server.db.selectFrom('preauthorizations').select(['id', 'status']).orderBy('id').execute(),
  });

  beforeAll(async () => {
    env = await startAuthzServer(kind, { WEBHOOK_ALLOW_LOCALHOST: 'true' });
    const { url } = env.server;
    const dev = env.s.developer;
    const test = await createKey(url, dev, 'test');
    keys.test = test.secret;
    devKeyId = test.id;
    keys.live = (await createKey(url, dev, 'live')).secret;
    keys.buyersOnly = (await createKey(url, dev, 'test', ['buyers:read'])).secret;
    keys.chargesReadOnly = (await createKey(url, dev, 'test', ['charges:read'])).secret;
    const revoked = await createKey(url, dev, 'test');
    keys.revoked = revoked.secret;
    await data(env, 'developer', REVOKE_KEY, { id: revoked.id });
    // Another program with its own key (a seller we do not serve in this test database).
    await env.server.db.insertInto('programs').values({ ...DEMO_PROGRAM, id: OTHER_PROGRAM, name: 'Other Program' }).execute();
    keys.otherProgram = `nwk_test_${randomBytes(32).toString('base64url')}`;
    otherProgramKeyId = randomUUID();
    await env.server.db.insertInto('api_keys').values({
      id: otherProgramKeyId, program_id: OTHER_PROGRAM, name: 'other', mode: 'test', scopes: JSON.stringify(['buyers:read', 'charges:read', 'charges:write', 'disbursements:read']),
      prefix: keys.otherProgram.slice(0, 16), secret_hash: hashApiKey(keys.otherProgram), status: 'active', created_by_user_id: null,
    }).execute();
    const registered = await data<{ registerWebhookEndpoint: { endpoint: { id: string } } }>(env, 'developer', REGISTER_WEBHOOK, { input: { url: 'http://127.0.0.1:9/hooks', mode: 'test', eventTypes: ['charge.updated'] } });
    endpointId = registered.registerWebhookEndpoint.endpoint.id;
    acmeChargeId = (await callApi<{ id: string }>(url, keys.test, 'POST', '/charges', acmeCharge(), { 'idempotency-key': randomUUID() })).body.id;
    acmePreauthId = (await callApi<{ id: string }>(url, keys.test, 'POST', '/preauthorizations', { buyerClientReferenceId: 'NW-1001', amountMinor: 1_000, currency: 'USD' }, { 'idempotency-key': randomUUID() })).body.id;
    const globex = await env.server.db.selectFrom('invoices').select('id').where('buyer_id', '=', GLOBEX_BUYER_ID).where('status', 'in', ['created', 'open']).executeTakeFirstOrThrow();
    globexInvoiceId = globex.id;
    await env.server.db.updateTable('buyers').set({ client_reference_id: 'GLOBEX-REF' }).where('id', '=', GLOBEX_BUYER_ID).execute();
  });
  afterAll(() => env?.server.close());

  // --- GraphQL: the Developers page ---------------------------------------------------------------

  it('positive control: the developer lists keys, endpoints and deliveries', async () => {
    expect((await data<{ apiKeys: { id: string }[] }>(env, 'developer', API_KEYS)).apiKeys.map((k) => k.id)).toContain(devKeyId);
    expect((await data<{ apiKeys: { id: string }[] }>(env, 'developer', API_KEYS)).apiKeys.map((k) => k.id)).not.toContain(otherProgramKeyId);
    expect((await data<{ webhookEndpoints: { id: string }[] }>(env, 'developer', ENDPOINTS)).webhookEndpoints.map((e) => e.id)).toEqual([endpointId]);
    expect(Array.isArray((await data<{ webhookDeliveries: unknown[] }>(env, 'developer', DELIVERIES)).webhookDeliveries)).toBe(true);
  });

  describe('wrong role: nobody but the clientDeveloper (spec 6)', () => {
    const cases: RefusalCase[] = NOT_DEVELOPERS.flatMap((who): RefusalCase[] => [
      { name: 'apiKeys', who, query: API_KEYS, variables: () => ({}), refusal: FORBIDDEN },
      { name: 'webhookEndpoints', who, query: ENDPOINTS, variables: () => ({}), refusal: FORBIDDEN },
      { name: 'webhookDeliveries', who, query: DELIVERIES, variables: () => ({}), refusal: FORBIDDEN },
      { name: 'createApiKey', who, query: CREATE_KEY, variables: () => ({ input: { name: 'x', mode: 'test', scopes: ['charges:read'] } }), refusal: FORBIDDEN, unchanged: developerState },
      { name: 'revokeApiKey', who, query: REVOKE_KEY, variables: () => ({ id: devKeyId }), refusal: FORBIDDEN, unchanged: developerState },
      { name: 'registerWebhookEndpoint', who, query: REGISTER_WEBHOOK, variables: () => ({ input: { url: 'https://example.com/h', mode: 'test', eventTypes: ['charge.updated'] } }), refusal: FORBIDDEN, unchanged: developerState },
      { name: 'setWebhookEndpointEnabled', who, query: SET_ENABLED, variables: () => ({ id: endpointId, enabled: false }), refusal: FORBIDDEN, unchanged: developerState },
    ]);
    itRefuses(() => env, cases);
  });

  describe("wrong program: another program's key and endpoint ids", () => {
    itRefuses(() => env, [
      { name: "revokeApiKey of another program's key", who: 'developer', query: REVOKE_KEY, variables: () => ({ id: otherProgramKeyId }), refusal: refusedWith('NOT_FOUND'), unchanged: developerState },
      { name: 'setWebhookEndpointEnabled of an unknown id', who: 'developer', query: SET_ENABLED, variables: () => ({ id: randomUUID(), enabled: false }), refusal: refusedWith('NOT_FOUND'), unchanged: developerState },
    ]);
  });

  // --- REST: every seller API route ---------------------------------------------------------------

  interface Call {
    operationId: string;
    method: 'GET' | 'POST';
    path: () => string;
    body?: () => unknown;
  }
  const acme = () => acmeChargeId;
  const calls: Call[] = [
    { operationId: 'listBuyers', method: 'GET', path: () => '/buyers' },
    { operationId: 'getBuyer', method: 'GET', path: () => '/buyers/NW-1001' },
    { operationId: 'createCharge', method: 'POST', path: () => '/charges', body: () => acmeCharge() },
    { operationId: 'listCharges', method: 'GET', path: () => '/charges?buyerClientReferenceId=NW-1001' },
    { operationId: 'getCharge', method: 'GET', path: () => `/charges/${acme()}` },
    { operationId: 'voidCharge', method: 'POST', path: () => `/charges/${acme()}/void` },
    { operationId: 'adjustCharge', method: 'POST', path: () => `/charges/${acme()}/adjust`, body: () => ({ amountMinor: 1 }) },
    { operationId: 'createPreauthorization', method: 'POST', path: () => '/preauthorizations', body: () => ({ buyerClientReferenceId: 'NW-1001', amountMinor: 100, currency: 'USD' }) },
    { operationId: 'getPreauthorization', method: 'GET', path: () => `/preauthorizations/${acmePreauthId}` },
    { operationId: 'capturePreauthorization', method: 'POST', path: () => `/preauthorizations/${acmePreauthId}/capture`, body: () => ({ invoiceNumber: `CAP-${randomUUID().slice(0, 8)}` }) },
    { operationId: 'cancelPreauthorization', method: 'POST', path: () => `/preauthorizations/${acmePreauthId}/cancel` },
    { operationId: 'listDisbursements', method: 'GET', path: () => '/disbursements' },
  ];
  const send = (secret: string | null, call: Call, headers: Record<string, string> = {}) =>
    callApi(env.server.url, secret, call.method, call.path(), call.body?.(), { 'idempotency-key': randomUUID(), ...headers });
  const scopeOf = (operationId: string) => SELLER_API_ROUTES.find((r) => r.operationId === operationId)!.scope;

  it('names every route of the seller API', () => {
    expect(calls.map((c) => c.operationId).sort()).toEqual(SELLER_API_ROUTES.map((r) => r.operationId).sort());
  });

  it.each(calls.map((c) => [c.operationId, c] as const))('%s: no key, a revoked key or a session token is 401, nothing changed', async (_id, call) => {
    const before = await chargeState();
    for (const secret of [null, keys.revoked, env.s.developer.token, `${keys.test.slice(0, -1)}x`]) {
      const reply = await send(secret, call);
      expect([reply.status, reply.body?.['code']], String(secret).slice(0, 12)).toEqual([401, 'UNAUTHENTICATED']);
    }
    const cookie = await send(null, call, { cookie: Object.entries(env.s.developer.cookies).map(([k, v]) => `${k}=${v}`).join('; ') });
    expect(cookie.status).toBe(401);
    expect(await chargeState()).toEqual(before);
  });

  it.each(calls.map((c) => [c.operationId, c] as const))('%s: a key without the scope is 403, nothing changed', async (_id, call) => {
    const before = await chargeState();
    const secret = scopeOf(call.operationId) === 'buyers:read' ? keys.chargesReadOnly : keys.buyersOnly;
    const reply = await send(secret, call);
    expect([reply.status, reply.body?.['code']]).toEqual([403, 'API_KEY_SCOPE_MISSING']);
    expect(await chargeState()).toEqual(before);
  });

  it.each(calls.filter((c) => !['listBuyers', 'listCharges', 'listDisbursements'].includes(c.operationId)).map((c) => [c.operationId, c] as const))(
    "%s: a live key (wrong mode) and another program's key do not reach Acme's test data, nothing changed",
    async (_id, call) => {
      const before = await chargeState();
      for (const secret of [keys.live, keys.otherProgram]) {
        const reply = await send(secret, call);
        expect(reply.status, JSON.stringify(reply.body)).toBe(404);
        expect(['NOT_FOUND', 'CHARGE_INVALID']).toContain(reply.body?.['code']);
      }
      expect(await chargeState()).toEqual(before);
    },
  );

  it("lists: a live key and another program's key list none of Acme's buyers and charges; a test key lists no live buyer", async () => {
    for (const secret of [keys.live, keys.otherProgram]) {
      const buyers = await callApi<{ data: { id: string }[] }>(env.server.url, secret, 'GET', '/buyers');
      expect(buyers.body.data.map((b) => b.id)).not.toContain(ACME_BUYER_ID);
      const charges = await callApi<{ data: { buyerId: string }[] }>(env.server.url, secret, 'GET', '/charges');
      expect(charges.body.data.filter((c) => c.buyerId === ACME_BUYER_ID)).toEqual([]);
    }
    const testBuyers = await callApi<{ data: { id: string }[] }>(env.server.url, keys.test, 'GET', '/buyers');
    expect(testBuyers.body.data.map((b) => b.id)).toEqual([ACME_BUYER_ID]);
    const liveBuyers = await callApi<{ data: { id: string }[] }>(env.server.url, keys.live, 'GET', '/buyers');
    expect(liveBuyers.body.data.map((b) => b.id)).toContain(GLOBEX_BUYER_ID);
  });

  it("a test key (wrong mode) does not reach Globex's live charge or charge Globex, nothing changed", async () => {
    const before = await chargeState();
    for (const [method, path, body] of [
      ['GET', `/charges/${globexInvoiceId}`, undefined], ['POST', `/charges/${globexInvoiceId}/void`, undefined], ['POST', `/charges/${globexInvoiceId}/adjust`, { amountMinor: 1 }],
      ['POST', '/charges', acmeCharge({ buyerClientReferenceId: 'GLOBEX-REF' })], ['POST', '/preauthorizations', { buyerClientReferenceId: 'GLOBEX-REF', amountMinor: 100, currency: 'USD' }],
      ['GET', '/buyers/GLOBEX-REF', undefined],
    ] as const) {
      const reply = await callApi(env.server.url, keys.test, method, path, body, { 'idempotency-key': randomUUID() });
      expect(reply.status, `${method} ${path}`).toBe(404);
    }
    expect(await chargeState()).toEqual(before);
    // Positive control of the other mode: the live key reads Globex's charge.
    expect((await callApi(env.server.url, keys.live, 'GET', `/charges/${globexInvoiceId}`)).status).toBe(200);
  });

  it.each(calls.map((c) => [c.operationId, c] as const))('positive control %s: the test key on Acme', async (_id, call) => {
    // A fresh charge and hold each, so a void or capture before does not decide this one.
    acmeChargeId = (await callApi<{ id: string }>(env.server.url, keys.test, 'POST', '/charges', acmeCharge(), { 'idempotency-key': randomUUID() })).body.id;
    acmePreauthId = (await callApi<{ id: string }>(env.server.url, keys.test, 'POST', '/preauthorizations', { buyerClientReferenceId: 'NW-1001', amountMinor: 1_000, currency: 'USD' }, { 'idempotency-key': randomUUID() })).body.id;
    const reply = await send(keys.test, call);
    expect([200, 201], JSON.stringify(reply.body)).toContain(reply.status);
  });
});
