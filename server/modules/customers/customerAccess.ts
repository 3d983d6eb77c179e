import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { readsEveryBuyer } from '../session/access';

/**
 * Who sees the Customers pages (issue 14 item 1; spec 6), read-only:
 *
 * | Role (user type) | customers, customer | clientUsers | support console | underwriting console |
 * |---|---|---|---|---|
 * | clientAdministrator (CLIENT) | yes | yes | no | no |
 * | accountManager (CLIENT) | yes | no (user management) | no | no |
 * | clientDeveloper (CLIENT) | no | no | no | no |
 * | customerSupport (STAFF) | yes | no | yes | no |
 * | underwriter (STAFF) | yes | no | no | yes |
 * | any buyer role (BUYER, MSTS) | no | no | no | no |
 *
 * Always within the viewer's own program. Refusals are FORBIDDEN.
 */
export function requireCustomerReader(context: GraphQLContext): { programId: string } {
  const { user } = context.viewer;
  if (!readsEveryBuyer({ userType: user.user_type, roles: user.roles })) throw portalError('FORBIDDEN');
  return { programId: user.program_id };
}

export const CLIENT_ADMIN_ROLE = 'clientAdministrator';

/** The seller's own users are the clientAdministrator's (spec 6 "manages users and account info"). */
export function requireClientAdministrator(context: GraphQLContext): { programId: string; clientId: string | null } {
  const { user } = context.viewer;
  if (user.user_type !== 'CLIENT' || !user.roles.includes(CLIENT_ADMIN_ROLE)) throw portalError('FORBIDDEN');
  return { programId: user.program_id, clientId: user.client_id };
}
