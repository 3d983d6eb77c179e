import { catalogEntry } from '../../../machines/catalog';
import { disputeStatus, initialFor, type DisputeEvent, type DisputeStatus } from '../../../machines/domain/dispute';
import { isDisputeReason } from '../../../machines/rules/disputeEligibility';
import type { AppServices } from '../../http/services';
import { ServicerReportRejected, type ServicerEvent } from '../../integrations/servicer/servicerGateway';
import { applyDomainEvent } from '../../rulebook/enforce';
import { publishInvoiceDocumentUpdated } from '../invoiceDocuments/documentEvents';
import { requestDocumentRegeneration } from '../invoiceDocuments/documentState';
import { documentWorkerFor } from '../invoiceDocuments/regenerationWorker';

/**
 * The servicer's reports about a dispute (server/integrations/servicer), through the dispute
 * machine: `dispute.review` (open -> underReview), `dispute.resolve` and `dispute.reject`
 * (underReview -> resolved / rejected, with support's note). One transaction: the invoice then the
 * dispute row (FOR UPDATE, the order raiseDispute locks in); the machine decides from the stored
 * status (a refusal is RULE_REFUSED notAllowedInState, nothing written); the dispute's status,
 * `closed_at` and `outcome_note` are written in `persist`; a resolution's effect
 * `regenerateInvoiceDocument` is the invoice document's `document.regenerate`, in the same
 * transaction, then scheduled and published after the commit (there is no dispute subscription).
 */
export type ServicerDisputeEvent = Extract<ServicerEvent, { kind: `dispute.${string}` }>;

const SYSTEM = { userId: null, role: null };
const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

export async function applyServicerDisputeEvent(services: AppServices, report: ServicerDisputeEvent): Promise<{ disputeId: string; status: DisputeStatus }> {
  const now = services.now();
  const done = await services.db.transaction().execute(async (trx) => {
    const known = await trx.selectFrom('disputes').select(['invoice_id']).where('id', '=', report.disputeId).executeTakeFirst();
    if (!known) throw new ServicerReportRejected('NOT_FOUND', `dispute ${report.disputeId} not found`);
    const invoice = await trx.selectFrom('invoices').selectAll().where('id', '=', known.invoice_id).forUpdate().executeTakeFirstOrThrow();
    const dispute = await trx.selectFrom('disputes').selectAll().where('id', '=', report.disputeId).forUpdate().executeTakeFirstOrThrow();
    const stored = initialFor({
      status: dispute.status as DisputeStatus,
      invoiceId: dispute.invoice_id,
      reason: isDisputeReason(dispute.reason) ? dispute.reason : null,
      comment: dispute.comment,
      raisedAt: iso(dispute.raised_at),
      closedAt: iso(dispute.closed_at),
      outcomeNote: dispute.outcome_note,
    });
    const event: DisputeEvent =
      report.kind === 'dispute.review' ? { type: 'dispute.review', now: now.toISOString() } : { type: report.kind, now: now.toISOString(), ...(report.note ? { note: report.note } : {}) };
    const applied = await applyDomainEvent(trx, {
      entry: catalogEntry('dispute'),
      entity: { type: 'dispute', id: dispute.id, buyerId: dispute.buyer_id },
      stored: { value: stored.value, context: stored.context },
      event,
      now,
      actor: SYSTEM,
      persist: async ({ snapshot, context }) => {
        await trx
          .updateTable('disputes')
          .set({ status: disputeStatus(snapshot), closed_at: context.closedAt, outcome_note: context.outcomeNote })
          .where('id', '=', dispute.id)
          .execute();
      },
    });
    const regenerate = applied.context.pendingEffects.includes('regenerateInvoiceDocument');
    if (regenerate) await requestDocumentRegeneration(trx, invoice, now, SYSTEM);
    return { buyerId: dispute.buyer_id, invoiceId: invoice.id, status: disputeStatus(applied.snapshot), regenerate };
  });
  if (done.regenerate) {
    documentWorkerFor(services).schedule(done.invoiceId);
    publishInvoiceDocumentUpdated(services, done.buyerId, done.invoiceId, 'regenerating');
  }
  return { disputeId: report.disputeId, status: done.status };
}
