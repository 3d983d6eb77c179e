import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { SUPPORT_ROLE } from '../users/userAccess';

/** The support console is for our customer support staff (STAFF users holding customerSupport) only. */
export function requireSupport(context: GraphQLContext): { userId: string; role: string; programId: string } {
  const { user } = context.viewer;
  if (user.user_type !== 'STAFF' || !user.roles.includes(SUPPORT_ROLE)) throw portalError('FORBIDDEN');
  return { userId: user.id, role: SUPPORT_ROLE, programId: user.program_id };
}
