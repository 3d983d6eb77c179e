import { print } from 'graphql';
import { fromPromise } from 'xstate';
import type { CreditIncreaseItem } from '../../views/creditIncrease/creditIncreaseModel';
import type { CreditIncreaseLoaders } from '../../views/creditIncrease/creditIncreaseLoaders';
import { CreditIncreaseOverviewDocument, CreditIncreaseUpdatedDocument, RequestCreditIncreaseDocument } from './generated/graphql';
import type { CreditIncreaseFieldsFragment, CreditIncreaseUpdatedSubscription } from './generated/graphql';
import { mutate, query } from './graphqlClient';
import { getWsClient } from './wsClient';

/** Browser implementation of the credit-increase loaders (views/creditIncrease, the overview's Current Status). */
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

export const creditIncreaseLoaders: CreditIncreaseLoaders = {
  loadCreditIncreaseOverview: fromPromise(async ({ input }) => {
    const { creditIncreaseOverview: o } = await query(CreditIncreaseOverviewDocument, { buyerId: input.buyerId }, { fetchPolicy: 'network-only' });
    return { creditApproved: money(o.creditApproved), pending: o.pending ? toItem(o.pending) : null, lastDecided: o.lastDecided ? toItem(o.lastDecided) : null };
  }),
  requestCreditIncrease: fromPromise(async ({ input }) => {
    // One key per submission: the view model sets it; a caller without one gets a fresh key.
    const { requestCreditIncrease } = await mutate(RequestCreditIncreaseDocument, { input: { ...input, idempotencyKey: input.idempotencyKey ?? crypto.randomUUID() } });
    return toItem(requestCreditIncrease);
  }),
  watchCreditIncreases: (onUpdate) =>
    getWsClient().subscribe<CreditIncreaseUpdatedSubscription>(
      { query: print(CreditIncreaseUpdatedDocument), variables: { buyerId: null } },
      {
        next: ({ data }) => data?.creditIncreaseUpdated && onUpdate(toItem(data.creditIncreaseUpdated)),
        error: (error) => console.warn('[credit increase] live updates stopped', error),
        complete: () => {},
      },
    ),
};
