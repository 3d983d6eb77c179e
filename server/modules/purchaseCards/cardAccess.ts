import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { groupSubtree, isProgramWide, resolveBuyerAccount, type BuyerAccount } from '../invoices/chargeScope';
import { BUYER_ADMIN_ROLE, BUYER_GROUP_ADMIN_ROLE } from '../../../machines/rules/roleAudiences';

/**
 * Who may see and act on purchase cards (spec 6):
 * - Buyer:Administrator: every card of the buyer; creates cards for any user of the buyer, sets
 *   limits, locks, unlocks and terminates;
 * - Buyer:GroupAdministrator: sees the cards of their group and the groups below it (managing them
 *   is for programs that do not require individual limits for cards; ours always does);
 * - every other buyer user: sees their own cards and may request one for themselves (no limit);
 * - seller and staff users of the program: read.
 * The card number: only the cardholder, after an MFA check (revealCardNumber).
 */
export interface CardViewer {
  buyer: BuyerAccount;
  userId: string;
  role: string | null;
  isAdmin: boolean;
  programWide: boolean;
  /** Group admins: the groups whose users' cards they see. Null: not limited by group. */
  groupIds: readonly string[] | null;
}

export async function resolveCardViewer(context: GraphQLContext, requestedBuyerId: string | null | undefined): Promise<CardViewer> {
  const buyer = await resolveBuyerAccount(context, requestedBuyerId);
  const { user } = context.viewer;
  if (isProgramWide(context.viewer)) return { buyer, userId: user.id, role: null, isAdmin: false, programWide: true, groupIds: null };
  if (user.roles.includes(BUYER_ADMIN_ROLE)) return { buyer, userId: user.id, role: BUYER_ADMIN_ROLE, isAdmin: true, programWide: false, groupIds: null };
  if (user.roles.includes(BUYER_GROUP_ADMIN_ROLE) && user.group_id) {
    const groups = await context.services.db.selectFrom('groups').select(['id', 'parent_group_id']).where('buyer_id', '=', buyer.id).execute();
    const groupIds = groupSubtree(user.group_id, groups.map((g) => ({ id: g.id, parentGroupId: g.parent_group_id })));
    return { buyer, userId: user.id, role: BUYER_GROUP_ADMIN_ROLE, isAdmin: false, programWide: false, groupIds };
  }
  return { buyer, userId: user.id, role: user.roles[0] ?? null, isAdmin: false, programWide: false, groupIds: [] };
}

/** Which cards a viewer sees: all of the buyer's, those of some groups' users, or only their own. */
export function cardAudience(viewer: CardViewer): { kind: 'all' } | { kind: 'groups'; groupIds: readonly string[]; userId: string } | { kind: 'own'; userId: string } {
  if (viewer.groupIds === null) return { kind: 'all' };
  if (viewer.groupIds.length > 0) return { kind: 'groups', groupIds: viewer.groupIds, userId: viewer.userId };
  return { kind: 'own', userId: viewer.userId };
}

export function canSeeCard(viewer: CardViewer, card: { buyer_id: string; user_id: string; group_id: string | null }): boolean {
  if (card.buyer_id !== viewer.buyer.id) return false;
  const audience = cardAudience(viewer);
  if (audience.kind === 'all') return true;
  if (card.user_id === viewer.userId) return true;
  return audience.kind === 'groups' && card.group_id !== null && audience.groupIds.includes(card.group_id);
}

export function requireAdmin(viewer: CardViewer): void {
  if (!viewer.isAdmin) throw portalError('FORBIDDEN');
}
