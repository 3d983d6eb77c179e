import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Dispute, DisputeReason, DisputeStatus } from '../../schema/generated/resolvers';
import { userNameOf } from '../invoices/invoiceMapper';

/** Disputes as the API shows them: with the invoice number and the name of who raised it. */
function disputeQuery(db: Kysely<Database>) {
  return db
    .selectFrom('disputes as d')
    .innerJoin('invoices as i', 'i.id', 'd.invoice_id')
    .leftJoin('users as u', 'u.id', 'd.raised_by_user_id')
    .select(['d.id', 'd.status', 'd.reason', 'd.comment', 'd.raised_at', 'd.closed_at', 'd.invoice_id', 'i.invoice_number', 'u.first_name as user_first_name', 'u.last_name as user_last_name']);
}

type DisputeRow = Awaited<ReturnType<ReturnType<typeof disputeQuery>['executeTakeFirstOrThrow']>>;

function toDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    status: row.status as DisputeStatus,
    reason: row.reason as DisputeReason,
    comment: row.comment,
    raisedAt: row.raised_at,
    raisedBy: userNameOf(row),
    closedAt: row.closed_at,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
  };
}

/** The buyer's disputes, newest first. */
export async function listDisputes(db: Kysely<Database>, buyerId: string, first: number): Promise<Dispute[]> {
  const rows = await disputeQuery(db).where('d.buyer_id', '=', buyerId).orderBy('d.raised_at', 'desc').orderBy('d.id', 'desc').limit(first).execute();
  return rows.map(toDispute);
}

export async function findDispute(db: Kysely<Database>, id: string): Promise<Dispute | null> {
  const row = await disputeQuery(db).where('d.id', '=', id).executeTakeFirst();
  return row ? toDispute(row) : null;
}
