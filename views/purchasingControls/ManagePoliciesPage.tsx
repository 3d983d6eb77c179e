import type { FunctionComponent } from 'react';
import { ManagePoliciesView } from './ManagePoliciesView';
import type { PurchasingControlsDeps } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { useManagePoliciesViewModel } from './useManagePoliciesViewModel';

/** Route `manage-policies`. */
export function connectManagePoliciesPage(api: PurchasingControlsDeps): FunctionComponent {
  return function ManagePoliciesPage() {
    return <ManagePoliciesView {...useManagePoliciesViewModel(api)} />;
  };
}
