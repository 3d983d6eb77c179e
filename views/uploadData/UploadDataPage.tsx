import type { FunctionComponent } from 'react';
import type { ChargeUploadMachine } from '../../machines/app/uploadData/chargeUploadMachine';
import { ScreenMessages } from '../common/ScreenMessages';
import { UploadDataView } from './UploadDataView';
import { useUploadDataViewModel } from './useUploadDataViewModel';

function UploadData({ logic }: { logic: ChargeUploadMachine }) {
  return <UploadDataView {...useUploadDataViewModel(logic)} />;
}

/** Route `upload-data` (/tools/upload-data). The route table binds the machine with its upload actor from src/api. */
export function connectUploadDataPage(logic: ChargeUploadMachine): FunctionComponent {
  return function UploadDataPage() {
    // The screen's texts load with it (src/i18n/messages/<locale>/screens/uploadData.json).
    return (
      <ScreenMessages area="uploadData">
        <UploadData logic={logic} />
      </ScreenMessages>
    );
  };
}
