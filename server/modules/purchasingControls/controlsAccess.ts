import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { GROUP_ADMIN_ROLE, isProgramWide, resolveBuyerAccount, type BuyerAccount } from '../invoices/chargeScope';

/**
 * Who may see and change purchasing controls (spec 6): the Buyer:Administrator manages purchasing;
 * a Buyer:GroupAdministrator sees the settings (cards are theirs to manage only when the program
 * does not require individual limits for cards, and ours always does: spec 4 "Individual Credit
 * Limits must be enabled before Purchase Cards"); seller and staff users read. Others: FORBIDDEN.
 */
export const ADMIN_ROLE = 'Buyer:Administrator';

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
  if (roles.includes(ADMIN_ROLE)) return { buyer, canManage: true, role: ADMIN_ROLE };
  if (mode === 'read' && roles.includes(GROUP_ADMIN_ROLE)) return { buyer, canManage: false, role: GROUP_ADMIN_ROLE };
  throw portalError('FORBIDDEN');
}
