import type { AgingBuckets, AgingReport, CreditUsage, Statement } from '../../schema/generated/resolvers';
import { portalError } from '../../graphql/errors';
import { lastTwelveMonthEnds, REPORT_RULES, statementPeriodProblem } from '../../../machines/rules/reportPeriod';
import { agingOf, balanceAt, ledgerEntries, statementOf, type AgingFigures, type StatementFigures } from './ledger';
import type { ReportData } from './reportQuery';

/** The reports in their GraphQL shape (pure, from the loaded data). */
const moneyOf = (data: ReportData) => (amountMinor: number) => ({ amountMinor, currency: data.scope.buyer.currency });

function bucketsOf(data: ReportData, figures: AgingFigures): AgingBuckets {
  const money = moneyOf(data);
  return {
    current: money(figures.current),
    days1to30: money(figures.days1to30),
    days31to60: money(figures.days31to60),
    days61to90: money(figures.days61to90),
    over90: money(figures.over90),
    total: money(figures.total),
  };
}

export function agingReportOf(data: ReportData): AgingReport {
  const aging = agingOf(data.invoices, data.today);
  return {
    buyerId: data.scope.buyer.id,
    scope: data.scope.kind,
    asOf: data.today,
    totals: bucketsOf(data, aging.totals),
    groups: data.scope.kind === 'own' ? [] : aging.groups.map((group) => ({ groupId: group.groupId, groupName: group.groupName, buckets: bucketsOf(data, group.figures) })),
  };
}

/** A checked period: BAD_USER_INPUT naming the rule when it cannot be shown. */
export function checkedPeriod(period: { from: string; to: string }, today: string): { from: string; to: string } {
  const problem = statementPeriodProblem(period, today);
  if (problem) throw portalError('BAD_USER_INPUT', { field: problem === 'toInFuture' ? 'to' : 'from', reason: REPORT_RULES[problem], rule: problem });
  return period;
}

export function statementFiguresOf(data: ReportData, period: { from: string; to: string }): StatementFigures {
  return statementOf(ledgerEntries(data.invoices, data.allocations), period.from, period.to);
}

export function statementReportOf(data: ReportData, period: { from: string; to: string }): Statement {
  const money = moneyOf(data);
  const figures = statementFiguresOf(data, period);
  return {
    buyerId: data.scope.buyer.id,
    scope: data.scope.kind,
    from: period.from,
    to: period.to,
    openingBalance: money(figures.openingMinor),
    charges: money(figures.chargesMinor),
    payments: money(figures.paymentsMinor),
    credits: money(figures.creditsMinor),
    closingBalance: money(figures.closingMinor),
    lines: figures.lines.map((line) => ({ date: line.date, kind: line.kind, invoiceNumber: line.invoiceNumber, amount: money(line.amountMinor), balance: money(line.balanceMinor) })),
  };
}

export function creditUsageOf(data: ReportData): CreditUsage {
  const money = moneyOf(data);
  const entries = ledgerEntries(data.invoices, data.allocations);
  return {
    buyerId: data.scope.buyer.id,
    scope: data.scope.kind,
    months: lastTwelveMonthEnds(data.today).map((date) => ({ date, used: money(balanceAt(entries, date)) })),
    aging: bucketsOf(data, agingOf(data.invoices, data.today).totals),
  };
}
