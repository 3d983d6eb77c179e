import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_PASSWORD } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { listen, settle } from '../../http/authorization/authzTesting';
import { graphql, openApiSession, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { jobsFor, type JobSummary } from '../../jobs/jobQueue';
import { QUEUES } from '../../jobs/queues';
import { deliverWebhook } from '../webhooks/deliver';
import { registerWebhookEndpoint } from '../webhooks/endpoints';
import { verifySignature } from '../webhooks/signature';
import { checkPreauthorizationExpiry, expirePreauthorization, PREAUTHORIZATION_EXPIRY_KEY } from './preauthorizationExpiry';
import { acmeCharge, callApi, createKey, REGISTER_WEBHOOK, REVOKE_KEY } from './sellerApiTesting';

/** Resolves once `check` holds, polling every 50 ms (`refresh` first, when given). */
async function eventually(check: () => boolean, what: string, timeoutMs = 5_000, refresh?: () => Promise<void>): Promise<void> {
  const started = Date.now();
  for (;;) {
    await refresh?.();
    if (check()) return;
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
    // Webhooks go to listeners on this machine: loopback allowed by the explicit switch (private ranges never).
    server = await startTestServer(kind, { env: { WEBHOOK_ALLOW_LOCALHOST: 'true' } });
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
    const adjusted = await callApi(server.url, testKey.secret, 'POST', `/charges/${other.body.id}/adjust`, { amountMinor: 345 }, { 'idempotency-key': 'adjust-a' });
    expect([adjusted.status, adjusted.body['status'], adjusted.body['remainingMinor']]).toEqual([200, 'partiallyAdjusted', 12_000]);
    const tooMuch = await callApi(server.url, testKey.secret, 'POST', `/charges/${other.body.id}/adjust`, { amountMinor: 12_001 }, { 'idempotency-key': 'adjust-b' });
    expect(tooMuch.status).toBe(400);
    const listed = await callApi<{ data: { id: string }[] }>(server.url, testKey.secret, 'GET', '/charges?buyerClientReferenceId=NW-1001&limit=5');
    expect(listed.body.data.map((c) => c.id)).toContain(other.body.id);
    expect((await callApi(server.url, testKey.secret, 'GET', `/charges/${other.body.id}`)).body['remainingMinor']).toBe(12_000);
  });

  it('adjusts once per Idempotency-Key: a retry answers the first result and lowers nothing more, another amount under that key is refused', async () => {
    const sale = await callApi<{ id: string }>(server.url, testKey.secret, 'POST', '/charges', acmeCharge(), { 'idempotency-key': 'adjust-once-sale' });
    const path = `/charges/${sale.body.id}/adjust`;
    const missingKey = await callApi(server.url, testKey.secret, 'POST', path, { amountMinor: 100 });
    expect([missingKey.status, missingKey.body['code']]).toEqual([400, 'BAD_USER_INPUT']);
    const first = await callApi(server.url, testKey.secret, 'POST', path, { amountMinor: 1_000 }, { 'idempotency-key': 'adjust-once' });
    expect([first.status, first.body['status'], first.body['remainingMinor']]).toEqual([200, 'partiallyAdjusted', 11_345]);
    const retry = await callApi(server.url, testKey.secret, 'POST', path, { amountMinor: 1_000 }, { 'idempotency-key': 'adjust-once' });
    expect([retry.status, retry.body]).toEqual([200, first.body]);
    const reused = await callApi(server.url, testKey.secret, 'POST', path, { amountMinor: 2_000 }, { 'idempotency-key': 'adjust-once' });
    expect([reused.status, reused.body['code']]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    const otherCharge = await callApi<{ id: string }>(server.url, testKey.secret, 'POST', '/charges', acmeCharge(), { 'idempotency-key': 'adjust-once-other' });
    const elsewhere = await callApi(server.url, testKey.secret, 'POST', `/charges/${otherCharge.body.id}/adjust`, { amountMinor: 1_000 }, { 'idempotency-key': 'adjust-once' });
    expect([elsewhere.status, elsewhere.body['code']]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect((await callApi(server.url, testKey.secret, 'GET', `/charges/${otherCharge.body.id}`)).body['remainingMinor']).toBe(12_345);

    // A later adjust under a new key moves the charge on; the first key still answers what it did then.
    const second = await callApi(server.url, testKey.secret, 'POST', path, { amountMinor: 11_345 }, { 'idempotency-key': 'adjust-twice' });
    expect([second.status, second.body['status'], second.body['remainingMinor']]).toEqual([200, 'adjusted', 0]);
    expect((await callApi(server.url, testKey.secret, 'POST', path, { amountMinor: 1_000 }, { 'idempotency-key': 'adjust-once' })).body).toEqual(first.body);
    const audit = await server.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', sale.body.id).where('event_type', '=', 'charge.adjusted').execute();
    expect(audit).toHaveLength(2);
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

  it('expires holds past their expiry through the machine, once, freeing the credit and sending preauthorization.updated', async () => {
    const received: { type: string; data: { id: string; status: string; change: string } }[] = [];
    const listener: Server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        received.push(JSON.parse(body) as (typeof received)[number]);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/holds`;
      const registered = await graphql(server.url, developer, REGISTER_WEBHOOK, { input: { url, mode: 'test', eventTypes: ['preauthorization.updated'] } });
      expect(registered.body.errors).toBeUndefined();
      const available = async () => (await callApi<{ creditAvailableMinor: number }>(server.url, testKey.secret, 'GET', '/buyers/NW-1001')).body.creditAvailableMinor;
      const shortHold = await callApi<{ id: string; status: string }>(server.url, testKey.secret, 'POST', '/preauthorizations', { buyerClientReferenceId: 'NW-1001', amountMinor: 7_000, currency: 'USD', expiresInHours: 1 }, { 'idempotency-key': 'expiry-short' });
      const longHold = await callApi<{ id: string; status: string }>(server.url, testKey.secret, 'POST', '/preauthorizations', { buyerClientReferenceId: 'NW-1001', amountMinor: 3_000, currency: 'USD', expiresInHours: 48 }, { 'idempotency-key': 'expiry-long' });
      expect([shortHold.body.status, longHold.body.status]).toEqual(['preauthorized', 'preauthorized']);
      const before = await available();

      // Before its expiry the machine refuses to expire a hold.
      await expect(expirePreauthorization(server.db, shortHold.body.id, server.services.now())).rejects.toMatchObject({ extensions: { code: 'RULE_REFUSED' } });
      // The clock as data: the check runs as if two hours had passed.
      const later = new Date(server.services.now().getTime() + 2 * 3_600_000);
      const log = (message: string) => console.warn(message);
      const expired = await checkPreauthorizationExpiry(server.services, log, later);
      expect(expired).toContain(shortHold.body.id);
      expect(expired).not.toContain(longHold.body.id);
      expect((await callApi(server.url, testKey.secret, 'GET', `/preauthorizations/${shortHold.body.id}`)).body['status']).toBe('expired');
      expect((await callApi(server.url, testKey.secret, 'GET', `/preauthorizations/${longHold.body.id}`)).body['status']).toBe('preauthorized');
      expect(await available()).toBe(before + 7_000);

      // Idempotent: a second check (another instance, a retried job) changes nothing.
      expect(await checkPreauthorizationExpiry(server.services, log, later)).not.toContain(shortHold.body.id);
      expect(await expirePreauthorization(server.db, shortHold.body.id, later)).toBeNull();
      const audit = await server.db.selectFrom('audit_log').select(['event_type', 'actor_role']).where('entity_id', '=', shortHold.body.id).where('event_type', '=', 'preauthorization.expire').execute();
      expect(audit).toEqual([{ event_type: 'preauthorization.expire', actor_role: null }]);

      await eventually(() => received.some((event) => event.data.id === shortHold.body.id && event.data.status === 'expired'), 'the expiry webhook', 20_000);
      expect(received.find((event) => event.data.id === shortHold.body.id && event.data.status === 'expired')).toMatchObject({ type: 'preauthorization.updated', data: { change: 'preauthorization.expire' } });
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  }, 30_000);

  it('runs the preauthorization-expiry job at start and keeps the next check queued', async () => {
    const jobs = jobsFor(server.services)!;
    let runs: JobSummary[] = [];
    await eventually(() => runs.some((job) => job.state === 'completed') && runs.some((job) => job.state === 'created'), 'a finished and a queued check', 20_000, async () => {
      runs = await jobs.jobs(QUEUES.preauthorizationExpiry, PREAUTHORIZATION_EXPIRY_KEY);
    });
    expect(runs.filter((job) => job.state === 'created')).toHaveLength(1);
  }, 30_000);

  it('refuses webhook URLs that reach internal addresses when registered, and again at delivery when the name resolves there now', async () => {
    const register = (url: string, mode = 'test') => graphql(server.url, developer, REGISTER_WEBHOOK, { input: { url, mode, eventTypes: ['card.updated'] } });
    for (const [url, problem] of [
      ['http://10.0.0.5/hooks', 'privateAddress'], ['https://169.254.169.254/latest/meta-data/', 'privateAddress'], ['https://[fd00::1]/hooks', 'privateAddress'],
      ['https://100.64.0.1/hooks', 'privateAddress'], ['http://[::ffff:192.168.1.1]/hooks', 'privateAddress'], ['http://2130706433:9/hooks', null],
    ] as const) {
      const refused = await register(url);
      if (problem === null) {
        // 2130706433 is 127.0.0.1: loopback, which this server allows (WEBHOOK_ALLOW_LOCALHOST).
        expect(refused.body.errors, url).toBeUndefined();
        continue;
      }
      // The page says why (the reason's message id), not only that the input was refused.
      expect(refused.body.errors?.[0]?.extensions, url).toMatchObject({ code: 'BAD_USER_INPUT', messageId: `developers.webhooks.urlRefused.${problem}`, values: { field: 'url', problem } });
    }
    const liveOverHttp = await register('http://127.0.0.1:9/hooks', 'live');
    expect(liveOverHttp.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageId: 'developers.webhooks.urlRefused.notHttps', values: { problem: 'notHttps' } });

    const actor = await server.db.selectFrom('users').select('id').where('email', '=', 'developer@northwind.example').executeTakeFirstOrThrow();
    const developerActor = { userId: actor.id, role: 'clientDeveloper', programId: 'northwind' };
    const noLoopback = { environment: 'test' as const, webhookAllowLocalhost: false };
    // A host name is resolved: localhost (the system resolver) is loopback, refused without the switch.
    await expect(registerWebhookEndpoint(server.db, developerActor, { url: 'http://localhost:9/hooks', mode: 'test', eventTypes: ['card.updated'] }, server.services.now(), noLoopback))
      .rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', values: { field: 'url', problem: 'privateAddress' } } });
    const nowhere = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    await expect(registerWebhookEndpoint(server.db, developerActor, { url: 'https://hooks.nowhere.invalid/h', mode: 'live', eventTypes: ['card.updated'] }, server.services.now(), noLoopback, nowhere))
      .rejects.toMatchObject({ extensions: { messageId: 'developers.webhooks.urlRefused.unresolvable', values: { problem: 'unresolvable' } } });

    // DNS rebinding: the name answered a public address when registered and answers loopback at delivery.
    let hits = 0;
    const listener: Server = createServer((request: IncomingMessage, response) => {
      hits += 1;
      request.resume();
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => listener.listen(0, resolve));
    try {
      const url = `http://localhost:${(listener.address() as AddressInfo).port}/rebound`;
      const publicAnswer = () => Promise.resolve([{ address: '93.184.215.14', family: 4 }]);
      const { endpoint } = await registerWebhookEndpoint(server.db, developerActor, { url, mode: 'test', eventTypes: ['card.updated'] }, server.services.now(), noLoopback, publicAnswer);
      const deliveryId = randomUUID();
      await server.db.insertInto('webhook_deliveries').values({ id: deliveryId, endpoint_id: endpoint.id, event_id: 'evt_rebind', event_type: 'card.updated', payload: JSON.stringify({ id: 'evt_rebind' }), status: 'pending' }).execute();
      const withoutLoopback = { ...server.services, config: { ...server.services.config, webhookAllowLocalhost: false } };
      await expect(deliverWebhook(withoutLoopback, { deliveryId })).rejects.toThrow(/address refused/);
      expect(hits).toBe(0);
      const refused = await server.db.selectFrom('webhook_deliveries').select(['status', 'attempts', 'last_error']).where('id', '=', deliveryId).executeTakeFirstOrThrow();
      expect(refused).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/address refused: localhost resolves to (127\.0\.0\.1|::1)/) });
      // The same delivery on this server, which allows loopback, reaches the listener: the address was the only reason.
      await deliverWebhook(server.services, { deliveryId });
      expect(hits).toBe(1);
      // An IP-address URL is checked by the rule itself before any connection.
      await server.db.updateTable('webhook_endpoints').set({ url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}/literal` }).where('id', '=', endpoint.id).execute();
      const literalId = randomUUID();
      await server.db.insertInto('webhook_deliveries').values({ id: literalId, endpoint_id: endpoint.id, event_id: 'evt_literal', event_type: 'card.updated', payload: JSON.stringify({ id: 'evt_literal' }), status: 'pending' }).execute();
      await expect(deliverWebhook(withoutLoopback, { deliveryId: literalId })).rejects.toThrow(/address refused: privateAddress/);
      expect(hits).toBe(1);
      await server.db.updateTable('webhook_endpoints').set({ status: 'disabled' }).where('id', '=', endpoint.id).execute();
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
