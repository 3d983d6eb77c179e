import { sql, type Kysely } from 'kysely';
import type { PurchaseCardContext } from '../../../machines/domain/purchaseCard';
import { purchasesBlocked } from '../../../machines/rules/individualCreditLimit';
import type { ShipToAddress } from '../../../machines/rules/cardRequest';
import type { Database } from '../../db/schema';
import type { PurchaseCard } from '../../schema/generated/resolvers';
import { cardAudience, type CardViewer } from './cardAccess';

/** Card rows with their cardholder, and their GraphQL shape (never the number: the issuer holds it). */
export function cardRows(db: Kysely<Database>) {
  return db
    .selectFrom('purchase_cards as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('groups as g', 'g.id', 'u.group_id')
    .select([
      'c.id', 'c.buyer_id', 'c.user_id', 'c.card_type', 'c.status', 'c.context', 'c.cardholder_name', 'c.business_name', 'c.ship_to',
      'c.card_language', 'c.number_last4', 'c.created_at', 'c.issuer_due_at',
      'u.first_name', 'u.last_name', 'u.group_id', 'u.credit_limit_minor', 'g.name as group_name',
    ]);
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardRows>['executeTakeFirstOrThrow']>>;

export async function findCard(db: Kysely<Database>, id: string): Promise<CardRow | undefined> {
  return cardRows(db).where('c.id', '=', id).executeTakeFirst();
}

export async function listCards(db: Kysely<Database>, viewer: CardViewer, tab: 'active' | 'terminated', mine: boolean): Promise<CardRow[]> {
  let query = cardRows(db).where('c.buyer_id', '=', viewer.buyer.id);
  query = tab === 'terminated' ? query.where('c.status', '=', 'terminated') : query.where('c.status', '<>', 'terminated');
  const audience = cardAudience(viewer);
  if (mine || audience.kind === 'own') query = query.where('c.user_id', '=', viewer.userId);
  else if (audience.kind === 'groups') {
    const { groupIds, userId } = audience;
    query = query.where((eb) => eb.or([eb('u.group_id', 'in', [...groupIds]), eb('c.user_id', '=', userId)]));
  }
  return query.orderBy('c.created_at', 'desc').orderBy('c.id').limit(500).execute();
}

/** What each user's open charges owe (invoices they made that still owe something). */
export async function openChargesOf(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select(['buyer_user_id', sql<string>`coalesce(sum(remaining_minor), 0)`.as('owed')])
    .where('buyer_user_id', 'in', [...new Set(userIds)])
    .where('remaining_minor', '>', 0)
    .where('status', 'not in', ['cancelled', 'paid', 'credited'])
    .groupBy('buyer_user_id')
    .execute();
  return new Map(rows.map((r) => [r.buyer_user_id as string, Number(r.owed)]));
}

async function userNames(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`]));
}

const iso = (value: string | null) => value;

export async function toPurchaseCards(db: Kysely<Database>, rows: readonly CardRow[], viewer: CardViewer): Promise<PurchaseCard[]> {
  const contexts = rows.map((row) => row.context as PurchaseCardContext);
  const [owed, names] = await Promise.all([
    openChargesOf(db, rows.map((r) => r.user_id)),
    userNames(db, contexts.map((c) => c.terminatedBy).filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id))),
  ]);
  const money = (amountMinor: number) => ({ amountMinor, currency: viewer.buyer.currency });
  return rows.map((row, index) => {
    const context = contexts[index] as PurchaseCardContext;
    const openChargesMinor = owed.get(row.user_id) ?? 0;
    return {
      id: row.id,
      userId: row.user_id,
      userName: `${row.first_name} ${row.last_name}`,
      groupName: row.group_name,
      cardType: row.card_type,
      status: row.status as PurchaseCard['status'],
      cardholderName: row.cardholder_name,
      businessName: row.business_name,
      shipTo: (row.ship_to as ShipToAddress | null) ?? null,
      cardLanguage: row.card_language,
      last4: row.number_last4,
      individualCreditLimit: row.credit_limit_minor === null ? null : money(row.credit_limit_minor),
      openCharges: money(openChargesMinor),
      purchasesBlocked: purchasesBlocked({ limitMinor: row.credit_limit_minor, openChargesMinor }),
      lockReason: context.lockReason,
      terminationReason: context.terminationReason,
      terminatedAt: iso(context.terminatedAt),
      terminatedBy: context.terminatedBy ? (names.get(context.terminatedBy) ?? null) : null,
      shippedAt: iso(context.shippedAt),
      activatedAt: iso(context.activatedAt),
      createdAt: row.created_at,
      creationFailure: context.creationFailure,
      canManage: viewer.isAdmin,
      canReveal: row.user_id === viewer.userId && !viewer.programWide,
    };
  });
}
