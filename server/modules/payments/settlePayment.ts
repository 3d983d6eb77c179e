import type { Kysely, Transaction } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import type { ChargeEvent } from '../../../machines/domain/charge';
import { paymentMachine, paymentStatus, type PaymentContext, type PaymentEvent } from '../../../machines/domain/payment';
import { stateValueFor } from '../../../machines/domain/domainKit';
import { PAID_PENDING_STATUS } from '../../../machines/rules/paymentAllocation';
import type { Database } from '../../db/schema';
import type { BankOutcome } from '../../integrations/bank/bankGateway';
import { withRetry } from '../../db/withRetry';
import { applyDomainEvent } from '../../rulebook/enforce';
import { applyChargeEvent } from '../invoices/applyChargeEvent';
import { failureReasonKey } from './paymentRecords';

const SYSTEM = { userId: null, role: null };

/**
 * Applies the bank's answer to a pending payment, through the payment machine (spec 4 "Payment
 * status"): `payment.received` (pending -> applied: every cent is allocated) or `payment.failed`
 * with a spec 3 reason (pending -> failed). applyDomainEvent decides and appends the audit entry;
 * the new status and the invoices' balances are written in the same transaction.
 *
 * Locks: the payment's invoices (FOR UPDATE, id order, as makePayment), then the payment row.
 * Each invoice then goes through the charge machine (server/modules/invoices/applyChargeEvent.ts):
 * - received: an invoice in Pending Payment gets `charge.paymentReceived` (Paid unless another
 *   payment of it is still pending);
 * - failed: each invoice owes its amount again (`charge.paymentFailed`); one the payment covered
 *   in full returns to its status before the payment (Past Due once its due date has passed).
 * Answers for payments that are no longer pending are ignored (the bank may answer twice).
 */
export interface SettledPayment {
  paymentId: string;
  buyerId: string;
  status: string;
}

export async function settlePayment(db: Kysely<Database>, paymentId: string, outcome: BankOutcome, now: Date): Promise<SettledPayment | null> {
  return withRetry(() => db.transaction().execute((trx) => settleInTransaction(trx, paymentId, outcome, now)));
}

async function settleInTransaction(trx: Transaction<Database>, paymentId: string, outcome: BankOutcome, now: Date): Promise<SettledPayment | null> {
  const allocations = await trx
    .selectFrom('payment_allocations')
    .select(['invoice_id', 'amount_minor', 'invoice_status_before'])
    .where('payment_id', '=', paymentId)
    .orderBy('invoice_id')
    .execute();
  const invoices =
    allocations.length === 0
      ? []
      : await trx
          .selectFrom('invoices')
          .select(['id', 'status', 'remaining_minor', 'due_date'])
          .where('id', 'in', allocations.map((a) => a.invoice_id))
          .orderBy('id')
          .forUpdate()
          .execute();
  const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
  if (!payment || payment.status !== 'pending') return null;

  const context: PaymentContext = {
    amountMinor: payment.amount_minor,
    unappliedMinor: payment.remaining_minor,
    failureReason: failureReasonKey(payment.failure_reason),
    receivedAt: null,
    modificationRequestedAt: null,
    closedAt: null,
  };
  const event: PaymentEvent =
    outcome.kind === 'received'
      ? { type: 'payment.received', now: now.toISOString(), unappliedMinor: payment.remaining_minor }
      : { type: 'payment.failed', reason: outcome.reason, now: now.toISOString() };
  const today = now.toISOString().slice(0, 10);
  const applied = await applyDomainEvent(trx, {
    entry: catalogEntry('payment'),
    entity: { type: 'payment', id: payment.id, buyerId: payment.buyer_id },
    stored: { value: stateValueFor(paymentMachine, 'pending'), context },
    event,
    now,
    actor: SYSTEM,
    persist: async ({ snapshot }) => {
      await trx
        .updateTable('payments')
        .set({ status: paymentStatus(snapshot), failure_reason: snapshot.context.failureReason, bank_settles_at: null, ...(outcome.kind === 'received' ? { received_date: today } : {}) })
        .where('id', '=', payment.id)
        .execute();
    },
  });

  const byId = new Map(invoices.map((invoice) => [invoice.id, { ...invoice, buyer_id: payment.buyer_id }]));
  for (const allocation of allocations) {
    const invoice = byId.get(allocation.invoice_id);
    if (!invoice) continue;
    if (outcome.kind === 'failed') {
      const charge: ChargeEvent = {
        type: 'charge.paymentFailed',
        remainingMinor: invoice.remaining_minor + allocation.amount_minor,
        statusBefore: allocation.invoice_status_before,
        dueDate: invoice.due_date,
        now: now.toISOString(),
      };
      await applyChargeEvent(trx, invoice, charge, now, SYSTEM);
    } else if (invoice.status === PAID_PENDING_STATUS) {
      await applyChargeEvent(trx, invoice, { type: 'charge.paymentReceived', otherPaymentPending: await hasOtherPendingPayment(trx, invoice.id, payment.id) }, now, SYSTEM);
    }
  }
  return { paymentId: payment.id, buyerId: payment.buyer_id, status: paymentStatus(applied.snapshot) };
}

async function hasOtherPendingPayment(trx: Kysely<Database>, invoiceId: string, paymentId: string): Promise<boolean> {
  const other = await trx
    .selectFrom('payment_allocations as a')
    .innerJoin('payments as p', 'p.id', 'a.payment_id')
    .select('p.id')
    .where('a.invoice_id', '=', invoiceId)
    .where('p.id', '<>', paymentId)
    .where('p.status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return other !== undefined;
}
