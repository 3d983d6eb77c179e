import type { FunctionComponent } from 'react';
import { CardSettingsView } from './CardSettingsView';
import type { PurchasingControlsDeps } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { useCardSettingsViewModel } from './useCardSettingsViewModel';

/** Route `purchase-cards-config`. */
export function connectCardSettingsPage(api: PurchasingControlsDeps): FunctionComponent {
  return function CardSettingsPage() {
    return <CardSettingsView {...useCardSettingsViewModel(api)} />;
  };
}
