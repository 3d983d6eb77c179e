import type { FunctionComponent } from 'react';
import { ManagePoliciesView } from './ManagePoliciesView';
import type { PurchasingControlsDeps } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { useManagePoliciesViewModel } from './useManagePoliciesViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

/** Route `manage-policies`. */
export function connectManagePoliciesPage(api: PurchasingControlsDeps): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/purchasingControls.json).
  return withScreenMessages('purchasingControls', function ManagePoliciesPage() {
    return <ManagePoliciesView {...useManagePoliciesViewModel(api)} />;
  });
}
