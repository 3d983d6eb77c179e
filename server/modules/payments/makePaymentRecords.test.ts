import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import type { ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { verifyAuditChain } from '../../audit/verifyAuditChain';
import { withPaymentApproval } from './paymentApprovalTesting';
import { bankFor } from './settlement';

/** What makePayment leaves behind besides the payment: the audit entry of its booking, and nothing at all when the bank refuses a blocked account. */
const PAY = 'mutation($input: MakePaymentInput!) { makePayment(input: $input) { payment { id status } } }';
const ACTIVITY = `query($first: Int) { accountActivity(first: $first) {
  entries { seq actorRole entityType entityId messageId values { name value } fromState toState }
} }`;

interface Entry { seq: number; actorRole: string | null; entityType: string; entityId: string; messageId: string; values: { name: string; value: string }[]; fromState: string | null; toState: string | null }

let serial = 0;
const newKey = (label: string) => `${label}-${Date.now()}-${++serial}`;

describe.each(await testBackends())('makePayment records on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  let invoices: { id: string; remaining_minor: number }[];
  const invoice = (id: string) => server.db.selectFrom('invoices').select(['remaining_minor', 'status']).where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer(kind);
    bankFor(server.services).configure({ settleMs: null });
    s = await signInAll(server, ['admin', 'payer']);
    invoices = await server.db.selectFrom('invoices').select(['id', 'remaining_minor']).where('buyer_id', '=', ACME_BUYER_ID)
      .where('status', 'in', ['open', 'pastDue', 'created']).where('remaining_minor', '>', 20_000).orderBy('id').execute();
  });
  afterAll(() => server?.close());

  it('records the booking in the audit trail: "payment made", from no state into pending, then the bank\'s answer', async () => {
    const target = invoices[0]!;
    const { makePayment } = await data<{ makePayment: { payment: { id: string; status: string } } }>(server, s.payer, PAY, {
      input: await withPaymentApproval(server, s.payer, { idempotencyKey: newKey('made'), method: 'bankTransfer', allocations: [{ invoiceId: target.id, amountMinor: 10_000 }] }),
    });
    await bankFor(server.services).settleNow(makePayment.payment.id);
    const { accountActivity } = await data<{ accountActivity: { entries: Entry[] } }>(server, s.admin, ACTIVITY, { first: 20 });
    const mine = accountActivity.entries.filter((e) => e.entityId === makePayment.payment.id);
    expect(mine.map((e) => [e.messageId, e.fromState, e.toState])).toEqual([
      ['activity.payment.received', 'pending', 'applied'],
      ['activity.payment.made', null, 'pending'],
    ]);
    const made = mine[1]!;
    expect(made).toMatchObject({ entityType: 'payment', actorRole: 'buyerPayer' });
    expect(made.values).toEqual(expect.arrayContaining([
      { name: 'method', value: 'bankTransfer' }, { name: 'amountMinor', value: '10000' }, { name: 'invoiceCount', value: '1' },
    ]));
    const chain = await server.db.selectFrom('audit_log').select(['event_type', 'machine_id']).where('entity_id', '=', makePayment.payment.id).orderBy('seq').execute();
    expect(chain).toEqual([{ event_type: 'payment.made', machine_id: 'payment' }, { event_type: 'payment.received', machine_id: 'payment' }]);
    // A creation entry (no state before) chains and verifies like any other.
    expect(await verifyAuditChain(server.db)).toMatchObject({ ok: true });
  });

  it('a replayed request records nothing more', async () => {
    const key = newKey('replay');
    const input = await withPaymentApproval(server, s.payer, { idempotencyKey: key, method: 'bankTransfer', allocations: [{ invoiceId: invoices[1]!.id, amountMinor: 5_000 }] });
    const first = await data<{ makePayment: { payment: { id: string } } }>(server, s.payer, PAY, { input });
    await data(server, s.payer, PAY, { input });
    const entries = await server.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', first.makePayment.payment.id).execute();
    expect(entries).toEqual([{ event_type: 'payment.made' }]);
  });

  it('a direct debit the bank refuses for a blocked account (demo: total ends in .98) is BANK_ACCOUNT_BLOCKED and books nothing', async () => {
    const target = invoices[2]!;
    const before = await invoice(target.id);
    const key = newKey('blocked');
    const input = await withPaymentApproval(server, s.payer, { idempotencyKey: key, method: 'directDebit', allocations: [{ invoiceId: target.id, amountMinor: 12_398 }] });
    expect(await errorCode(server, s.payer, PAY, { input })).toBe('BANK_ACCOUNT_BLOCKED');
    expect(await invoice(target.id)).toEqual(before);
    expect(await server.db.selectFrom('payments').select('id').where('idempotency_key', '=', key).execute()).toEqual([]);
    // The same amount by bank transfer is booked: the block is on the account to debit.
    const transfer = await data<{ makePayment: { payment: { status: string } } }>(server, s.payer, PAY, {
      input: await withPaymentApproval(server, s.payer, { idempotencyKey: newKey('transfer'), method: 'bankTransfer', allocations: input.allocations }),
    });
    expect(transfer.makePayment.payment.status).toBe('pending');
  });
});
