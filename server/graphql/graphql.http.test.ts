import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../db/testing';
import { DEMO_PASSWORD, DEMO_USER_IDS } from '../db/demoUsers';
import { ACME_BUYER_ID, GLOBEX_BUYER_ID } from '../db/demoIds';
import { ZERO_ID } from '../../src/domain/session';
import { startTestServer, type TestServer } from '../http/testing/testServer';
import { graphql, openApiSession, type ApiSession } from '../http/testing/apiClient';

const CURRENT_USER = /* GraphQL */ `
  query CurrentUser($buyerId: ID) {
    currentUser(buyerId: $buyerId) { id role userType email buyerId clientId customerId customerAccountName ssoStatus name }
  }
`;
const SESSION_START = /* GraphQL */ `
  query SessionStart($buyerId: ID!, $fetchLatestExternalData: Boolean) {
    currentUser { id }
    currentAppAlerts { messageStorageId titleIntlKey alertType }
    buyer(id: $buyerId, fetchLatestExternalData: $fetchLatestExternalData) {
      id businessCountry status
      creditApproved { amountMinor currency } creditAvailable { amountMinor currency } balanceDue { amountMinor } pastDue { amountMinor }
    }
    program { id name whiteLabelConfig { defaultBuyerLocale locales } }
  }
`;

/** Fragments nested `levels` deep: each level adds two to the depth (the spread and its selection). */
function deepQuery(levels: number): string {
  const fragments = Array.from({ length: levels }, (_, index) => `fragment F${index} on Program { ...F${index + 1} }`);
  return `query { program { ...F0 } }\n${fragments.join('\n')}\nfragment F${levels} on Program { id }`;
}

/** One fragment spread `times` times: small to send, costly to run. */
function costlyQuery(times: number): string {
  const fields = 'id name disputeTimeLimitDays supportedPaymentTerms whiteLabelConfig { defaultBuyerLocale locales mfaEnabled mfaAtLogin }';
  return `query { program { ${Array.from({ length: times }, () => '...P').join(' ')} } } fragment P on Program { ${fields} }`;
}

