import type { FunctionComponent } from 'react';
import type { ReportLoaders } from '../../machines/app/reports/reportTypes';
import { ScreenMessages } from '../common/ScreenMessages';
import { ReportsView } from './ReportsView';
import { useReportsViewModel } from './useReportsViewModel';

/** Route `reports` (/account/settings/reports). The route table binds `reportLoaders` from src/api. */
export function connectReportsPage(loaders: ReportLoaders): FunctionComponent {
  return function ReportsPage() {
    const vm = useReportsViewModel(loaders);
    // The screen's texts load with it (src/i18n/messages/<locale>/screens/reports.json).
    return (
      <ScreenMessages area="reports">
        <ReportsView {...vm} />
      </ScreenMessages>
    );
  };
}
