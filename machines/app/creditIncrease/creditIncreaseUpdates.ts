import type { Money } from '../../../src/domain/money';
import type { CreditIncreaseItem, CreditIncreaseOverviewData } from './creditIncreaseTypes';

/** A pushed request (creditIncreaseUpdated) folded into what a screen knows (spec 4 "Credit limit request"). */
export function applyCreditIncreaseUpdate(overview: CreditIncreaseOverviewData, update: CreditIncreaseItem): CreditIncreaseOverviewData {
  if (update.status === 'submitted') return { ...overview, pending: update };
  return {
    creditApproved: creditAfterUpdate(overview.creditApproved, update),
    pending: overview.pending?.id === update.id ? null : overview.pending,
    lastDecided: update,
  };
}

/** The line after a pushed change: a decision says it; an ended temporary increase takes its amount off again. */
function creditAfterUpdate(current: Money, update: CreditIncreaseItem): Money {
  if (update.status !== 'expired') return update.creditLimitAfter ?? current;
  const granted = update.approvedAmount;
  return granted && granted.currency === current.currency ? { ...current, amountMinor: current.amountMinor - granted.amountMinor } : current;
}
