import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CustomerPreauthorizationPage } from '../../schema/generated/resolvers';

/** A customer page's preauthorizations (spec 3 Preauthorization), newest first, one page at a time. */
export const PREAUTHORIZATION_PAGE_DEFAULT = 10;
export const PREAUTHORIZATION_PAGE_MAX = 50;

export async function customerPreauthorizations(db: Kysely<Database>, buyerId: string, page: { offset: number; limit: number }): Promise<CustomerPreauthorizationPage> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('preauthorizations as p')
      .leftJoin('invoices as i', 'i.id', 'p.invoice_id')
      .select(['p.id', 'p.status', 'p.amount_minor', 'p.currency', 'p.captured_minor', 'p.created_at', 'p.expires_at', 'i.invoice_number'])
      .where('p.buyer_id', '=', buyerId)
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db.selectFrom('preauthorizations').select(sql<number>`count(*)`.as('n')).where('buyer_id', '=', buyerId).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      status: row.status,
      amount: { amountMinor: Number(row.amount_minor), currency: row.currency },
      capturedAmount: row.captured_minor === null ? null : { amountMinor: Number(row.captured_minor), currency: row.currency },
      chargeInvoiceNumber: row.invoice_number ?? null,
      createdAt: new Date(row.created_at),
      expiresAt: new Date(row.expires_at),
    })),
    total: Number(total.n),
    offset: page.offset,
    limit: page.limit,
  };
}
