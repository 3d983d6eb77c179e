import type { FunctionComponent } from 'react';
import { DisputesView } from './DisputesView';
import type { DisputeActors } from '../../machines/app/disputes/disputeTypes';
import { useDisputesViewModel } from './useDisputesViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

/** Route `activity-disputes` (/activity/disputes). The route table binds `disputeActors` from src/api. */
export function connectDisputesPage(actors: DisputeActors): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/disputes.json).
  return withScreenMessages('disputes', function DisputesPage() {
    return <DisputesView {...useDisputesViewModel(actors)} />;
  });
}
