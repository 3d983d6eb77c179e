import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { groupSubtree, isProgramWide, resolveBuyerAccount, type BuyerAccount } from '../invoices/chargeScope';
import { BUYER_ADMIN_ROLE, BUYER_GROUP_ADMIN_ROLE } from '../../../machines/rules/roleAudiences';

/**
 * Who sees and manages which groups (spec 6):
 * - Buyer:Administrator: every group of the buyer;
 * - Buyer:GroupAdministrator: "only their groups": the group they belong to and every group they
 *   are the admin of, each with the groups below it;
 * - seller and staff users of the program: read every group, manage none;
 * - every other buyer user: FORBIDDEN (the route is not theirs either).
 */
export interface GroupViewer {
  buyer: BuyerAccount;
  userId: string;
  programWide: boolean;
  /** The groups the viewer sees and manages; null: all of the buyer's (managed only when not program-wide). */
  groupIds: readonly string[] | null;
}

export interface GroupNode {
  id: string;
  parentGroupId: string | null;
}

export async function loadGroupNodes(db: Kysely<Database>, buyerId: string): Promise<GroupNode[]> {
  const rows = await db.selectFrom('groups').select(['id', 'parent_group_id']).where('buyer_id', '=', buyerId).execute();
  return rows.map((row) => ({ id: row.id, parentGroupId: row.parent_group_id }));
}

/** The groups a group administrator runs: their own group's subtree and those of the groups they administer. */
export function groupAdminScope(userGroupId: string | null, administered: readonly string[], nodes: readonly GroupNode[]): string[] {
  const roots = [...(userGroupId ? [userGroupId] : []), ...administered];
  return [...new Set(roots.flatMap((root) => groupSubtree(root, nodes)))];
}

export async function resolveGroupViewer(context: GraphQLContext, requestedBuyerId: string | null | undefined): Promise<GroupViewer> {
  const buyer = await resolveBuyerAccount(context, requestedBuyerId);
  const { user } = context.viewer;
  if (isProgramWide(context.viewer)) return { buyer, userId: user.id, programWide: true, groupIds: null };
  if (user.roles.includes(BUYER_ADMIN_ROLE)) return { buyer, userId: user.id, programWide: false, groupIds: null };
  if (!user.roles.includes(BUYER_GROUP_ADMIN_ROLE)) throw portalError('FORBIDDEN');
  const { db } = context.services;
  const [nodes, administered] = await Promise.all([
    loadGroupNodes(db, buyer.id),
    db.selectFrom('groups').select('id').where('buyer_id', '=', buyer.id).where('admin_user_id', '=', user.id).execute(),
  ]);
  return { buyer, userId: user.id, programWide: false, groupIds: groupAdminScope(user.group_id, administered.map((g) => g.id), nodes) };
}

export const seesGroup = (viewer: GroupViewer, groupId: string): boolean => viewer.groupIds === null || viewer.groupIds.includes(groupId);

export const managesGroup = (viewer: GroupViewer, groupId: string): boolean => !viewer.programWide && seesGroup(viewer, groupId);

/** Seller and staff read; only the buyer's administrators change groups. */
export function requireManager(viewer: GroupViewer): void {
  if (viewer.programWide) throw portalError('FORBIDDEN');
}
