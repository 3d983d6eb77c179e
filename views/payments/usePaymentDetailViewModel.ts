import { useActorRef, useSelector } from '@xstate/react';
import { canModifyPayment } from '../../machines/app/makePayment/paymentModifiability';
import type { PaymentSummary } from '../../machines/app/makePayment/paymentTypes';
import type { paymentWatchMachine } from '../../machines/app/makePayment/paymentWatchMachine';
import { pathFor } from '../../src/app/routes';
import { usePaymentAccess } from '../common/usePaymentAccess';

export interface PaymentDetailViewModel {
  state: 'loading' | 'watching' | 'notFound' | 'failed';
  payment: PaymentSummary | null;
  retry: () => void;
  paymentsPath: string;
  /** "Modify payment", only where the payment machine allows a modification and the user may pay. */
  modifyPath: string | null;
}

/** One payment, kept current by the payment watch machine (pushed updates, no reload). */
export function usePaymentDetailViewModel(logic: typeof paymentWatchMachine, paymentId: string): PaymentDetailViewModel {
  const actor = useActorRef(logic, { input: { paymentId } });
  const state = useSelector(actor, (s) => s.value as PaymentDetailViewModel['state']);
  const payment = useSelector(actor, (s) => s.context.payment);
  const canPay = usePaymentAccess();
  const modifyPath = canPay && payment && canModifyPayment(payment) ? pathFor('modify-payment', { id: payment.id }) : null;
  return { state, payment, retry: () => actor.send({ type: 'payment.retry' }), paymentsPath: pathFor('payments'), modifyPath };
}
