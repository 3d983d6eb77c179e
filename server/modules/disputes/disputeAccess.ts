import { canAccessRoute } from '../../../machines/rules/routeAccess';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { isProgramWide, resolveBuyerAccount, type BuyerAccount } from '../invoices/chargeScope';

/**
 * Spec 6: Buyer:Administrator and buyerPayer "see Disputes"; the Dispute Invoice route has the same
 * guard (`payments`, machines/rules/routeAccess.ts). Both see the whole account's charges
 * (chargeScope.ts), so every invoice of the account can be disputed by them. Seller and staff
 * users, and every other buyer role, are FORBIDDEN.
 */
/**
 * The role that grants the Dispute Invoice route (recorded as the audit trail's actor role): the
 * first of the user's roles that passes the route guard on its own, not whichever role comes first.
 */
export function disputeRoleOf(roles: readonly string[], userType: string): string | null {
  return roles.find((role) => canAccessRoute([role], userType, 'payments')) ?? null;
}

export async function resolveDisputeAccess(context: GraphQLContext, requested: string | null | undefined): Promise<BuyerAccount> {
  const buyer = await resolveBuyerAccount(context, requested);
  const { user } = context.viewer;
  if (isProgramWide(context.viewer) || !canAccessRoute(user.roles, user.user_type, 'payments')) throw portalError('FORBIDDEN');
  return buyer;
}
