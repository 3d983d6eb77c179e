import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { isProgramWide, resolveBuyerAccount, type BuyerAccount } from '../invoices/chargeScope';
import { ADMIN_OR_PAYER_ROLES, roleIn } from '../../../machines/rules/roleAudiences';

/**
 * Who may see and make payments (spec 6): Buyer:Administrator and buyerPayer of the account read
 * and pay; seller (CLIENT) and STAFF users of the program read; everyone else is FORBIDDEN.
 */

export interface PaymentAccess {
  buyer: BuyerAccount;
  /** The role the user acts in (for the audit trail), null for program-wide readers. */
  role: string | null;
}

export function paymentRoleOf(roles: readonly string[]): string | null {
  return roleIn(roles, ADMIN_OR_PAYER_ROLES);
}

export async function resolvePaymentAccess(context: GraphQLContext, requestedBuyerId: string | null | undefined, mode: 'read' | 'pay'): Promise<PaymentAccess> {
  const buyer = await resolveBuyerAccount(context, requestedBuyerId);
  if (isProgramWide(context.viewer)) {
    if (mode === 'pay') throw portalError('FORBIDDEN');
    return { buyer, role: null };
  }
  const role = paymentRoleOf(context.viewer.user.roles);
  if (!role) throw portalError('FORBIDDEN');
  return { buyer, role };
}
