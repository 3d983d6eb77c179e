import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { PAYABLE_INVOICE_STATUSES } from '../../../machines/rules/paymentAllocation';
import type { Database, InvoiceTable } from '../../db/schema';
import type { ChargeScope } from './chargeScope';
import { SORT_COLUMNS, sortKeyOf, type InvoiceFilter, type InvoiceSort } from './invoiceFilter';
import { decodeCursor, pageOf, type Cursor, type PageInfoOut, type PageRequest } from '../../graphql/paging';
import { OWED_CHARGE_STATUSES } from '../../../machines/rules/chargeStatus';

/**
 * The invoices of a charge scope, filtered, sorted and paged in SQL. Every list, count and CSV
 * export goes through `scopedInvoices`, so no query can forget the scope.
 */
export type InvoiceRecord = Selectable<InvoiceTable> & {
  group_name: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
};

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The scope's invoices matching the filter (no selection yet). `today` decides past due. */
export function scopedInvoices(db: Kysely<Database>, scope: ChargeScope, filter: InvoiceFilter | null | undefined, today: string) {
  return db.selectFrom('invoices as i').where((eb) => {
    const all: Expression<SqlBool>[] = [eb('i.buyer_id', '=', scope.buyer.id)];
    if (scope.kind === 'group') all.push(eb('i.group_id', 'in', scope.groupIds.length > 0 ? [...scope.groupIds] : [scope.buyer.id]));
    if (scope.kind === 'own') all.push(eb('i.buyer_user_id', '=', scope.userId));
    if (filter?.statuses?.length) all.push(eb('i.status', 'in', filter.statuses));
    if (filter?.types?.length) all.push(eb('i.invoice_type', 'in', filter.types));
    if (filter?.dueFrom) all.push(eb('i.due_date', '>=', filter.dueFrom));
    if (filter?.dueTo) all.push(eb('i.due_date', '<=', filter.dueTo));
    if (typeof filter?.minTotalMinor === 'number') all.push(eb('i.total_minor', '>=', filter.minTotalMinor));
    if (typeof filter?.maxTotalMinor === 'number') all.push(eb('i.total_minor', '<=', filter.maxTotalMinor));
    if (filter?.poNumber) all.push(eb('i.po_number', 'ilike', containsPattern(filter.poNumber)));
    if (filter?.search) {
      const pattern = containsPattern(filter.search);
      all.push(eb.or([eb('i.invoice_number', 'ilike', pattern), eb('i.po_number', 'ilike', pattern), eb('i.notes', 'ilike', pattern), eb('i.supplier_name', 'ilike', pattern)]));
    }
    if (filter?.payableOnly) all.push(eb.and([eb('i.status', 'in', [...PAYABLE_INVOICE_STATUSES]), eb('i.remaining_minor', '>', 0)]));
    if (filter?.pastDueOnly) {
      all.push(eb.and([eb('i.status', 'in', [...OWED_CHARGE_STATUSES]), eb('i.remaining_minor', '>', 0), eb.or([eb('i.status', '=', 'pastDue'), eb('i.due_date', '<', today)])]));
    }
    return eb.and(all);
  });
}

function withDetails(db: Kysely<Database>, scope: ChargeScope, filter: InvoiceFilter | null | undefined, today: string) {
  return scopedInvoices(db, scope, filter, today)
    .leftJoin('groups as g', 'g.id', 'i.group_id')
    .leftJoin('users as u', 'u.id', 'i.buyer_user_id')
    .selectAll('i')
    .select(['g.name as group_name', 'u.first_name as user_first_name', 'u.last_name as user_last_name']);
}

function sortValue(row: InvoiceRecord, sort: InvoiceSort): string | number {
  return row[SORT_COLUMNS[sort.field].column];
}

export interface InvoiceListQuery {
  scope: ChargeScope;
  filter: InvoiceFilter | null | undefined;
  sort: InvoiceSort;
  today: string;
}

/** The rows of one sort order, after `cursor` when given, at most `limit` (ties broken by id). */
export function sortedInvoices(db: Kysely<Database>, query: InvoiceListQuery, cursor: Cursor | null) {
  const { column, cast } = SORT_COLUMNS[query.sort.field];
  const direction = query.sort.direction;
  let builder = withDetails(db, query.scope, query.filter, query.today);
  if (cursor) {
    const compare = direction === 'asc' ? sql.raw('>') : sql.raw('<');
    builder = builder.where(sql<boolean>`(${sql.ref(`i.${column}`)}, i.id) ${compare} (cast(${cursor.v} as ${sql.raw(cast)}), cast(${cursor.id} as uuid))`);
  }
  return builder.orderBy(sql.ref(`i.${column}`), direction).orderBy('i.id', direction);
}

export async function countInvoices(db: Kysely<Database>, query: InvoiceListQuery): Promise<number> {
  const row = await scopedInvoices(db, query.scope, query.filter, query.today).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listInvoices(db: Kysely<Database>, query: InvoiceListQuery, page: PageRequest): Promise<{ items: InvoiceRecord[]; pageInfo: PageInfoOut }> {
  const key = sortKeyOf(query.sort);
  const cursor = page.after ? decodeCursor(page.after, key) : null;
  let rows = sortedInvoices(db, query, cursor).limit(page.first + 1);
  if (page.offset !== null) rows = rows.offset(page.offset);
  const [found, total] = await Promise.all([rows.execute(), countInvoices(db, query)]);
  return pageOf(found, page, total, (row) => ({ s: key, v: sortValue(row, query.sort), id: row.id }));
}

/** One invoice with its details, whatever its account (the caller decides who may see it). */
export async function findInvoice(db: Kysely<Database>, id: string): Promise<(InvoiceRecord & { program_id: string }) | null> {
  const row = await db
    .selectFrom('invoices as i')
    .innerJoin('buyers as b', 'b.id', 'i.buyer_id')
    .leftJoin('groups as g', 'g.id', 'i.group_id')
    .leftJoin('users as u', 'u.id', 'i.buyer_user_id')
    .selectAll('i')
    .select(['b.program_id', 'g.name as group_name', 'u.first_name as user_first_name', 'u.last_name as user_last_name'])
    .where('i.id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** Is this invoice one of the scope's charges? (The SQL scope, for a row already loaded.) */
export function invoiceInScope(invoice: { buyer_id: string; group_id: string | null; buyer_user_id: string | null }, scope: ChargeScope): boolean {
  if (invoice.buyer_id !== scope.buyer.id) return false;
  if (scope.kind === 'group') return invoice.group_id !== null && scope.groupIds.includes(invoice.group_id);
  if (scope.kind === 'own') return invoice.buyer_user_id === scope.userId;
  return true;
}

/** The payments that paid each invoice, newest first. */
export async function paymentIdsByInvoice(db: Kysely<Database>, invoiceIds: readonly string[]): Promise<Map<string, string[]>> {
  const byInvoice = new Map<string, string[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .selectFrom('payment_allocations as a')
    .innerJoin('payments as p', 'p.id', 'a.payment_id')
    .select(['a.invoice_id', 'a.payment_id'])
    .where('a.invoice_id', 'in', [...invoiceIds])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  for (const row of rows) byInvoice.set(row.invoice_id, [...(byInvoice.get(row.invoice_id) ?? []), row.payment_id]);
  return byInvoice;
}
