import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ReportsSnapshot } from '../../machines/app/reports/reportsMachine';
import type { AgingReportData, ReportLoaders, StatementData, StatementPeriod } from '../../machines/app/reports/reportTypes';
import { statementDownloadPath } from '../../src/domain/reportDownloads';

export interface ReportsViewModel {
  aging: AgingReportData | null;
  agingFailed: boolean;
  retryAging: () => void;
  /** Today's date (the browser's UTC day): the period rules read it. */
  today: string;
  /** Ask for the statement of the form's period: ONE event (the machine checks the rules of machines/rules/reportPeriod.ts again). */
  showStatement: (period: StatementPeriod) => void;
  /** Whether another period can be asked for now (not while a statement loads). */
  canShowStatement: boolean;
  statement: StatementData | null;
  statementLoading: boolean;
  statementFailed: boolean;
  retryStatement: () => void;
  /** The statement's files, for the period shown. */
  downloads: { pdf: string; csv: string } | null;
}

const canShow = (s: ReportsSnapshot) => s.can({ type: 'reports.showStatement', ...s.context.period });

/** The Reports screen over the reports machine (machines/app/reports): the aging report, and the statement of a chosen period. */
export function useReportsViewModel(loaders: ReportLoaders): ReportsViewModel {
  // Today comes in as data (the browser's UTC day; the server checks against its own).
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const actorRef = useActorRef(loaders.reportsLogic, { input: { today } });
  const aging = useSelector(actorRef, (s) => s.context.aging);
  const agingFailed = useSelector(actorRef, (s) => s.matches({ aging: 'failed' }));
  const statement = useSelector(actorRef, (s) => s.context.statement);
  const statementLoading = useSelector(actorRef, (s) => s.matches({ statement: 'loading' }));
  const statementFailed = useSelector(actorRef, (s) => s.matches({ statement: 'failed' }));
  const showable = useSelector(actorRef, canShow);
  return {
    aging,
    agingFailed,
    retryAging: () => actorRef.send({ type: 'reports.retryAging' }),
    today,
    showStatement: ({ from, to }) => actorRef.send({ type: 'reports.showStatement', from, to }),
    canShowStatement: showable,
    statement,
    statementLoading,
    statementFailed,
    retryStatement: () => actorRef.send({ type: 'reports.retryStatement' }),
    downloads: statement ? { pdf: statementDownloadPath('pdf', statement), csv: statementDownloadPath('csv', statement) } : null,
  };
}
