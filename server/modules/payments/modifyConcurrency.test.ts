import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../db/database';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import type { Database } from '../../db/schema';
import { openTestDatabase, testBackends } from '../../db/testing';
import { loadBuyerAccount, type BuyerAccount } from '../invoices/chargeScope';
import { bookPayment } from './makePayment';
import { modifyPayment } from './modifyPayment';

/**
 * Integrity of modifyPayment under concurrency, on the services themselves (no HTTP). Modifications
 * of two payments and new payments race over one invoice: the invoice never goes below zero, no
 * payment applies more than it had left, and every cent taken is accounted for. On PostgreSQL the
 * calls really race over a pool; PGlite runs one transaction at a time (same assertions, serialised).
 */
const ROUNDS = 4;
const CONCURRENT = 50;
const PAYMENT_REMAINDER = 45_000;
const INVOICE_START = 100_000;
const noBank = { settlesAt: () => null, screen: () => ({ kind: 'accepted' as const }) };

type Outcome = { ok: true; replayed: boolean } | { ok: false; code: string | undefined; rule: string | undefined; problems: string[] };
const outcome = (promise: Promise<{ replayed: boolean }>): Promise<Outcome> =>
  promise.then(
    (done) => ({ ok: true, replayed: done.replayed }),
    (error: { extensions?: { code?: string; rule?: string; subRules?: string[]; problems?: { code: string }[] } }) => ({
      ok: false,
      code: error.extensions?.code,
      rule: error.extensions?.rule,
      problems: error.extensions?.subRules ?? error.extensions?.problems?.map((p) => p.code) ?? [],
    }),
  );

describe.each(await testBackends({ databaseBehaviour: true }))('modifyPayment integrity on %s', (kind) => {
  let database: PortalDatabase;
  let db: Kysely<Database>;
  let buyer: BuyerAccount;
  let invoiceId: string;

  const receivedPayment = async (remainingMinor: number): Promise<string> => {
    const id = randomUUID();
    await db.insertInto('payments').values({
      id, buyer_id: ACME_BUYER_ID, user_id: DEMO_USER_IDS.payer, type: 'bankTransfer', currency: 'USD', amount_minor: remainingMinor,
      remaining_minor: remainingMinor, status: 'active', failure_reason: null, received_date: '2026-01-05', idempotency_key: `received-${id}`,
    }).execute();
    return id;
  };
  const modify = (key: string, paymentId: string, amountMinor: number) =>
    modifyPayment(db, { buyer, userId: DEMO_USER_IDS.payer, role: 'buyerPayer', idempotencyKey: key, paymentId, allocations: [{ invoiceId, amountMinor }], now: new Date() });
  const pay = (key: string, amountMinor: number) =>
    bookPayment(db, noBank, { buyer, userId: DEMO_USER_IDS.payer, role: 'buyerPayer', idempotencyKey: key, method: 'bankTransfer', allocations: [{ invoiceId, amountMinor }], now: new Date() });
  const remainingOf = async (table: 'invoices' | 'payments', id: string) =>
    (await db.selectFrom(table).select('remaining_minor').where('id', '=', id).executeTakeFirstOrThrow()).remaining_minor;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    buyer = (await loadBuyerAccount(db, ACME_BUYER_ID))!;
    const open = await db.selectFrom('invoices').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'open').orderBy('id', 'desc').execute();
    invoiceId = open[0]!.id;
  });
  afterAll(() => database?.close());

  it(`${CONCURRENT} concurrent modifications and payments on one invoice never take it below zero nor a payment past its remainder (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await db.updateTable('invoices').set({ total_minor: INVOICE_START, remaining_minor: INVOICE_START, status: 'open' }).where('id', '=', invoiceId).execute();
      const payments = [await receivedPayment(PAYMENT_REMAINDER), await receivedPayment(PAYMENT_REMAINDER)];
      // 50 amounts of 4-19% of the invoice: together several times what it owes and what the payments have left.
      const amounts = Array.from({ length: CONCURRENT }, (_, n) => Math.round(INVOICE_START * (0.04 + ((n * 37 + round * 11) % 16) / 100)));
      // Every third call is a new payment, the others modify one of the two payments.
      const targetOf = (n: number) => (n % 3 === 2 ? null : payments[n % 3]!);
      const results = await Promise.all(amounts.map((amount, n) => {
        const target = targetOf(n);
        return outcome(target ? modify(`mod-${round}-${n}`, target, amount) : pay(`pay-${round}-${n}`, amount));
      }));

      const taken = (filter: (n: number) => boolean) => results.reduce((sum, r, n) => sum + (r.ok && filter(n) ? amounts[n]! : 0), 0);
      const total = taken(() => true);
      expect(total).toBeLessThanOrEqual(INVOICE_START);
      expect(await remainingOf('invoices', invoiceId)).toBe(INVOICE_START - total);
      for (const payment of payments) {
        const applied = taken((n) => targetOf(n) === payment);
        expect(applied).toBeLessThanOrEqual(PAYMENT_REMAINDER);
        expect(await remainingOf('payments', payment)).toBe(PAYMENT_REMAINDER - applied);
        const allocated = await db.selectFrom('payment_allocations').select('amount_minor').where('payment_id', '=', payment).execute();
        expect(allocated.reduce((sum, a) => sum + a.amount_minor, 0)).toBe(applied);
      }
      for (const [n, refused] of results.entries()) {
        if (refused.ok) continue;
        if (targetOf(n)) {
          expect(refused).toMatchObject({ code: 'RULE_REFUSED', rule: 'isModificationValid' });
          for (const problem of refused.problems) expect(['totalExceedsAvailable', 'amountExceedsInvoiceRemaining', 'invoiceNotModifiable']).toContain(problem);
        } else {
          expect(refused).toMatchObject({ code: 'PAYMENT_REFUSED' });
        }
      }
      expect(results.some((r) => !r.ok)).toBe(true);
    }
  });

  it('concurrent retries of one modification apply it once', async () => {
    await db.updateTable('invoices').set({ total_minor: INVOICE_START, remaining_minor: INVOICE_START, status: 'open' }).where('id', '=', invoiceId).execute();
    const payment = await receivedPayment(PAYMENT_REMAINDER);
    const results = await Promise.all(Array.from({ length: 30 }, () => outcome(modify('retry-key-0001', payment, 2_500))));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    expect(await remainingOf('payments', payment)).toBe(PAYMENT_REMAINDER - 2_500);
    expect(await remainingOf('invoices', invoiceId)).toBe(INVOICE_START - 2_500);
    expect(await db.selectFrom('payment_modifications').select('id').where('idempotency_key', '=', 'retry-key-0001').execute()).toHaveLength(1);
  });
});
