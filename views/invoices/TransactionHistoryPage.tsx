import type { FunctionComponent } from 'react';
import type { InvoiceLoaders } from '../../machines/app/makePayment/paymentTypes';
import type { InvoiceActionActors } from '../../machines/app/invoices/invoiceTypes';
import { TransactionHistoryView } from './TransactionHistoryView';
import { useTransactionHistoryViewModel } from './useTransactionHistoryViewModel';

/**
 * Route `transaction-history` (/account-overview/transactions). The route table binds the loaders
 * and the row actions src/api supplies: `connectTransactionHistoryPage(invoiceLoaders, invoiceActionActors)`.
 */
export function connectTransactionHistoryPage(loaders: InvoiceLoaders, actions?: InvoiceActionActors): FunctionComponent {
  return function TransactionHistoryPage() {
    return <TransactionHistoryView {...useTransactionHistoryViewModel(loaders, actions)} />;
  };
}
