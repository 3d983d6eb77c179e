import type { FunctionComponent } from 'react';
import { PurchasingControlsView } from './PurchasingControlsView';
import type { PurchasingControlsDeps } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { usePurchasingControlsViewModel } from './usePurchasingControlsViewModel';

/** Route `manage-purchasing-controls`. The route table binds `purchasingControlsApi` from src/api. */
export function connectPurchasingControlsPage(api: PurchasingControlsDeps): FunctionComponent {
  return function PurchasingControlsPage() {
    return <PurchasingControlsView {...usePurchasingControlsViewModel(api)} />;
  };
}
