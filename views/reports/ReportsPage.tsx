import type { FunctionComponent } from 'react';
import type { ReportLoaders } from '../../machines/app/reports/reportTypes';
import { ReportsView } from './ReportsView';
import { useReportsViewModel } from './useReportsViewModel';

/** Route `reports` (/account/settings/reports). The route table binds `reportLoaders` from src/api. */
export function connectReportsPage(loaders: ReportLoaders): FunctionComponent {
  return function ReportsPage() {
    return <ReportsView {...useReportsViewModel(loaders)} />;
  };
}
