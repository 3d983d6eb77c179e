import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ReportsSnapshot } from '../../machines/app/reports/reportsMachine';
import type { AgingReportData, ReportLoaders, StatementData, StatementPeriod } from '../../machines/app/reports/reportTypes';
import type { StatementPeriodProblem } from '../../machines/rules/reportPeriod';
import { statementDownloadPath } from '../../src/domain/reportDownloads';

export interface ReportsViewModel {
  aging: AgingReportData | null;
  agingFailed: boolean;
  retryAging: () => void;
  /** The period being chosen and why it cannot be shown (a rule of machines/rules/reportPeriod.ts). */
  period: StatementPeriod;
  problem: StatementPeriodProblem | null;
  choosePeriod: (period: StatementPeriod) => void;
  /** Present when the chosen period can be shown and is not shown yet. */
  showStatement: (() => void) | undefined;
  statement: StatementData | null;
  statementLoading: boolean;
  statementFailed: boolean;
  retryStatement: () => void;
  /** The statement's files, for the period shown. */
  downloads: { pdf: string; csv: string } | null;
}

const canShow = (s: ReportsSnapshot) => s.can({ type: 'reports.showStatement' });

/** The Reports screen over the reports machine (machines/app/reports): the aging report, and the statement of a chosen period. */
export function useReportsViewModel(loaders: ReportLoaders): ReportsViewModel {
  // Today comes in as data (the browser's UTC day; the server checks against its own).
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const actorRef = useActorRef(loaders.reportsLogic, { input: { today } });
  const aging = useSelector(actorRef, (s) => s.context.aging);
  const agingFailed = useSelector(actorRef, (s) => s.matches({ aging: 'failed' }));
  const period = useSelector(actorRef, (s) => s.context.period);
  const problem = useSelector(actorRef, (s) => s.context.problem);
  const statement = useSelector(actorRef, (s) => s.context.statement);
  const statementLoading = useSelector(actorRef, (s) => s.matches({ statement: 'loading' }));
  const statementFailed = useSelector(actorRef, (s) => s.matches({ statement: 'failed' }));
  const showable = useSelector(actorRef, canShow);
  return {
    aging,
    agingFailed,
    retryAging: () => actorRef.send({ type: 'reports.retryAging' }),
    period,
    problem,
    choosePeriod: ({ from, to }) => actorRef.send({ type: 'reports.periodChanged', from, to }),
    showStatement: showable ? () => actorRef.send({ type: 'reports.showStatement' }) : undefined,
    statement,
    statementLoading,
    statementFailed,
    retryStatement: () => actorRef.send({ type: 'reports.retryStatement' }),
    downloads: statement ? { pdf: statementDownloadPath('pdf', statement), csv: statementDownloadPath('csv', statement) } : null,
  };
}
