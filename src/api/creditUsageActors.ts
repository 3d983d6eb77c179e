import { fromPromise } from 'xstate';
import type { AgingFigures, CreditUsageLoaders } from '../../machines/app/reports/reportTypes';
import type { Money } from '../domain/money';
import type { AgingReportQuery, CreditUsageQuery, CreditUsageQueryVariables } from './generated/graphql';
import { query, type Operation } from './graphqlClient';
import creditUsageText from './operations/creditUsage.graphql?raw';

/**
 * Account Overview's credit chart loader (machines/app/reports/reportTypes.ts), apart from the
 * Reports page's actors (reportActors.ts) so the overview does not load the reports machine (issue 9
 * size budgets). The operation travels as its text, as in reportActors.ts.
 */
const CreditUsageDocument = creditUsageText as unknown as Operation<CreditUsageQuery, CreditUsageQueryVariables>;
type Buckets = AgingReportQuery['agingReport']['totals'];
export const money = (m: { amountMinor: number; currency: string }): Money => ({ amountMinor: m.amountMinor, currency: m.currency });

export const agingOf = (b: Buckets): AgingFigures => ({
  current: money(b.current),
  days1to30: money(b.days1to30),
  days31to60: money(b.days31to60),
  days61to90: money(b.days61to90),
  over90: money(b.over90),
  total: money(b.total),
});

export const creditUsageLoaders: CreditUsageLoaders = {
  loadCreditUsage: fromPromise(async ({ input }) => {
    const { creditUsage } = await query(CreditUsageDocument, { buyerId: input.buyerId }, { fetchPolicy: 'network-only' });
    return { months: creditUsage.months.map((m) => ({ date: m.date, used: money(m.used) })), aging: agingOf(creditUsage.aging) };
  }),
};
