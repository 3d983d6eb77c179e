import type { Resolvers } from '../../schema/generated/resolvers';
import { resolveChargeScope, todayOf } from '../invoices/chargeScope';
import { loadOverviewFigures, toOverview } from './overviewQuery';

/** accountOverview: the overview numbers for the charges this user may see. */
export const overviewResolvers: Resolvers = {
  Query: {
    accountOverview: async (_parent, { buyerId }, context) => {
      const scope = await resolveChargeScope(context, buyerId);
      const figures = await loadOverviewFigures(context.services.db, scope, todayOf(context));
      const individualLimit = scope.programWide ? null : context.viewer.user.credit_limit_minor;
      return toOverview(scope, figures, individualLimit);
    },
  },
};
