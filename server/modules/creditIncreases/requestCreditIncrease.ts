import { catalogEntry } from '../../../machines/catalog';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CreditIncreaseRequest } from '../../../machines/rules/creditIncreaseAmount';
import type { Database } from '../../db/schema';
import { idempotentRequest, type IdempotentResult } from '../../db/idempotentRequest';
import { applyDomainEvent } from '../../rulebook/enforce';
import { CREDIT_INCREASE_ENTITY } from './creditIncreaseMachineEntry';
import type { CreditIncreaseRow } from './creditIncreaseRecords';

export interface NewCreditIncrease {
  buyerId: string;
  userId: string;
  role: string;
  request: Omit<CreditIncreaseRequest, 'currency'>;
  /** One per submission: a retry with the same key and request answers with the first result. */
  idempotencyKey: string;
  /** When underwriting will answer; null: only when asked (tests). */
  decidesAt: Date | null;
  now: Date;
}

/** `replayed`: an earlier call with the same key stored it: nothing new to publish, e-mail or underwrite. */
export type RequestedCreditIncrease = IdempotentResult<CreditIncreaseRow>;

/** What makes two calls "the same request": the buyer and the request's fields as stored. */
export function creditIncreaseFingerprint(buyerId: string, request: Omit<CreditIncreaseRequest, 'currency'>): string {
  const { type, amountMinor, startDate = null, endDate = null, reason = null } = request;
  return createHash('sha256').update(JSON.stringify({ v: 1, buyerId: buyerId.toLowerCase(), type, amountMinor, startDate, endDate, reason })).digest('hex');
}

function findByKey(db: Kysely<Database>, buyerId: string, key: string): Promise<CreditIncreaseRow | undefined> {
  return db.selectFrom('credit_increase_requests').selectAll().where('buyer_id', '=', buyerId).where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * Stores a submitted request through the creditIncrease machine (draft -> submitted), in one
 * transaction with its audit entry. "Only one pending request" is the machine's rule, fed the fact
 * `hasPendingRequest`; the fact is read under a lock of the buyer row, so two concurrent requests
 * of one buyer are decided one after the other and the second sees the first (RULE_REFUSED,
 * subRule anotherRequestPending). The currency is the buyer's: the credit line is in it.
 *
 * Idempotency (server/db/idempotentRequest.ts): a key already used by this buyer answers with that
 * request when the fingerprint matches (a retry after a lost response) and IDEMPOTENCY_KEY_REUSED
 * otherwise, also when a concurrent twin trips the unique (buyer_id, idempotency_key) index.
 */
export async function requestCreditIncrease(db: Kysely<Database>, input: NewCreditIncrease): Promise<RequestedCreditIncrease> {
  const fingerprint = creditIncreaseFingerprint(input.buyerId, input.request);
  return idempotentRequest(db, {
    fingerprint,
    findByKey: (from) => findByKey(from, input.buyerId, input.idempotencyKey),
    lock: (trx) => trx.selectFrom('buyers').select(['id', 'currency']).where('id', '=', input.buyerId).forUpdate().executeTakeFirstOrThrow(),
    store: async (trx, buyer) => {
      const pending = await trx.selectFrom('credit_increase_requests').select('id').where('buyer_id', '=', buyer.id).where('status', '=', 'submitted').executeTakeFirst();
      const id = crypto.randomUUID();
      const request: CreditIncreaseRequest = { ...input.request, currency: buyer.currency };
      let row: CreditIncreaseRow | undefined;
      await applyDomainEvent(trx, {
        entry: catalogEntry('creditIncrease'),
        entity: { type: CREDIT_INCREASE_ENTITY, id, buyerId: buyer.id },
        stored: { value: 'draft', context: { request: null, submittedAt: null, decidedAt: null, approvedAmountMinor: null, declineReason: null, expiredAt: null } },
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
              idempotency_key: input.idempotencyKey,
              request_fingerprint: fingerprint,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        },
      });
      if (!row) throw new Error('requestCreditIncrease: the request was not stored');
      return row;
    },
  });
}
