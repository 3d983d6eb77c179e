import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { openTestDatabase, testBackends } from '../../db/testing';
import type { PortalDatabase } from '../../db/database';
import { startTestServer } from '../../http/testing/testServer';
import { jobsFor, type JobSummary } from '../../jobs/jobQueue';
import { QUEUES } from '../../jobs/queues';
import { runDisbursements, SETTLED_PAYMENT_STATUSES } from './computeDisbursements';
import { basisPointsOf } from './payoutMath';

/**
 * The disbursement run on the seeded database (PGlite and PostgreSQL): every settled payment is in
 * exactly one payout, each payout's figures are the sums of its payments' (fee 2.5%, 10% tax on the
 * fee, total = paid − fee − tax), a second run adds nothing, a newly settled payment joins the
 * day's payout, and unsettled payments never do.
 */
describe.each(await testBackends())('disbursements on %s', (kind) => {
  let database: PortalDatabase;
  const now = new Date();
  const today = now.toISOString().slice(0, 10);

  const snapshot = async () => ({
    payouts: await database.db.selectFrom('disbursements').selectAll().orderBy('payout_date').orderBy('currency').execute(),
    items: await database.db.selectFrom('disbursement_payments').selectAll().orderBy('payment_id').execute(),
  });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it('the seed has past payouts whose figures are the sums of their payments', async () => {
    const { payouts, items } = await snapshot();
    expect(payouts.length).toBeGreaterThanOrEqual(2);
    for (const payout of payouts) {
      const mine = items.filter((i) => i.disbursement_id === payout.id);
      expect(mine.length).toBeGreaterThan(0);
      expect(payout.amount_paid_minor).toBe(mine.reduce((t, i) => t + i.amount_minor, 0));
      expect(payout.fee_withheld_minor).toBe(mine.reduce((t, i) => t + i.fee_minor, 0));
      expect(payout.tax_minor).toBe(mine.reduce((t, i) => t + i.tax_minor, 0));
      expect(payout.total_minor).toBe(payout.amount_paid_minor - payout.fee_withheld_minor - payout.tax_minor);
      expect(payout.total_orders).toBe(mine.reduce((t, i) => t + i.orders, 0));
      for (const item of mine) {
        expect(item.fee_minor).toBe(basisPointsOf(item.amount_minor, 250));
        expect(item.tax_minor).toBe(basisPointsOf(item.fee_minor, 1_000));
        expect(item.transaction_date < payout.payout_date).toBe(true);
        expect(item.payout_date).toBe(payout.payout_date);
      }
    }
  });

  it('a run pays out every settled payment received before today once; a second run changes nothing', async () => {
    const first = await runDisbursements(database.db, now);
    const settled = await database.db.selectFrom('payments').select(['id', 'status', 'received_date']).execute();
    const { items } = await snapshot();
    const paidOut = new Set(items.map((i) => i.payment_id));
    for (const payment of settled) {
      const due = (SETTLED_PAYMENT_STATUSES as readonly string[]).includes(payment.status) && payment.received_date < today;
      expect(paidOut.has(payment.id), `${payment.id} ${payment.status} ${payment.received_date}`).toBe(due);
    }
    expect(first.paymentIds.every((id) => items.find((i) => i.payment_id === id)?.payout_date === today)).toBe(true);

    const before = await snapshot();
    const second = await runDisbursements(database.db, now);
    expect(second.paymentIds).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('a payment settled later joins the day\'s payout, whose figures are recomputed; two runs at once add it once', async () => {
    const id = randomUUID();
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    await database.db.insertInto('payments').values({
      id, buyer_id: ACME_BUYER_ID, user_id: null, type: 'bankTransfer', currency: 'USD', amount_minor: 40_000, remaining_minor: 0, status: 'applied', received_date: yesterday,
    }).execute();
    const results = await Promise.all([runDisbursements(database.db, now), runDisbursements(database.db, now)]);
    expect(results.flatMap((r) => r.paymentIds)).toEqual([id]);
    const item = await database.db.selectFrom('disbursement_payments').selectAll().where('payment_id', '=', id).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ amount_minor: 40_000, fee_minor: 1_000, tax_minor: 100, payout_date: today, business_name: 'Acme Industrial Supply', buyer_terms: 'Net30' });
    const payout = await database.db.selectFrom('disbursements').selectAll().where('id', '=', item.disbursement_id).executeTakeFirstOrThrow();
    const all = await database.db.selectFrom('disbursement_payments').select(['amount_minor']).where('disbursement_id', '=', payout.id).execute();
    expect(payout.amount_paid_minor).toBe(all.reduce((t, i) => t + i.amount_minor, 0));
    expect(payout.total_minor).toBe(payout.amount_paid_minor - payout.fee_withheld_minor - payout.tax_minor);
  });

  it('a pending or failed payment is never paid out', async () => {
    for (const status of ['pending', 'failed'] as const) {
      await database.db.insertInto('payments').values({
        id: randomUUID(), buyer_id: ACME_BUYER_ID, user_id: null, type: 'bankTransfer', currency: 'USD', amount_minor: 1_000, remaining_minor: 1_000, status, received_date: '2026-01-01',
      }).execute();
    }
    expect((await runDisbursements(database.db, now)).paymentIds).toEqual([]);
  });
});

/** The job (server/jobs): queued at start, runs once across the queue, queues the next run. */
describe.each(await testBackends())('the disbursements job on %s', (kind) => {
  it('runs at start: every settled payment received before today is then in a payout, and the next run waits in the queue', async () => {
    const server = await startTestServer(kind);
    try {
      const jobs = jobsFor(server.services);
      expect(jobs).toBeDefined();
      let runs: JobSummary[] = [];
      for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((resolve) => setTimeout(resolve, 200))) {
        runs = await jobs!.jobs(QUEUES.disbursements, 'run');
        if (runs.some((job) => job.state === 'completed') && runs.some((job) => job.state === 'created')) break;
      }
      expect(runs.filter((job) => job.state === 'completed').length).toBeGreaterThanOrEqual(1);
      expect(runs.filter((job) => job.state === 'created')).toHaveLength(1);
      const today = server.services.now().toISOString().slice(0, 10);
      const unpaid = await server.db
        .selectFrom('payments as p').leftJoin('disbursement_payments as d', 'd.payment_id', 'p.id')
        .select('p.id').where('p.status', 'in', SETTLED_PAYMENT_STATUSES).where('p.received_date', '<', today).where('d.payment_id', 'is', null)
        .execute();
      expect(unpaid).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
