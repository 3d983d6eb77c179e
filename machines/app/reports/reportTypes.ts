import type { PromiseActorLogic } from 'xstate';
import type { Money } from '../../../src/domain/money';
import type { AgingBucket } from '../../rules/reportPeriod';
import type { ReportsMachine } from './reportsMachine';

/** Whose charges a report covers (the invoice list's scope, spec 6). */
export type ReportScope = 'account' | 'group' | 'own';

export type AgingFigures = Readonly<Record<AgingBucket | 'total', Money>>;

export interface AgingReportData {
  scope: ReportScope;
  asOf: string;
  totals: AgingFigures;
  /** Per group (administrators and group administrators); empty for the own scope. */
  groups: readonly { groupId: string | null; groupName: string | null; buckets: AgingFigures }[];
}

export interface StatementPeriod {
  from: string;
  to: string;
}

export interface StatementLineData {
  date: string;
  kind: 'charge' | 'payment' | 'credit';
  invoiceNumber: string;
  amount: Money;
  balance: Money;
}

export interface StatementData extends StatementPeriod {
  scope: ReportScope;
  openingBalance: Money;
  charges: Money;
  payments: Money;
  credits: Money;
  closingBalance: Money;
  lines: readonly StatementLineData[];
}

export interface CreditUsageData {
  /** Twelve month ends, oldest first (the last: today). */
  months: readonly { date: string; used: Money }[];
  aging: AgingFigures;
}

/** Supplied by src/api/reportActors.ts, declared beside the machine that invokes them. */
export interface ReportLoaders {
  /** The Reports screen's machine with its actors provided. */
  reportsLogic: ReportsMachine;
  loadAgingReport: PromiseActorLogic<AgingReportData, { buyerId: string | null }>;
  loadStatement: PromiseActorLogic<StatementData, StatementPeriod & { buyerId: string | null }>;
}

/** Account Overview's credit chart (src/api/reportActors.ts). */
export interface CreditUsageLoaders {
  loadCreditUsage: PromiseActorLogic<CreditUsageData, { buyerId: string | null }>;
}
