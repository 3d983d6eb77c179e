import { catalogEntry } from '../../../machines/catalog';
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { disputeStatus, initialFor } from '../../../machines/domain/dispute';
import { DISPUTE_COMMENT_MAX, DISPUTE_REASON_VALUES } from '../../../machines/rules/disputeEligibility';
import type { Database } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { applyDomainEvent } from '../../rulebook/enforce';
import { publishInvoiceDocumentUpdated } from '../invoiceDocuments/documentEvents';
import { requestDocumentRegeneration } from '../invoiceDocuments/documentState';
import { documentWorkerFor } from '../invoiceDocuments/regenerationWorker';
import type { BuyerAccount } from '../invoices/chargeScope';
import { idSchema, parseInput } from '../../graphql/parseInput';
import { disputeRoleOf } from './disputeAccess';

/**
 * raiseDispute (spec 5 "Dispute"): the dispute machine decides `dispute.raise` from `draft` with the
 * facts the server holds (the invoice, locked; the program's time limit; the server's clock), so a
 * refusal is RULE_REFUSED `rule.dispute.isDisputeEligible` with the failed checks in `subRules`
 * (disputeIneligibility). Accepted: the dispute row and, as the machine's effect
 * `regenerateInvoiceDocument`, the invoice document's `document.regenerate`, both audited, in one
 * transaction. Idempotent per buyer and key like makePayment.
 *
 * One open dispute per invoice (the rule's `alreadyDisputed`): the invoice's earlier disputes are
 * read after the invoice row is locked, so of two concurrent raises the second sees the first's
 * dispute and is refused by the rule. The partial unique index of migration 0010 is the backstop:
 * should it fire anyway, the request is decided once more, and the rule then names the refusal.
 */

export const raiseDisputeSchema = z.object({
  idempotencyKey: z.string().min(8).max(100),
  invoiceId: idSchema,
  reason: z.enum(DISPUTE_REASON_VALUES as [string, ...string[]]),
  // Bounded here; the rule (500) decides and names the refusal.
  comment: z.string().max(DISPUTE_COMMENT_MAX * 4).nullish(),
});
export type RaiseDisputeRequest = z.infer<typeof raiseDisputeSchema>;

export interface RaisedDispute {
  disputeId: string;
  invoiceId: string;
  replayed: boolean;
}

const UNIQUE_VIOLATION = '23505';
const OPEN_DISPUTE_INDEX = 'disputes_one_open_per_invoice';
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
const violatedConstraint = (error: unknown): string => {
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  return typeof constraint === 'string' ? constraint : typeof message === 'string' ? message : '';
};
const isOpenDisputeConflict = (error: unknown) => isUniqueViolation(error) && violatedConstraint(error).includes(OPEN_DISPUTE_INDEX);

/** The statuses of the invoice's disputes so far: the rule's `disputeStatuses` fact. */
export async function disputeStatusesOf(db: Kysely<Database>, invoiceId: string): Promise<string[]> {
  const rows = await db.selectFrom('disputes').select('status').where('invoice_id', '=', invoiceId).execute();
  return rows.map((row) => row.status);
}

export function disputeFingerprint(request: Pick<RaiseDisputeRequest, 'invoiceId' | 'reason' | 'comment'>): string {
  return createHash('sha256').update(JSON.stringify([request.invoiceId, request.reason, request.comment ?? null])).digest('hex');
}

function idempotencyKeyReused() {
  return portalError('IDEMPOTENCY_KEY_REUSED', { field: 'idempotencyKey' });
}

async function replayOf(context: GraphQLContext, buyer: BuyerAccount, request: RaiseDisputeRequest): Promise<RaisedDispute | null> {
  const existing = await context.services.db
    .selectFrom('disputes')
    .select(['id', 'invoice_id', 'request_fingerprint'])
    .where('buyer_id', '=', buyer.id)
    .where('idempotency_key', '=', request.idempotencyKey)
    .executeTakeFirst();
  if (!existing) return null;
  if (existing.request_fingerprint !== disputeFingerprint(request)) throw idempotencyKeyReused();
  return { disputeId: existing.id, invoiceId: existing.invoice_id, replayed: true };
}

