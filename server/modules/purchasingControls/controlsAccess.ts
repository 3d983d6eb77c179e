import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { isProgramWide, resolveBuyerAccount, type BuyerAccount } from '../invoices/chargeScope';
import { BUYER_ADMIN_ROLE, BUYER_GROUP_ADMIN_ROLE } from '../../../machines/rules/roleAudiences';

/**
 * Who may see and change purchasing controls (spec 6): the Buyer:Administrator manages purchasing;
 * a Buyer:GroupAdministrator sees the settings (cards are theirs to manage only when the program
 * does not require individual limits for cards, and ours always does: spec 4 "Individual Credit
 * Limits must be enabled before Purchase Cards"); seller and staff users read. Others: FORBIDDEN.
 */

export interface ControlsAccess {
  buyer: BuyerAccount;
  canManage: boolean;
  /** The role the user acts in (for the audit trail). */
  role: string | null;
}

export async function resolveControlsAccess(context: GraphQLContext, requestedBuyerId: string | null | undefined, mode: 'read' | 'manage'): Promise<ControlsAccess> {
  const buyer = await resolveBuyerAccount(context, requestedBuyerId);
  if (isProgramWide(context.viewer)) {
    if (mode === 'manage') throw portalError('FORBIDDEN');
    return { buyer, canManage: false, role: null };
  }
  const roles = context.viewer.user.roles;
  if (roles.includes(BUYER_ADMIN_ROLE)) return { buyer, canManage: true, role: BUYER_ADMIN_ROLE };
  if (mode === 'read' && roles.includes(BUYER_GROUP_ADMIN_ROLE)) return { buyer, canManage: false, role: BUYER_GROUP_ADMIN_ROLE };
  throw portalError('FORBIDDEN');
}
