import { sql, type Kysely } from 'kysely';
import { OWED_CHARGE_STATUSES } from '../../../machines/rules/chargeStatus';
import type { Database } from '../../db/schema';
import type { Customer, CustomerUser } from '../../schema/generated/resolvers';

/** Spec 3 Buyer/customer as one query over buyers, with counts from invoices and users. */
export interface CustomerFilter {
  programId: string;
  search: string | null;
  status: string | null;
  buyerId?: string;
}

const LIMIT = 200;

/** Escapes LIKE wildcards so a search for "50%" finds "50%" literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findCustomers(db: Kysely<Database>, filter: CustomerFilter): Promise<Customer[]> {
  const owed = sql<boolean>`i.status in (${sql.join([...OWED_CHARGE_STATUSES])})`;
  let query = db
    .selectFrom('buyers as b')
    .select(['b.id', 'b.name', 'b.status', 'b.suspension_reason', 'b.terms', 'b.client_reference_id', 'b.client_reference_buyer_id', 'b.credit_approved_minor', 'b.currency', 'b.created_at'])
    .select((eb) => [
      eb.selectFrom('invoices as i').whereRef('i.buyer_id', '=', 'b.id').select(sql<number>`count(*)`.as('n')).as('charges'),
      eb.selectFrom('invoices as i').whereRef('i.buyer_id', '=', 'b.id').where(owed).select(sql<number>`coalesce(sum(i.remaining_minor), 0)`.as('n')).as('owed'),
      eb.selectFrom('users as u').whereRef('u.buyer_id', '=', 'b.id').where(sql<boolean>`u.roles @> '["buyerPurchaser"]'::jsonb`).where('u.status', '!=', 'deleted').select(sql<number>`count(*)`.as('n')).as('purchasers'),
      eb.exists(eb.selectFrom('users as u').whereRef('u.buyer_id', '=', 'b.id').where('u.status', 'in', ['active', 'suspended']).select('u.id')).as('activated'),
      eb.selectFrom('preauthorizations as p').whereRef('p.buyer_id', '=', 'b.id').where('p.status', '=', 'preauthorized').select(sql<number>`count(*)`.as('n')).as('open_preauthorizations'),
    ])
    .where('b.program_id', '=', filter.programId);
  if (filter.buyerId) query = query.where('b.id', '=', filter.buyerId);
  if (filter.status) query = query.where('b.status', '=', filter.status);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['b.name']), 'like', pattern),
        eb(eb.fn('lower', ['b.client_reference_id']), 'like', pattern),
        eb(eb.fn('lower', ['b.client_reference_buyer_id']), 'like', pattern),
        eb.exists(eb.selectFrom('users as s').whereRef('s.buyer_id', '=', 'b.id').where(sql<string>`lower(s.email)`, 'like', pattern).select('s.id')),
      ]),
    );
  }
  const rows = await query.orderBy('b.created_at', 'desc').orderBy('b.id').limit(LIMIT).execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    suspensionReason: row.suspension_reason,
    terms: row.terms,
    clientReferenceId: row.client_reference_id,
    clientReferenceBuyerId: row.client_reference_buyer_id,
    creditApproved: { amountMinor: row.credit_approved_minor, currency: row.currency },
    creditAvailable: { amountMinor: Math.max(row.credit_approved_minor - Number(row.owed ?? 0), 0), currency: row.currency },
    charges: Number(row.charges ?? 0),
    purchasers: Number(row.purchasers ?? 0),
    activated: Boolean(row.activated),
    openPreauthorizations: Number(row.open_preauthorizations ?? 0),
    createdAt: new Date(row.created_at),
  }));
}

/** A customer's users, read-only, with whether an invitation waits. */
export async function customerUsers(db: Kysely<Database>, buyerId: string): Promise<CustomerUser[]> {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.roles', 'u.status', 'u.mfa_method'])
    .select((eb) => eb.exists(eb.selectFrom('user_invitations as v').whereRef('v.user_id', '=', 'u.id').where('v.status', 'in', ['valid', 'expired']).select('v.id')).as('invited'))
    .where('u.buyer_id', '=', buyerId)
    .where('u.contact_only', '=', false)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles,
    status: row.status,
    mfaMethod: row.mfa_method,
    invitationPending: row.status === 'pending' && Boolean(row.invited),
  }));
}
