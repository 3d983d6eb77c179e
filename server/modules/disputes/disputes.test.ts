import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { graphql, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';
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

describe.each(await testBackends())('disputes on %s', (kind) => {
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
});
