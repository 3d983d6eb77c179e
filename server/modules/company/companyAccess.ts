import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { isProgramWide, resolveBuyerAccount, type BuyerAccount } from '../invoices/chargeScope';
import { ADMIN_ROLES, roleIn } from '../../../machines/rules/roleAudiences';

/**
 * Who may see and change company info and the primary contact (spec 6: Buyer:Administrator
 * manages the account; the routes company-info and primary-contact are Buyer:Administrator only).
 * Seller (CLIENT) and STAFF users of the program read; every other buyer role is FORBIDDEN.
 */
export interface CompanyAccess {
  buyer: BuyerAccount;
  /** The role the user acts in (audit trail); null for program-wide readers, who may not change anything. */
  role: string | null;
}

export async function resolveCompanyAccess(context: GraphQLContext, requestedBuyerId: string | null | undefined, mode: 'read' | 'change'): Promise<CompanyAccess> {
  const buyer = await resolveBuyerAccount(context, requestedBuyerId);
  if (isProgramWide(context.viewer)) {
    if (mode === 'change') throw portalError('FORBIDDEN');
    return { buyer, role: null };
  }
  const role = roleIn(context.viewer.user.roles, ADMIN_ROLES);
  if (!role) throw portalError('FORBIDDEN');
  return { buyer, role };
}
