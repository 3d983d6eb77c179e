import type { CallbackActorLogic, EventObject, PromiseActorLogic } from 'xstate';
import type { Money } from '../../../src/domain/money';
import type { CreditIncreaseType } from '../../rules/creditIncreaseAmount';
import type { CreditIncreaseStatusMachine } from './creditIncreaseStatusMachine';
import type { IncreaseCreditMachine } from './increaseCreditMachine';

/**
 * The credit-increase screens' data (spec 3 "Credit increase request", 4 "Credit limit request") and
 * the actors src/api/creditIncreaseActors.ts supplies, declared beside the machines that invoke them.
 */
export interface CreditIncreaseItem {
  id: string;
  type: CreditIncreaseType;
  requestedAmount: Money;
  startDate: string | null;
  endDate: string | null;
  reason: string | null;
  status: 'submitted' | 'approved' | 'declined' | 'expired';
  submittedAt: string;
  expectedDecisionBy: string;
  overdue: boolean;
  decidedAt: string | null;
  approvedAmount: Money | null;
  declineReason: string | null;
  creditLimitAfter: Money | null;
  /** Temporary increases: when the increase stops counting (00:00 UTC after the end date). */
  endsAt: string | null;
  expiredAt: string | null;
}

export interface CreditIncreaseOverviewData {
  creditApproved: Money;
  pending: CreditIncreaseItem | null;
  lastDecided: CreditIncreaseItem | null;
}

export interface CreditIncreaseInput {
  /** One per submission (a retry of the same submission sends the same key). */
  idempotencyKey?: string;
  type: CreditIncreaseType;
  amountMinor: number;
  startDate: string | null;
  endDate: string | null;
  reason: string | null;
}

/** Sent by `watchCreditIncreases` for each pushed change of the buyer's requests. */
export type CreditIncreaseUpdatedEvent = { type: 'creditIncrease.updated'; request: CreditIncreaseItem };

/** What the credit-increase screens need; supplied by src/api/increaseCreditActors.ts (the overview: creditIncreaseActors.ts, without increaseCreditLogic). */
export interface CreditIncreaseLoaders {
  /** The Increase Credit page's machine with its actors provided. */
  increaseCreditLogic: IncreaseCreditMachine;
  /** The Current Status line's machine with its actors provided. */
  creditIncreaseStatusLogic: CreditIncreaseStatusMachine;
  loadCreditIncreaseOverview: PromiseActorLogic<CreditIncreaseOverviewData, { buyerId: string | null }>;
  /** Rejects with an ErrorBody (src/domain/errors.ts), e.g. RULE_REFUSED. */
  requestCreditIncrease: PromiseActorLogic<CreditIncreaseItem, CreditIncreaseInput>;
  /** Subscribes to the buyer's request changes (graphql-ws) and sends `creditIncrease.updated` to its parent. */
  watchCreditIncreases: CallbackActorLogic<EventObject, { buyerId: string | null }>;
}
