import type { FunctionComponent } from 'react';
import { AccountOverviewView } from './AccountOverviewView';
import { useAccountOverviewViewModel } from './useAccountOverviewViewModel';
import type { AccountOverviewLoaders } from './useAccountOverviewViewModel';

/**
 * Routes `home` (/) and `account-overview`. The route table binds the loaders src/api supplies:
 * `connectAccountOverviewPage({ ...invoiceLoaders, ...paymentLoaders })`.
 */
export function connectAccountOverviewPage(loaders: AccountOverviewLoaders): FunctionComponent {
  return function AccountOverviewPage() {
    return <AccountOverviewView {...useAccountOverviewViewModel(loaders)} />;
  };
}
