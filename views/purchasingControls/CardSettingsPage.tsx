import type { FunctionComponent } from 'react';
import { CardSettingsView } from './CardSettingsView';
import type { PurchasingControlsApi } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { useCardSettingsViewModel } from './useCardSettingsViewModel';

/** Route `purchase-cards-config`. */
export function connectCardSettingsPage(api: PurchasingControlsApi): FunctionComponent {
  return function CardSettingsPage() {
    return <CardSettingsView {...useCardSettingsViewModel(api)} />;
  };
}
