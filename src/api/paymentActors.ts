import { fromCallback, fromPromise } from 'xstate';
import { makePaymentMachine } from '../../machines/app/makePayment/makePaymentMachine';
import { modifyPaymentMachine } from '../../machines/app/makePayment/modifyPaymentMachine';
import type { ModificationData, ModifiedPayment } from '../../machines/app/makePayment/modifyPaymentTypes';
import { canModifyPayment } from '../../machines/app/makePayment/paymentModifiability';
import type { Allocation, MakePaymentActors, PaymentMethodOption, PaymentPreview, PaymentSummary } from '../../machines/app/makePayment/paymentTypes';
import type { Money } from '../../src/domain/money';
import { paymentWatchMachine } from '../../machines/app/makePayment/paymentWatchMachine';
import type { PaymentWatchEvent } from '../../machines/app/makePayment/paymentWatchMachine';
import {
  MakePaymentDocument, ModifyPaymentDocument, PaymentApprovalRequiredDocument, RequestPaymentApprovalCodeDocument, PaymentByIdDocument, PaymentMethodsDocument, PaymentModificationCandidatesDocument, PaymentPreviewDocument,
  PaymentUpdatedDocument,
} from './generated/graphql';
import type { PaymentPreviewFieldsFragment, PaymentUpdatedSubscription } from './generated/graphql';
import { mutate, query } from './graphqlClient';
import { loadInvoicesById } from './invoiceActors';
import { toPaymentSummary } from './paymentHistoryActors';
import { getWsClient } from './wsClient';

/**
 * Browser implementations of the payment actors: Make Payment's (machines/app/makePayment/
 * makePaymentMachine.ts), Modify payment's and the payment page's (paymentWatchMachine.ts, live
 * through the `paymentUpdated` subscription). The machines are provided here, so screens receive
 * ready-to-run logic and never see the API client. The payment history loader, which the overview
 * also uses, is in paymentHistoryActors.ts: the overview loads none of these machines (issue 9).
 */

const money = (m: { amountMinor: number; currency: string }): Money => ({ amountMinor: m.amountMinor, currency: m.currency });

function toPreview(p: PaymentPreviewFieldsFragment): PaymentPreview {
  return {
    valid: p.valid,
    approvalRequired: p.approvalRequired,
    problems: p.problems.map(({ code, invoiceId, messageId }) => ({ code, invoiceId, messageId })),
    lines: p.lines.map((line) => ({
      invoiceId: line.invoiceId,
      invoiceNumber: line.invoiceNumber,
      remainingBefore: money(line.remainingBefore),
      amount: money(line.amount),
      remainingAfter: money(line.remainingAfter),
      statusAfter: line.statusAfter,
    })),
    total: money(p.total),
    creditAvailableBefore: money(p.creditAvailableBefore),
    creditAvailableAfter: money(p.creditAvailableAfter),
    balanceDueBefore: money(p.balanceDueBefore),
    balanceDueAfter: money(p.balanceDueAfter),
  };
}

async function loadMethods({ buyerId }: { buyerId: string | null }): Promise<PaymentMethodOption[]> {
  const { paymentMethods } = await query(PaymentMethodsDocument, { buyerId }, { fetchPolicy: 'network-only' });
  return paymentMethods.map(({ method, available, unavailableReasonId, accountLabel }) => ({ method, available, unavailableReasonId, accountLabel }));
}

const allocationsOf = (input: { allocations: readonly Allocation[] }) => input.allocations.map(({ invoiceId, amountMinor }) => ({ invoiceId, amountMinor }));

/** The actor logic, by the names the Make Payment machine invokes. */
export const makePaymentActors: MakePaymentActors = {
  loadInvoices: fromPromise(async ({ input }) => {
    const [invoices, { paymentApprovalRequired }] = await Promise.all([
      loadInvoicesById(input),
      query(PaymentApprovalRequiredDocument, { buyerId: input.buyerId }, { fetchPolicy: 'network-only' }),
    ]);
    return { invoices, approvalRequired: paymentApprovalRequired };
  }),
  loadMethods: fromPromise(({ input }) => loadMethods(input)),
  loadPreview: fromPromise(async ({ input }) => {
    const { paymentPreview } = await query(
      PaymentPreviewDocument,
      { input: { buyerId: input.buyerId, method: input.method, allocations: allocationsOf(input) } },
      { fetchPolicy: 'network-only' },
    );
    return toPreview(paymentPreview);
  }),
  requestApprovalCode: fromPromise(async ({ input }) => {
    const { requestPaymentApprovalCode: sent } = await mutate(RequestPaymentApprovalCodeDocument, {
      input: { buyerId: input.buyerId, method: input.method, allocations: allocationsOf(input) },
    });
    return { challengeId: sent.challengeId, method: sent.method === 'sms' ? 'sms' : 'email', sentTo: sent.sentTo, resendAfterMs: sent.resendAfterMs, expiresAt: sent.expiresAt };
  }),
  submitPayment: fromPromise(async ({ input }) => {
    const { makePayment } = await mutate(MakePaymentDocument, {
      input: {
        idempotencyKey: input.idempotencyKey, buyerId: input.buyerId, method: input.method, allocations: allocationsOf(input),
        approval: input.approval ? { challengeId: input.approval.challengeId, code: input.approval.code } : null,
      },
    });
    return { payment: toPaymentSummary(makePayment.payment), preview: toPreview(makePayment.preview), replayed: makePayment.replayed };
  }),
};

