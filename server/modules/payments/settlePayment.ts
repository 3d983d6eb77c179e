import type { Kysely, Transaction } from 'kysely';
import { paymentMachine, paymentRules, paymentStatus, type PaymentContext, type PaymentEvent } from '../../../machines/domain/payment';
import { stateValueFor } from '../../../machines/domain/domainKit';
import { PAID_PENDING_STATUS, PAYABLE_INVOICE_STATUSES } from '../../../machines/rules/paymentAllocation';
import type { Database } from '../../db/schema';
import type { BankOutcome } from '../../integrations/bank/bankGateway';
import { applyDomainEvent } from '../../rulebook/enforce';
import { failureReasonKey } from './paymentRecords';

/**
 * Applies the bank's answer to a pending payment, through the payment machine (spec 4 "Payment
 * status"): `payment.received` (pending -> applied: every cent is allocated) or `payment.failed`
 * with a spec 3 reason (pending -> failed). applyDomainEvent decides and appends the audit entry;
 * the new status and the invoices' balances are written in the same transaction.
 *
 * Locks: the payment's invoices (FOR UPDATE, id order, as makePayment), then the payment row.
 * - received: an invoice in Pending Payment that owes nothing and has no other pending payment
 *   becomes Paid.
 * - failed: each invoice owes its amount again; one left in Pending Payment returns to its status
 *   before the payment (Past Due once its due date has passed).
 * Answers for payments that are no longer pending are ignored (the bank may answer twice).
 */
export const PAYMENT_MACHINE_ENTRY = { id: 'payment', machine: paymentMachine, rules: paymentRules };

export interface SettledPayment {
  paymentId: string;
  buyerId: string;
  status: string;
}

/** The status an invoice returns to when a payment that paid it fails (pure). */
export function statusAfterFailedPayment(current: string, before: string | null, dueDate: string, today: string): string {
  if (current !== PAID_PENDING_STATUS) return current;
  const base = before !== null && PAYABLE_INVOICE_STATUSES.includes(before) ? before : 'open';
  return (base === 'open' || base === 'created') && dueDate < today ? 'pastDue' : base;
}

const RETRYABLE = new Set(['40P01', '40001']);
const isRetryable = (error: unknown) => typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));

export async function settlePayment(db: Kysely<Database>, paymentId: string, outcome: BankOutcome, now: Date): Promise<SettledPayment | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => settleInTransaction(trx, paymentId, outcome, now));
    } catch (error) {
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
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
  const applied = await applyDomainEvent(trx, {
    entry: PAYMENT_MACHINE_ENTRY,
    entity: { type: 'payment', id: payment.id, buyerId: payment.buyer_id },
    stored: { value: stateValueFor(paymentMachine, 'pending'), context },
    event,
    now,
    actor: { userId: null, role: null },
  });
  const status = paymentStatus(applied.snapshot);
  const today = now.toISOString().slice(0, 10);
  await trx
    .updateTable('payments')
    .set({ status, failure_reason: applied.snapshot.context.failureReason, bank_settles_at: null, ...(outcome.kind === 'received' ? { received_date: today } : {}) })
    .where('id', '=', payment.id)
    .execute();

  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  for (const allocation of allocations) {
    const invoice = byId.get(allocation.invoice_id);
    if (!invoice) continue;
    if (outcome.kind === 'failed') {
      const remaining = invoice.remaining_minor + allocation.amount_minor;
      const restored = statusAfterFailedPayment(invoice.status, allocation.invoice_status_before, invoice.due_date, today);
      await trx.updateTable('invoices').set({ remaining_minor: remaining, status: restored }).where('id', '=', invoice.id).execute();
    } else if (invoice.status === PAID_PENDING_STATUS && invoice.remaining_minor === 0 && !(await hasOtherPendingPayment(trx, invoice.id, payment.id))) {
      await trx.updateTable('invoices').set({ status: 'paid' }).where('id', '=', invoice.id).execute();
    }
  }
  return { paymentId: payment.id, buyerId: payment.buyer_id, status };
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
