import type { FunctionComponent } from 'react';
import type { PaymentLoaders } from '../../machines/app/makePayment/paymentTypes';
import { PaymentHistoryView } from './PaymentHistoryView';
import { usePaymentHistoryViewModel } from './usePaymentHistoryViewModel';

/** Route `payments` (/payments). The route table binds `paymentLoaders` from src/api. */
export function connectPaymentHistoryPage(loaders: PaymentLoaders): FunctionComponent {
  return function PaymentHistoryPage() {
    return <PaymentHistoryView {...usePaymentHistoryViewModel(loaders)} />;
  };
}