export async function raiseDispute(context: GraphQLContext, buyer: BuyerAccount, input: unknown): Promise<RaisedDispute> {
  const request = parseInput(raiseDisputeSchema, input, 'input');
  const replay = await replayOf(context, buyer, request);
  if (replay) return replay;
  try {
    return await decideAndStore(context, buyer, request);
  } catch (error) {
    // The index saw an open dispute the locked read did not (see above): decide once more, so the
    // rule (not a database error) names the refusal.
    if (isOpenDisputeConflict(error)) return decideAndStore(context, buyer, request);
    throw error;
  }
}

async function decideAndStore(context: GraphQLContext, buyer: BuyerAccount, request: RaiseDisputeRequest): Promise<RaisedDispute> {
  const { services, viewer } = context;
  const now = services.now();
  const actor = { userId: viewer.user.id, role: disputeRoleOf(viewer.user.roles, viewer.user.user_type) };
  const disputeId = randomUUID();
  const comment = request.comment?.trim() ? request.comment.trim() : null;
  try {
    await services.db.transaction().execute(async (trx) => {
      const invoice = await trx.selectFrom('invoices').selectAll().where('id', '=', request.invoiceId).forUpdate().executeTakeFirst();
      // Another account's invoice is answered like a missing one.
      if (!invoice || invoice.buyer_id !== buyer.id) throw portalError('NOT_FOUND');
      // Read under the invoice's lock: a dispute raised concurrently has committed by now.
      const disputeStatuses = await disputeStatusesOf(trx, invoice.id);
      const program = await trx.selectFrom('programs').select('dispute_time_limit_days').where('id', '=', buyer.programId).executeTakeFirstOrThrow();
      const applied = await applyDomainEvent(trx, {
        entry: catalogEntry('dispute'),
        entity: { type: 'dispute', id: disputeId, buyerId: buyer.id },
        stored: { value: initialFor({ status: 'draft' }).value, context: initialFor({ status: 'draft' }).context },
        event: {
          type: 'dispute.raise',
          invoices: [{ id: invoice.id, status: invoice.status, invoiceType: invoice.invoice_type, feeType: invoice.fee_type, consolidated: invoice.consolidated, billDate: invoice.bill_date, disputeStatuses }],
          now: now.toISOString(),
          disputeTimeLimitDays: program.dispute_time_limit_days,
          reason: request.reason,
          comment,
        },
        now,
        actor,
        persist: async ({ snapshot, context: facts }) => {
          await trx
            .insertInto('disputes')
            .values({
              id: disputeId,
              buyer_id: buyer.id,
              invoice_id: invoice.id,
              status: disputeStatus(snapshot),
              reason: facts.reason ?? request.reason,
              comment: facts.comment,
              raised_at: now,
              raised_by_user_id: viewer.user.id,
              idempotency_key: request.idempotencyKey,
              request_fingerprint: disputeFingerprint(request),
            })
            .execute();
        },
      });
      if (applied.context.pendingEffects.includes('regenerateInvoiceDocument')) await requestDocumentRegeneration(trx, invoice, now, actor);
    });
  } catch (error) {
    // The same key raced in from a second request: answer with the first dispute.
    if (isUniqueViolation(error) && !isOpenDisputeConflict(error)) {
      const raced = await replayOf(context, buyer, request);
      if (raced) return raced;
    }
    throw error;
  }
  documentWorkerFor(services).schedule(request.invoiceId);
  publishInvoiceDocumentUpdated(services, buyer.id, request.invoiceId, 'regenerating');
  return { disputeId, invoiceId: request.invoiceId, replayed: false };
}
