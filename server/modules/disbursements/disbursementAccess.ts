import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';

/** Who reads payouts (spec 6): the seller's clientAdministrator (not developers, staff or Account Managers, nor any buyer user). */
export const DISBURSEMENT_ROLE = 'clientAdministrator';

/** May this user read the payouts of their program? (pure) */
export function readsDisbursements(user: { user_type: string; roles: readonly string[] }): boolean {
  return user.user_type === 'CLIENT' && user.roles.includes(DISBURSEMENT_ROLE);
}

/** The program whose payouts the caller reads, or FORBIDDEN. */
export function disbursementProgramOf(context: GraphQLContext): string {
  const { user } = context.viewer;
  if (!readsDisbursements(user)) throw portalError('FORBIDDEN');
  return user.program_id;
}
