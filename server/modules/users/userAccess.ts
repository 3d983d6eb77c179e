import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { groupSubtree, isProgramWide, resolveBuyerAccount, type BuyerAccount } from '../invoices/chargeScope';
import { BUYER_ADMIN_ROLE, BUYER_GROUP_ADMIN_ROLE } from '../../../machines/rules/roleAudiences';
import { INVITABLE_ROLES, ACCOUNT_ADMIN_ONLY_ROLES } from '../../../machines/rules/userAdministration';

/**
 * Who may see and manage a buyer's users (spec 6):
 * - Buyer:Administrator ("manages users"): every user of the buyer;
 * - Buyer:GroupAdministrator ("manages groups"): the users of their group and the groups below it,
 *   giving only the roles below administrator and payer (userAdministration.ts);
 * - seller (CLIENT) and staff (STAFF) users of the program: read; customerSupport staff also reset a
 *   user's MFA (the Edit User MFA tab is the support console's, spec 2 "mfa-for-service-cloud");
 * - every other buyer user: FORBIDDEN.
 */
export interface UserAdminViewer {
  buyer: BuyerAccount;
  userId: string;
  /** The role the audit trail records. */
  role: string | null;
  isAccountAdmin: boolean;
  /** Reads only (seller and staff). */
  programWide: boolean;
  /** Group admins: the groups whose users they see and manage. Null: the whole account. */
  groupIds: readonly string[] | null;
  /** May reset a user's MFA (the account administrator and support staff). */
  mayResetMfa: boolean;
}

export const SUPPORT_ROLE = 'customerSupport';

export async function resolveUserAdminViewer(context: GraphQLContext, requestedBuyerId: string | null | undefined): Promise<UserAdminViewer> {
  const buyer = await resolveBuyerAccount(context, requestedBuyerId);
  const { user } = context.viewer;
  const base = { buyer, userId: user.id };
  if (isProgramWide(context.viewer)) {
    const support = user.user_type === 'STAFF' && user.roles.includes(SUPPORT_ROLE);
    return { ...base, role: user.roles[0] ?? null, isAccountAdmin: false, programWide: true, groupIds: null, mayResetMfa: support };
  }
  if (user.roles.includes(BUYER_ADMIN_ROLE)) return { ...base, role: BUYER_ADMIN_ROLE, isAccountAdmin: true, programWide: false, groupIds: null, mayResetMfa: true };
  if (user.roles.includes(BUYER_GROUP_ADMIN_ROLE) && user.group_id) {
    const groups = await context.services.db.selectFrom('groups').select(['id', 'parent_group_id']).where('buyer_id', '=', buyer.id).execute();
    const groupIds = groupSubtree(user.group_id, groups.map((g) => ({ id: g.id, parentGroupId: g.parent_group_id })));
    return { ...base, role: BUYER_GROUP_ADMIN_ROLE, isAccountAdmin: false, programWide: false, groupIds, mayResetMfa: false };
  }
  throw portalError('FORBIDDEN');
}

/** Is this user (of the viewer's buyer) within what the viewer sees? */
export function canSeeUser(viewer: UserAdminViewer, user: { buyer_id: string | null; group_id: string | null }): boolean {
  if (user.buyer_id !== viewer.buyer.id) return false;
  return viewer.groupIds === null || (user.group_id !== null && viewer.groupIds.includes(user.group_id));
}

/**
 * May the viewer change this user? Buyer users who administer only; a group admin not another
 * administrator of the account (their roles are the account administrator's to change).
 */
export function canManageUser(viewer: UserAdminViewer, user: { buyer_id: string | null; group_id: string | null; roles: readonly string[] }): boolean {
  if (viewer.programWide || !canSeeUser(viewer, user)) return false;
  return viewer.isAccountAdmin || !user.roles.some((role) => ACCOUNT_ADMIN_ONLY_ROLES.includes(role));
}

export function requireManager(viewer: UserAdminViewer): void {
  if (viewer.programWide) throw portalError('FORBIDDEN');
}

/** The roles this viewer may give. */
export function grantableRoles(viewer: UserAdminViewer): string[] {
  return INVITABLE_ROLES.filter((role) => viewer.isAccountAdmin || !ACCOUNT_ADMIN_ONLY_ROLES.includes(role));
}
