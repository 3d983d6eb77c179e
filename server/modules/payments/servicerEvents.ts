import type { Kysely, Transaction } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { paymentMachine, paymentStatus, type PaymentContext, type PaymentEvent, type PaymentStatus } from '../../../machines/domain/payment';
import { stateValueFor } from '../../../machines/domain/domainKit';
import { modificationProblems, type ModificationSelection } from '../../../machines/rules/paymentModification';
import type { Database } from '../../db/schema';
import { ServicerReportRejected, type ServicerEvent } from '../../integrations/servicer/servicerGateway';
import { withRetry } from '../../db/withRetry';
import { applyDomainEvent } from '../../rulebook/enforce';
import { applyChargeEvent } from '../invoices/applyChargeEvent';
import { failureReasonKey } from './paymentRecords';

/**
 * The servicer's reports about a payment (server/integrations/servicer), through the payment
 * machine: `payment.allocated` (more of the remainder applied to invoices) and the closings
 * `payment.refunded`, `payment.transferred`, `payment.writtenOff`. One transaction each:
 * the invoices (FOR UPDATE, id order) then the payment row, as makePayment, modifyPayment and the
 * bank's settlement lock; the machine decides from the stored status and remainder (a refusal is
 * RULE_REFUSED naming the rule, nothing written); the rows change in `persist`; the audit entry
 * names the system as actor.
 *
 * An allocation is checked like a buyer's modification (machines/rules/paymentModification.ts:
 * within the remainder, each amount within what the invoice owes, no Cancelled, Paid or Pending
 * Payment invoice); one that breaks it is SERVICER_REPORT_INVALID and changes nothing. A closing
 * keeps the remainder as it was (what left the payment) and leaves the invoices alone: money
 * already applied stays applied (not shown in the spec; a correction of an invoice would be its
 * own report).
 */
export type ServicerPaymentEvent = Extract<ServicerEvent, { kind: `payment.${string}` }>;

export interface ServicedPayment {
  paymentId: string;
  buyerId: string;
  status: PaymentStatus;
}

const SYSTEM = { userId: null, role: null };
export async function applyServicerPaymentEvent(db: Kysely<Database>, report: ServicerPaymentEvent, now: Date): Promise<ServicedPayment> {
  return withRetry(() => db.transaction().execute((trx) => applyInTransaction(trx, report, now)));
}

async function applyInTransaction(trx: Transaction<Database>, report: ServicerPaymentEvent, now: Date): Promise<ServicedPayment> {
  const owner = await trx.selectFrom('payments').select('buyer_id').where('id', '=', report.paymentId).executeTakeFirst();
  if (!owner) throw new ServicerReportRejected('NOT_FOUND', `payment ${report.paymentId} not found`);
  const allocations = report.kind === 'payment.allocated' ? report.allocations : [];
  const ids = [...new Set(allocations.map((a) => a.invoiceId))].sort();
  const invoices =
    ids.length === 0
      ? []
      : await trx
          .selectFrom('invoices')
          .select(['id', 'status', 'currency', 'remaining_minor'])
          .where('id', 'in', ids)
          .where('buyer_id', '=', owner.buyer_id)
          .orderBy('id')
          .forUpdate()
          .execute();
  if (invoices.length !== ids.length) throw new ServicerReportRejected('NOT_FOUND', 'an allocated invoice is not one of the payment\'s account');
  const payment = await trx.selectFrom('payments').selectAll().where('id', '=', report.paymentId).forUpdate().executeTakeFirstOrThrow();
  const context: PaymentContext = {
    amountMinor: payment.amount_minor,
    unappliedMinor: payment.remaining_minor,
    failureReason: failureReasonKey(payment.failure_reason),
    receivedAt: null,
    modificationRequestedAt: null,
    closedAt: null,
  };
  const totalMinor = allocations.reduce((sum, a) => sum + a.amountMinor, 0);
  const event: PaymentEvent =
    report.kind === 'payment.allocated' ? { type: 'payment.allocated', unappliedMinor: payment.remaining_minor - totalMinor } : { type: report.kind, now: now.toISOString() };

  const byId = new Map(invoices.map((invoice) => [invoice.id, { ...invoice, buyer_id: payment.buyer_id }]));
  const applied = await applyDomainEvent(trx, {
    entry: catalogEntry('payment'),
    entity: { type: 'payment', id: payment.id, buyerId: payment.buyer_id },
    stored: { value: stateValueFor(paymentMachine, payment.status), context },
    event,
    now,
    actor: SYSTEM,
    persist: async ({ snapshot }) => {
      if (report.kind === 'payment.allocated') {
        const selections: ModificationSelection[] = allocations.map((a) => {
          const invoice = byId.get(a.invoiceId)!;
          return { invoiceId: a.invoiceId, invoiceStatus: invoice.status, remainingMinor: invoice.remaining_minor, amountMinor: a.amountMinor };
        });
        const problems: string[] = modificationProblems({ availableMinor: payment.remaining_minor, selections });
        if (invoices.some((invoice) => invoice.currency !== payment.currency)) problems.push('currencyMismatch');
        if (problems.length > 0) throw new ServicerReportRejected('SERVICER_REPORT_INVALID', `allocation of payment ${payment.id} refused: ${problems.join(', ')}`);
        await recordAllocations(trx, payment.id, allocations);
      }
      await trx
        .updateTable('payments')
        .set({ status: paymentStatus(snapshot), remaining_minor: snapshot.context.unappliedMinor })
        .where('id', '=', payment.id)
        .execute();
    },
  });
  // Each invoice's new balance and status through the charge machine: Paid when it owes nothing more (the money was received).
  for (const allocation of allocations) {
    const invoice = byId.get(allocation.invoiceId)!;
    await applyChargeEvent(trx, invoice, { type: 'charge.allocated', remainingMinor: invoice.remaining_minor - allocation.amountMinor }, now, SYSTEM);
  }
  return { paymentId: payment.id, buyerId: payment.buyer_id, status: paymentStatus(applied.snapshot) };
}

/** Records the servicer's allocations on the payment (summed per invoice). */
async function recordAllocations(trx: Transaction<Database>, paymentId: string, allocations: readonly { invoiceId: string; amountMinor: number }[]): Promise<void> {
  for (const allocation of allocations) {
    await trx
      .insertInto('payment_allocations')
      .values({ payment_id: paymentId, invoice_id: allocation.invoiceId, amount_minor: allocation.amountMinor, invoice_status_before: null })
      .onConflict((oc) => oc.columns(['payment_id', 'invoice_id']).doUpdateSet((eb) => ({ amount_minor: eb('payment_allocations.amount_minor', '+', eb.ref('excluded.amount_minor')) })))
      .execute();
  }
}
