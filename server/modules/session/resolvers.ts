import type { Resolvers } from '../../schema/generated/resolvers';
import { portalError } from '../../graphql/errors';
import { accessViewerOf, loadCurrentUser } from './currentUser';
import { loadCurrentAppAlerts } from './appAlerts';
import { loadBuyer } from './buyerQuery';
import { decideBuyerAccess, meansOwnBuyer } from './access';
import { loadProgram } from './program';

/** The session start queries of spec 7: currentUser, currentAppAlerts, buyer, program. */
export const sessionResolvers: Resolvers = {
  Query: {
    currentUser: (_parent, { buyerId }, context) => loadCurrentUser(context, buyerId),
    currentAppAlerts: (_parent, _args, context) => loadCurrentAppAlerts(context),
    program: (_parent, _args, context) => loadProgram(context),
    // fetchLatestExternalData: the program's external systems are not connected yet; stored data is the latest.
    buyer: async (_parent, { id }, context) => {
      // The browser asks with the all-zero id when it has no buyer selected (spec 7): the user's own buyer.
      const buyerId = meansOwnBuyer(id) ? context.viewer.user.buyer_id : id;
      if (!buyerId) return null;
      const today = context.services.now().toISOString().slice(0, 10);
      const record = await loadBuyer(context.services.db, buyerId, today);
      const ref = record ? { id: record.buyer.id, programId: record.programId } : null;
      if (decideBuyerAccess(accessViewerOf(context.viewer), ref, buyerId) === 'forbid') throw portalError('FORBIDDEN');
      return record?.buyer ?? null;
    },
  },
};
