import type { FunctionComponent } from 'react';
import { useParams } from 'react-router';
import type { paymentWatchMachine } from '../../machines/app/makePayment/paymentWatchMachine';
import { PaymentDetailView } from './PaymentDetailView';
import { usePaymentDetailViewModel } from './usePaymentDetailViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

function PaymentDetail({ logic, paymentId }: { logic: typeof paymentWatchMachine; paymentId: string }) {
  return <PaymentDetailView {...usePaymentDetailViewModel(logic, paymentId)} />;
}

/** Route `payment` (/payment/:id). The route table binds the watch machine with its src/api actors. */
export function connectPaymentDetailPage(logic: typeof paymentWatchMachine): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/payments.json).
  return withScreenMessages('payments', function PaymentDetailPage() {
    const { id = '' } = useParams();
    return <PaymentDetail key={id} logic={logic} paymentId={id} />;
  });
}
