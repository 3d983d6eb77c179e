/**
 * Spec 6 "Roles": the buyer roles and the audiences the portal grants by them, defined once. The
 * route guards (routeAccess.ts) and the server's `*Access.ts` checks read these lists, so "admin"
 * and "admin or payer" mean the same on a page and in the API.
 */
export const BUYER_ADMIN_ROLE = 'Buyer:Administrator';
export const BUYER_PAYER_ROLE = 'buyerPayer';
export const BUYER_GROUP_ADMIN_ROLE = 'Buyer:GroupAdministrator';

/** "admin": manages users, company information, credit increases, bank accounts and purchasing controls. */
export const ADMIN_ROLES: readonly string[] = [BUYER_ADMIN_ROLE];

/** "admin or payer": the whole account's charges, payments, disputes, bank accounts (to read) and activity. */
export const ADMIN_OR_PAYER_ROLES: readonly string[] = [BUYER_ADMIN_ROLE, BUYER_PAYER_ROLE];

/** The first of the user's roles in the audience (what the audit trail records as the actor's role), or null. */
export function roleIn(roles: readonly string[], audience: readonly string[]): string | null {
  return roles.find((role) => audience.includes(role)) ?? null;
}
