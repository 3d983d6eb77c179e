import type { Kysely, Selectable } from 'kysely';
import type { Database, GroupTable, RegisteredAddressJson } from '../../db/schema';
import type { Group, GroupDirectory, GroupRelationToParent, GroupUser, UserStatus } from '../../schema/generated/resolvers';
import { groupSubtree } from '../invoices/chargeScope';
import { managesGroup, seesGroup, type GroupNode, type GroupViewer } from './groupAccess';

/** Reading groups and their users for the group screens (spec 3 Group, spec 6 group totals). */
export type GroupRow = Selectable<GroupTable>;

export interface MemberRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  roles: string[];
  status: string;
  group_id: string | null;
}

const RELATIONS: readonly GroupRelationToParent[] = ['sameLegalEntity', 'subsidiary', 'affiliate', 'franchiseAssociation'];
const USER_STATUSES: readonly UserStatus[] = ['active', 'deleted', 'inactive', 'pending', 'suspended'];

export function toGroupUser(row: MemberRow): GroupUser {
  const status = USER_STATUSES.find((s) => s === row.status) ?? 'inactive';
  return { id: row.id, name: `${row.first_name} ${row.last_name}`, email: row.email, roles: [...row.roles], status, groupId: row.group_id };
}

/** The buyer's own users (buyer-type, not deactivated): who may be placed in groups. */
export async function loadMembers(db: Kysely<Database>, buyerId: string): Promise<MemberRow[]> {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'roles', 'status', 'group_id'])
    .where('buyer_id', '=', buyerId)
    .where('user_type', '=', 'BUYER')
    .where('status', '<>', 'deleted')
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
}

export async function loadGroupRows(db: Kysely<Database>, buyerId: string): Promise<GroupRow[]> {
  return db.selectFrom('groups').selectAll().where('buyer_id', '=', buyerId).orderBy('name').execute();
}

/** Parents before children, siblings by name: the tree as a list. */
export function topDown(rows: readonly GroupRow[]): GroupRow[] {
  const children = new Map<string | null, GroupRow[]>();
  for (const row of rows) children.set(row.parent_group_id, [...(children.get(row.parent_group_id) ?? []), row]);
  const ids = new Set(rows.map((r) => r.id));
  const out: GroupRow[] = [];
  const visit = (row: GroupRow) => {
    out.push(row);
    for (const child of children.get(row.id) ?? []) visit(child);
  };
  // Roots: the top-level group, or (for a group admin's slice) groups whose parent is outside it.
  for (const row of rows) if (row.parent_group_id === null || !ids.has(row.parent_group_id)) visit(row);
  return out;
}

/** Spec 6 group totals: open charges of each group and the groups below it. */
async function openChargesByGroup(db: Kysely<Database>, buyerId: string): Promise<Map<string, { amountMinor: number; count: number }>> {
  const rows = await db
    .selectFrom('invoices')
    .select(['group_id'])
    .select((eb) => [eb.fn.sum<string>('remaining_minor').as('owed'), eb.fn.countAll<string>().as('count')])
    .where('buyer_id', '=', buyerId)
    .where('remaining_minor', '>', 0)
    .where('group_id', 'is not', null)
    .groupBy('group_id')
    .execute();
  return new Map(rows.map((r) => [r.group_id ?? '', { amountMinor: Number(r.owed), count: Number(r.count) }]));
}

const addressOf = (json: RegisteredAddressJson | null) =>
  json ? { line1: json.line1, line2: json.line2, city: json.city, state: json.state, zip: json.zip, country: json.country } : null;

function toGroup(row: GroupRow, members: readonly MemberRow[], nodes: readonly GroupNode[], owed: Map<string, { amountMinor: number; count: number }>, viewer: GroupViewer): Group {
  const subtree = groupSubtree(row.id, nodes);
  const admin = members.find((m) => m.id === row.admin_user_id) ?? null;
  const totals = subtree.reduce((sum, id) => ({ amountMinor: sum.amountMinor + (owed.get(id)?.amountMinor ?? 0), count: sum.count + (owed.get(id)?.count ?? 0) }), { amountMinor: 0, count: 0 });
  const address = addressOf(row.registered_address);
  const legal = row.type === 'legalEntity' && row.legal_name && address;
  return {
    id: row.id,
    name: row.name,
    kind: row.type === 'legalEntity' ? 'legalEntity' : 'reporting',
    parentGroupId: row.parent_group_id,
    admin: admin ? toGroupUser(admin) : null,
    adminEmail: admin?.email ?? null,
    users: members.filter((m) => m.group_id === row.id).map(toGroupUser),
    legalEntity: legal
      ? {
          legalName: row.legal_name ?? '',
          dba: row.dba,
          tradingName: row.trading_name,
          registrationNumber: row.registration_number ?? '',
          taxId: row.tax_id ?? '',
          address,
          relationToParent: RELATIONS.find((r) => r === row.relation_to_parent) ?? null,
        }
      : null,
    billTo: row.bill_to === 'own' ? 'own' : 'parent',
    billingContactName: row.billing_contact_name,
    billingEmail: row.billing_email,
    totals: {
      openBalance: { amountMinor: totals.amountMinor, currency: viewer.buyer.currency },
      openCharges: totals.count,
      userCount: members.filter((m) => m.group_id !== null && subtree.includes(m.group_id)).length,
    },
    canManage: managesGroup(viewer, row.id),
  };
}

/** Everything the group screens need, limited to what the viewer sees. */
export async function groupDirectory(db: Kysely<Database>, viewer: GroupViewer): Promise<GroupDirectory> {
  const [rows, members, owed] = await Promise.all([loadGroupRows(db, viewer.buyer.id), loadMembers(db, viewer.buyer.id), openChargesByGroup(db, viewer.buyer.id)]);
  const nodes = rows.map((r) => ({ id: r.id, parentGroupId: r.parent_group_id }));
  const visible = topDown(rows.filter((r) => seesGroup(viewer, r.id)));
  const placeable = viewer.programWide ? [] : members.filter((m) => viewer.groupIds === null || (m.group_id !== null && viewer.groupIds.includes(m.group_id)));
  return {
    groups: visible.map((row) => toGroup(row, members, nodes, owed, viewer)),
    users: placeable.map(toGroupUser),
    canCreate: !viewer.programWide && visible.length > 0,
  };
}

/**
 * One group in its GraphQL shape, after the viewer changed it. A group admin who handed the group's
 * administration to someone else may no longer see it: it is shown this once, managed no more.
 */
export async function groupById(db: Kysely<Database>, viewer: GroupViewer, groupId: string): Promise<Group> {
  const directory = await groupDirectory(db, { ...viewer, groupIds: null });
  const group = directory.groups.find((g) => g.id === groupId);
  if (!group) throw new Error(`group ${groupId} is not the buyer's`);
  return { ...group, canManage: managesGroup(viewer, groupId) };
}
