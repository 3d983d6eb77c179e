import type { FunctionComponent } from 'react';
import { PurchasingControlsView } from './PurchasingControlsView';
import type { PurchasingControlsApi } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { usePurchasingControlsViewModel } from './usePurchasingControlsViewModel';

/** Route `manage-purchasing-controls`. The route table binds `purchasingControlsApi` from src/api. */
export function connectPurchasingControlsPage(api: PurchasingControlsApi): FunctionComponent {
  return function PurchasingControlsPage() {
    return <PurchasingControlsView {...usePurchasingControlsViewModel(api)} />;
  };
}
