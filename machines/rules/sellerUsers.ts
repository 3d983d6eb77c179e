import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from './userAdministration';

/**
 * Issue 14, spec 6 "clientAdministrator: manages users and account info": the seller's
 * administrator invites and manages the seller's own users. Pure, shared by the seller's users page
 * (views/customers) and the server (server/modules/customers/clientUserAdmin.ts), which supplies
 * the facts it alone knows (is the e-mail taken).
 *
 * - The roles a seller user may hold are the seller's (CLIENT) roles: clientAdministrator,
 *   clientDeveloper and accountManager. Customer support and underwriting are our staff (STAFF
 *   users), not the seller's: the seller cannot create them.
 * - One e-mail address signs in to one user of the program (as for buyers).
 * - Self-protection: administrators cannot take the administrator role from their own account
 *   (`ownRoleLowered`) nor suspend it (`ownAccountSuspended`); so the seller always keeps the
 *   administrator who is acting, and nobody locks themselves out.
 * Suspension itself (active only; re-enable from suspended only) is the userStatus machine's.
 */
export const SELLER_ADMIN_ROLE = 'clientAdministrator';
export const SELLER_ROLES = [SELLER_ADMIN_ROLE, 'clientDeveloper', 'accountManager'] as const;
export type SellerRole = (typeof SELLER_ROLES)[number];

export const isSellerRole = (role: string): role is SellerRole => (SELLER_ROLES as readonly string[]).includes(role);

export type SellerUserProblem = 'duplicateEmail' | 'notSellerRole' | 'ownRoleLowered' | 'ownAccountSuspended';

/** The rule's words (English; the browser shows `staff.clientUsers.rule.<problem>`). */
export const SELLER_USER_RULES: Record<SellerUserProblem, string> = {
  duplicateEmail: 'A user with this e-mail address already exists.',
  notSellerRole: 'Choose one of the seller roles: Client administrator, Client developer or Account manager.',
  ownRoleLowered: 'You cannot take the administrator role from your own account.',
  ownAccountSuspended: 'You cannot suspend your own account.',
};

export const SELLER_USER_FIELDS: Record<SellerUserProblem, string> = {
  duplicateEmail: 'email',
  notSellerRole: 'role',
  ownRoleLowered: 'role',
  ownAccountSuspended: 'status',
};

export { EMAIL_MAX as SELLER_EMAIL_MAX, NAME_MAX as SELLER_NAME_MAX };

/** An invitation: the role must be a seller role and the e-mail free. */
export function sellerInviteProblems(facts: { role: string; emailTaken: boolean }): SellerUserProblem[] {
  const problems: SellerUserProblem[] = [];
  if (facts.emailTaken) problems.push('duplicateEmail');
  if (!isSellerRole(facts.role)) problems.push('notSellerRole');
  return problems;
}

/** A new role for a user: a seller role, and never less than administrator on one's own account. */
export function sellerRoleChangeProblems(facts: { actingUserId: string; targetUserId: string; role: string }): SellerUserProblem[] {
  const problems: SellerUserProblem[] = [];
  if (!isSellerRole(facts.role)) problems.push('notSellerRole');
  if (facts.actingUserId === facts.targetUserId && facts.role !== SELLER_ADMIN_ROLE) problems.push('ownRoleLowered');
  return problems;
}

/** A suspension: never one's own account (the userStatus machine decides whether the user's status allows it). */
export function sellerSuspensionProblems(facts: { actingUserId: string; targetUserId: string }): SellerUserProblem[] {
  return facts.actingUserId === facts.targetUserId ? ['ownAccountSuspended'] : [];
}

/** The invitation's fields as the form and the server check them (a seller role is the rule's: notSellerRole). */
export const sellerInviteFieldsSchema = z.object({
  email: z.string().trim().max(EMAIL_MAX).pipe(z.email()),
  firstName: z.string().trim().min(1).max(NAME_MAX),
  lastName: z.string().trim().min(1).max(NAME_MAX),
  role: z.enum(SELLER_ROLES),
});

/**
 * The seller console offers "Resend invitation" for a seller user who has not activated yet
 * (status pending). Whether the link may be sent again is the activationLink machine's on the server.
 */
export const offersInvitationResend = (status: string): boolean => status === 'pending';
