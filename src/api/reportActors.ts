import { fromPromise } from 'xstate';
import { reportsMachine } from '../../machines/app/reports/reportsMachine';
import type { AgingFigures, CreditUsageLoaders, ReportLoaders } from '../../machines/app/reports/reportTypes';
import type { Money } from '../domain/money';
import type { AgingReportQuery, AgingReportQueryVariables, CreditUsageQuery, CreditUsageQueryVariables, StatementQuery, StatementQueryVariables } from './generated/graphql';
import { query, type Operation } from './graphqlClient';
import agingReportText from './operations/agingReport.graphql?raw';
import creditUsageText from './operations/creditUsage.graphql?raw';
import statementText from './operations/statement.graphql?raw';

/**
 * Browser implementations of the reports' loaders (machines/app/reports/reportTypes.ts). Always from
 * the network: a payment changes every figure. The operations travel as their text, typed by codegen
 * (one operation per file): generated document objects would live in the shared client chunk that
 * the sign-in page and the overview load, these only with the screens that ask (the size gate).
 */
const AgingReportDocument = agingReportText as unknown as Operation<AgingReportQuery, AgingReportQueryVariables>;
const StatementDocument = statementText as unknown as Operation<StatementQuery, StatementQueryVariables>;
const CreditUsageDocument = creditUsageText as unknown as Operation<CreditUsageQuery, CreditUsageQueryVariables>;
type Buckets = AgingReportQuery['agingReport']['totals'];
const money = (m: { amountMinor: number; currency: string }): Money => ({ amountMinor: m.amountMinor, currency: m.currency });

const agingOf = (b: Buckets): AgingFigures => ({
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
