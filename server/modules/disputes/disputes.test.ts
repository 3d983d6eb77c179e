import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { graphql, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, DEMO_EMAILS, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { documentWorkerFor } from '../invoiceDocuments/regenerationWorker';

const RAISE = `mutation($input: RaiseDisputeInput!) { raiseDispute(input: $input) {
  replayed dispute { id status reason comment invoiceId invoiceNumber raisedBy }
  invoice { id invoiceNumber document { status version url } }
} }`;
const DISPUTES = '{ disputes { id status reason invoiceNumber raisedAt } }';
const RULES = '{ disputeRules { timeLimitDays now commentMaxLength } }';

interface Refusal { code?: unknown; messageId?: unknown; subRules?: unknown; rule?: unknown }

let keySerial = 0;
const newKey = () => `dispute-key-${Date.now()}-${++keySerial}`;

describe.each(await testBackends({ databaseBehaviour: true }))('disputes on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  const byNumberWhere = async (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) => (await where(base()).orderBy('invoice_number').executeTakeFirstOrThrow()).id;
  const base = () => server.db.selectFrom('invoices').select('id').where('buyer_id', '=', ACME_BUYER_ID);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

  const refusalOf = async (invoiceId: string, reason = 'incorrect_price'): Promise<Refusal> => {
    const reply = await graphql(server.url, s.admin, RAISE, { input: { idempotencyKey: newKey(), invoiceId, reason } });
    expect(reply.body.errors?.length).toBe(1);
    return (reply.body.errors?.[0]?.extensions ?? {}) as Refusal;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    documentWorkerFor(server.services).configure({ delayMs: null });
    s = await signInAll(server, ['admin', 'payer', 'purchaser', 'groupAdmin', 'clientAdmin']);
  });
  afterAll(() => server?.close());

  it('refuses a fee, a consolidated, a too-old and a closed invoice with the rule\'s message id and the failed check', async () => {
    const fee = await byNumberWhere((q) => q.where('invoice_type', '=', 'fee').where('status', '=', 'pastDue'));
    const consolidated = await byNumberWhere((q) => q.where('consolidated', '=', true).where('status', '=', 'pastDue'));
    // The demo program's limit is 90 days.
    const tooOld = await byNumberWhere((q) => q.where('invoice_type', '=', 'sale').where('consolidated', '=', false).where('status', '=', 'paid').where('bill_date', '<', daysAgo(92)));
    const cancelled = await byNumberWhere((q) => q.where('status', '=', 'cancelled').where('consolidated', '=', false).where('bill_date', '>', daysAgo(80)));
    const cases: [string, string][] = [[fee, 'feeInvoice'], [consolidated, 'consolidatedInvoice'], [tooOld, 'disputeTimeLimitPassed'], [cancelled, 'statusNotDisputable']];
    for (const [invoiceId, check] of cases) {
      const refusal = await refusalOf(invoiceId);
      expect(refusal).toMatchObject({ code: 'RULE_REFUSED', rule: 'isDisputeEligible', messageId: 'rule.dispute.isDisputeEligible', subRules: [check] });
    }
    const stored = await server.db.selectFrom('disputes').select('id').where('invoice_id', 'in', cases.map(([id]) => id)).execute();
    expect(stored).toEqual([]);
    const untouched = await server.db.selectFrom('invoices').select('document_status').where('id', 'in', cases.map(([id]) => id)).execute();
    expect(untouched.every((row) => row.document_status === 'ready')).toBe(true);
  });

  it('raises a valid dispute: stored open, audited, the document regenerates; a retry answers the same dispute', async () => {
    const invoiceId = await byNumberWhere((q) => q.where('invoice_type', '=', 'sale').where('consolidated', '=', false).where('status', '=', 'paid').where('bill_date', '>', daysAgo(85)));
    const idempotencyKey = newKey();
    const input = { idempotencyKey, invoiceId, reason: 'defective', comment: '  Arrived with a cracked housing  ' };
    const first = await data<{ raiseDispute: { replayed: boolean; dispute: Record<string, unknown>; invoice: { document: { status: string; url: string | null } } } }>(server, s.payer, RAISE, { input });
    expect(first.raiseDispute.replayed).toBe(false);
    expect(first.raiseDispute.dispute).toMatchObject({ status: 'open', reason: 'defective', comment: 'Arrived with a cracked housing', invoiceId, raisedBy: 'Priya Shah' });
    expect(first.raiseDispute.invoice.document).toEqual({ status: 'regenerating', version: 1, url: null });

    const again = await data<{ raiseDispute: { replayed: boolean; dispute: { id: string } } }>(server, s.payer, RAISE, { input });
    expect(again.raiseDispute).toMatchObject({ replayed: true, dispute: { id: first.raiseDispute.dispute['id'] } });
    expect(await errorCode(server, s.payer, RAISE, { input: { ...input, reason: 'other' } })).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await server.db.selectFrom('disputes').select('id').where('invoice_id', '=', invoiceId).execute()).toHaveLength(1);

    const trail = await server.db.selectFrom('audit_log').select(['machine_id', 'event_type', 'entity_id']).where('buyer_id', '=', ACME_BUYER_ID).orderBy('seq').execute();
    expect(trail.filter((e) => e.entity_id === first.raiseDispute.dispute['id'] || e.entity_id === invoiceId).map((e) => `${e.machine_id}:${e.event_type}`))
      .toEqual(['dispute:dispute.raise', 'invoiceDocument:document.regenerate']);

    await documentWorkerFor(server.services).runNow(invoiceId);
    const invoice = await server.db.selectFrom('invoices').select(['document_status', 'document_version']).where('id', '=', invoiceId).executeTakeFirstOrThrow();
    expect(invoice).toEqual({ document_status: 'ready', document_version: 2 });
    const stored = await server.db.selectFrom('invoice_documents').select(['version', 'content']).where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
    expect(stored.version).toBe(2);
    expect(stored.content).toMatchObject({ dispute: { status: 'open', reason: 'defective' } });

    const { disputes } = await data<{ disputes: { id: string; invoiceNumber: string; status: string }[] }>(server, s.admin, DISPUTES);
    expect(disputes[0]).toMatchObject({ id: first.raiseDispute.dispute['id'], status: 'open' });
  });

  it('refuses an unknown invoice and a comment over 500 characters', async () => {
    expect(await errorCode(server, s.admin, RAISE, { input: { idempotencyKey: newKey(), invoiceId: '00000000-0000-4000-8000-000000000999', reason: 'other' } })).toBe('NOT_FOUND');
    const invoiceId = await byNumberWhere((q) => q.where('status', '=', 'pastDue').where('invoice_type', '=', 'sale').where('consolidated', '=', false));
    const reply = await graphql(server.url, s.admin, RAISE, { input: { idempotencyKey: newKey(), invoiceId, reason: 'other', comment: 'x'.repeat(501) } });
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_REFUSED', subRules: ['commentTooLong'] });
  });

  it('only Buyer:Administrator and buyerPayer raise and see disputes (spec 6)', async () => {
    const invoiceId = await byNumberWhere((q) => q.where('status', '=', 'pastDue').where('invoice_type', '=', 'sale').where('consolidated', '=', false));
    for (const who of ['purchaser', 'groupAdmin', 'clientAdmin'] as const) {
      expect(await errorCode(server, s[who], RAISE, { input: { idempotencyKey: newKey(), invoiceId, reason: 'other' } })).toBe('FORBIDDEN');
      expect(await errorCode(server, s[who], DISPUTES)).toBe('FORBIDDEN');
    }
    // The demo's earlier disputes (server/db/demoDisputes.ts) show the states after raising.
    const listed = await data<{ disputes: { status: string; invoiceNumber: string }[] }>(server, s.payer, DISPUTES);
    expect(listed.disputes.filter((d) => d.status !== 'open').map((d) => `${d.invoiceNumber}:${d.status}`).sort()).toEqual(['INV-100224:underReview', 'INV-100236:resolved']);
    const { disputeRules } = await data<{ disputeRules: { timeLimitDays: number; commentMaxLength: number; now: string } }>(server, s.payer, RULES);
    expect(disputeRules).toMatchObject({ timeLimitDays: 90, commentMaxLength: 500 });
    expect(Number.isNaN(Date.parse(disputeRules.now))).toBe(false);
  });

  // An invoice of its own for each of these tests: the last disputable one not disputed yet (not
  // Past Due: the other tests dispute those).
  const undisputed = async () => (await base()
    .where('invoice_type', '=', 'sale').where('consolidated', '=', false).where('status', 'in', ['created', 'paid', 'pendingPayment']).where('bill_date', '>', daysAgo(85))
    .where('id', 'not in', server.db.selectFrom('disputes').select('invoice_id'))
    .orderBy('invoice_number', 'desc').executeTakeFirstOrThrow()).id;

  it('one open dispute per invoice: of concurrent raises with different keys exactly one is accepted, the others are refused by the rule', async () => {
    const invoiceId = await undisputed();
    const replies = await Promise.all([s.admin, s.payer, s.admin, s.payer].map((who, i) =>
      graphql(server.url, who, RAISE, { input: { idempotencyKey: newKey(), invoiceId, reason: i % 2 ? 'incorrect_price' : 'defective' } })));
    const accepted = replies.filter((reply) => !reply.body.errors);
    const refused = replies.filter((reply) => reply.body.errors).map((reply) => reply.body.errors?.[0]?.extensions);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(3);
    for (const refusal of refused) expect(refusal).toMatchObject({ code: 'RULE_REFUSED', messageId: 'rule.dispute.isDisputeEligible', subRules: ['alreadyDisputed'] });
    expect(await server.db.selectFrom('disputes').select('status').where('invoice_id', '=', invoiceId).execute()).toEqual([{ status: 'open' }]);
    const regenerations = await server.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', invoiceId).where('event_type', '=', 'document.regenerate').execute();
    expect(regenerations).toHaveLength(1);

    // The form asks the same rule with the invoice's earlier disputes.
    const { disputeRules } = await data<{ disputeRules: { invoiceDisputeStatuses: string[] } }>(server, s.admin, '{ disputeRules(invoiceId: "' + invoiceId + '") { invoiceDisputeStatuses } }');
    expect(disputeRules.invoiceDisputeStatuses).toEqual(['open']);
  });

  it('an invoice whose dispute is under review is refused; once its dispute is resolved it can be disputed again', async () => {
    const underReview = await byNumberWhere((q) => q.where('invoice_number', '=', 'INV-100224'));
    expect((await refusalOf(underReview)).subRules).toContain('alreadyDisputed');
    const invoiceId = await undisputed();
    const first = await data<{ raiseDispute: { dispute: { id: string } } }>(server, s.admin, RAISE, { input: { idempotencyKey: newKey(), invoiceId, reason: 'defective' } });
    expect((await refusalOf(invoiceId)).subRules).toEqual(['alreadyDisputed']);
    await server.db.updateTable('disputes').set({ status: 'resolved', closed_at: new Date() }).where('id', '=', first.raiseDispute.dispute.id).execute();
    const again = await data<{ raiseDispute: { replayed: boolean; dispute: { status: string } } }>(server, s.admin, RAISE, { input: { idempotencyKey: newKey(), invoiceId, reason: 'other' } });
    expect(again.raiseDispute).toMatchObject({ replayed: false, dispute: { status: 'open' } });
  });

  it('the database keeps one open dispute per invoice even without the rule (migration 0010)', async () => {
    const invoiceId = await undisputed();
    const row = (key: string, status: string) => ({
      buyer_id: ACME_BUYER_ID, invoice_id: invoiceId, status, reason: 'other', raised_at: new Date(), idempotency_key: key, request_fingerprint: key,
    });
    await server.db.insertInto('disputes').values([row(newKey(), 'resolved'), row(newKey(), 'rejected'), row(newKey(), 'underReview')]).execute();
    await expect(server.db.insertInto('disputes').values(row(newKey(), 'open')).execute()).rejects.toMatchObject({ code: '23505' });
  });

  it('records the role that grants disputing as the actor role, not the first role the user holds', async () => {
    const invoiceId = await undisputed();
    const payerId = (await server.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAILS.payer).executeTakeFirstOrThrow()).id;
    await server.db.updateTable('users').set({ roles: JSON.stringify(['buyerPurchaser', 'buyerPayer']) }).where('id', '=', payerId).execute();
    try {
      const raised = await data<{ raiseDispute: { dispute: { id: string } } }>(server, s.payer, RAISE, { input: { idempotencyKey: newKey(), invoiceId, reason: 'other' } });
      const trail = await server.db.selectFrom('audit_log').select(['event_type', 'actor_role']).where('entity_id', 'in', [raised.raiseDispute.dispute.id, invoiceId]).orderBy('seq').execute();
      expect(trail).toEqual([{ event_type: 'dispute.raise', actor_role: 'buyerPayer' }, { event_type: 'document.regenerate', actor_role: 'buyerPayer' }]);
    } finally {
      await server.db.updateTable('users').set({ roles: JSON.stringify(['buyerPayer']) }).where('id', '=', payerId).execute();
    }
  });
});
