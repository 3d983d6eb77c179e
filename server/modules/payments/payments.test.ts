import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { graphql, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { withPaymentApproval } from './paymentApprovalTesting';
import { bankFor } from './settlement';

const PREVIEW = `query($input: PaymentPreviewInput!) { paymentPreview(input: $input) {
  valid problems { code invoiceId messageId }
  lines { invoiceId invoiceNumber invoiceStatus remainingBefore { amountMinor } amount { amountMinor } remainingAfter { amountMinor } statusAfter }
  total { amountMinor currency } creditAvailableBefore { amountMinor } creditAvailableAfter { amountMinor } balanceDueBefore { amountMinor } balanceDueAfter { amountMinor }
} }`;
const PAY = `mutation($input: MakePaymentInput!) { makePayment(input: $input) {
  replayed
  payment { id status type amount { amountMinor currency } remaining { amountMinor } failureReason madeBy invoices { invoiceId invoiceNumber amount { amountMinor } }
    bankTransferInstructions { reference bankName accountNumber routingNumber amount { amountMinor } details { key value } } }
  preview { valid problems { code invoiceId messageId }
    lines { invoiceId invoiceNumber invoiceStatus remainingBefore { amountMinor } amount { amountMinor } remainingAfter { amountMinor } statusAfter }
    total { amountMinor currency } creditAvailableBefore { amountMinor } creditAvailableAfter { amountMinor } balanceDueBefore { amountMinor } balanceDueAfter { amountMinor } }
} }`;
const PAYMENTS = 'query($buyerId: ID, $filter: PaymentFilter, $page: PageInput) { payments(buyerId: $buyerId, filter: $filter, page: $page) { pageInfo { totalCount hasNextPage endCursor } items { id status failureReason } } }';
const METHODS = '{ paymentMethods { method available unavailableReasonId accountLabel } }';
const OVERVIEW = '{ accountOverview { creditAvailable { amountMinor } balanceDue { amountMinor } } }';
const SUBSCRIBE = 'subscription { paymentUpdated { id status failureReason amount { amountMinor } } }';

interface PaymentOut { id: string; status: string; failureReason: string | null; amount: { amountMinor: number } }
type Alloc = { invoiceId: string; amountMinor: number };

let keySerial = 0;
const newKey = () => `test-key-${Date.now()}-${++keySerial}`;

function subscribe(server: TestServer, session: ApiSession, onEvent: (payment: PaymentOut) => void, onError: (error: unknown) => void): Client {
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazyCloseTimeout: 60_000,
    connectionParams: { token: session.token, sessionChecksum: session.checksum },
  });
  client.subscribe({ query: SUBSCRIBE }, {
    next: (result) => (result.errors ? onError(result.errors) : onEvent((result.data as { paymentUpdated: PaymentOut }).paymentUpdated)),
    error: onError,
    complete: () => {},
  });
  return client;
}

