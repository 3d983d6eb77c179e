import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router';
import type { ModifyPaymentMachine } from '../../machines/app/makePayment/modifyPaymentMachine';
import type { ModifiableInvoice } from '../../machines/app/makePayment/modifyPaymentTypes';
import type { ModificationProblem } from '../../machines/rules/paymentModification';
import type { Allocation, PaymentFailure, PaymentSummary } from '../../machines/app/makePayment/paymentTypes';
import { pathFor } from '../../src/app/routes';
import { modifyPaymentScreen, type ModifyPaymentNotice, type ModifyPaymentScreen } from './modifyPaymentModel';

export interface ModifyPaymentViewModel extends ModifyPaymentScreen {
  payment: PaymentSummary | null;
  candidates: readonly ModifiableInvoice[];
  allocations: readonly Allocation[];
  problems: readonly ModificationProblem[];
  failure: PaymentFailure | null;
  paymentPath: string;
  paymentsPath: string;
  submitAmounts: (allocations: readonly Allocation[]) => void;
  back: () => void;
  submit: () => void;
  retry: () => void;
  reload: () => void;
}

/** What the payment history shows after the modify-payment route sent the user there (router state). */
export interface PaymentsRouteState {
  paymentNotice?: ModifyPaymentNotice;
}

/** A fresh idempotency key for an Apply press; the machine keeps the first one of an attempt. */
const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * Modify payment: the machine's state as the screen needs it and intention-named actions. A payment
 * that cannot be modified (or is not there) sends the user to the payment history (spec 2:
 * modify-payment redirects to payments), which says why.
 */
export function useModifyPaymentViewModel(logic: ModifyPaymentMachine, paymentId: string): ModifyPaymentViewModel {
  const actor = useActorRef(logic, { input: { paymentId } });
  const screen = useSelector(actor, modifyPaymentScreen, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const context = useSelector(actor, (s) => s.context);
  const navigate = useNavigate();
  const paymentsPath = pathFor('payments');
  useEffect(() => {
    if (screen.redirectNotice) void navigate(paymentsPath, { replace: true, state: { paymentNotice: screen.redirectNotice } satisfies PaymentsRouteState });
  }, [screen.redirectNotice, navigate, paymentsPath]);
  return {
    ...screen,
    payment: context.payment,
    candidates: context.candidates,
    allocations: context.allocations,
    problems: context.problems,
    failure: context.failure,
    paymentPath: pathFor('payment', { id: paymentId }),
    paymentsPath,
    submitAmounts: (allocations) => actor.send({ type: 'modify.amountsEntered', allocations }),
    back: () => actor.send({ type: 'modify.back' }),
    submit: () => actor.send({ type: 'modify.submit', idempotencyKey: newIdempotencyKey() }),
    retry: () => actor.send({ type: 'modify.retry' }),
    reload: () => actor.send({ type: 'modify.reload' }),
  };
}
