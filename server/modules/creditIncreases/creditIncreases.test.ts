import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { creditIncreaseMachine } from '../../../machines/domain/creditIncrease';
import { activityMessageIds } from '../../audit/describeEntry';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { graphql, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { checkCreditIncreaseExpiry } from './creditIncreaseExpiry';
import { underwritingFor } from './underwriting';

const REQUEST = `mutation($input: RequestCreditIncreaseInput!) { requestCreditIncrease(input: $input) {
  id type status requestedAmount { amountMinor currency } startDate endDate reason overdue approvedAmount { amountMinor } } }`;
const OVERVIEW = `query($buyerId: ID) { creditIncreaseOverview(buyerId: $buyerId) { creditApproved { amountMinor currency }
  pending { id status } lastDecided { id status approvedAmount { amountMinor } declineReason creditLimitBefore { amountMinor } creditLimitAfter { amountMinor } } } }`;

interface Requested { id: string; status: string; requestedAmount: { amountMinor: number; currency: string } }
interface Overview {
  creditApproved: { amountMinor: number };
  pending: { id: string } | null;
  lastDecided: { id: string; status: string; approvedAmount: { amountMinor: number } | null; declineReason: string | null; creditLimitBefore: { amountMinor: number }; creditLimitAfter: { amountMinor: number } } | null;
}

const permanent = (amountMinor: number) => ({ input: { type: 'permanent', amountMinor, reason: 'Seasonal stock' } });
/** Every submission has its own idempotency key unless the test gives one. */
const keyed = (variables: { input: Record<string, unknown> }) => ({ input: { idempotencyKey: `test-${randomUUID()}`, ...variables.input } });

describe.each(await testBackends({ databaseBehaviour: true }))('credit-limit increases on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  const underwriting = () => underwritingFor(server.services);
  const overview = async () => (await data<{ creditIncreaseOverview: Overview }>(server, s.admin, OVERVIEW)).creditIncreaseOverview;
  const creditLine = async () => (await server.db.selectFrom('buyers').select('credit_approved_minor').where('id', '=', ACME_BUYER_ID).executeTakeFirstOrThrow()).credit_approved_minor;
  const refusal = async (variables: { input: Record<string, unknown> }) => {
    const reply = await graphql(server.url, s.admin, REQUEST, keyed(variables));
    const extensions = reply.body.errors?.[0]?.extensions ?? {};
    return { code: extensions['code'], rule: extensions['rule'], subRules: extensions['subRules'] as string[] | undefined };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    underwriting().configure({ delayMs: null });
    s = await signInAll(server, ['admin', 'payer', 'purchaser', 'clientAdmin']);
  });
  afterAll(() => server?.close());
  // Each test starts without a pending request.
  beforeEach(async () => {
    const pending = await overview();
    if (pending.pending) await underwriting().decideNow(pending.pending.id);
  });

  it('stores a request, refuses a second while it is pending, and applies the approval to the credit line', async () => {
    const before = await creditLine();
    const { requestCreditIncrease: made } = await data<{ requestCreditIncrease: Requested }>(server, s.admin, REQUEST, keyed(permanent(1_000_000)));
    expect(made).toMatchObject({ status: 'submitted', requestedAmount: { amountMinor: 1_000_000, currency: 'USD' }, reason: 'Seasonal stock', overdue: false });
    expect((await overview()).pending?.id).toBe(made.id);

    // The machine's rule, in its words: one pending request at a time.
    expect(await refusal(permanent(500_000))).toEqual({ code: 'RULE_REFUSED', rule: 'canSubmitRequest', subRules: ['anotherRequestPending'] });
    expect(await server.db.selectFrom('credit_increase_requests').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'submitted').execute()).toHaveLength(1);

    await underwriting().decideNow(made.id);
    expect(await creditLine()).toBe(before + 1_000_000);
    const after = await overview();
    expect(after.pending).toBeNull();
    expect(after.creditApproved.amountMinor).toBe(before + 1_000_000);
    expect(after.lastDecided).toMatchObject({ id: made.id, status: 'approved', approvedAmount: { amountMinor: 1_000_000 }, creditLimitBefore: { amountMinor: before }, creditLimitAfter: { amountMinor: before + 1_000_000 } });

    const audit = await server.db.selectFrom('audit_log').select(['event_type', 'actor_role', 'buyer_id']).where('entity_id', '=', made.id).orderBy('seq').execute();
    expect(audit).toEqual([
      { event_type: 'creditIncrease.submit', actor_role: 'Buyer:Administrator', buyer_id: ACME_BUYER_ID },
      { event_type: 'creditIncrease.approved', actor_role: null, buyer_id: ACME_BUYER_ID },
    ]);
    const mail = await server.db.selectFrom('outbox_messages').select(['kind', 'recipient', 'subject']).where('buyer_id', '=', ACME_BUYER_ID).where('kind', 'like', 'creditIncrease.%').orderBy('created_at').execute();
    expect(mail.slice(-2)).toEqual([
      { kind: 'creditIncrease.submitted', recipient: 'admin@acme.example', subject: 'We received your credit limit increase request' },
      { kind: 'creditIncrease.decided', recipient: 'admin@acme.example', subject: 'Your credit limit increase was approved' },
    ]);
    // Underwriting answering twice changes nothing.
    await underwriting().decideNow(made.id);
    expect(await creditLine()).toBe(before + 1_000_000);
  });

  it('partially approves and declines by the demo rule, and a decline leaves the credit line alone', async () => {
    const line = await creditLine();
    const { requestCreditIncrease: partial } = await data<{ requestCreditIncrease: Requested }>(server, s.admin, REQUEST, keyed(permanent(Math.floor(line * 0.8 / 10_000) * 10_000)));
    await underwriting().decideNow(partial.id);
    const granted = Math.floor(line / 2 / 10_000) * 10_000;
    expect((await overview()).lastDecided).toMatchObject({ id: partial.id, status: 'approved', approvedAmount: { amountMinor: granted } });
    expect(await creditLine()).toBe(line + granted);

    const now = await creditLine();
    const { requestCreditIncrease: tooMuch } = await data<{ requestCreditIncrease: Requested }>(server, s.admin, REQUEST, keyed(permanent(Math.ceil((now + 1) / 10_000) * 10_000)));
    await underwriting().decideNow(tooMuch.id);
    expect((await overview()).lastDecided).toMatchObject({ id: tooMuch.id, status: 'declined', approvedAmount: null, declineReason: 'amountAboveCreditLimit' });
    expect(await creditLine()).toBe(now);
    const subjects = await server.db.selectFrom('outbox_messages').select('subject').where('kind', '=', 'creditIncrease.decided').orderBy('created_at', 'desc').limit(2).execute();
    expect(subjects.map((m) => m.subject)).toEqual(['Your credit limit increase was declined', 'Your credit limit increase was partially approved']);
  });

  it("refuses what the rules refuse, in the rule's words, and checks the input's shape", async () => {
    expect(await refusal(permanent(1_005_000))).toMatchObject({ code: 'RULE_REFUSED', subRules: ['amountNotInIncrements'] });
    expect(await refusal(permanent(0))).toMatchObject({ code: 'RULE_REFUSED', subRules: ['amountNotPositive'] });
    expect(await refusal({ input: { type: 'temporary', amountMinor: 1_000_000 } })).toMatchObject({ subRules: ['datesMissing'] });
    expect(await refusal({ input: { type: 'temporary', amountMinor: 1_000_000, startDate: '2026-12-10', endDate: '2026-12-10' } })).toMatchObject({ subRules: ['endDateNotAfterStart'] });
    expect(await refusal({ input: { type: 'permanent', amountMinor: 1_000_000, startDate: '2026-12-10' } })).toMatchObject({ subRules: ['datesOnPermanent'] });
    expect(await errorCode(server, s.admin, REQUEST, keyed({ input: { type: 'permanent', amountMinor: 1_000_000, reason: 'x'.repeat(501) } }))).toBe('BAD_USER_INPUT');
    expect(await errorCode(server, s.admin, REQUEST, keyed({ input: { type: 'temporary', amountMinor: 1_000_000, startDate: 'soon', endDate: '2026-12-10' } }))).toBe('BAD_USER_INPUT');
    expect((await overview()).pending).toBeNull();

    const temporary = await data<{ requestCreditIncrease: Requested & { startDate: string; endDate: string } }>(server, s.admin, REQUEST, keyed({
      input: { type: 'temporary', amountMinor: 2_000_000, startDate: '2026-12-01', endDate: '2027-01-31' },
    }));
    expect(temporary.requestCreditIncrease).toMatchObject({ status: 'submitted', startDate: '2026-12-01', endDate: '2027-01-31' });
  });

  it('lets only Buyer:Administrator request; seller users read; other buyer roles are refused', async () => {
    expect(await errorCode(server, s.payer, REQUEST, keyed(permanent(1_000_000)))).toBe('FORBIDDEN');
    expect(await errorCode(server, s.purchaser, OVERVIEW)).toBe('FORBIDDEN');
    expect(await errorCode(server, s.payer, OVERVIEW)).toBe('FORBIDDEN');
    expect(await errorCode(server, s.clientAdmin, REQUEST, keyed({ input: { ...permanent(1_000_000).input, buyerId: ACME_BUYER_ID } }))).toBe('FORBIDDEN');
    const seller = await data<{ creditIncreaseOverview: Overview }>(server, s.clientAdmin, OVERVIEW, { buyerId: ACME_BUYER_ID });
    expect(seller.creditIncreaseOverview.creditApproved.amountMinor).toBe(await creditLine());
    // One request by id: its buyer's admin and the seller see it; a payer of the same buyer does not.
    const { id } = await server.db.selectFrom('credit_increase_requests').select('id').where('buyer_id', '=', ACME_BUYER_ID).executeTakeFirstOrThrow();
    const ONE = 'query($id: ID!) { creditIncreaseRequest(id: $id) { id status } }';
    expect((await data<{ creditIncreaseRequest: { id: string } | null }>(server, s.admin, ONE, { id })).creditIncreaseRequest?.id).toBe(id);
    expect((await data<{ creditIncreaseRequest: { id: string } | null }>(server, s.clientAdmin, ONE, { id })).creditIncreaseRequest?.id).toBe(id);
    expect((await data<{ creditIncreaseRequest: unknown }>(server, s.payer, ONE, { id })).creditIncreaseRequest).toBeNull();
    expect((await data<{ creditIncreaseRequest: unknown }>(server, s.admin, ONE, { id: 'not-an-id' })).creditIncreaseRequest).toBeNull();
  });

  it('accepts exactly one of several concurrent requests (the others are refused: one pending)', async () => {
    const replies = await Promise.all([1, 2, 3, 4, 5].map((n) => graphql(server.url, s.admin, REQUEST, keyed(permanent(n * 100_000)))));
    const accepted = replies.filter((r) => !r.body.errors);
    const refused = replies.filter((r) => r.body.errors);
    expect(accepted).toHaveLength(1);
    expect(refused.map((r) => r.body.errors?.[0]?.extensions?.['subRules'])).toEqual([['anotherRequestPending'], ['anotherRequestPending'], ['anotherRequestPending'], ['anotherRequestPending']]);
    expect(await server.db.selectFrom('credit_increase_requests').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'submitted').execute()).toHaveLength(1);
  });

  it('decides by itself (an underwriting job, DEMO_UNDERWRITING_MS after the request) and pushes the decision over graphql-ws', async () => {
    const decided = async (id: string) => {
      for (let waited = 0; ; waited++) {
        const row = await server.db.selectFrom('credit_increase_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow();
        if (row.status !== 'submitted') return;
        if (waited === 400) throw new Error(`request ${id} was not decided`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const events: { id: string; status: string }[] = [];
    const client: Client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0,
      connectionParams: { token: s.admin.token, sessionChecksum: s.admin.checksum },
    });
    client.subscribe({ query: 'subscription { creditIncreaseUpdated { id status } }' }, { next: (r) => void events.push((r.data as { creditIncreaseUpdated: { id: string; status: string } }).creditIncreaseUpdated), error: () => {}, complete: () => {} });
    try {
      await new Promise<void>((resolve) => client.on('connected', () => resolve()));
      // The server registers the subscription asynchronously: request only once it is live, which
      // shows as the push of a first (immediately decided) request.
      underwriting().configure({ delayMs: 0 });
      for (let attempt = 0; events.length === 0; attempt++) {
        if (attempt === 50) throw new Error('no creditIncreaseUpdated push');
        const { requestCreditIncrease: first } = await data<{ requestCreditIncrease: Requested }>(server, s.admin, REQUEST, keyed(permanent(100_000)));
        // Its underwriting job decides it (one pending request at a time): wait for the stored decision.
        await decided(first.id);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      underwriting().configure({ delayMs: 30 });
      const before = await creditLine();
      const { requestCreditIncrease: made } = await data<{ requestCreditIncrease: Requested }>(server, s.admin, REQUEST, keyed(permanent(200_000)));
      for (let waited = 0; !events.some((e) => e.id === made.id && e.status === 'approved'); waited++) {
        if (waited === 200) throw new Error('no decision pushed');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(events.filter((e) => e.id === made.id).map((e) => e.status)).toEqual(['submitted', 'approved']);
      expect(await creditLine()).toBe(before + 200_000);
    } finally {
      underwriting().configure({ delayMs: null });
      await client.dispose();
    }
  });
  it('answers a retry with the same key and request with the first result; another request under that key is IDEMPOTENCY_KEY_REUSED', async () => {
    const input = { idempotencyKey: `retry-${randomUUID()}`, type: 'permanent', amountMinor: 300_000, reason: 'Retry after a lost response' };
    const submittedNotices = async () => (await server.db.selectFrom('outbox_messages').select('id').where('kind', '=', 'creditIncrease.submitted').execute()).length;
    const noticesBefore = await submittedNotices();
    const first = await data<{ requestCreditIncrease: Requested }>(server, s.admin, REQUEST, { input });
    const again = await data<{ requestCreditIncrease: Requested }>(server, s.admin, REQUEST, { input });
    expect(again.requestCreditIncrease).toEqual(first.requestCreditIncrease);
    // Two more at once, racing: both get the first result too.
    const raced = await Promise.all([1, 2].map(() => data<{ requestCreditIncrease: Requested }>(server, s.admin, REQUEST, { input })));
    expect(raced.map((r) => r.requestCreditIncrease.id)).toEqual([first.requestCreditIncrease.id, first.requestCreditIncrease.id]);
    expect(await server.db.selectFrom('credit_increase_requests').select('id').where('idempotency_key', '=', input.idempotencyKey).execute()).toHaveLength(1);
    // Confirmed by e-mail once, not once per retry.
    expect(await submittedNotices()).toBe(noticesBefore + 1);

    const reused = await graphql(server.url, s.admin, REQUEST, { input: { ...input, amountMinor: 400_000 } });
    expect(reused.body.errors?.[0]?.extensions).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', values: { field: 'idempotencyKey' } });
    // Decided meanwhile: a retry still answers with the request (now approved), not a second request.
    await underwriting().decideNow(first.requestCreditIncrease.id);
    expect((await data<{ requestCreditIncrease: Requested }>(server, s.admin, REQUEST, { input })).requestCreditIncrease).toMatchObject({ id: first.requestCreditIncrease.id, status: 'approved' });
    expect(await errorCode(server, s.admin, REQUEST, { input: { ...input, idempotencyKey: 'short' } })).toBe('BAD_USER_INPUT');
  });

  // Last: it moves the server's clock forward by days (sessions signed in before expire).
  it('ends an approved temporary increase after its end date: the line goes down again, audited, e-mailed, also by a check after a restart', async () => {
    const day = (offset: number) => new Date(server.services.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const temporary = (amountMinor: number, endDate: string) => keyed({ input: { type: 'temporary', amountMinor, startDate: day(0), endDate } });
    const before = await creditLine();
    const endDate = day(1);
    underwriting().configure({ decisionFor: () => ({ kind: 'approved', approvedAmountMinor: 300_000 }) });
    let made: Requested;
    try {
      made = (await data<{ requestCreditIncrease: Requested }>(server, s.admin, REQUEST, temporary(500_000, endDate))).requestCreditIncrease;
      await underwriting().decideNow(made.id);
    } finally {
      underwriting().configure({ decisionFor: undefined });
    }
    expect(await creditLine()).toBe(before + 300_000);
    const decided = await server.db.selectFrom('outbox_messages').select('body').where('kind', '=', 'creditIncrease.decided').orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(decided.body).toContain(`counts until the end of ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${endDate}T00:00:00Z`))}`);
    const ENDS = 'query($id: ID!) { creditIncreaseRequest(id: $id) { status endsAt expiredAt } }';
    expect((await data<{ creditIncreaseRequest: unknown }>(server, s.admin, ENDS, { id: made.id })).creditIncreaseRequest).toEqual({ status: 'approved', endsAt: `${day(2)}T00:00:00.000Z`, expiredAt: null });

    // The last second of the end date: it still counts.
    const endsAt = Date.parse(`${day(2)}T00:00:00Z`);
    server.advanceTime(endsAt - 1000 - server.services.now().getTime());
    // The credit-expiry job's check, run here by hand (the job's schedule is the queue's business).
    const checkNow = () => checkCreditIncreaseExpiry(server.services);
    expect(await checkNow()).toEqual([]);
    expect(await creditLine()).toBe(before + 300_000);
    // From 00:00 UTC the next day it is over: the line goes down by the approved amount.
    server.advanceTime(1000);
    expect(await checkNow()).toEqual([made.id]);
    expect(await checkNow()).toEqual([]);
    expect(await creditLine()).toBe(before);
    const row = await server.db.selectFrom('credit_increase_requests').select(['status', 'expired_at']).where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    // The server's clock keeps running while the test does: within a minute of the boundary.
    expect(new Date(row.expired_at ?? 0).getTime() - endsAt).toBeGreaterThanOrEqual(0);
    expect(new Date(row.expired_at ?? 0).getTime() - endsAt).toBeLessThan(60_000);
    const audit = await server.db.selectFrom('audit_log').select(['event_type', 'actor_role']).where('entity_id', '=', made.id).orderBy('seq').execute();
    expect(audit.map((a) => a.event_type)).toEqual(['creditIncrease.submit', 'creditIncrease.approved', 'creditIncrease.expire']);
    const ended = await server.db.selectFrom('outbox_messages').select(['subject', 'recipient']).where('kind', '=', 'creditIncrease.expired').execute();
    expect(ended).toEqual([{ subject: 'Your temporary credit limit increase has ended', recipient: 'admin@acme.example' }]);

    // One that ended while the server was down: the check a (re)started server queues at once ends it.
    s.admin = (await signInAll(server, ['admin'])).admin;
    const second = (await data<{ requestCreditIncrease: Requested }>(server, s.admin, REQUEST, temporary(200_000, day(1)))).requestCreditIncrease;
    await underwriting().decideNow(second.id);
    const lineWithSecond = await creditLine();
    const approvedSecond = await server.db.selectFrom('credit_increase_requests').select('approved_amount_minor').where('id', '=', second.id).executeTakeFirstOrThrow();
    server.advanceTime(3 * 86_400_000);
    await checkCreditIncreaseExpiry(server.services);
    expect((await server.db.selectFrom('credit_increase_requests').select('status').where('id', '=', second.id).executeTakeFirstOrThrow()).status).toBe('expired');
    expect(await creditLine()).toBe(lineWithSecond - (approvedSecond.approved_amount_minor ?? 0));
  });
});

describe('credit increase activity messages', () => {
  it.each(['en-US', 'de-DE'])('%s words every event of the creditIncrease machine', (locale) => {
    const bundle = JSON.parse(readFileSync(new URL(`../../../src/i18n/messages/${locale}/creditIncrease.json`, import.meta.url), 'utf8')) as Record<string, string>;
    expect(activityMessageIds(creditIncreaseMachine).filter((id) => !(id in bundle))).toEqual([]);
  });
});
