import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { disputeMachine, disputeRules, disputeStatus, initialFor } from '../../../machines/domain/dispute';
import { DISPUTE_COMMENT_MAX, DISPUTE_REASON_VALUES } from '../../../machines/rules/disputeEligibility';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { applyDomainEvent } from '../../rulebook/enforce';
import { publishInvoiceDocumentUpdated } from '../invoiceDocuments/documentEvents';
import { requestDocumentRegeneration } from '../invoiceDocuments/documentState';
import { documentWorkerFor } from '../invoiceDocuments/regenerationWorker';
import type { BuyerAccount } from '../invoices/chargeScope';
import { idSchema, parseInput } from '../invoices/paging';

/**
 * raiseDispute (spec 5 "Dispute"): the dispute machine decides `dispute.raise` from `draft` with the
 * facts the server holds (the invoice, locked; the program's time limit; the server's clock), so a
 * refusal is RULE_REFUSED `rule.dispute.isDisputeEligible` with the failed checks in `subRules`
 * (disputeIneligibility). Accepted: the dispute row and, as the machine's effect
 * `regenerateInvoiceDocument`, the invoice document's `document.regenerate`, both audited, in one
 * transaction. Idempotent per buyer and key like makePayment.
 */
export const DISPUTE_MACHINE_ENTRY = { id: 'dispute', machine: disputeMachine, rules: disputeRules };

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
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

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

  const { services, viewer } = context;
  const now = services.now();
  const actor = { userId: viewer.user.id, role: viewer.user.roles[0] ?? null };
  const disputeId = randomUUID();
  const comment = request.comment?.trim() ? request.comment.trim() : null;
  try {
    await services.db.transaction().execute(async (trx) => {
      const invoice = await trx.selectFrom('invoices').selectAll().where('id', '=', request.invoiceId).forUpdate().executeTakeFirst();
      // Another account's invoice is answered like a missing one.
      if (!invoice || invoice.buyer_id !== buyer.id) throw portalError('NOT_FOUND');
      const program = await trx.selectFrom('programs').select('dispute_time_limit_days').where('id', '=', buyer.programId).executeTakeFirstOrThrow();
      const applied = await applyDomainEvent(trx, {
        entry: DISPUTE_MACHINE_ENTRY,
        entity: { type: 'dispute', id: disputeId, buyerId: buyer.id },
        stored: { value: initialFor({ status: 'draft' }).value, context: initialFor({ status: 'draft' }).context },
        event: {
          type: 'dispute.raise',
          invoices: [{ id: invoice.id, status: invoice.status, invoiceType: invoice.invoice_type, feeType: invoice.fee_type, consolidated: invoice.consolidated, billDate: invoice.bill_date }],
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
    if (isUniqueViolation(error)) {
      const raced = await replayOf(context, buyer, request);
      if (raced) return raced;
    }
    throw error;
  }
  documentWorkerFor(services).schedule(request.invoiceId);
  publishInvoiceDocumentUpdated(services, buyer.id, request.invoiceId, 'regenerating');
  return { disputeId, invoiceId: request.invoiceId, replayed: false };
}
