import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { paymentMachine, paymentStatus, type PaymentContext, type PaymentStatus } from '../../../machines/domain/payment';
import { stateValueFor } from '../../../machines/domain/domainKit';
import type { ModificationSelection } from '../../../machines/rules/paymentModification';
import type { Database } from '../../db/schema';
import { portalError } from '../../graphql/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import { sqlStateOf, withRetry } from '../../db/withRetry';
import { applyDomainEvent } from '../../rulebook/enforce';
import { applyChargeEvent } from '../invoices/applyChargeEvent';
import type { BuyerAccount } from '../invoices/chargeScope';
import { idempotencyKeyReused } from './paymentErrors';
import { modificationFingerprint } from './paymentInput';
import { failureReasonKey } from './paymentRecords';

/**
 * Modify payment (spec 5 "Modifying a payment", spec 4 "Payment status"): applies what a received
 * payment has left unapplied to invoices the buyer picks.
 *
 * 1. A key already used for this account answers with that modification (same request) or
 *    IDEMPOTENCY_KEY_REUSED, before anything is locked.
 * 2. One transaction: lock the invoices (FOR UPDATE, id order: the order makePayment and the bank's
 *    settlement use), then the payment row; look for the key again; ask the payment machine
 *    (`payment.modify` through applyDomainEvent: status, total within the remainder, invoice
 *    statuses, amounts within what each invoice owes, all read from the locked rows). Refused ->
 *    RULE_REFUSED naming the rule, nothing written. Accepted -> each invoice's new balance goes
 *    through the charge machine (`charge.allocated`: one that owes nothing more is Paid, the
 *    money is already received), add the amounts to the
 *    payment's allocations, lower its remaining, store the modification with its key; then
 *    `payment.allocated` moves the machine on (active stays active, or becomes applied at zero).
 *    Every event (payment and charges) is in the audit trail.
 * 3. Deadlocks and serialization failures are retried (twice); anything unexpected is
 *    MODIFY_PAYMENT_FAILED ("contact support", spec 8), its cause logged.
 */
export interface ModifyPaymentCommand {
  buyer: BuyerAccount;
  userId: string;
  role: string | null;
  idempotencyKey: string;
  paymentId: string;
  allocations: readonly { invoiceId: string; amountMinor: number }[];
  now: Date;
}

export interface ModificationLine {
  invoiceId: string;
  invoiceNumber: string;
  amountMinor: number;
  remainingBeforeMinor: number;
  remainingAfterMinor: number;
  statusAfter: string;
}

export interface ModifiedPayment {
  paymentId: string;
  lines: ModificationLine[];
  totalMinor: number;
  currency: string;
  replayed: boolean;
  /** The payment's status after this call made it (null on a replay). */
  status: PaymentStatus | null;
}

interface StoredModification {
  payment_id: string;
  request_fingerprint: string;
  lines: unknown;
  total_minor: number;
}

