import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, demoUuid } from '../../db/demoIds';
import { MODIFICATION_DEMO } from '../../db/demoPaymentModifications';
import { testBackends } from '../../db/testing';
import { graphql, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { bankFor } from './settlement';
import { postUnmatchedTransfer } from './unmatchedTransfer';

const MODIFY = `mutation($input: ModifyPaymentInput!) { modifyPayment(input: $input) {
  replayed total { amountMinor currency }
  payment { id status amount { amountMinor } remaining { amountMinor } lastModifiedAt invoices { invoiceId amount { amountMinor } } }
  lines { invoiceId invoiceNumber amount { amountMinor } remainingBefore { amountMinor } remainingAfter { amountMinor } statusAfter }
} }`;
const CANDIDATES = 'query($paymentId: ID!) { paymentModificationCandidates(paymentId: $paymentId) { id invoiceNumber status remaining { amountMinor currency } dueDate } }';

interface Modified {
  replayed: boolean;
  total: { amountMinor: number };
  payment: { id: string; status: string; remaining: { amountMinor: number }; lastModifiedAt: string | null; invoices: { invoiceId: string; amount: { amountMinor: number } }[] };
  lines: { invoiceId: string; amount: { amountMinor: number }; remainingBefore: { amountMinor: number }; remainingAfter: { amountMinor: number }; statusAfter: string }[];
}

let serial = 0;
const newKey = () => `modify-${Date.now()}-${++serial}`;

describe.each(await testBackends())('modifyPayment on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  const row = (table: 'invoices' | 'payments', id: string) =>
    server.db.selectFrom(table).select(['remaining_minor', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
  const modify = (who: DemoWho, paymentId: string, allocations: { invoiceId: string; amountMinor: number }[], idempotencyKey = newKey()) =>
    graphql(server.url, s[who], MODIFY, { input: { idempotencyKey, paymentId, allocations } });
  /** Seeded payments by status, and invoices by status with something left to pay. */
  const paymentWith = async (status: string) =>
    (await server.db.selectFrom('payments').select(['id', 'remaining_minor']).where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', status)
      .where('id', '<>', MODIFICATION_DEMO.paymentId).orderBy('id').executeTakeFirstOrThrow());
  const invoiceWith = async (status: string, offset = 0) =>
    (await server.db.selectFrom('invoices').select(['id', 'remaining_minor']).where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', status)
      .orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow());

  beforeAll(async () => {
    server = await startTestServer(kind);
    bankFor(server.services).configure({ settleMs: null });
    s = await signInAll(server, ['admin', 'payer', 'purchaser', 'groupAdmin', 'clientAdmin']);
  });
  afterAll(() => server?.close());

  it('applies part of the remainder to an invoice: invoice, payment, allocations, audit trail', async () => {
    const { paymentId, invoiceId } = MODIFICATION_DEMO;
    const candidates = await data<{ paymentModificationCandidates: { id: string; status: string }[] }>(server, s.payer, CANDIDATES, { paymentId });
    expect(candidates.paymentModificationCandidates).toContainEqual(expect.objectContaining({ id: invoiceId, status: 'pending' }));
    expect(candidates.paymentModificationCandidates.every((c) => !['cancelled', 'paid', 'pendingPayment'].includes(c.status))).toBe(true);

    const reply = await modify('admin', paymentId, [{ invoiceId, amountMinor: 12_000 }]);
    expect(reply.body.errors).toBeUndefined();
    const out = (reply.body.data as { modifyPayment: Modified }).modifyPayment;
    expect(out).toMatchObject({ replayed: false, total: { amountMinor: 12_000, currency: 'USD' }, payment: { status: 'active', remaining: { amountMinor: 22_500 } } });
    expect(out.lines).toEqual([{ invoiceId, invoiceNumber: MODIFICATION_DEMO.invoiceNumber, amount: { amountMinor: 12_000 }, remainingBefore: { amountMinor: 20_000 }, remainingAfter: { amountMinor: 8_000 }, statusAfter: 'pending' }]);
    expect(out.payment.invoices).toEqual([{ invoiceId, amount: { amountMinor: 12_000 } }]);
    expect(out.payment.lastModifiedAt).not.toBeNull();
    expect(await row('invoices', invoiceId)).toEqual({ remaining_minor: 8_000, status: 'pending' });

    // The rest of the invoice: the allocation grows, the invoice is Paid (the money is already received).
    const second = (await modify('payer', paymentId, [{ invoiceId, amountMinor: 8_000 }])).body.data as { modifyPayment: Modified };
    expect(second.modifyPayment.payment.remaining.amountMinor).toBe(14_500);
    expect(second.modifyPayment.payment.invoices).toEqual([{ invoiceId, amount: { amountMinor: 20_000 } }]);
    expect(await row('invoices', invoiceId)).toEqual({ remaining_minor: 0, status: 'paid' });

    const audit = await server.db.selectFrom('audit_log').select(['event_type', 'actor_role']).where('entity_id', '=', paymentId).orderBy('seq').execute();
    expect(audit).toEqual([
      { event_type: 'payment.modify', actor_role: 'Buyer:Administrator' },
      { event_type: 'payment.allocated', actor_role: 'Buyer:Administrator' },
      { event_type: 'payment.modify', actor_role: 'buyerPayer' },
      { event_type: 'payment.allocated', actor_role: 'buyerPayer' },
    ]);
  });

  it('using the whole remainder makes the payment Applied; after that it cannot be modified', async () => {
    const payment = await paymentWith('active');
    const invoice = await server.db.selectFrom('invoices').select(['id', 'remaining_minor']).where('buyer_id', '=', ACME_BUYER_ID).where('status', 'in', ['open', 'pastDue', 'created'])
      .where('remaining_minor', '>=', payment.remaining_minor).orderBy('id').executeTakeFirstOrThrow();
    const reply = await modify('payer', payment.id, [{ invoiceId: invoice.id, amountMinor: payment.remaining_minor }]);
    expect((reply.body.data as { modifyPayment: Modified }).modifyPayment.payment).toMatchObject({ status: 'applied', remaining: { amountMinor: 0 } });
    expect(await row('payments', payment.id)).toEqual({ remaining_minor: 0, status: 'applied' });
    const again = await modify('payer', payment.id, [{ invoiceId: invoice.id, amountMinor: 1 }]);
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_REFUSED', rule: 'isModificationValid', subRules: ['totalExceedsAvailable'] });
    expect(await data<{ paymentModificationCandidates: unknown[] }>(server, s.payer, CANDIDATES, { paymentId: payment.id })).toEqual({ paymentModificationCandidates: [] });
  });

  it('refuses what the rules refuse with RULE_REFUSED naming the rule, and changes nothing', async () => {
    const active = await server.db.selectFrom('payments').select(['id', 'remaining_minor']).where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'active')
      .where('remaining_minor', '>', 0).where('id', '<>', MODIFICATION_DEMO.paymentId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const open = await invoiceWith('open', 3);
    const paid = await server.db.selectFrom('invoices').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'paid').orderBy('id').executeTakeFirstOrThrow();
    const pendingPayment = await invoiceWith('pendingPayment');
    const cancelled = await server.db.selectFrom('invoices').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'cancelled').orderBy('id').executeTakeFirstOrThrow();
    const before = { payment: await row('payments', active.id), open: await row('invoices', open.id) };
    const small = Math.min(100, open.remaining_minor);

    const cases: [string, string, { invoiceId: string; amountMinor: number }[], string, string[] | undefined][] = [
      ['over the remainder', active.id, [{ invoiceId: open.id, amountMinor: active.remaining_minor + 1 }], 'isModificationValid', ['totalExceedsAvailable', ...(active.remaining_minor + 1 > open.remaining_minor ? ['amountExceedsInvoiceRemaining'] : [])]],
      ['a paid invoice', active.id, [{ invoiceId: paid.id, amountMinor: small }], 'isModificationValid', ['amountExceedsInvoiceRemaining', 'invoiceNotModifiable']],
      ['a pending-payment invoice', active.id, [{ invoiceId: pendingPayment.id, amountMinor: small }], 'isModificationValid', ['invoiceNotModifiable']],
      ['a cancelled invoice', active.id, [{ invoiceId: cancelled.id, amountMinor: small }], 'isModificationValid', ['amountExceedsInvoiceRemaining', 'invoiceNotModifiable']],
      ['more than the invoice owes', active.id, [{ invoiceId: open.id, amountMinor: open.remaining_minor + 1 }], 'isModificationValid', open.remaining_minor + 1 > active.remaining_minor ? ['totalExceedsAvailable', 'amountExceedsInvoiceRemaining'] : ['amountExceedsInvoiceRemaining']],
      ['a zero amount', active.id, [{ invoiceId: open.id, amountMinor: 0 }], 'isModificationValid', ['amountNotPositive']],
      ['no invoices', active.id, [], 'isModificationValid', ['noInvoicesSelected']],
      ['the same invoice twice', active.id, [{ invoiceId: open.id, amountMinor: 1 }, { invoiceId: open.id, amountMinor: 1 }], 'isModificationValid', ['invoiceSelectedTwice']],
      ['a Pending payment', (await paymentWith('pending')).id, [{ invoiceId: open.id, amountMinor: 1 }], 'notAllowedInState', undefined],
      ['a Failed payment', (await paymentWith('failed')).id, [{ invoiceId: open.id, amountMinor: 1 }], 'notAllowedInState', undefined],
      ['a Written Off payment', (await paymentWith('writeOff')).id, [{ invoiceId: open.id, amountMinor: 1 }], 'notAllowedInState', undefined],
      ['a Transferred payment', (await paymentWith('transferred')).id, [{ invoiceId: open.id, amountMinor: 1 }], 'notAllowedInState', undefined],
      ['a Returned payment', (await paymentWith('refunded')).id, [{ invoiceId: open.id, amountMinor: 1 }], 'notAllowedInState', undefined],
    ];
    for (const [name, paymentId, allocations, rule, subRules] of cases) {
      const reply = await modify('payer', paymentId, allocations);
      const extensions = reply.body.errors?.[0]?.extensions;
      expect(extensions, name).toMatchObject({ code: 'RULE_REFUSED', machine: 'payment', rule, messageId: `rule.payment.${rule}` });
      if (subRules) expect(extensions?.['subRules'], name).toEqual(subRules);
    }
    expect({ payment: await row('payments', active.id), open: await row('invoices', open.id) }).toEqual(before);
    expect(await server.db.selectFrom('payment_modifications').select('id').where('payment_id', '=', active.id).execute()).toEqual([]);
  });

  it('a retry with the same key returns the first result; another payload under it is refused', async () => {
    const payment = await server.db.selectFrom('payments').select(['id', 'remaining_minor']).where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'active')
      .where('remaining_minor', '>', 1_000).where('id', '<>', MODIFICATION_DEMO.paymentId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const invoice = await invoiceWith('pastDue');
    const key = newKey();
    const first = (await modify('payer', payment.id, [{ invoiceId: invoice.id, amountMinor: 500 }], key)).body.data as { modifyPayment: Modified };
    const retry = (await modify('payer', payment.id, [{ invoiceId: invoice.id, amountMinor: 500 }], key)).body.data as { modifyPayment: Modified };
    expect(first.modifyPayment.replayed).toBe(false);
    expect(retry.modifyPayment).toMatchObject({ replayed: true, lines: first.modifyPayment.lines, total: { amountMinor: 500 } });
    expect(await row('payments', payment.id)).toMatchObject({ remaining_minor: payment.remaining_minor - 500 });
    expect(await row('invoices', invoice.id)).toMatchObject({ remaining_minor: invoice.remaining_minor - 500 });
    expect(await errorCode(server, s.payer, MODIFY, { input: { idempotencyKey: key, paymentId: payment.id, allocations: [{ invoiceId: invoice.id, amountMinor: 501 }] } }))
      .toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('only Buyer:Administrator and buyerPayer modify; seller users read payments but never modify; bad input and unknown ids', async () => {
    const { paymentId, invoiceId } = MODIFICATION_DEMO;
    const input = { idempotencyKey: newKey(), paymentId, allocations: [{ invoiceId, amountMinor: 1 }] };
    for (const who of ['purchaser', 'groupAdmin', 'clientAdmin'] as const) {
      expect(await errorCode(server, s[who], MODIFY, { input }), who).toBe('FORBIDDEN');
      expect(await errorCode(server, s[who], CANDIDATES, { paymentId }), who).toBe('FORBIDDEN');
    }
    expect(await errorCode(server, s.payer, MODIFY, { input: { ...input, paymentId: demoUuid('payment', 99_999) } })).toBe('NOT_FOUND');
    expect(await errorCode(server, s.payer, MODIFY, { input: { ...input, allocations: [{ invoiceId: demoUuid('invoice', 99_999), amountMinor: 1 }] } })).toBe('NOT_FOUND');
    expect(await errorCode(server, s.payer, MODIFY, { input: { ...input, idempotencyKey: 'short' } })).toBe('BAD_USER_INPUT');
    expect(await errorCode(server, s.payer, MODIFY, { input: { ...input, paymentId: 'not-an-id' } })).toBe('BAD_USER_INPUT');
    expect(await errorCode(server, s.payer, CANDIDATES, { paymentId: demoUuid('payment', 99_999) })).toBe('NOT_FOUND');
  });

  it('a transfer the bank could not match becomes an Active payment with everything left to apply (audited, once per transfer)', async () => {
    const transfer = { transferId: `t-${Date.now()}`, buyerId: ACME_BUYER_ID, currency: 'USD', amountMinor: 7_700, now: new Date() };
    const { paymentId } = await postUnmatchedTransfer(server.db, transfer);
    expect(await postUnmatchedTransfer(server.db, transfer)).toEqual({ paymentId });
    expect(await row('payments', paymentId)).toEqual({ remaining_minor: 7_700, status: 'active' });
    const audit = await server.db.selectFrom('audit_log').select(['event_type', 'actor_role']).where('entity_id', '=', paymentId).orderBy('seq').execute();
    expect(audit).toEqual([{ event_type: 'payment.made', actor_role: null }, { event_type: 'payment.received', actor_role: null }]);
    const candidates = await data<{ paymentModificationCandidates: unknown[] }>(server, s.payer, CANDIDATES, { paymentId });
    expect(candidates.paymentModificationCandidates.length).toBeGreaterThan(0);
  });
});
