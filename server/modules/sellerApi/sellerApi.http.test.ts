import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_PASSWORD } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { listen, settle } from '../../http/authorization/authzTesting';
import { graphql, openApiSession, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { verifySignature } from '../webhooks/signature';
import { acmeCharge, callApi, createKey, REGISTER_WEBHOOK, REVOKE_KEY } from './sellerApiTesting';

/** Resolves once `check` holds, polling every 50 ms. */
async function eventually(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  for (const started = Date.now(); !check(); ) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The seller API end to end: keys made on the Developers page's GraphQL, charges and preauthorizations through /api/v1, webhooks to a real listener. */
describe.each(await testBackends())('seller API on %s', (kind) => {
  let server: TestServer;
  let developer: ApiSession;
  let acmeAdmin: ApiSession;
  let testKey: { id: string; secret: string };

  beforeAll(async () => {
    server = await startTestServer(kind);
    developer = await openApiSession(server.url, 'developer@northwind.example', DEMO_PASSWORD);
    acmeAdmin = await openApiSession(server.url, 'admin@acme.example', DEMO_PASSWORD);
    testKey = await createKey(server.url, developer, 'test');
  });
  afterAll(() => server?.close());

  it('stores only the hash and a prefix of a key, and lists it with its last use', async () => {
    expect(testKey.secret).toMatch(/^nwk_test_[A-Za-z0-9_-]{43}$/);
    const row = await server.db.selectFrom('api_keys').selectAll().where('id', '=', testKey.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(testKey.secret);
    expect(row.prefix).toBe(testKey.secret.slice(0, 16));
    expect((await callApi(server.url, testKey.secret, 'GET', '/buyers')).status).toBe(200);
    const listed = await graphql(server.url, developer, '{ apiKeys { id prefix lastUsedAt } }');
    const mine = (listed.body.data?.['apiKeys'] as { id: string; lastUsedAt: string | null }[]).find((k) => k.id === testKey.id);
    expect(mine?.lastUsedAt).not.toBeNull();
  });

  it("creates a charge for Acme that Acme's Transaction History hears of at once; a retry answers the same charge", async () => {
    const watcher = listen(server, acmeAdmin, 'subscription { chargeCreated { id invoiceNumber invoiceStatus invoiceTotal { amountMinor } } }');
    await settle(300);
    const body = acmeCharge();
    const created = await callApi<{ id: string; status: string; amountMinor: number }>(server.url, testKey.secret, 'POST', '/charges', body, { 'idempotency-key': 'create-1' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ status: 'created', amountMinor: 12_345, invoiceNumber: body['invoiceNumber'] });
    await eventually(() => watcher.events.length > 0, 'chargeCreated');
    expect(watcher.events[0]).toMatchObject({ chargeCreated: { id: created.body.id, invoiceStatus: 'created', invoiceTotal: { amountMinor: 12_345 } } });
    await watcher.client.dispose();

    const again = await callApi<{ id: string }>(server.url, testKey.secret, 'POST', '/charges', body, { 'idempotency-key': 'create-1' });
    expect([again.status, again.body.id]).toEqual([200, created.body.id]);
    const reused = await callApi(server.url, testKey.secret, 'POST', '/charges', { ...body, amountMinor: 1 }, { 'idempotency-key': 'create-1' });
    expect([reused.status, reused.body['code']]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    const count = await server.db.selectFrom('invoices').select((eb) => eb.fn.countAll<string>().as('n')).where('invoice_number', '=', String(body['invoiceNumber'])).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const acme = await graphql(server.url, acmeAdmin, 'query($id: ID!) { invoice(id: $id) { id invoiceStatus transactionType } }', { id: created.body.id });
    expect(acme.body.data?.['invoice']).toMatchObject({ id: created.body.id, invoiceStatus: 'created', transactionType: 'Sale' });
  });

  it('refuses what the shared charge rules refuse, and a create without an Idempotency-Key', async () => {
    const missingKey = await callApi(server.url, testKey.secret, 'POST', '/charges', acmeCharge());
    expect([missingKey.status, missingKey.body['code']]).toEqual([400, 'BAD_USER_INPUT']);
    const noFeeType = await callApi(server.url, testKey.secret, 'POST', '/charges', acmeCharge({ type: 'fee' }), { 'idempotency-key': 'fee-1' });
    expect([noFeeType.status, noFeeType.body['code']]).toEqual([400, 'BAD_USER_INPUT']);
    const euro = await callApi<{ code: string; problems: { messageId: string }[] }>(server.url, testKey.secret, 'POST', '/charges', acmeCharge({ currency: 'EUR' }), { 'idempotency-key': 'eur-1' });
    expect([euro.status, euro.body.code, euro.body.problems.map((p) => p.messageId)]).toEqual([422, 'CHARGE_INVALID', ['charges.problem.currencyMismatch']]);
    const unknown = await callApi(server.url, testKey.secret, 'POST', '/charges', acmeCharge({ buyerClientReferenceId: 'NOBODY' }), { 'idempotency-key': 'nobody-1' });
    expect([unknown.status, unknown.body['code']]).toEqual([404, 'CHARGE_INVALID']);
  });

  it('issues a credit memo as Credited, voids an unpaid charge once, adjusts another', async () => {
    const credit = await callApi<{ status: string; remainingMinor: number }>(server.url, testKey.secret, 'POST', '/charges', acmeCharge({ type: 'credit' }), { 'idempotency-key': 'credit-1' });
    expect([credit.status, credit.body.status, credit.body.remainingMinor]).toEqual([201, 'credited', 0]);
    const sale = await callApi<{ id: string }>(server.url, testKey.secret, 'POST', '/charges', acmeCharge(), { 'idempotency-key': 'void-1' });
    const voided = await callApi(server.url, testKey.secret, 'POST', `/charges/${sale.body.id}/void`);
    expect([voided.status, voided.body['status']]).toEqual([200, 'cancelled']);
    const twice = await callApi(server.url, testKey.secret, 'POST', `/charges/${sale.body.id}/void`);
    expect([twice.status, twice.body['code']]).toEqual([409, 'RULE_REFUSED']);
    const other = await callApi<{ id: string }>(server.url, testKey.secret, 'POST', '/charges', acmeCharge(), { 'idempotency-key': 'adjust-1' });
    const adjusted = await callApi(server.url, testKey.secret, 'POST', `/charges/${other.body.id}/adjust`, { amountMinor: 345 });
    expect([adjusted.status, adjusted.body['status'], adjusted.body['remainingMinor']]).toEqual([200, 'partiallyAdjusted', 12_000]);
    const tooMuch = await callApi(server.url, testKey.secret, 'POST', `/charges/${other.body.id}/adjust`, { amountMinor: 12_001 });
    expect(tooMuch.status).toBe(400);
    const listed = await callApi<{ data: { id: string }[] }>(server.url, testKey.secret, 'GET', '/charges?buyerClientReferenceId=NW-1001&limit=5');
    expect(listed.body.data.map((c) => c.id)).toContain(other.body.id);
    expect((await callApi(server.url, testKey.secret, 'GET', `/charges/${other.body.id}`)).body['remainingMinor']).toBe(12_000);
  });

  it('preauthorizes within the available credit, rejects beyond it, captures as a sale charge, refuses to cancel a captured hold', async () => {
    const held = await callApi<{ id: string; status: string }>(server.url, testKey.secret, 'POST', '/preauthorizations', { buyerClientReferenceId: 'NW-1001', amountMinor: 50_000, currency: 'USD' }, { 'idempotency-key': 'pre-1' });
    expect([held.status, held.body.status]).toEqual([201, 'preauthorized']);
    const tooMuch = await callApi(server.url, testKey.secret, 'POST', '/preauthorizations', { buyerClientReferenceId: 'NW-1001', amountMinor: 900_000_000, currency: 'USD' }, { 'idempotency-key': 'pre-2' });
    expect([tooMuch.status, tooMuch.body['status']]).toEqual([201, 'rejected']);
    const overCapture = await callApi(server.url, testKey.secret, 'POST', `/preauthorizations/${held.body.id}/capture`, { invoiceNumber: `CAP-${Date.now()}`, amountMinor: 50_001 }, { 'idempotency-key': 'cap-0' });
    expect([overCapture.status, overCapture.body['code']]).toEqual([409, 'RULE_REFUSED']);
    const invoiceNumber = `CAP-${Date.now()}`;
    const captured = await callApi<{ preauthorization: { status: string; chargeId: string }; charge: { id: string; amountMinor: number } }>(
      server.url, testKey.secret, 'POST', `/preauthorizations/${held.body.id}/capture`, { invoiceNumber, amountMinor: 40_000 }, { 'idempotency-key': 'cap-1' });
    expect(captured.status, JSON.stringify(captured.body)).toBe(201);
    expect(captured.body.preauthorization.status).toBe('captured');
    expect(captured.body.charge.amountMinor).toBe(40_000);
    expect(captured.body.preauthorization.chargeId).toBe(captured.body.charge.id);
    const cancel = await callApi(server.url, testKey.secret, 'POST', `/preauthorizations/${held.body.id}/cancel`);
    expect([cancel.status, cancel.body['code']]).toEqual([409, 'RULE_REFUSED']);
    const other = await callApi<{ id: string }>(server.url, testKey.secret, 'POST', '/preauthorizations', { buyerClientReferenceId: 'NW-1001', amountMinor: 1_000, currency: 'USD' }, { 'idempotency-key': 'pre-3' });
    expect((await callApi(server.url, testKey.secret, 'POST', `/preauthorizations/${other.body.id}/cancel`)).body['status']).toBe('cancelled');
  });

  it('delivers a signed charge event to a registered endpoint, again after a failed answer, and logs the delivery', async () => {
    const received: { body: string; signature: string | undefined; eventId: string | undefined }[] = [];
    const listener: Server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        received.push({ body, signature: request.headers['portal-signature'] as string | undefined, eventId: request.headers['portal-event-id'] as string | undefined });
        response.writeHead(received.length === 1 ? 500 : 204).end();
      });
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/hooks`;
      const registered = await graphql(server.url, developer, REGISTER_WEBHOOK, { input: { url, mode: 'test', eventTypes: ['charge.updated'] } });
      expect(registered.body.errors).toBeUndefined();
      const { signingSecret } = registered.body.data?.['registerWebhookEndpoint'] as { signingSecret: string };
      const created = await callApi<{ id: string }>(server.url, testKey.secret, 'POST', '/charges', acmeCharge(), { 'idempotency-key': 'hook-1' });
      // The first answer is a 500: the job queue retries (2 s later) and the second is accepted.
      await eventually(() => received.length >= 2, 'two delivery attempts', 20_000);
      for (const attempt of received.slice(0, 2)) {
        const check = verifySignature(signingSecret, attempt.signature, attempt.body, Math.floor(Date.now() / 1000));
        expect(check.valid).toBe(true);
        expect(verifySignature(signingSecret, attempt.signature, attempt.body.replace('"created"', '"paid"'), Math.floor(Date.now() / 1000)).valid).toBe(false);
        expect(verifySignature(signingSecret, attempt.signature, attempt.body, Math.floor(Date.now() / 1000) + 301)).toEqual({ valid: false, reason: 'outsideTolerance' });
        expect(JSON.parse(attempt.body)).toMatchObject({ type: 'charge.updated', livemode: false, data: { id: created.body.id, buyerId: ACME_BUYER_ID, status: 'created' } });
      }
      expect(received[1]?.eventId).toBe(received[0]?.eventId);
      const log = await graphql(server.url, developer, '{ webhookDeliveries { eventType status attempts lastStatusCode } }');
      expect(log.body.data?.['webhookDeliveries']).toEqual(expect.arrayContaining([expect.objectContaining({ eventType: 'charge.updated' })]));
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  }, 30_000);

  it("lists the program's payouts of its own mode: the seeded payouts of Acme (a test buyer) to a test key, none to a live key", async () => {
    const listed = await callApi<{ data: { id: string; payments: { buyerId: string }[] }[] }>(server.url, testKey.secret, 'GET', '/disbursements');
    expect(listed.status).toBe(200);
    expect(listed.body.data.length).toBeGreaterThan(0);
    expect(listed.body.data.flatMap((payout) => payout.payments.map((payment) => payment.buyerId))).toContain(ACME_BUYER_ID);
    const liveKey = await createKey(server.url, developer, 'live');
    const live = await callApi<{ data: unknown[] }>(server.url, liveKey.secret, 'GET', '/disbursements');
    expect([live.status, live.body.data]).toEqual([200, []]);
    const bad = await callApi(server.url, testKey.secret, 'GET', '/disbursements?payoutFrom=2026-13-40');
    expect(bad.status).toBe(400);
  });

  it('refuses a revoked key from then on', async () => {
    const key = await createKey(server.url, developer, 'test');
    expect((await callApi(server.url, key.secret, 'GET', '/charges')).status).toBe(200);
    const revoked = await graphql(server.url, developer, REVOKE_KEY, { id: key.id });
    expect(revoked.body.data?.['revokeApiKey']).toMatchObject({ status: 'revoked' });
    const refused = await callApi(server.url, key.secret, 'GET', '/charges');
    expect([refused.status, refused.body['code'], refused.headers.get('www-authenticate')]).toEqual([401, 'UNAUTHENTICATED', 'Bearer realm="seller-api"']);
    const again = await graphql(server.url, developer, REVOKE_KEY, { id: key.id });
    expect(again.body.errors?.[0]?.extensions?.['code']).toBe('RULE_REFUSED');
  });
});
