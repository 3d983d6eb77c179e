import type { FunctionComponent } from 'react';
import { AccountOverviewView } from './AccountOverviewView';
import { useAccountOverviewViewModel } from './useAccountOverviewViewModel';
import type { AccountOverviewLoaders } from './useAccountOverviewViewModel';
import type { InvoiceActionActors } from '../../machines/app/invoices/invoiceTypes';

/**
 * Routes `home` (/) and `account-overview`. The route table binds the loaders src/api supplies:
 * `connectAccountOverviewPage({ ...invoiceLoaders, ...paymentLoaders }, invoiceActionActors)`; with the
 * invoice action actors the Invoices tab has Transaction History's row actions and live document links.
 */
export function connectAccountOverviewPage(loaders: AccountOverviewLoaders, actions?: InvoiceActionActors): FunctionComponent {
  return function AccountOverviewPage() {
    return <AccountOverviewView {...useAccountOverviewViewModel(loaders, actions)} />;
  };
}
