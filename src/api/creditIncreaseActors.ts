import { fromCallback, fromPromise } from 'xstate';
import type { EventObject } from 'xstate';
import { creditIncreaseStatusMachine } from '../../machines/app/creditIncrease/creditIncreaseStatusMachine';
import type { CreditIncreaseItem, CreditIncreaseLoaders, CreditIncreaseUpdatedEvent } from '../../machines/app/creditIncrease/creditIncreaseTypes';
import { CreditIncreaseOverviewDocument, CreditIncreaseUpdatedDocument, RequestCreditIncreaseDocument } from './generated/graphql';
import type { CreditIncreaseFieldsFragment, CreditIncreaseUpdatedSubscription } from './generated/graphql';
import { mutate, query } from './graphqlClient';
import { getWsClient } from './wsClient';

/**
 * Browser implementation of the credit-increase actors (machines/app/creditIncrease: the Increase
 * Credit page and the overview's Current Status line).
 */
const money = (m: { amountMinor: number; currency: string }) => ({ amountMinor: m.amountMinor, currency: m.currency });

function toItem(r: CreditIncreaseFieldsFragment): CreditIncreaseItem {
  return {
    id: r.id,
    type: r.type,
    requestedAmount: money(r.requestedAmount),
    startDate: r.startDate,
    endDate: r.endDate,
    reason: r.reason,
    status: r.status,
    submittedAt: r.submittedAt,
    expectedDecisionBy: r.expectedDecisionBy,
    overdue: r.overdue,
    decidedAt: r.decidedAt,
    approvedAmount: r.approvedAmount ? money(r.approvedAmount) : null,
    declineReason: r.declineReason,
    creditLimitAfter: r.creditLimitAfter ? money(r.creditLimitAfter) : null,
    endsAt: r.endsAt ?? null,
    expiredAt: r.expiredAt ?? null,
  };
}

const loadCreditIncreaseOverview: CreditIncreaseLoaders['loadCreditIncreaseOverview'] = fromPromise(async ({ input }) => {
  const { creditIncreaseOverview: o } = await query(CreditIncreaseOverviewDocument, { buyerId: input.buyerId }, { fetchPolicy: 'network-only' });
  return { creditApproved: money(o.creditApproved), pending: o.pending ? toItem(o.pending) : null, lastDecided: o.lastDecided ? toItem(o.lastDecided) : null };
});

const requestCreditIncrease: CreditIncreaseLoaders['requestCreditIncrease'] = fromPromise(async ({ input }) => {
  // One key per submission: the view model sets it; a caller without one gets a fresh key.
  const { requestCreditIncrease } = await mutate(RequestCreditIncreaseDocument, { input: { ...input, idempotencyKey: input.idempotencyKey ?? crypto.randomUUID() } });
  return toItem(requestCreditIncrease);
});

/** creditIncreaseUpdated over graphql-ws, sent to the invoking machine as `creditIncrease.updated` until stopped. */
const watchCreditIncreases: CreditIncreaseLoaders['watchCreditIncreases'] = fromCallback<EventObject, { buyerId: string | null }>(({ sendBack }) =>
  getWsClient().subscribe<CreditIncreaseUpdatedSubscription>(
    { query: CreditIncreaseUpdatedDocument.toString(), variables: { buyerId: null } },
    {
      next: ({ data }) => {
        if (data?.creditIncreaseUpdated) sendBack({ type: 'creditIncrease.updated', request: toItem(data.creditIncreaseUpdated) } satisfies CreditIncreaseUpdatedEvent);
      },
      error: (error) => console.warn('[credit increase] live updates stopped', error),
      complete: () => {},
    },
  ),
);

export const creditIncreaseActors = { loadCreditIncreaseOverview, requestCreditIncrease, watchCreditIncreases };

/**
 * The overview's Current Status line: its machine and the actors. The Increase Credit page's machine
 * is added in increaseCreditActors.ts, so the overview does not load it (issue 9 size budgets).
 */
export const creditIncreaseStatusLoaders: Omit<CreditIncreaseLoaders, 'increaseCreditLogic'> = {
  creditIncreaseStatusLogic: creditIncreaseStatusMachine.provide({ actors: { loadCreditIncreaseOverview, watchCreditIncreases } }),
  ...creditIncreaseActors,
};