describe.each(await testBackends())('GraphQL over HTTP on %s', (kind) => {
  let server: TestServer;
  let admin: ApiSession;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await openApiSession(server.url, 'admin@acme.example', DEMO_PASSWORD);
  });
  afterAll(() => server?.close());

  it('answers currentUser with the spec 7 fields, defaulting to the own buyer for the all-zero id', async () => {
    for (const buyerId of [undefined, ZERO_ID]) {
      const reply = await graphql(server.url, admin, CURRENT_USER, { buyerId });
      expect(reply.status).toBe(200);
      expect(reply.body.data?.currentUser).toMatchObject({
        id: DEMO_USER_IDS.admin,
        role: ['Buyer:Administrator'],
        userType: 'BUYER',
        email: 'admin@acme.example',
        buyerId: ACME_BUYER_ID,
        customerId: ACME_BUYER_ID,
        customerAccountName: 'Acme Industrial Supply',
        ssoStatus: 'Inactive',
      });
    }
  });

  it('answers the own buyer for buyer(id: all-zero id), as the browser asks before a buyer is chosen', async () => {
    const reply = await graphql(server.url, admin, 'query($id: ID!) { buyer(id: $id) { id businessCountry } }', { id: ZERO_ID });
    expect(reply.body).toEqual({ data: { buyer: { id: ACME_BUYER_ID, businessCountry: expect.any(String) } } });
  });

  it("refuses another buyer's account to a buyer user (FORBIDDEN)", async () => {
    const reply = await graphql(server.url, admin, CURRENT_USER, { buyerId: GLOBEX_BUYER_ID });
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', messageId: 'error.forbidden' });
    const buyer = await graphql(server.url, admin, 'query($id: ID!) { buyer(id: $id) { id } }', { id: GLOBEX_BUYER_ID });
    expect(buyer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('loads the session start query with money computed by the server', async () => {
    const reply = await graphql(server.url, admin, SESSION_START, { buyerId: ACME_BUYER_ID, fetchLatestExternalData: false });
    expect(reply.body.errors).toBeUndefined();
    const buyer = reply.body.data?.buyer as Record<string, { amountMinor: number; currency: string }>;
    expect(buyer.creditApproved!.amountMinor).toBeGreaterThan(0);
    expect(buyer.creditAvailable!.amountMinor).toBe(Math.max(0, buyer.creditApproved!.amountMinor - buyer.balanceDue!.amountMinor));
    expect(buyer.pastDue!.amountMinor).toBeLessThanOrEqual(buyer.balanceDue!.amountMinor);
    expect(reply.body.data?.program).toMatchObject({ id: 'northwind' });
  });

  it('lets staff see any buyer of the program, and tells them when one does not exist', async () => {
    const support = await openApiSession(server.url, 'support@northwind.example', DEMO_PASSWORD);
    const query = 'query($id: ID!) { buyer(id: $id) { id name } }';
    expect((await graphql(server.url, support, query, { id: ACME_BUYER_ID })).body.data?.buyer).toMatchObject({ id: ACME_BUYER_ID });
    const missing = await graphql(server.url, support, query, { id: GLOBEX_BUYER_ID });
    expect(missing.body).toEqual({ data: { buyer: null } });
  });

  it('refuses with 401 UNAUTHENTICATED: no X-Requested-With, no bearer, wrong checksum, GET', async () => {
    const withoutHeader = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}`, 'X-Session-Checksum': admin.checksum },
      body: JSON.stringify({ query: '{ currentUser { id } }' }),
    });
    expect(withoutHeader.status).toBe(401);
    expect(((await withoutHeader.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
    const noBearer = await graphql(server.url, null, '{ currentUser { id } }');
    expect(noBearer.status).toBe(401);
    expect(noBearer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const wrongChecksum = await graphql(server.url, { ...admin, checksum: 'not-the-checksum' }, '{ currentUser { id } }');
    expect(wrongChecksum.status).toBe(401);
    const viaGet = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ currentUser { id } }')}`, { headers: { 'X-Requested-With': 'x' } });
    expect(viaGet.status).toBe(405);
  });

  it('refuses a too-deep query with QUERY_TOO_COMPLEX and HTTP 400, and keeps serving', async () => {
    expect((await graphql(server.url, admin, deepQuery(1))).status).toBe(200);
    const reply = await graphql(server.url, admin, deepQuery(4));
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      messageId: 'error.queryTooComplex',
      values: { reason: expect.stringMatching(/depth/i) },
    });
    expect((await graphql(server.url, admin, '{ currentUser { id } }')).status).toBe(200);
  });

  it('refuses a too-costly query and too many aliases with QUERY_TOO_COMPLEX and HTTP 400', async () => {
    expect((await graphql(server.url, admin, costlyQuery(10))).status).toBe(200);
    const costly = await graphql(server.url, admin, costlyQuery(120));
    expect(costly.status).toBe(400);
    expect(costly.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', values: { reason: expect.stringMatching(/cost/i) } });
    const aliases = Array.from({ length: 20 }, (_, index) => `p${index}: program { id }`).join(' ');
    const aliased = await graphql(server.url, admin, `{ ${aliases} }`);
    expect(aliased.status).toBe(400);
    expect(aliased.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect((await graphql(server.url, admin, 'mutation { ping }')).body.data?.ping).toEqual(expect.any(String));
  });

  it('passes introspection outside production', async () => {
    const reply = await graphql(server.url, admin, '{ __schema { queryType { name } } }');
    expect(reply.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('GraphQL in production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { config: { environment: 'production' } });
  });
  afterAll(() => server?.close());

  it('refuses introspection and masks field suggestions', async () => {
    const admin = await openApiSession(server.url, 'admin@acme.example', DEMO_PASSWORD);
    const introspection = await graphql(server.url, admin, '{ __schema { queryType { name } } }');
    expect(introspection.body.data ?? null).toBeNull();
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await graphql(server.url, admin, '{ currentUsr { id } }');
    expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
