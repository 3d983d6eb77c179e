import { isMfaTemporarilyDisabled } from '../../../machines/rules/mfaSignIn';
import { sql, type Kysely } from 'kysely';
import { isActivationLinkExpired } from '../../../machines/rules/activationLink';
import type { Database } from '../../db/schema';
import type { AccountUser, ContactType, InvoicePermission, UserStatus } from '../../schema/generated/resolvers';
import { canManageUser, type UserAdminViewer } from './userAccess';

/** Users as the Manage Users screens read them: the row, its group's name and its invitation. */
export interface UserRecord {
  id: string;
  buyer_id: string | null;
  group_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  internal_id: string | null;
  roles: string[];
  status: string;
  contact_types: string[];
  contact_only: boolean;
  credit_limit_minor: number | null;
  receive_email: boolean;
  invoice_permissions: string[];
  is_primary_user: boolean;
  mfa_method: string | null;
  mfa_target: string | null;
  mfa_disabled_until: Date | null;
  created_at: Date;
  parent_user_id: string | null;
  group_name: string | null;
  invitation_status: string | null;
  invitation_sent_at: Date | null;
  invitation_context: unknown;
}

export type UserSortField = 'name' | 'email' | 'group' | 'status' | 'contactType' | 'creditLimit';
export interface UserListQuery {
  filter: { statuses?: readonly string[] | null; groupId?: string | null; role?: string | null; contactType?: string | null; search?: string | null };
  sort: { field: UserSortField; direction: 'asc' | 'desc' };
}

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .leftJoin('groups as g', 'g.id', 'u.group_id')
    .leftJoin('user_invitations as i', 'i.user_id', 'u.id')
    .select([
      'u.id', 'u.buyer_id', 'u.group_id', 'u.email', 'u.first_name', 'u.last_name', 'u.phone', 'u.internal_id', 'u.roles', 'u.status',
      'u.contact_types', 'u.contact_only', 'u.credit_limit_minor', 'u.receive_email', 'u.invoice_permissions', 'u.is_primary_user',
      'u.mfa_method', 'u.mfa_target', 'u.mfa_disabled_until', 'u.created_at', 'u.parent_user_id',
      'g.name as group_name', 'i.status as invitation_status', 'i.sent_at as invitation_sent_at', 'i.context as invitation_context',
    ]);
}
type Base = ReturnType<typeof baseQuery>;

/** `%`, `_` and `\` are LIKE wildcards: searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function scoped(query: Base, viewer: UserAdminViewer, list: UserListQuery): Base {
  let q = query.where('u.buyer_id', '=', viewer.buyer.id);
  if (viewer.groupIds !== null) q = viewer.groupIds.length ? q.where('u.group_id', 'in', viewer.groupIds) : q.where(sql<boolean>`false`);
  const { filter } = list;
  if (filter.statuses?.length) q = q.where('u.status', 'in', filter.statuses);
  if (filter.groupId) q = q.where('u.group_id', '=', filter.groupId);
  if (filter.role) q = q.where(sql<boolean>`u.roles @> ${JSON.stringify([filter.role])}::jsonb`);
  if (filter.contactType) q = q.where(sql<boolean>`u.contact_types @> ${JSON.stringify([filter.contactType])}::jsonb`);
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search.toLowerCase());
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(u.first_name || ' ' || u.last_name)`, 'like', pattern),
        eb(sql`lower(u.email)`, 'like', pattern),
        eb(sql`lower(coalesce(u.internal_id, ''))`, 'like', pattern),
      ]),
    );
  }
  return q;
}

const SORT_EXPRESSIONS: Record<UserSortField, ReturnType<typeof sql>> = {
  name: sql`lower(u.first_name || ' ' || u.last_name)`,
  email: sql`u.email`,
  group: sql`lower(coalesce(g.name, ''))`,
  status: sql`u.status`,
  contactType: sql`coalesce(u.contact_types ->> 0, '')`,
  creditLimit: sql`u.credit_limit_minor`,
};

function sorted(query: Base, list: UserListQuery): Base {
  const direction = list.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  // Nulls (no group, no limit) last either way; the id keeps pages stable.
  return query.orderBy(sql`${SORT_EXPRESSIONS[list.sort.field]} ${direction} nulls last`).orderBy('u.id');
}

export async function listUsers(db: Kysely<Database>, viewer: UserAdminViewer, list: UserListQuery, page: { first: number; offset: number }): Promise<{ rows: UserRecord[]; total: number }> {
  const filtered = scoped(baseQuery(db), viewer, list);
  const [rows, count] = await Promise.all([
    sorted(filtered, list).limit(page.first).offset(page.offset).execute(),
    filtered.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as UserRecord[], total: Number(count.n) };
}

export async function allUsers(db: Kysely<Database>, viewer: UserAdminViewer, list: UserListQuery, limit: number): Promise<UserRecord[]> {
  return (await sorted(scoped(baseQuery(db), viewer, list), list).limit(limit).execute()) as UserRecord[];
}

export async function findUser(db: Kysely<Database>, id: string): Promise<UserRecord | undefined> {
  return (await baseQuery(db).where('u.id', '=', id).executeTakeFirst()) as UserRecord | undefined;
}

/** a•••@acme.example; •••• 0102. */
export function maskedMfaTarget(method: string | null, target: string | null): string | null {
  if (!target) return null;
  if (method === 'email' || target.includes('@')) {
    const [local = '', domain = ''] = target.split('@');
    return `${local.slice(0, 1)}•••@${domain}`;
  }
  const digits = target.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

/** The invitation as shown: a valid link past its expiry shows as expired (the machine's `isLinkExpired`). */
function invitationOf(row: UserRecord, now: Date): AccountUser['invitation'] {
  if (!row.invitation_status || !row.invitation_sent_at) return null;
  const context = (row.invitation_context ?? {}) as { expiresAt?: string };
  const expiresAt = context.expiresAt ?? row.invitation_sent_at.toISOString();
  const status = row.invitation_status === 'valid' && isActivationLinkExpired(expiresAt, now.toISOString()) ? 'expired' : row.invitation_status;
  return { status: status as NonNullable<AccountUser['invitation']>['status'], sentAt: row.invitation_sent_at, expiresAt };
}

export function toAccountUser(row: UserRecord, viewer: UserAdminViewer, now: Date): AccountUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    internalId: row.internal_id,
    groupId: row.group_id,
    groupName: row.group_name,
    roles: row.roles,
    status: row.status as UserStatus,
    contactTypes: row.contact_types as ContactType[],
    contactOnly: row.contact_only,
    individualCreditLimit: row.credit_limit_minor === null ? null : { amountMinor: row.credit_limit_minor, currency: viewer.buyer.currency },
    receiveInvoiceEmails: row.receive_email,
    invoicePermissions: row.invoice_permissions as InvoicePermission[],
    isPrimaryUser: row.is_primary_user,
    isSelf: row.id === viewer.userId,
    invitation: invitationOf(row, now),
    mfa: {
      method: row.mfa_method,
      target: maskedMfaTarget(row.mfa_method, row.mfa_target),
      disabledUntil: row.mfa_disabled_until && isMfaTemporarilyDisabled(row.mfa_disabled_until, now) ? row.mfa_disabled_until : null,
    },
    canManage: canManageUser(viewer, row),
    createdAt: row.created_at,
  };
}