/** Resolves once `check` holds, polling every 20 ms (fails after 5 s). */
async function eventually(check: () => boolean): Promise<void> {
  for (const started = Date.now(); !check(); ) {
    if (Date.now() - started > 5_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(await testBackends())('payments on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  /** Payable invoices not used by another test yet. */
  let payable: { id: string; remaining_minor: number; status: string; due_date: string }[];
  const take = () => payable.shift()!;
  const invoice = (id: string) => server.db.selectFrom('invoices').select(['remaining_minor', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
  type Made = { replayed: boolean; payment: PaymentOut & Record<string, unknown>; preview: Record<string, unknown> };
  /** Pays as `who` with the payment's approval code (the demo program asks for one: mfaRequired). */
  const pay = async (who: DemoWho, allocations: Alloc[], method = 'bankTransfer', idempotencyKey = newKey()) =>
    (await data<{ makePayment: Made }>(server, s[who], PAY, { input: await withPaymentApproval(server, s[who], { idempotencyKey, method, allocations }) })).makePayment;

  beforeAll(async () => {
    server = await startTestServer(kind);
    bankFor(server.services).configure({ settleMs: null });
    s = await signInAll(server, ['admin', 'payer', 'purchaser', 'groupAdmin', 'clientAdmin']);
    payable = await server.db.selectFrom('invoices').select(['id', 'remaining_minor', 'status', 'due_date']).where('buyer_id', '=', ACME_BUYER_ID)
      .where('status', 'in', ['open', 'pastDue', 'created']).where('remaining_minor', '>', 20_000).orderBy('id').execute();
  });
  afterAll(() => server?.close());

  describe('who may pay (spec 6)', () => {
    it('purchasers and group admins may not see or make payments', async () => {
      const { id } = payable[0]!;
      for (const who of ['purchaser', 'groupAdmin'] as const) {
        expect(await errorCode(server, s[who], PAYMENTS)).toBe('FORBIDDEN');
        expect(await errorCode(server, s[who], METHODS)).toBe('FORBIDDEN');
        expect(await errorCode(server, s[who], PREVIEW, { input: { method: 'bankTransfer', allocations: [{ invoiceId: id, amountMinor: 100 }] } })).toBe('FORBIDDEN');
        expect(await errorCode(server, s[who], PAY, { input: { idempotencyKey: newKey(), method: 'bankTransfer', allocations: [{ invoiceId: id, amountMinor: 100 }] } })).toBe('FORBIDDEN');
      }
      expect((await invoice(id)).remaining_minor).toBe(payable[0]!.remaining_minor);
    });

    it('seller users read an account\'s payments but never pay', async () => {
      const { payments } = await data<{ payments: { pageInfo: { totalCount: number } } }>(server, s.clientAdmin, PAYMENTS, { buyerId: ACME_BUYER_ID });
      expect(payments.pageInfo.totalCount).toBeGreaterThanOrEqual(13);
      const input = { buyerId: ACME_BUYER_ID, idempotencyKey: newKey(), method: 'bankTransfer', allocations: [{ invoiceId: payable[0]!.id, amountMinor: 100 }] };
      expect(await errorCode(server, s.clientAdmin, PAY, { input })).toBe('FORBIDDEN');
    });

    it('payment history: status, failure reasons, invoices; filtered and paged', async () => {
      const { payments } = await data<{ payments: { pageInfo: { totalCount: number }; items: PaymentOut[] } }>(server, s.payer, PAYMENTS, { filter: { statuses: ['failed'] } });
      expect(payments.items.map((p) => p.failureReason).sort()).toEqual(['accountNotFound', 'insufficientFunds']);
      const first = await data<{ payments: { pageInfo: { endCursor: string; hasNextPage: boolean }; items: PaymentOut[] } }>(server, s.admin, PAYMENTS, { page: { first: 5 } });
      const next = await data<{ payments: { items: PaymentOut[] } }>(server, s.admin, PAYMENTS, { page: { first: 5, after: first.payments.pageInfo.endCursor } });
      const whole = await data<{ payments: { items: PaymentOut[] } }>(server, s.admin, PAYMENTS, { page: { first: 10 } });
      expect([...first.payments.items, ...next.payments.items].map((p) => p.id)).toEqual(whole.payments.items.map((p) => p.id));
    });
  });

  describe('preview and pay', () => {
    it('makePayment books exactly what the preview showed', async () => {
      const [a, b] = [take(), take()];
      const allocations = [{ invoiceId: a.id, amountMinor: 12_345 }, { invoiceId: b.id, amountMinor: b.remaining_minor }];
      const { paymentPreview } = await data<{ paymentPreview: Record<string, unknown> }>(server, s.payer, PREVIEW, { input: { method: 'bankTransfer', allocations } });
      expect(paymentPreview).toMatchObject({ valid: true, problems: [], total: { amountMinor: 12_345 + b.remaining_minor, currency: 'USD' } });
      const made = await pay('payer', allocations);
      expect(made.preview).toEqual(paymentPreview);
      expect(made.replayed).toBe(false);
      expect(made.payment).toMatchObject({ status: 'pending', type: 'bankTransfer', amount: { amountMinor: 12_345 + b.remaining_minor }, remaining: { amountMinor: 0 }, madeBy: 'Priya Shah' });
      expect(made.payment['bankTransferInstructions']).toMatchObject({ reference: expect.stringMatching(/^ACME-0001 PAY-[0-9A-F]{8}$/), bankName: 'First Demo Bank, N.A.', accountNumber: 'XXXXXX4821' });
      const lines = paymentPreview['lines'] as { invoiceId: string; remainingAfter: { amountMinor: number }; statusAfter: string }[];
      for (const line of lines) expect(await invoice(line.invoiceId)).toEqual({ remaining_minor: line.remainingAfter.amountMinor, status: line.statusAfter });
      expect(lines.map((l) => l.statusAfter)).toEqual([a.status, 'pendingPayment']);
      const { accountOverview } = await data<{ accountOverview: { creditAvailable: { amountMinor: number }; balanceDue: { amountMinor: number } } }>(server, s.admin, OVERVIEW);
      expect(accountOverview.creditAvailable).toEqual(paymentPreview['creditAvailableAfter']);
      expect(accountOverview.balanceDue).toEqual(paymentPreview['balanceDueAfter']);
    });

    it('refuses what the rules refuse, listing every problem, and changes nothing', async () => {
      const c = take();
      const paid = await server.db.selectFrom('invoices').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'paid').executeTakeFirstOrThrow();
      const allocations = [{ invoiceId: c.id, amountMinor: c.remaining_minor + 1 }, { invoiceId: paid.id, amountMinor: 100 }];
      const { paymentPreview } = await data<{ paymentPreview: { valid: boolean; problems: { code: string; invoiceId: string }[] } }>(server, s.admin, PREVIEW, { input: { method: 'bankTransfer', allocations } });
      expect(paymentPreview.valid).toBe(false);
      expect(paymentPreview.problems.map((p) => [p.code, p.invoiceId])).toEqual([['amountExceedsRemaining', c.id], ['invoiceNotPayable', paid.id]]);
      const reply = await graphql(server.url, s.admin, PAY, { input: { idempotencyKey: newKey(), method: 'bankTransfer', allocations } });
      expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'PAYMENT_REFUSED', messageId: 'payments.error.refused', problems: paymentPreview.problems });
      expect((await invoice(c.id)).remaining_minor).toBe(c.remaining_minor);
      expect(await errorCode(server, s.admin, PAY, { input: { idempotencyKey: 'short', method: 'bankTransfer', allocations } })).toBe('BAD_USER_INPUT');
      expect(await errorCode(server, s.admin, PAY, { input: { idempotencyKey: newKey(), method: 'bankTransfer', allocations: [{ invoiceId: 'nope', amountMinor: 1 }] } })).toBe('BAD_USER_INPUT');
    });

    it('a retry with the same key returns the first result; another payload under it is refused', async () => {
      const d = take();
      const key = newKey();
      const first = await pay('admin', [{ invoiceId: d.id, amountMinor: 5_000 }], 'bankTransfer', key);
      // The replay is answered before any approval code is asked for: a retry needs no new code.
      const again = (await data<{ makePayment: Made }>(server, s.admin, PAY, { input: { idempotencyKey: key, method: 'bankTransfer', allocations: [{ invoiceId: d.id, amountMinor: 5_000 }] } })).makePayment;
      expect(again).toEqual({ ...first, replayed: true });
      expect(await errorCode(server, s.admin, PAY, { input: { idempotencyKey: key, method: 'bankTransfer', allocations: [{ invoiceId: d.id, amountMinor: 5_001 }] } })).toBe('IDEMPOTENCY_KEY_REUSED');
      expect((await invoice(d.id)).remaining_minor).toBe(d.remaining_minor - 5_000);
    });

    it('direct debit only with the account\'s direct-debit account', async () => {
      const methods = async () => (await data<{ paymentMethods: { method: string; available: boolean; accountLabel: string | null }[] }>(server, s.admin, METHODS)).paymentMethods;
      expect(await methods()).toEqual([
        expect.objectContaining({ method: 'bankTransfer', available: true }),
        expect.objectContaining({ method: 'directDebit', available: true, accountLabel: 'First Demo Bank ••••6789' }),
      ]);
      const e = take();
      expect((await pay('admin', [{ invoiceId: e.id, amountMinor: 700 }], 'directDebit')).payment).toMatchObject({ type: 'directDebit', bankTransferInstructions: null });
      await server.db.updateTable('bank_accounts').set({ mandate_status: 'pending' }).where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'active').execute();
      try {
        expect((await methods())[1]).toMatchObject({ available: false, unavailableReasonId: 'payments.method.noDirectDebitAccount' });
          const reply = await graphql(server.url, s.admin, PAY, { input: { idempotencyKey: newKey(), method: 'directDebit', allocations: [{ invoiceId: e.id, amountMinor: 700 }] } });
        expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'PAYMENT_REFUSED', problems: [expect.objectContaining({ code: 'methodUnavailable' })] });
      } finally {
        await server.db.updateTable('bank_accounts').set({ mandate_status: 'signed' }).where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'active').execute();
      }
    });
  });

  describe('settlement by the demo bank', () => {
    it('moves a payment to applied through the machine, audits it and pushes it over graphql-ws', async () => {
      const events: PaymentOut[] = [];
      const errors: unknown[] = [];
      const client = subscribe(server, s.payer, (p) => events.push(p), (e) => errors.push(e));
      try {
        // The subscription is live once a first event arrives: wait for the socket to be acknowledged.
        await new Promise<void>((resolve) => client.on('connected', () => resolve()));
        await new Promise((resolve) => setTimeout(resolve, 100));
        bankFor(server.services).configure({ settleMs: 50 });
        const f = take();
        const made = await pay('admin', [{ invoiceId: f.id, amountMinor: f.remaining_minor }]);
        await eventually(() => events.some((p) => p.id === made.payment.id && p.status === 'applied'));
        expect(events.filter((p) => p.id === made.payment.id).map((p) => p.status)).toEqual(['pending', 'applied']);
        expect(errors).toEqual([]);
        expect(await invoice(f.id)).toEqual({ remaining_minor: 0, status: 'paid' });
        const audit = await server.db.selectFrom('audit_log').select(['machine_id', 'event_type', 'buyer_id', 'to_state']).where('entity_id', '=', made.payment.id).orderBy('seq').execute();
        expect(audit).toEqual([
          expect.objectContaining({ machine_id: 'payment', event_type: 'payment.made', buyer_id: ACME_BUYER_ID }),
          expect.objectContaining({ machine_id: 'payment', event_type: 'payment.received', buyer_id: ACME_BUYER_ID }),
        ]);
        expect((audit[1]!.to_state as { value: unknown }).value).toEqual({ modifiable: 'applied' });
      } finally {
        bankFor(server.services).configure({ settleMs: null });
        await client.dispose();
      }
    });

    it('a failed payment stores a spec failure reason and gives the invoices their balance back', async () => {
      const g = take();
      // The demo bank fails amounts ending in .94 with "insufficient funds".
      const made = await pay('payer', [{ invoiceId: g.id, amountMinor: g.remaining_minor - 6 }]);
      expect(made.payment.amount.amountMinor % 100).toBe(94);
      await bankFor(server.services).settleNow(made.payment.id);
      const { payment } = await data<{ payment: PaymentOut }>(server, s.payer, 'query($id: ID!) { payment(id: $id) { id status failureReason amount { amountMinor } } }', { id: made.payment.id });
      expect(payment).toMatchObject({ status: 'failed', failureReason: 'insufficientFunds' });
      expect(await invoice(g.id)).toEqual({ remaining_minor: g.remaining_minor, status: g.status });
      const audit = await server.db.selectFrom('audit_log').select(['event_type', 'event_payload']).where('entity_id', '=', made.payment.id).orderBy('seq').execute();
      expect(audit).toEqual([
        { event_type: 'payment.made', event_payload: expect.objectContaining({ method: 'bankTransfer' }) },
        { event_type: 'payment.failed', event_payload: expect.objectContaining({ reason: 'insufficientFunds' }) },
      ]);
      // The bank answering twice changes nothing.
      await bankFor(server.services).settleNow(made.payment.id);
      expect(await server.db.selectFrom('audit_log').select('seq').where('entity_id', '=', made.payment.id).execute()).toHaveLength(2);
    });

    it('purchasers cannot subscribe to payment updates', async () => {
      const errors: unknown[] = [];
      const client = subscribe(server, s.purchaser, () => {}, (e) => errors.push(e));
      try {
        await eventually(() => errors.length > 0);
        expect(errors[0]).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
      } finally {
        await client.dispose();
      }
    });
  });
});
