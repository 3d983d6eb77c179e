import type { FunctionComponent } from 'react';
import { useParams } from 'react-router';
import type { ModifyPaymentMachine } from '../../machines/app/makePayment/modifyPaymentMachine';
import { ModifyPaymentView } from './ModifyPaymentView';
import { useModifyPaymentViewModel } from './useModifyPaymentViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

function ModifyPayment({ logic, paymentId }: { logic: ModifyPaymentMachine; paymentId: string }) {
  return <ModifyPaymentView {...useModifyPaymentViewModel(logic, paymentId)} />;
}

/** Route `modify-payment` (/account-overview/payments/payment-modification/:id). The route table binds the machine with its src/api actors. */
export function connectModifyPaymentPage(logic: ModifyPaymentMachine): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/payments.json).
  return withScreenMessages('payments', function ModifyPaymentPage() {
    const { id = '' } = useParams();
    return <ModifyPayment key={id} logic={logic} paymentId={id} />;
  });
}
