import type { Resolvers } from '../../schema/generated/resolvers';
import { portalError } from '../../graphql/errors';
import { accessViewerOf, loadCurrentUser } from './currentUser';
import { loadCurrentAppAlerts } from './appAlerts';
import { loadBuyer } from './buyerQuery';
import { decideBuyerAccess } from './access';
import { loadProgram } from './program';

/** The session start queries of spec 7: currentUser, currentAppAlerts, buyer, program. */
export const sessionResolvers: Resolvers = {
  Query: {
    currentUser: (_parent, { buyerId }, context) => loadCurrentUser(context, buyerId),
    currentAppAlerts: (_parent, _args, context) => loadCurrentAppAlerts(context),
    program: (_parent, _args, context) => loadProgram(context),
    // fetchLatestExternalData: the program's external systems are not connected yet; stored data is the latest.
    buyer: async (_parent, { id }, context) => {
      const today = context.services.now().toISOString().slice(0, 10);
      const record = await loadBuyer(context.services.db, id, today);
      const ref = record ? { id: record.buyer.id, programId: record.programId } : null;
      const decision = decideBuyerAccess(accessViewerOf(context.viewer), ref, id);
      if (decision === 'forbid') throw portalError('FORBIDDEN');
      return record?.buyer ?? null;
    },
  },
};
