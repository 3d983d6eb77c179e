import type { Kysely } from 'kysely';
import type { CreditIncreaseRequest } from '../../../machines/rules/creditIncreaseAmount';
import type { Database } from '../../db/schema';
import { applyDomainEvent } from '../../rulebook/enforce';
import { CREDIT_INCREASE_ENTITY, CREDIT_INCREASE_ENTRY } from './creditIncreaseMachineEntry';
import type { CreditIncreaseRow } from './creditIncreaseRecords';

export interface NewCreditIncrease {
  buyerId: string;
  userId: string;
  role: string;
  request: Omit<CreditIncreaseRequest, 'currency'>;
  /** When underwriting will answer; null: only when asked (tests). */
  decidesAt: Date | null;
  now: Date;
}

const RETRYABLE = new Set(['40P01', '40001']);
const isRetryable = (error: unknown) => typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));

/**
 * Stores a submitted request through the creditIncrease machine (draft -> submitted), in one
 * transaction with its audit entry. "Only one pending request" is the machine's rule, fed the fact
 * `hasPendingRequest`; the fact is read under a lock of the buyer row, so two concurrent requests
 * of one buyer are decided one after the other and the second sees the first (RULE_REFUSED,
 * subRule anotherRequestPending). The currency is the buyer's: the credit line is in it.
 */
export async function requestCreditIncrease(db: Kysely<Database>, input: NewCreditIncrease): Promise<CreditIncreaseRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const buyer = await trx.selectFrom('buyers').select(['id', 'currency']).where('id', '=', input.buyerId).forUpdate().executeTakeFirstOrThrow();
        const pending = await trx.selectFrom('credit_increase_requests').select('id').where('buyer_id', '=', buyer.id).where('status', '=', 'submitted').executeTakeFirst();
        const id = crypto.randomUUID();
        const request: CreditIncreaseRequest = { ...input.request, currency: buyer.currency };
        let row: CreditIncreaseRow | undefined;
        await applyDomainEvent(trx, {
          entry: CREDIT_INCREASE_ENTRY,
          entity: { type: CREDIT_INCREASE_ENTITY, id, buyerId: buyer.id },
          stored: { value: 'draft', context: { request: null, submittedAt: null, decidedAt: null, approvedAmountMinor: null, declineReason: null } },
          event: { type: 'creditIncrease.submit', request, hasPendingRequest: pending !== undefined, now: input.now.toISOString() },
          now: input.now,
          actor: { userId: input.userId, role: input.role },
          persist: async ({ context }) => {
            const stored = context.request ?? request;
            row = await trx
              .insertInto('credit_increase_requests')
              .values({
                id,
                buyer_id: buyer.id,
                requested_by_user_id: input.userId,
                type: stored.type,
                amount_minor: stored.amountMinor,
                currency: stored.currency,
                start_date: stored.startDate ?? null,
                end_date: stored.endDate ?? null,
                reason: stored.reason ?? null,
                status: 'submitted',
                submitted_at: input.now,
                underwriting_decides_at: input.decidesAt,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
          },
        });
        if (!row) throw new Error('requestCreditIncrease: the request was not stored');
        return row;
      });
    } catch (error) {
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}