/** Make Payment, ready to run in the browser. */
export const makePaymentLogic = makePaymentMachine.provide({ actors: makePaymentActors });

export async function loadPayment({ id }: { id: string }): Promise<PaymentSummary | null> {
  const { payment } = await query(PaymentByIdDocument, { id }, { fetchPolicy: 'network-only' });
  return payment ? toPaymentSummary(payment) : null;
}

/** How long after subscribing the payment is read once more, for a change made while the socket opened. */
const CATCH_UP_AFTER_MS = 1_000;

/**
 * Subscribes to `paymentUpdated` over graphql-ws and sends `payment.updated` for each push; reads the
 * payment once more when the socket is up, so a change made between the first read and the
 * subscription is not missed. Unsubscribes when the machine stops the actor (the page closes).
 */
export const watchPayment = fromCallback<PaymentWatchEvent, { paymentId: string }>(({ sendBack, input }) => {
  let active = true;
  const push = (payment: PaymentSummary | null) => {
    if (active && payment) sendBack({ type: 'payment.updated', payment });
  };
  const unsubscribe = getWsClient().subscribe<PaymentUpdatedSubscription>(
    { query: PaymentUpdatedDocument.toString(), variables: { buyerId: null } },
    {
      next: ({ data }) => push(data?.paymentUpdated ? toPaymentSummary(data.paymentUpdated) : null),
      error: (error) => console.warn('[payments] live updates stopped', error),
      complete: () => {},
    },
  );
  const catchUp = setTimeout(() => {
    loadPayment({ id: input.paymentId }).then(push, () => {});
  }, CATCH_UP_AFTER_MS);
  return () => {
    active = false;
    clearTimeout(catchUp);
    unsubscribe();
  };
});

/** The payment page's machine, ready to run in the browser. */
export const paymentWatchLogic = paymentWatchMachine.provide({
  actors: { loadPayment: fromPromise(({ input }) => loadPayment(input)), watchPayment },
});

/**
 * The payment and, when the payment machine allows modifying it, the invoices its remainder can go
 * to (no second request for a payment that cannot be modified).
 */
async function loadModification({ paymentId }: { paymentId: string }): Promise<ModificationData> {
  const payment = await loadPayment({ id: paymentId });
  if (!payment || !canModifyPayment(payment)) return { payment, candidates: [] };
  const { paymentModificationCandidates } = await query(PaymentModificationCandidatesDocument, { paymentId }, { fetchPolicy: 'network-only' });
  return {
    payment,
    candidates: paymentModificationCandidates.map((c) => ({
      id: c.id, invoiceNumber: c.invoiceNumber, status: c.status, total: money(c.total), remaining: money(c.remaining), dueDate: c.dueDate,
    })),
  };
}

async function submitModification(input: { paymentId: string; idempotencyKey: string; allocations: readonly Allocation[] }): Promise<ModifiedPayment> {
  const { modifyPayment } = await mutate(ModifyPaymentDocument, {
    input: { idempotencyKey: input.idempotencyKey, paymentId: input.paymentId, allocations: allocationsOf(input) },
  });
  return {
    payment: toPaymentSummary(modifyPayment.payment),
    lines: modifyPayment.lines.map((line) => ({
      invoiceId: line.invoiceId,
      invoiceNumber: line.invoiceNumber,
      amount: money(line.amount),
      remainingBefore: money(line.remainingBefore),
      remainingAfter: money(line.remainingAfter),
      statusAfter: line.statusAfter,
    })),
    total: money(modifyPayment.total),
    replayed: modifyPayment.replayed,
  };
}

/** The Modify payment screen's machine, ready to run in the browser. */
export const modifyPaymentLogic = modifyPaymentMachine.provide({
  actors: {
    loadModification: fromPromise(({ input }) => loadModification(input)),
    submitModification: fromPromise(({ input }) => submitModification(input)),
  },
});
