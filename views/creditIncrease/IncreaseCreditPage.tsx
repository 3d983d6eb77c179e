import type { FunctionComponent } from 'react';
import { IncreaseCreditView } from './IncreaseCreditView';
import type { CreditIncreaseLoaders } from '../../machines/app/creditIncrease/creditIncreaseTypes';
import { useIncreaseCreditViewModel } from './useIncreaseCreditViewModel';

/** Route `increase-credit` (/account-overview/increase-credit). The route table binds `creditIncreaseLoaders` from src/api. */
export function connectIncreaseCreditPage(loaders: CreditIncreaseLoaders): FunctionComponent {
  return function IncreaseCreditPage() {
    return <IncreaseCreditView {...useIncreaseCreditViewModel(loaders)} />;
  };
}
