import { fromPromise } from 'xstate';
import { reportsMachine } from '../../machines/app/reports/reportsMachine';
import type { AgingFigures, CreditUsageLoaders, ReportLoaders } from '../../machines/app/reports/reportTypes';
import type { Money } from '../domain/money';
import { AgingReportDocument, CreditUsageDocument, StatementDocument, type AgingBucketsFieldsFragment } from './generated/graphql';
import { query } from './graphqlClient';

/** Browser implementations of the reports' loaders (machines/app/reports/reportTypes.ts). Always from the network: a payment changes every figure. */
const money = (m: { amountMinor: number; currency: string }): Money => ({ amountMinor: m.amountMinor, currency: m.currency });

const agingOf = (b: AgingBucketsFieldsFragment): AgingFigures => ({
  current: money(b.current),
  days1to30: money(b.days1to30),
  days31to60: money(b.days31to60),
  days61to90: money(b.days61to90),
  over90: money(b.over90),
  total: money(b.total),
});

const loadAgingReport: ReportLoaders['loadAgingReport'] = fromPromise(async ({ input }) => {
  const { agingReport: r } = await query(AgingReportDocument, { buyerId: input.buyerId }, { fetchPolicy: 'network-only' });
  return { scope: r.scope, asOf: r.asOf, totals: agingOf(r.totals), groups: r.groups.map((g) => ({ groupId: g.groupId, groupName: g.groupName, buckets: agingOf(g.buckets) })) };
});

const loadStatement: ReportLoaders['loadStatement'] = fromPromise(async ({ input }) => {
  const { statement: s } = await query(StatementDocument, { buyerId: input.buyerId, from: input.from, to: input.to }, { fetchPolicy: 'network-only' });
  return {
    scope: s.scope,
    from: s.from,
    to: s.to,
    openingBalance: money(s.openingBalance),
    charges: money(s.charges),
    payments: money(s.payments),
    credits: money(s.credits),
    closingBalance: money(s.closingBalance),
    lines: s.lines.map((l) => ({ date: l.date, kind: l.kind, invoiceNumber: l.invoiceNumber, amount: money(l.amount), balance: money(l.balance) })),
  };
});

export const reportLoaders: ReportLoaders = {
  reportsLogic: reportsMachine.provide({ actors: { loadAgingReport, loadStatement } }),
  loadAgingReport,
  loadStatement,
};

/** Account Overview's credit chart. */
export const creditUsageLoaders: CreditUsageLoaders = {
  loadCreditUsage: fromPromise(async ({ input }) => {
    const { creditUsage } = await query(CreditUsageDocument, { buyerId: input.buyerId }, { fetchPolicy: 'network-only' });
    return { months: creditUsage.months.map((m) => ({ date: m.date, used: money(m.used) })), aging: agingOf(creditUsage.aging) };
  }),
};
