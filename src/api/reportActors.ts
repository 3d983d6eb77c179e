import { fromPromise } from 'xstate';
import { reportsMachine } from '../../machines/app/reports/reportsMachine';
import type { ReportLoaders } from '../../machines/app/reports/reportTypes';
import type { AgingReportQuery, AgingReportQueryVariables, StatementQuery, StatementQueryVariables } from './generated/graphql';
import { agingOf, money } from './creditUsageActors';
import { query, type Operation } from './graphqlClient';
import agingReportText from './operations/agingReport.graphql?raw';
import statementText from './operations/statement.graphql?raw';

/**
 * Browser implementations of the reports' loaders (machines/app/reports/reportTypes.ts). Always from
 * the network: a payment changes every figure. The operations travel as their text, typed by codegen
 * (one operation per file): generated document objects would live in the shared client chunk that
 * the sign-in page and the overview load, these only with the screens that ask (the size gate).
 */
const AgingReportDocument = agingReportText as unknown as Operation<AgingReportQuery, AgingReportQueryVariables>;
const StatementDocument = statementText as unknown as Operation<StatementQuery, StatementQueryVariables>;

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
