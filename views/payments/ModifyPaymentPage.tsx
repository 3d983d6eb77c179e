import type { FunctionComponent } from 'react';
import { useParams } from 'react-router';
import type { ModifyPaymentMachine } from '../../machines/app/makePayment/modifyPaymentMachine';
import { ModifyPaymentView } from './ModifyPaymentView';
import { useModifyPaymentViewModel } from './useModifyPaymentViewModel';

function ModifyPayment({ logic, paymentId }: { logic: ModifyPaymentMachine; paymentId: string }) {
  return <ModifyPaymentView {...useModifyPaymentViewModel(logic, paymentId)} />;
}

/** Route `modify-payment` (/account-overview/payments/payment-modification/:id). The route table binds the machine with its src/api actors. */
export function connectModifyPaymentPage(logic: ModifyPaymentMachine): FunctionComponent {
  return function ModifyPaymentPage() {
    const { id = '' } = useParams();
    return <ModifyPayment key={id} logic={logic} paymentId={id} />;
  };
}
