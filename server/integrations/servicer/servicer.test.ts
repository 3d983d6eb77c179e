import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { postUnmatchedTransfer } from '../../modules/payments/unmatchedTransfer';
import { servicerFor } from './servicing';

/**
 * The demo servicer's reports against a real server and database: the rows change only through the
 * machines, each change is audited with the system as actor and published; refusals and reports the
 * portal cannot apply change nothing. (The machines' full paths: model-tests/api payment and dispute replays.)
 */
const UNDER_REVIEW_DISPUTE = '60000000-0000-4000-8000-000000000001';
const RESOLVED_DISPUTE = '60000000-0000-4000-8000-000000000002';

describe.each(await testBackends())('demo servicer on %s', (kind) => {
  let server: TestServer;
  let paymentId: string;
  let invoice: { id: string; remaining_minor: number; status: string };

  const paymentRow = () => server.db.selectFrom('payments').select(['status', 'remaining_minor']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  const invoiceRow = () => server.db.selectFrom('invoices').select(['remaining_minor', 'status']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
  const auditOf = (entityId: string) =>
    server.db.selectFrom('audit_log').select(['machine_id', 'event_type', 'actor_user_id', 'entity_id']).where('entity_id', '=', entityId).orderBy('seq').execute();

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ paymentId } = await postUnmatchedTransfer(server.db, { transferId: `servicer-test-${kind}`, buyerId: ACME_BUYER_ID, currency: 'USD', amountMinor: 5_000, now: server.services.now() }));
    invoice = await server.db
      .selectFrom('invoices')
      .select(['id', 'remaining_minor', 'status'])
      .where('buyer_id', '=', ACME_BUYER_ID)
      .where('status', 'in', ['open', 'pastDue'])
      .where('currency', '=', 'USD')
      .where('remaining_minor', '>', 10_000)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  afterAll(() => server?.close());

  it('applies an allocation to the invoice and the payment, audited and published', async () => {
    const publish = vi.spyOn(server.services.pubsub, 'publish');
    try {
      const receipt = await servicerFor(server.services).reportNow({ kind: 'payment.allocated', paymentId, allocations: [{ invoiceId: invoice.id, amountMinor: 2_000 }] });
      expect(receipt).toEqual({ kind: 'stored' });
      expect(publish).toHaveBeenCalledWith('paymentUpdated', ACME_BUYER_ID, { paymentId, status: 'active' });
    } finally {
      publish.mockRestore();
    }
    expect(await paymentRow()).toEqual({ status: 'active', remaining_minor: 3_000 });
    expect(await invoiceRow()).toEqual({ remaining_minor: invoice.remaining_minor - 2_000, status: invoice.status });
    const allocation = await server.db.selectFrom('payment_allocations').select('amount_minor').where('payment_id', '=', paymentId).where('invoice_id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(allocation.amount_minor).toBe(2_000);
    expect((await auditOf(paymentId)).at(-1)).toEqual({ machine_id: 'payment', event_type: 'payment.allocated', actor_user_id: null, entity_id: paymentId });
  });

  it('refuses an allocation beyond the remainder and changes nothing', async () => {
    const auditBefore = (await auditOf(paymentId)).length;
    const receipt = await servicerFor(server.services).reportNow({ kind: 'payment.allocated', paymentId, allocations: [{ invoiceId: invoice.id, amountMinor: 3_001 }] });
    expect(receipt).toMatchObject({ kind: 'refused', code: 'SERVICER_REPORT_INVALID' });
    expect(receipt.kind === 'refused' && receipt.message).toContain('totalExceedsAvailable');
    expect(await paymentRow()).toEqual({ status: 'active', remaining_minor: 3_000 });
    expect((await invoiceRow()).remaining_minor).toBe(invoice.remaining_minor - 2_000);
    expect(await auditOf(paymentId)).toHaveLength(auditBefore);
  });

  it('refunds the payment, then refuses to write it off (the machine names the rule)', async () => {
    const servicer = servicerFor(server.services);
    expect(await servicer.reportNow({ kind: 'payment.refunded', paymentId })).toEqual({ kind: 'stored' });
    expect(await paymentRow()).toEqual({ status: 'refunded', remaining_minor: 3_000 });
    expect(await servicer.reportNow({ kind: 'payment.writtenOff', paymentId })).toMatchObject({ kind: 'refused', code: 'RULE_REFUSED', rule: 'notAllowedInState' });
    expect((await paymentRow()).status).toBe('refunded');
  });

  it('answers NOT_FOUND for a payment or dispute it does not know', async () => {
    const servicer = servicerFor(server.services);
    const missing = '50000000-0000-4000-8000-0000000fffff';
    expect(await servicer.reportNow({ kind: 'payment.transferred', paymentId: missing })).toMatchObject({ kind: 'refused', code: 'NOT_FOUND' });
    expect(await servicer.reportNow({ kind: 'dispute.review', disputeId: missing })).toMatchObject({ kind: 'refused', code: 'NOT_FOUND' });
  });

  it('resolves a dispute under review with its note and regenerates the invoice document; a closed one stays closed', async () => {
    const servicer = servicerFor(server.services);
    expect(await servicer.reportNow({ kind: 'dispute.review', disputeId: UNDER_REVIEW_DISPUTE })).toMatchObject({ kind: 'refused', code: 'RULE_REFUSED', rule: 'notAllowedInState' });
    expect(await servicer.reportNow({ kind: 'dispute.resolve', disputeId: UNDER_REVIEW_DISPUTE, note: 'credit note CN-7' })).toEqual({ kind: 'stored' });
    const dispute = await server.db.selectFrom('disputes').select(['status', 'outcome_note', 'closed_at', 'invoice_id']).where('id', '=', UNDER_REVIEW_DISPUTE).executeTakeFirstOrThrow();
    expect(dispute).toMatchObject({ status: 'resolved', outcome_note: 'credit note CN-7' });
    expect(dispute.closed_at).not.toBeNull();
    expect((await auditOf(UNDER_REVIEW_DISPUTE)).at(-1)).toMatchObject({ machine_id: 'dispute', event_type: 'dispute.resolve', actor_user_id: null });
    expect((await auditOf(dispute.invoice_id)).map((entry) => entry.event_type)).toContain('document.regenerate');
    expect(await servicer.reportNow({ kind: 'dispute.reject', disputeId: RESOLVED_DISPUTE })).toMatchObject({ kind: 'refused', code: 'RULE_REFUSED', rule: 'notAllowedInState' });
  });
});
