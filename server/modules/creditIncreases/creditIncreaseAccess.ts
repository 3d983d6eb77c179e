import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { isProgramWide, resolveBuyerAccount, type BuyerAccount } from '../invoices/chargeScope';
import { ADMIN_ROLES, roleIn } from '../../../machines/rules/roleAudiences';

/**
 * Who may see and request credit-limit increases (spec 6: Buyer:Administrator "manages ... credit
 * increases"; route `increase-credit` is Buyer:Administrator only). Seller (CLIENT) and STAFF
 * users of the program read; every other buyer role is FORBIDDEN.
 */

export interface CreditIncreaseAccess {
  buyer: BuyerAccount;
  /** The role the user acts in (audit trail); null for program-wide readers. */
  role: string | null;
}

export async function resolveCreditIncreaseAccess(context: GraphQLContext, requestedBuyerId: string | null | undefined, mode: 'read' | 'request'): Promise<CreditIncreaseAccess> {
  const buyer = await resolveBuyerAccount(context, requestedBuyerId);
  if (isProgramWide(context.viewer)) {
    if (mode === 'request') throw portalError('FORBIDDEN');
    return { buyer, role: null };
  }
  const role = roleIn(context.viewer.user.roles, ADMIN_ROLES);
  if (!role) throw portalError('FORBIDDEN');
  return { buyer, role };
}
