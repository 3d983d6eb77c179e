import { useLoader } from '../common/runLoader';
import type { DisputeActors, DisputeItem } from '../../machines/app/disputes/disputeTypes';

export interface DisputesViewModel {
  disputes: readonly DisputeItem[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

const SHOWN = 100;

/** Route activity-disputes: the buyer's disputes, newest first. */
export function useDisputesViewModel(actors: DisputeActors): DisputesViewModel {
  const { state, retry } = useLoader(actors.loadDisputes, { first: SHOWN });
  return {
    disputes: state.status === 'done' ? state.output : [],
    loading: state.status === 'loading',
    failed: state.status === 'error',
    retry,
  };
}
