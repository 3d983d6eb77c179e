import type { Resolvers } from '../../schema/generated/resolvers';
import { loadReportData } from './reportQuery';
import { agingReportOf, checkedPeriod, creditUsageOf, statementReportOf } from './reports';

/** agingReport, statement, creditUsage: over the charges this user may see (the invoice list's scope). */
export const reportResolvers: Resolvers = {
  Query: {
    agingReport: async (_parent, { buyerId }, context) => agingReportOf(await loadReportData(context, buyerId)),
    statement: async (_parent, { buyerId, from, to }, context) => {
      const data = await loadReportData(context, buyerId);
      return statementReportOf(data, checkedPeriod({ from, to }, data.today));
    },
    creditUsage: async (_parent, { buyerId }, context) => creditUsageOf(await loadReportData(context, buyerId)),
  },
};
