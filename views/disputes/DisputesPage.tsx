import type { FunctionComponent } from 'react';
import { DisputesView } from './DisputesView';
import type { DisputeActors } from '../../machines/app/disputes/disputeTypes';
import { useDisputesViewModel } from './useDisputesViewModel';

/** Route `activity-disputes` (/activity/disputes). The route table binds `disputeActors` from src/api. */
export function connectDisputesPage(actors: DisputeActors): FunctionComponent {
  return function DisputesPage() {
    return <DisputesView {...useDisputesViewModel(actors)} />;
  };
}
