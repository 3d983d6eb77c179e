import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { ACCOUNT_WIDE_ROLES, isProgramWide, resolveBuyerAccount, type BuyerAccount } from '../invoices/chargeScope';

/**
 * Who may see and make payments (spec 6): Buyer:Administrator and buyerPayer of the account read
 * and pay; seller (CLIENT) and STAFF users of the program read; everyone else is FORBIDDEN.
 */
export const PAYMENT_ROLES = ACCOUNT_WIDE_ROLES;

export interface PaymentAccess {
  buyer: BuyerAccount;
  /** The role the user acts in (for the audit trail), null for program-wide readers. */
  role: string | null;
}

export function paymentRoleOf(roles: readonly string[]): string | null {
  return roles.find((role) => PAYMENT_ROLES.includes(role)) ?? null;
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
