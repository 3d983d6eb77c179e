import { creditIncreaseMachine, type CreditIncreaseContext } from '../../../machines/domain/creditIncrease';
import { stateValueFor } from '../../../machines/domain/domainKit';
import type { CreditIncreaseRow } from './creditIncreaseRecords';

/** The audit trail's entity type for a request. */
export const CREDIT_INCREASE_ENTITY = 'creditIncrease';

/** A stored request as the machine's state and context. */
export function storedStateOf(row: CreditIncreaseRow): { value: ReturnType<typeof stateValueFor>; context: CreditIncreaseContext } {
  return {
    value: stateValueFor(creditIncreaseMachine, row.status),
    context: {
      request: { type: row.type, amountMinor: row.amount_minor, currency: row.currency, startDate: row.start_date, endDate: row.end_date, reason: row.reason },
      submittedAt: new Date(row.submitted_at).toISOString(),
      decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
      approvedAmountMinor: row.approved_amount_minor,
      declineReason: row.decline_reason,
      expiredAt: row.expired_at ? new Date(row.expired_at).toISOString() : null,
    },
  };
}
