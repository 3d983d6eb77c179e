import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { isProgramWide, resolveBuyerAccount, type BuyerAccount } from '../invoices/chargeScope';
import { ADMIN_OR_PAYER_ROLES, ADMIN_ROLES } from '../../../machines/rules/roleAudiences';

/**
 * Who manages bank accounts (spec 6): Buyer:Administrator "manages ... bank accounts" (adds them,
 * changes AutoPay); buyerPayer "sees bank accounts"; seller (CLIENT) and STAFF users of the program
 * read (support); every other role is FORBIDDEN.
 */

export type BankAccountMode = 'read' | 'manage';

export interface BankAccountAccess {
  buyer: BuyerAccount;
  /** The role the user acts in (audit trail); null for program-wide readers. */
  role: string | null;
  canManage: boolean;
}

/** The decision alone (pure): may a buyer-side user with these roles read / manage? */
export function bankAccountRoleFor(roles: readonly string[], mode: BankAccountMode): string | null {
  const allowed = mode === 'manage' ? ADMIN_ROLES : ADMIN_OR_PAYER_ROLES;
  return roles.find((role) => allowed.includes(role)) ?? null;
}

export async function resolveBankAccountAccess(context: GraphQLContext, requestedBuyerId: string | null | undefined, mode: BankAccountMode): Promise<BankAccountAccess> {
  const buyer = await resolveBuyerAccount(context, requestedBuyerId);
  if (isProgramWide(context.viewer)) {
    if (mode === 'manage') throw portalError('FORBIDDEN');
    return { buyer, role: null, canManage: false };
  }
  const { roles } = context.viewer.user;
  const role = bankAccountRoleFor(roles, mode);
  if (!role) throw portalError('FORBIDDEN');
  return { buyer, role, canManage: bankAccountRoleFor(roles, 'manage') !== null };
}
