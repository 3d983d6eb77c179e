import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { paymentFigures, payoutDayOf, payoutTotals } from './payoutMath';

/**
 * The disbursement run (the `disbursements` job, server/jobs): every settled buyer payment (the
 * bank posted it: status Active or Applied, spec 4) received before the payout day and not yet in
 * a payout joins that day's payout of its program and currency. Idempotent and safe on several
 * instances: a payment is in at most one payout (primary key of `disbursement_payments`, inserted
 * with ON CONFLICT DO NOTHING), the payout row of a day is created once (unique program, currency,
 * day) and locked while its figures are recomputed from its payments, so a second run, a retry or a
 * concurrent run adds nothing twice and leaves the same figures.
 */
export const SETTLED_PAYMENT_STATUSES = ['active', 'applied'] as const;

export interface DisbursementRunResult {
  /** Payouts created or added to. */
  disbursementIds: string[];
  /** Payments newly paid out by this run. */
  paymentIds: string[];
}

interface CandidatePayment {
  id: string;
  buyer_id: string;
  currency: string;
  amount_minor: number;
  received_date: string;
  business_name: string;
  buyer_terms: string;
  orders: number;
}

async function candidates(trx: Transaction<Database>, programId: string, payoutDay: string): Promise<CandidatePayment[]> {
  return trx
    .selectFrom('payments as p')
    .innerJoin('buyers as b', 'b.id', 'p.buyer_id')
    .leftJoin('disbursement_payments as d', 'd.payment_id', 'p.id')
    .select((eb) => [
      'p.id', 'p.buyer_id', 'p.currency', 'p.amount_minor', 'p.received_date', 'b.name as business_name', 'b.terms as buyer_terms',
      eb.selectFrom('payment_allocations as a').whereRef('a.payment_id', '=', 'p.id').select(eb.fn.countAll<number>().as('n')).as('orders'),
    ])
    .where('b.program_id', '=', programId)
    .where('p.status', 'in', SETTLED_PAYMENT_STATUSES)
    .where('p.received_date', '<', payoutDay)
    .where('d.payment_id', 'is', null)
    .orderBy('p.received_date')
    .orderBy('p.id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, orders: Number(row.orders ?? 0) })));
}

/** The payout of (program, currency, day), created if missing, locked for this transaction. */
async function lockedPayout(trx: Transaction<Database>, settings: { program_id: string; seller_id: string; seller_name: string }, currency: string, payoutDay: string): Promise<string> {
  await trx
    .insertInto('disbursements')
    .values({
      id: randomUUID(), program_id: settings.program_id, seller_id: settings.seller_id, seller_name: settings.seller_name, currency, payout_date: payoutDay,
      amount_paid_minor: 0, fee_withheld_minor: 0, tax_minor: 0, total_minor: 0, total_orders: 0,
    })
    .onConflict((oc) => oc.columns(['program_id', 'currency', 'payout_date']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('disbursements').select('id')
    .where('program_id', '=', settings.program_id).where('currency', '=', currency).where('payout_date', '=', payoutDay)
    .forUpdate().executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites a payout's figures as the sums of its payments (always, so they can never drift apart). */
async function refreshTotals(trx: Transaction<Database>, disbursementId: string): Promise<void> {
  const items = await trx.selectFrom('disbursement_payments').select(['amount_minor', 'fee_minor', 'tax_minor', 'orders']).where('disbursement_id', '=', disbursementId).execute();
  const totals = payoutTotals(items.map((i) => ({ amountMinor: i.amount_minor, feeMinor: i.fee_minor, taxMinor: i.tax_minor, orders: i.orders })));
  await trx
    .updateTable('disbursements')
    .set({ amount_paid_minor: totals.amountPaidMinor, fee_withheld_minor: totals.feeWithheldMinor, tax_minor: totals.taxMinor, total_minor: totals.totalMinor, total_orders: totals.totalOrders })
    .where('id', '=', disbursementId)
    .execute();
}

export type DisbursementSettings = { program_id: string; seller_id: string; seller_name: string; fee_basis_points: number; tax_basis_points: number };

/**
 * Pays out, in the caller's transaction, every settled payment of the program received before
 * `payoutDay` that is not in a payout yet (the demo seed calls it for past days).
 */
export async function disburseProgram(trx: Transaction<Database>, settings: DisbursementSettings, payoutDay: string): Promise<DisbursementRunResult> {
  const result: DisbursementRunResult = { disbursementIds: [], paymentIds: [] };
  // One run per program at a time (another instance waits, then finds nothing left to add).
  await sql`select pg_advisory_xact_lock(hashtext(${`disbursements:${settings.program_id}`}))`.execute(trx);
  const payments = await candidates(trx, settings.program_id, payoutDay);
  const byCurrency = new Map<string, CandidatePayment[]>();
  for (const p of payments) byCurrency.set(p.currency, [...(byCurrency.get(p.currency) ?? []), p]);
  for (const [currency, group] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
    const disbursementId = await lockedPayout(trx, settings, currency, payoutDay);
    const rates = { feeBasisPoints: settings.fee_basis_points, taxBasisPoints: settings.tax_basis_points };
    const inserted = await trx
      .insertInto('disbursement_payments')
      .values(group.map((p) => {
        const figures = paymentFigures(p.amount_minor, rates);
        return {
          payment_id: p.id, disbursement_id: disbursementId, buyer_id: p.buyer_id, business_name: p.business_name, buyer_terms: p.buyer_terms,
          fee_basis_points: settings.fee_basis_points, amount_minor: figures.amountMinor, fee_minor: figures.feeMinor, tax_minor: figures.taxMinor,
          orders: p.orders, transaction_date: p.received_date, payout_date: payoutDay,
        };
      }))
      .onConflict((oc) => oc.column('payment_id').doNothing())
      .returning('payment_id')
      .execute();
    await refreshTotals(trx, disbursementId);
    result.disbursementIds.push(disbursementId);
    result.paymentIds.push(...inserted.map((row) => row.payment_id));
  }
  return result;
}

/** One run for every program with disbursement settings, as of `now` (the payout day is its UTC date); a transaction per program. */
export async function runDisbursements(db: Kysely<Database>, now: Date): Promise<DisbursementRunResult> {
  const payoutDay = payoutDayOf(now);
  const result: DisbursementRunResult = { disbursementIds: [], paymentIds: [] };
  const programs = await db.selectFrom('program_disbursement_settings').selectAll().orderBy('program_id').execute();
  for (const settings of programs) {
    const one = await db.transaction().execute((trx) => disburseProgram(trx, settings, payoutDay));
    result.disbursementIds.push(...one.disbursementIds);
    result.paymentIds.push(...one.paymentIds);
  }
  return result;
}
