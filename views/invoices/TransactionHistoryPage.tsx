import type { FunctionComponent } from 'react';
import type { InvoiceLoaders } from '../../machines/app/makePayment/paymentTypes';
import { TransactionHistoryView } from './TransactionHistoryView';
import { useTransactionHistoryViewModel } from './useTransactionHistoryViewModel';

/**
 * Route `transaction-history` (/account-overview/transactions). The route table binds the loaders
 * src/api supplies: `connectTransactionHistoryPage(invoiceLoaders)`.
 */
export function connectTransactionHistoryPage(loaders: InvoiceLoaders): FunctionComponent {
  return function TransactionHistoryPage() {
    return <TransactionHistoryView {...useTransactionHistoryViewModel(loaders)} />;
  };
}
