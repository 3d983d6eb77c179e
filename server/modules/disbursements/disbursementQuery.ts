import { z } from 'zod';
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { Database, DisbursementTable } from '../../db/schema';
import type { Disbursement } from '../../../machines/app/disbursements/disbursementTypes';
import type { Money } from '../../../src/domain/money';
import { feePercentOf } from './payoutMath';

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Not a date');

/** The list's filters: payout dates (inclusive, from not after to) and a currency. */
export const disbursementFilterSchema = z
  .object({
    payoutFrom: dateSchema.nullish(),
    payoutTo: dateSchema.nullish(),
    currency: z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code').nullish(),
  })
  .refine((f) => !(f.payoutFrom && f.payoutTo && f.payoutFrom > f.payoutTo), { message: 'Start date must be before end date' })
  .nullish();
export type DisbursementFilter = z.infer<typeof disbursementFilterSchema>;

type Filtered = SelectQueryBuilder<Database, 'disbursements', object>;

function filtered(db: Kysely<Database>, programId: string, filter: DisbursementFilter): Filtered {
  let query: Filtered = db.selectFrom('disbursements').where('program_id', '=', programId);
  if (filter?.payoutFrom) query = query.where('payout_date', '>=', filter.payoutFrom);
  if (filter?.payoutTo) query = query.where('payout_date', '<=', filter.payoutTo);
  if (filter?.currency) query = query.where('currency', '=', filter.currency);
  return query;
}

async function withPayments(db: Kysely<Database>, rows: readonly Selectable<DisbursementTable>[]): Promise<Disbursement[]> {
  if (rows.length === 0) return [];
  const details = await db
    .selectFrom('disbursement_payments')
    .selectAll()
    .where('disbursement_id', 'in', rows.map((r) => r.id))
    .orderBy('transaction_date')
    .orderBy('payment_id')
    .execute();
  return rows.map((row) => {
    const money = (amountMinor: number): Money => ({ amountMinor, currency: row.currency });
    return {
      id: row.id, sellerId: row.seller_id, sellerName: row.seller_name, currency: row.currency,
      amountPaid: money(row.amount_paid_minor), feeWithheld: money(row.fee_withheld_minor), taxAmount: money(row.tax_minor), totalAmount: money(row.total_minor),
      totalOrders: row.total_orders, payoutDate: row.payout_date,
      payments: details.filter((d) => d.disbursement_id === row.id).map((d) => ({
        paymentId: d.payment_id, businessName: d.business_name, buyerId: d.buyer_id, buyerTerms: d.buyer_terms, feePercent: feePercentOf(d.fee_basis_points),
        amountPaid: money(d.amount_minor), feeWithheld: money(d.fee_minor), taxAmount: money(d.tax_minor), orders: d.orders,
        transactionDate: d.transaction_date, payoutDate: d.payout_date,
      })),
    };
  });
}

function selectRows(query: Filtered) {
  return query.selectAll().orderBy('payout_date', 'desc').orderBy('currency').orderBy('id').execute();
}

/** A page of the program's payouts (newest first) and how many match. */
export async function disbursementPage(db: Kysely<Database>, programId: string, filter: DisbursementFilter, page: { first: number; offset: number }): Promise<{ items: Disbursement[]; totalCount: number }> {
  const counted = await filtered(db, programId, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await selectRows(filtered(db, programId, filter).limit(page.first).offset(page.offset) as Filtered);
  return { items: await withPayments(db, rows), totalCount: Number(counted.n) };
}

/** Every matching payout (the CSV), at most `limit`. */
export async function allDisbursements(db: Kysely<Database>, programId: string, filter: DisbursementFilter, limit: number): Promise<Disbursement[]> {
  return withPayments(db, await selectRows(filtered(db, programId, filter).limit(limit) as Filtered));
}

/** One payout of the program, or null (another program's id reads as missing). */
export async function oneDisbursement(db: Kysely<Database>, programId: string, id: string): Promise<Disbursement | null> {
  const rows = await selectRows(filtered(db, programId, null).where('id', '=', id) as Filtered);
  return (await withPayments(db, rows))[0] ?? null;
}
