import { sql, type Kysely, type Selectable } from 'kysely';
import { FAILED_PAYMENT_REASONS, type FailedPaymentReason } from '../../../machines/domain/payment';
import type { Database, PaymentTable } from '../../db/schema';
import type { BankTransferInstructions, Payment, PaymentMethod, PaymentStatus } from '../../schema/generated/resolvers';
import type { BuyerAccount } from '../invoices/chargeScope';
import { decodeCursor, pageOf, type PageInfoOut, type PageRequest } from '../../graphql/paging';
import type { PaymentFilterParsed } from './paymentInput';

/** Payment history rows and their GraphQL shape (spec 3 Buyer payment). */
export type PaymentRecord = Selectable<PaymentTable> & { user_first_name: string | null; user_last_name: string | null; created_key: string };

const REASON_KEYS: readonly string[] = Object.values(FAILED_PAYMENT_REASONS);
const SORT_KEY = 'payments:createdAt:desc';

/** Stored reasons are machine keys (insufficientFunds); older rows may hold the spec's words (insufficient funds). */
export function failureReasonKey(stored: string | null): FailedPaymentReason | null {
  if (stored === null) return null;
  if (REASON_KEYS.includes(stored)) return stored as FailedPaymentReason;
  return (FAILED_PAYMENT_REASONS as Record<string, FailedPaymentReason>)[stored.toLowerCase()] ?? null;
}

function paymentsOf(db: Kysely<Database>) {
  return db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .selectAll('p')
    // Full precision (microseconds) for the cursor: a JS Date would round it.
    .select(['u.first_name as user_first_name', 'u.last_name as user_last_name', sql<string>`p.created_at::text`.as('created_key')]);
}

export async function listPayments(
  db: Kysely<Database>,
  buyerId: string,
  filter: PaymentFilterParsed | null | undefined,
  page: PageRequest,
): Promise<{ items: PaymentRecord[]; pageInfo: PageInfoOut }> {
  const cursor = page.after ? decodeCursor(page.after, SORT_KEY) : null;
  let rows = paymentsOf(db).where('p.buyer_id', '=', buyerId);
  let count = db.selectFrom('payments as p').select((eb) => eb.fn.countAll<number>().as('n')).where('p.buyer_id', '=', buyerId);
  if (filter?.statuses?.length) {
    rows = rows.where('p.status', 'in', filter.statuses);
    count = count.where('p.status', 'in', filter.statuses);
  }
  if (filter?.methods?.length) {
    rows = rows.where('p.type', 'in', filter.methods);
    count = count.where('p.type', 'in', filter.methods);
  }
  if (cursor) rows = rows.where(sql<boolean>`(p.created_at, p.id) < (cast(${cursor.v} as timestamptz), cast(${cursor.id} as uuid))`);
  rows = rows.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(page.first + 1);
  if (page.offset !== null) rows = rows.offset(page.offset);
  const [found, total] = await Promise.all([rows.execute(), count.executeTakeFirstOrThrow()]);
  return pageOf(found, page, Number(total.n), (row) => ({ s: SORT_KEY, v: row.created_key, id: row.id }));
}

export async function findPayment(db: Kysely<Database>, id: string): Promise<PaymentRecord | null> {
  return (await paymentsOf(db).where('p.id', '=', id).executeTakeFirst()) ?? null;
}

/** `PAY-` and the last 8 hex digits of the id: short enough to type into a transfer reference. */
export function paymentReference(paymentId: string): string {
  return `PAY-${paymentId.replace(/-/g, '').slice(-8).toUpperCase()}`;
}

const REMITTANCE_FIELDS = ['bankName', 'accountName', 'accountNumber', 'routingNumber', 'iban', 'bic', 'sortCode', 'referenceInstructions'] as const;

export function bankTransferInstructions(payment: Pick<PaymentRecord, 'id' | 'amount_minor' | 'currency'>, buyer: BuyerAccount, remittance: Record<string, string>): BankTransferInstructions {
  const reference = [buyer.clientReferenceBuyerId, paymentReference(payment.id)].filter(Boolean).join(' ');
  const known = Object.fromEntries(REMITTANCE_FIELDS.map((field) => [field, typeof remittance[field] === 'string' ? remittance[field] : null]));
  return {
    amount: { amountMinor: payment.amount_minor, currency: payment.currency },
    reference,
    ...known,
    details: Object.entries(remittance)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, value]) => ({ key, value })),
  };
}

export async function loadRemittance(db: Kysely<Database>, programId: string): Promise<Record<string, string>> {
  const program = await db.selectFrom('programs').select('remittance').where('id', '=', programId).executeTakeFirst();
  const remittance: unknown = program?.remittance;
  return remittance && typeof remittance === 'object' && !Array.isArray(remittance) ? (remittance as Record<string, string>) : {};
}

/** GraphQL payments for rows of one account: their invoices in one query, the remittance once. */
export async function toPayments(db: Kysely<Database>, rows: readonly PaymentRecord[], buyer: BuyerAccount): Promise<Payment[]> {
  if (rows.length === 0) return [];
  const allocations = await db
    .selectFrom('payment_allocations as a')
    .innerJoin('invoices as i', 'i.id', 'a.invoice_id')
    .select(['a.payment_id', 'a.invoice_id', 'a.amount_minor', 'i.invoice_number', 'i.currency'])
    .where('a.payment_id', 'in', rows.map((row) => row.id))
    .orderBy('i.invoice_number')
    .execute();
  const remittance = rows.some((row) => row.type === 'bankTransfer') ? await loadRemittance(db, buyer.programId) : {};
  const modified = await db
    .selectFrom('payment_modifications')
    .select((eb) => ['payment_id', eb.fn.max('created_at').as('last')])
    .where('payment_id', 'in', rows.map((row) => row.id))
    .groupBy('payment_id')
    .execute();
  const lastModified = new Map(modified.map((m) => [m.payment_id, m.last as Date]));
  return rows.map((row) => {
    const name = [row.user_first_name, row.user_last_name].filter(Boolean).join(' ').trim();
    return {
      id: row.id,
      type: row.type as PaymentMethod,
      amount: { amountMinor: row.amount_minor, currency: row.currency },
      remaining: { amountMinor: row.remaining_minor, currency: row.currency },
      receivedDate: row.received_date,
      status: row.status as PaymentStatus,
      failureReason: failureReasonKey(row.failure_reason),
      createdAt: row.created_at,
      madeBy: name === '' ? null : name,
      invoices: allocations
        .filter((a) => a.payment_id === row.id)
        .map((a) => ({ invoiceId: a.invoice_id, invoiceNumber: a.invoice_number, amount: { amountMinor: a.amount_minor, currency: row.currency } })),
      bankTransferInstructions: row.type === 'bankTransfer' ? bankTransferInstructions(row, buyer, remittance) : null,
      lastModifiedAt: lastModified.get(row.id) ?? null,
    };
  });
}
