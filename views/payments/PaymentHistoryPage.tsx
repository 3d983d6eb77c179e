import type { FunctionComponent } from 'react';
import type { PaymentLoaders } from '../../machines/app/makePayment/paymentTypes';
import { PaymentHistoryView } from './PaymentHistoryView';
import { usePaymentHistoryViewModel } from './usePaymentHistoryViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

/** Route `payments` (/payments). The route table binds `paymentLoaders` from src/api. */
export function connectPaymentHistoryPage(loaders: PaymentLoaders): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/payments.json).
  return withScreenMessages('payments', function PaymentHistoryPage() {
    return <PaymentHistoryView {...usePaymentHistoryViewModel(loaders)} />;
  });
}