async function findByKey(db: Kysely<Database>, buyerId: string, key: string): Promise<StoredModification | undefined> {
  return db
    .selectFrom('payment_modifications')
    .select(['payment_id', 'request_fingerprint', 'lines', 'total_minor'])
    .where('buyer_id', '=', buyerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

function replay(stored: StoredModification, fingerprint: string, currency: string): ModifiedPayment {
  if (stored.request_fingerprint !== fingerprint) throw idempotencyKeyReused();
  return { paymentId: stored.payment_id, lines: stored.lines as ModificationLine[], totalMinor: stored.total_minor, currency, replayed: true, status: null };
}

const UNIQUE_VIOLATION = '23505';

export async function modifyPayment(db: Kysely<Database>, command: ModifyPaymentCommand, log: (message: string) => void = console.error): Promise<ModifiedPayment> {
  const { buyer, idempotencyKey } = command;
  const fingerprint = modificationFingerprint(buyer.id, command.paymentId, command.allocations);
  const earlier = await findByKey(db, buyer.id, idempotencyKey);
  if (earlier) return replay(earlier, fingerprint, buyer.currency);
  try {
    return await withRetry(() => db.transaction().execute((trx) => modifyInTransaction(trx, command, fingerprint)));
  } catch (error) {
    if (error instanceof GraphQLError) throw error;
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      const winner = await findByKey(db, buyer.id, idempotencyKey);
      if (winner) return replay(winner, fingerprint, buyer.currency);
    }
    log(`modifyPayment ${command.paymentId}: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    throw portalError('MODIFY_PAYMENT_FAILED');
  }
}

async function modifyInTransaction(trx: Transaction<Database>, command: ModifyPaymentCommand, fingerprint: string): Promise<ModifiedPayment> {
  const { buyer, allocations, now } = command;
  const owned = await trx.selectFrom('payments').select('id').where('id', '=', command.paymentId).where('buyer_id', '=', buyer.id).executeTakeFirst();
  if (!owned) throw portalError('NOT_FOUND');
  const ids = [...new Set(allocations.map((a) => a.invoiceId))].sort();
  const invoices =
    ids.length === 0
      ? []
      : await trx
          .selectFrom('invoices')
          .select(['id', 'invoice_number', 'status', 'currency', 'remaining_minor'])
          .where('id', 'in', ids)
          .where('buyer_id', '=', buyer.id)
          .orderBy('id')
          .forUpdate()
          .execute();
  if (invoices.length !== ids.length) throw portalError('NOT_FOUND');
  const payment = await trx.selectFrom('payments').selectAll().where('id', '=', command.paymentId).forUpdate().executeTakeFirstOrThrow();
  const raced = await findByKey(trx, buyer.id, command.idempotencyKey);
  if (raced) return replay(raced, fingerprint, buyer.currency);
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  if (invoices.some((invoice) => invoice.currency !== payment.currency)) throw portalError('BAD_USER_INPUT', { field: 'allocations' });

  const selections: ModificationSelection[] = allocations.map((a) => {
    const invoice = byId.get(a.invoiceId)!;
    return { invoiceId: a.invoiceId, invoiceStatus: invoice.status, remainingMinor: invoice.remaining_minor, amountMinor: a.amountMinor };
  });
  const context: PaymentContext = {
    amountMinor: payment.amount_minor,
    unappliedMinor: payment.remaining_minor,
    failureReason: failureReasonKey(payment.failure_reason),
    receivedAt: null,
    modificationRequestedAt: null,
    closedAt: null,
  };
  const entity = { type: 'payment', id: payment.id, buyerId: buyer.id };
  const actor = { userId: command.userId, role: command.role };
  const totalMinor = allocations.reduce((sum, a) => sum + a.amountMinor, 0);
  const remainingAfter = payment.remaining_minor - totalMinor;
  const modified = await applyDomainEvent(trx, {
    entry: catalogEntry('payment'),
    entity,
    stored: { value: stateValueFor(paymentMachine, payment.status), context },
    event: { type: 'payment.modify', selections, now: now.toISOString() },
    now,
    actor,
  });
  // Accepted: each invoice's new balance and status through the charge machine (Paid when it owes nothing more).
  const lines: ModificationLine[] = [];
  for (const a of allocations) {
    const invoice = byId.get(a.invoiceId)!;
    const after = invoice.remaining_minor - a.amountMinor;
    const statusAfter = await applyChargeEvent(trx, { ...invoice, buyer_id: buyer.id }, { type: 'charge.allocated', remainingMinor: after }, now, actor);
    lines.push({ invoiceId: invoice.id, invoiceNumber: invoice.invoice_number, amountMinor: a.amountMinor, remainingBeforeMinor: invoice.remaining_minor, remainingAfterMinor: after, statusAfter });
  }
  await recordModification(trx, command, fingerprint, lines, totalMinor, remainingAfter);
  const allocated = await applyDomainEvent(trx, {
    entry: catalogEntry('payment'),
    entity,
    stored: { value: modified.next, context: modified.context },
    event: { type: 'payment.allocated', unappliedMinor: remainingAfter },
    now,
    actor,
    persist: async ({ snapshot }) => {
      await trx.updateTable('payments').set({ status: paymentStatus(snapshot) }).where('id', '=', payment.id).execute();
    },
  });
  const status = paymentStatus(allocated.snapshot);
  return { paymentId: payment.id, lines, totalMinor, currency: payment.currency, replayed: false, status };
}

/** The payment's side of an accepted modification: its allocations, its lower remainder, the modification with its key. */
async function recordModification(
  trx: Transaction<Database>,
  command: ModifyPaymentCommand,
  fingerprint: string,
  lines: readonly ModificationLine[],
  totalMinor: number,
  remainingAfter: number,
): Promise<void> {
  for (const line of lines) {
    await trx
      .insertInto('payment_allocations')
      .values({ payment_id: command.paymentId, invoice_id: line.invoiceId, amount_minor: line.amountMinor, invoice_status_before: null })
      .onConflict((oc) => oc.columns(['payment_id', 'invoice_id']).doUpdateSet((eb) => ({ amount_minor: eb('payment_allocations.amount_minor', '+', eb.ref('excluded.amount_minor')) })))
      .execute();
  }
  const payment = await trx
    .updateTable('payments')
    .set({ remaining_minor: remainingAfter })
    .where('id', '=', command.paymentId)
    .where('remaining_minor', '>=', totalMinor)
    .executeTakeFirst();
  if (payment.numUpdatedRows !== 1n) throw new Error(`payment ${command.paymentId} changed under its lock`);
  await trx
    .insertInto('payment_modifications')
    .values({
      id: randomUUID(),
      payment_id: command.paymentId,
      buyer_id: command.buyer.id,
      user_id: command.userId,
      idempotency_key: command.idempotencyKey,
      request_fingerprint: fingerprint,
      total_minor: totalMinor,
      lines: JSON.stringify(lines),
      created_at: command.now,
    })
    .execute();
}
