import { useCallback, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { MakePaymentMachine, MakePaymentSnapshot } from '../../machines/app/makePayment/makePaymentMachine';
import type {
  Allocation, ApprovalChallenge, InvoiceLoaders, InvoiceSummary, MadePayment, PaymentFailure, PaymentMethod, PaymentMethodOption, PaymentPreview,
} from '../../machines/app/makePayment/paymentTypes';
import { makePaymentStepCount } from '../../machines/app/makePayment/makePaymentSteps';
import { pathFor } from '../../src/app/routes';

/** Wizard steps as the screen shows them (the machine's top-level states, grouped). */
export type MakePaymentStep = 'loading' | 'select' | 'amounts' | 'method' | 'review' | 'approve' | 'success' | 'unsuccessful';

export type UnsuccessfulReason = 'bankAccountBlocked' | 'refused' | 'interrupted';

export interface MakePaymentViewModel {
  step: MakePaymentStep;
  /** 1-based position of the step among select, amounts, method, review and approve (null outside them). */
  stepNumber: number | null;
  /** How many numbered steps this payment has (approve only where the program asks for a code): the same from the first step on. */
  totalSteps: number;
  /** The code sent to approve this payment, on the approve step. */
  challenge: ApprovalChallenge | null;
  approvalState: 'sending' | 'entering' | 'failed' | null;
  invoices: readonly InvoiceSummary[];
  allocations: readonly Allocation[];
  methods: readonly PaymentMethodOption[];
  method: PaymentMethod | null;
  preview: PaymentPreview | null;
  result: MadePayment | null;
  failure: PaymentFailure | null;
  /** Sub-state of the current step, for loading and failure messages. */
  methodsState: 'loading' | 'ready' | 'failed' | null;
  previewState: 'loading' | 'ready' | 'refused' | 'failed' | null;
  unsuccessfulReason: UnsuccessfulReason | null;
  /** Flags from the machine (`snapshot.can`), never recomputed here. */
  can: { next: boolean; back: boolean; pay: boolean; retry: boolean; edit: boolean; resend: boolean; enterCode: boolean };
  isPaying: boolean;
  canChooseMethod: (method: PaymentMethod) => boolean;
  /** The invoice list for the select step (payable invoices only). */
  loadInvoicePage: InvoiceLoaders['loadInvoicePage'];
  paymentPath: string | null;
  selectInvoices: (invoices: readonly InvoiceSummary[]) => void;
  next: () => void;
  back: () => void;
  submitAmounts: (allocations: readonly Allocation[]) => void;
  chooseMethod: (method: PaymentMethod) => void;
  pay: () => void;
  /** The security code typed on the approve step (the machine checks its form). */
  enterCode: (code: string) => void;
  resendCode: () => void;
  retry: () => void;
  edit: () => void;
}

export interface MakePaymentDeps {
  /** The Make Payment machine with its actors provided (src/api/paymentActors.ts). */
  logic: MakePaymentMachine;
  loadInvoicePage: InvoiceLoaders['loadInvoicePage'];
}

const STEP_NUMBERS: Partial<Record<MakePaymentStep, number>> = { select: 1, amounts: 2, method: 3, review: 4, approve: 5 };

function stepOf(s: MakePaymentSnapshot): MakePaymentStep {
  if (s.matches('loadingSelection')) return 'loading';
  if (s.matches('selecting')) return 'select';
  if (s.matches('amounts')) return 'amounts';
  if (s.matches('choosingMethod')) return 'method';
  if (s.matches('approving') || (s.matches('paying') && s.context.approvalCode !== null)) return 'approve';
  if (s.matches('review') || s.matches('paying')) return 'review';
  if (s.matches('success')) return 'success';
  return 'unsuccessful';
}

const childOf = (s: MakePaymentSnapshot, parent: string): string | null => {
  const value = s.value as Record<string, unknown> | string;
  return typeof value === 'object' && typeof value[parent] === 'string' ? (value[parent] as string) : null;
};

/** A fresh idempotency key for a Pay press; the machine keeps the first one of an attempt. */
const newIdempotencyKey = (): string => crypto.randomUUID();

/** Make Payment: the wizard machine's state as the screen needs it, and intention-named actions. */
export function useMakePaymentViewModel({ logic, loadInvoicePage }: MakePaymentDeps, preselectedIds: readonly string[]): MakePaymentViewModel {
  const actor = useActorRef(logic, { input: { buyerId: null, preselectedIds } });
  const step = useSelector(actor, stepOf);
  const context = useSelector(actor, (s) => s.context);
  const isPaying = useSelector(actor, (s) => s.matches('paying'));
  const methodsState = useSelector(actor, (s) => childOf(s, 'choosingMethod') as MakePaymentViewModel['methodsState']);
  // The machine's state is named `loadingPreview`; the screen's name for it is `loading` (it showed the preview's failure while it loaded).
  const previewState = useSelector(actor, (s) => (s.matches({ review: 'loadingPreview' }) ? 'loading' : (childOf(s, 'review') as MakePaymentViewModel['previewState'])));
  const unsuccessfulReason = useSelector(actor, (s) => childOf(s, 'unsuccessful') as UnsuccessfulReason | null);
  const approvalState = useSelector(actor, (s) => childOf(s, 'approving') as MakePaymentViewModel['approvalState']);
  const canResend = useSelector(actor, (s) => s.can({ type: 'payment.resendCode' }));
  const canEnterCode = useSelector(actor, (s) => s.can({ type: 'payment.codeEntered', code: 'probe' }));
  const canNext = useSelector(actor, (s) => s.can({ type: 'payment.next' }));
  const canBack = useSelector(actor, (s) => s.can({ type: 'payment.back' }));
  const canPay = useSelector(actor, (s) => s.can({ type: 'payment.pay', idempotencyKey: 'probe' }));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'payment.retry' }));
  const canEdit = useSelector(actor, (s) => s.can({ type: 'payment.edit' }));
  // A selector that returns a function would change every time: read the snapshot when asked.
  const canChooseMethod = useCallback((method: PaymentMethod) => actor.getSnapshot().can({ type: 'payment.methodChosen', method }), [actor]);

  const actions = useMemo(
    () => ({
      selectInvoices: (invoices: readonly InvoiceSummary[]) => actor.send({ type: 'payment.invoicesSelected', invoices }),
      next: () => actor.send({ type: 'payment.next' }),
      back: () => actor.send({ type: 'payment.back' }),
      submitAmounts: (allocations: readonly Allocation[]) => actor.send({ type: 'payment.amountsEntered', allocations }),
      chooseMethod: (method: PaymentMethod) => actor.send({ type: 'payment.methodChosen', method }),
      pay: () => actor.send({ type: 'payment.pay', idempotencyKey: newIdempotencyKey() }),
      enterCode: (code: string) => actor.send({ type: 'payment.codeEntered', code }),
      resendCode: () => actor.send({ type: 'payment.resendCode' }),
      retry: () => actor.send({ type: 'payment.retry' }),
      edit: () => actor.send({ type: 'payment.edit' }),
    }),
    [actor],
  );

  return {
    step,
    stepNumber: STEP_NUMBERS[step] ?? null,
    totalSteps: makePaymentStepCount(context),
    challenge: context.challenge,
    approvalState: step === 'approve' ? approvalState : null,
    invoices: context.invoices,
    allocations: context.allocations,
    methods: context.methods,
    method: context.method,
    preview: context.preview,
    result: context.result,
    failure: context.failure,
    methodsState: step === 'method' ? methodsState : null,
    previewState: step === 'review' ? previewState : null,
    unsuccessfulReason: step === 'unsuccessful' ? unsuccessfulReason : null,
    can: { next: canNext, back: canBack, pay: canPay, retry: canRetry, edit: canEdit, resend: canResend, enterCode: canEnterCode },
    isPaying,
    canChooseMethod,
    loadInvoicePage,
    paymentPath: context.result ? pathFor('payment', { id: context.result.payment.id }) : null,
    ...actions,
  };
}
