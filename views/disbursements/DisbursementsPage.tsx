import type { FunctionComponent } from 'react';
import type { DisbursementsMachine } from '../../machines/app/disbursements/disbursementsMachine';
import { ScreenMessages } from '../common/ScreenMessages';
import { DisbursementsView } from './DisbursementsView';
import { useDisbursementsViewModel } from './useDisbursementsViewModel';

function Disbursements({ logic }: { logic: DisbursementsMachine }) {
  return <DisbursementsView {...useDisbursementsViewModel(logic)} />;
}

/** Route `disbursements` (/payments/disbursements). The route table binds the machine with its actors from src/api. */
export function connectDisbursementsPage(logic: DisbursementsMachine): FunctionComponent {
  return function DisbursementsPage() {
    // The screen's texts load with it (src/i18n/messages/<locale>/screens/disbursements.json).
    return (
      <ScreenMessages area="disbursements">
        <Disbursements logic={logic} />
      </ScreenMessages>
    );
  };
}
