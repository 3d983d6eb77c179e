import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import type { Database } from '../../db/schema';
import { openTestDatabase, testBackends } from '../../db/testing';
import type { PortalDatabase } from '../../db/database';
import { loadBuyerAccount, type BuyerAccount } from '../invoices/chargeScope';
import { bookPayment, type BookedPayment, type MakePaymentCommand } from './makePayment';

/**
 * Integrity of makePayment under concurrency, on the booking service itself (no HTTP, so many
 * rounds stay fast). On PostgreSQL the requests really race over a connection pool; PGlite runs
 * one transaction at a time, so there the same assertions check the serialised outcome.
 */
const ROUNDS = 20;
/**
 * 1,000 bookings: about 10 s of CPU on PGlite, which took 46-68 s on the shared 2-core machine under
 * load (vitest's 60 s default timed it out once). The work, not the assertion, needs the time.
 */
const ROUNDS_TIMEOUT_MS = 180_000;
const CONCURRENT = 50;
const REPLAYS = 1_000;
const REPLAY_CONCURRENCY = 25;
const noBank = { settlesAt: () => null, screen: () => ({ kind: 'accepted' as const }) };

/** Runs `task` for 0..count-1 with at most `limit` at a time; results in order. */
async function bounded<T>(count: number, limit: number, task: (n: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, count) }, async () => {
    while (next < count) {
      const n = next++;
      results[n] = await task(n);
    }
  }));
  return results;
}

const outcome = (promise: Promise<BookedPayment>) =>
  promise.then(
    (booked) => ({ ok: true as const, booked }),
    (error: { extensions?: { code?: string; problems?: { code: string }[] } }) => ({ ok: false as const, code: error.extensions?.code, problems: error.extensions?.problems?.map((p) => p.code) ?? [] }),
  );

describe.each(await testBackends({ databaseBehaviour: true }))('makePayment integrity on %s', (kind) => {
  let database: PortalDatabase;
  let db: Kysely<Database>;
  let buyer: BuyerAccount;
  let invoiceId: string;
  const command = (key: string, amountMinor: number, id = invoiceId): MakePaymentCommand => ({
    buyer, userId: DEMO_USER_IDS.payer, role: 'buyerPayer', idempotencyKey: key, method: 'bankTransfer', allocations: [{ invoiceId: id, amountMinor }], now: new Date(),
  });
  const remaining = async (id = invoiceId) => (await db.selectFrom('invoices').select(['remaining_minor', 'status']).where('id', '=', id).executeTakeFirstOrThrow());

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    buyer = (await loadBuyerAccount(db, ACME_BUYER_ID))!;
    const open = await db.selectFrom('invoices').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'open').orderBy('id').execute();
    invoiceId = open[0]!.id;
  });
  afterAll(() => database?.close());

  it(`${CONCURRENT} concurrent payments on one invoice never pay it past zero (${ROUNDS} rounds)`, async () => {
    let contended = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const start = 100_000 + round * 7;
      await db.updateTable('invoices').set({ total_minor: start, remaining_minor: start, status: 'open' }).where('id', '=', invoiceId).execute();
      // 50 amounts of 5-20% of the balance: together several times what is owed.
      const amounts = Array.from({ length: CONCURRENT }, (_, n) => Math.round(start * (0.05 + ((n * 37 + round * 11) % 16) / 100)));
      const results = await Promise.all(amounts.map((amount, n) => outcome(bookPayment(db, noBank, command(`race-${round}-${n}`, amount)))));
      const paid = results.flatMap((r, n) => (r.ok ? [amounts[n]!] : []));
      const total = paid.reduce((sum, amount) => sum + amount, 0);
      const after = await remaining();
      expect(total).toBeLessThanOrEqual(start);
      expect(after.remaining_minor).toBe(start - total);
      expect(after.remaining_minor).toBeGreaterThanOrEqual(0);
      for (const refused of results.filter((r) => !r.ok)) {
        expect(refused.code).toBe('PAYMENT_REFUSED');
        expect(refused.problems).toEqual([expect.stringMatching(/^(amountExceedsRemaining|invoiceNotPayable)$/)]);
      }
      const booked = await db.selectFrom('payment_allocations').select((eb) => eb.fn.sum<number>('payment_allocations.amount_minor').as('sum')).innerJoin('payments', 'payments.id', 'payment_allocations.payment_id')
        .where('payments.idempotency_key', 'like', `race-${round}-%`).executeTakeFirstOrThrow();
      expect(Number(booked.sum)).toBe(total);
      if (results.some((r) => !r.ok)) contended++;
    }
    expect(contended).toBe(ROUNDS);
  }, ROUNDS_TIMEOUT_MS);

  it(`${REPLAYS} replays of one idempotency key make exactly one payment`, async () => {
    await db.updateTable('invoices').set({ total_minor: 90_000, remaining_minor: 90_000, status: 'open' }).where('id', '=', invoiceId).execute();
    const results = await bounded(REPLAYS, REPLAY_CONCURRENCY, () => bookPayment(db, noBank, command('replay-key-0001', 1_250)));
    expect(new Set(results.map((r) => r.paymentId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const stored = await db.selectFrom('payments').select(['id', 'amount_minor']).where('idempotency_key', '=', 'replay-key-0001').execute();
    expect(stored).toEqual([{ id: results[0]!.paymentId, amount_minor: 1_250 }]);
    expect((await remaining()).remaining_minor).toBe(90_000 - 1_250);
    expect(results.every((r) => r.plan.totalMinor === 1_250 && r.plan.lines[0]?.remainingAfterMinor === 90_000 - 1_250)).toBe(true);
  });

  it('refuses a used key with a different payload, even when both race', async () => {
    await db.updateTable('invoices').set({ total_minor: 90_000, remaining_minor: 90_000, status: 'open' }).where('id', '=', invoiceId).execute();
    await bookPayment(db, noBank, command('changed-key-001', 1_000));
    expect(await outcome(bookPayment(db, noBank, command('changed-key-001', 1_001)))).toMatchObject({ ok: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await outcome(bookPayment(db, noBank, { ...command('changed-key-001', 1_000), method: 'directDebit' }))).toMatchObject({ ok: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    // The seed's payments have keys too; none of them can be reused.
    expect(await outcome(bookPayment(db, noBank, command('demo-payment-1', 1_000)))).toMatchObject({ ok: false, code: 'IDEMPOTENCY_KEY_REUSED' });

    const results = await Promise.all(Array.from({ length: 40 }, (_, n) => outcome(bookPayment(db, noBank, command('racing-key-0001', n % 2 === 0 ? 2_000 : 3_000)))));
    const winner = results.find((r) => r.ok && !r.booked.replayed);
    expect(winner).toBeDefined();
    const won = winner!.ok ? winner!.booked.plan.totalMinor : 0;
    for (const [n, r] of results.entries()) {
      if ((n % 2 === 0 ? 2_000 : 3_000) === won) expect(r).toMatchObject({ ok: true });
      else expect(r).toMatchObject({ ok: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    expect(await db.selectFrom('payments').select('id').where('idempotency_key', '=', 'racing-key-0001').execute()).toHaveLength(1);
    expect((await remaining()).remaining_minor).toBe(90_000 - 1_000 - won);
  });
});
