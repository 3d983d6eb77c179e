import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';

export const UNDERWRITER_ROLE = 'underwriter';

/** The underwriting console is for our underwriting staff (STAFF users holding underwriter) only. */
export function requireUnderwriter(context: GraphQLContext): { userId: string; role: string; programId: string } {
  const { user } = context.viewer;
  if (user.user_type !== 'STAFF' || !user.roles.includes(UNDERWRITER_ROLE)) throw portalError('FORBIDDEN');
  return { userId: user.id, role: UNDERWRITER_ROLE, programId: user.program_id };
}
