import type { AnyEventObject } from 'xstate';
import type { CreditIncreaseStatusEvent } from './creditIncreaseStatusMachine';
import type { CreditIncreaseItem, CreditIncreaseOverviewData } from './creditIncreaseTypes';
import type { IncreaseCreditEvent } from './increaseCreditMachine';

/**
 * Example data, events and actor outcomes of the credit-increase machines at their rule boundaries
 * (a USD line of 50,000.00, increments of 100.00): statechart pages and model tests. Pure data.
 */
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

const request = (id: string, status: CreditIncreaseItem['status'], approvedMinor: number | null): CreditIncreaseItem => ({
  id, type: 'permanent', requestedAmount: usd(1_000_000), startDate: null, endDate: null, reason: null, status,
  submittedAt: '2026-03-02T09:00:00Z', expectedDecisionBy: '2026-03-04T09:00:00Z', overdue: false,
  decidedAt: status === 'submitted' ? null : '2026-03-03T09:00:00Z', approvedAmount: approvedMinor === null ? null : usd(approvedMinor),
  declineReason: status === 'declined' ? 'Insufficient history' : null, creditLimitAfter: approvedMinor === null ? null : usd(5_000_000 + approvedMinor),
  endsAt: null, expiredAt: null,
});

const PENDING = request('cir-1', 'submitted', null);
const APPROVED = request('cir-1', 'approved', 1_000_000);
const NO_REQUEST: CreditIncreaseOverviewData = { creditApproved: usd(5_000_000), pending: null, lastDecided: null };
const WITH_PENDING: CreditIncreaseOverviewData = { ...NO_REQUEST, pending: PENDING };

/** Amounts at the increment boundary: 10,000.00 (whole steps of 100.00) and 10,000.50 (not). */
export const increaseCreditSampleEvents = [
  { type: 'creditIncrease.retry' },
  { type: 'creditIncrease.submit', request: { idempotencyKey: 'cir-key-0001', type: 'permanent', amountMinor: 1_000_000, startDate: null, endDate: null, reason: null } },
  { type: 'creditIncrease.submit', request: { idempotencyKey: 'cir-key-0002', type: 'permanent', amountMinor: 1_000_050, startDate: null, endDate: null, reason: null } },
  { type: 'creditIncrease.updated', request: PENDING },
  { type: 'creditIncrease.updated', request: APPROVED },
] as const satisfies readonly IncreaseCreditEvent[];

const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: err });
const INTERNAL = { code: 'INTERNAL', messageId: 'signIn.error.internal' };

export const increaseCreditActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadOverview: [done('loadOverview', NO_REQUEST), done('loadOverview', WITH_PENDING), error('loadOverview', INTERNAL)],
  requestCreditIncrease: [
    done('requestCreditIncrease', PENDING),
    error('requestCreditIncrease', { code: 'RULE_REFUSED', messageId: 'rule.creditIncrease.canSubmitRequest' }),
    error('requestCreditIncrease', INTERNAL),
  ],
  reloadOverview: [done('reloadOverview', WITH_PENDING), error('reloadOverview', INTERNAL)],
};

export const creditIncreaseStatusSampleEvents = [
  { type: 'creditIncrease.show' },
  { type: 'creditIncrease.updated', request: PENDING },
  { type: 'creditIncrease.updated', request: APPROVED },
] as const satisfies readonly CreditIncreaseStatusEvent[];

export const creditIncreaseStatusActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadOverview: [done('loadOverview', NO_REQUEST), error('loadOverview', INTERNAL)],
};
