import type { FunctionComponent } from 'react';
import { CardSettingsView } from './CardSettingsView';
import type { PurchasingControlsDeps } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { useCardSettingsViewModel } from './useCardSettingsViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

/** Route `purchase-cards-config`. */
export function connectCardSettingsPage(api: PurchasingControlsDeps): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/purchasingControls.json).
  return withScreenMessages('purchasingControls', function CardSettingsPage() {
    return <CardSettingsView {...useCardSettingsViewModel(api)} />;
  });
}
