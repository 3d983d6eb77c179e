import type { FunctionComponent } from 'react';
import { PurchasingControlsView } from './PurchasingControlsView';
import type { PurchasingControlsDeps } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { usePurchasingControlsViewModel } from './usePurchasingControlsViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

/** Route `manage-purchasing-controls`. The route table binds `purchasingControlsApi` from src/api. */
export function connectPurchasingControlsPage(api: PurchasingControlsDeps): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/purchasingControls.json).
  return withScreenMessages('purchasingControls', function PurchasingControlsPage() {
    return <PurchasingControlsView {...usePurchasingControlsViewModel(api)} />;
  });
}
