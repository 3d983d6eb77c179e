import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import type { AllocationPlan } from '../../../machines/rules/paymentAllocation';
import type { Database } from '../../db/schema';
import type { BankGateway } from '../../integrations/bank/bankGateway';
import { portalError } from '../../graphql/errors';
import { recordDomainCreation } from '../../rulebook/recordCreation';
import { applyChargeEvent } from '../invoices/applyChargeEvent';
import type { BuyerAccount } from '../invoices/chargeScope';
import { planAllocation } from './allocationPlan';
import { idempotencyKeyReused, paymentRefused } from './paymentErrors';
import { paymentFingerprint, type PaymentMethodKey } from './paymentInput';

/**
 * Books a payment (spec 1 "pay invoices"; DESIGN "Payments take an idempotency key; balances change
 * inside one transaction with row locks"):
 *
 * 1. A key already used for this account answers with that payment (same request) or
 *    IDEMPOTENCY_KEY_REUSED (a different one), before anything is locked.
 * 2. Otherwise, in one transaction: lock the invoices (FOR UPDATE, id order), look for the key
 *    again (a concurrent retry may have committed while we waited), plan with the pure rule on the
 *    locked rows, and write the payment (pending), its allocations and the invoices' new balances.
 *    A concurrent request with the same key and other invoices trips the unique key and is
 *    answered as in 1. A direct debit the bank refuses at once (blocked account) is
 *    BANK_ACCOUNT_BLOCKED and books nothing. The booking is recorded in the audit trail
 *    (`payment.made`, into the payment machine's initial `pending`), after each invoice's
 *    `charge.paymentBooked` (the charge machine: paid in full -> Pending Payment).
 * 3. After the commit the caller publishes and hands the payment to the bank.
 *
 * Booking lowers what the invoices owe at once (an invoice paid in full goes to Pending Payment);
 * a failed payment gives it back (settlePayment.ts).
 */
export interface MakePaymentCommand {
  buyer: BuyerAccount;
  userId: string;
  /** The role the user pays in (for the audit trail). */
  role: string | null;
  idempotencyKey: string;
  method: PaymentMethodKey;
  allocations: readonly { invoiceId: string; amountMinor: number }[];
  now: Date;
}

export interface BookedPayment {
  paymentId: string;
  plan: AllocationPlan;
  /** An earlier call with the same key made this payment. */
  replayed: boolean;
  /** Set when this call made it: the caller hands it to the bank and publishes. */
  settlesAt: Date | null;
}

interface StoredByKey {
  id: string;
  request_fingerprint: string | null;
  preview: unknown;
}

async function findByKey(db: Kysely<Database>, buyerId: string, key: string): Promise<StoredByKey | undefined> {
  return db
    .selectFrom('payments')
    .select(['id', 'request_fingerprint', 'preview'])
    .where('buyer_id', '=', buyerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

function replay(stored: StoredByKey, fingerprint: string): BookedPayment {
  if (stored.request_fingerprint !== fingerprint) throw idempotencyKeyReused();
  return { paymentId: stored.id, plan: stored.preview as AllocationPlan, replayed: true, settlesAt: null };
}

/**
 * The answer of an earlier call with this key, when there is one: the first payment (same request)
 * or IDEMPOTENCY_KEY_REUSED (another). makePayment asks this before anything else, approval
 * code included, so a retry of a made payment needs no new code.
 */
export async function earlierPaymentFor(db: Kysely<Database>, command: Pick<MakePaymentCommand, 'buyer' | 'idempotencyKey' | 'method' | 'allocations'>): Promise<BookedPayment | undefined> {
  const earlier = await findByKey(db, command.buyer.id, command.idempotencyKey);
  return earlier ? replay(earlier, paymentFingerprint(command.buyer.id, command.method, command.allocations)) : undefined;
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export async function bookPayment(db: Kysely<Database>, bank: Pick<BankGateway, 'settlesAt' | 'screen'>, command: MakePaymentCommand): Promise<BookedPayment> {
  const { buyer, idempotencyKey, method, allocations, now } = command;
  const fingerprint = paymentFingerprint(buyer.id, method, allocations);
  const earlier = await findByKey(db, buyer.id, idempotencyKey);
  if (earlier) return replay(earlier, fingerprint);
  try {
    return await db.transaction().execute(async (trx) => {
      const plan = await planAllocation(trx, { buyer, method, allocations, lock: true });
      const raced = await findByKey(trx, buyer.id, idempotencyKey);
      if (raced) return replay(raced, fingerprint);
      if (!plan.valid) throw paymentRefused(plan.problems);
      const screening = bank.screen({ buyerId: buyer.id, method, amountMinor: plan.totalMinor, currency: buyer.currency });
      if (screening.kind === 'accountBlocked') throw portalError('BANK_ACCOUNT_BLOCKED');
      return insertPayment(trx, command, plan, fingerprint, bank.settlesAt(now));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findByKey(db, buyer.id, idempotencyKey);
    if (!winner) throw error;
    return replay(winner, fingerprint);
  }
}

async function insertPayment(trx: Transaction<Database>, command: MakePaymentCommand, plan: AllocationPlan, fingerprint: string, settlesAt: Date | null): Promise<BookedPayment> {
  const { buyer, now } = command;
  const payment = await trx
    .insertInto('payments')
    .values({
      id: randomUUID(),
      buyer_id: buyer.id,
      user_id: command.userId,
      type: command.method,
      currency: buyer.currency,
      amount_minor: plan.totalMinor,
      // Every cent is allocated to an invoice: nothing is left unapplied.
      remaining_minor: 0,
      status: 'pending',
      failure_reason: null,
      received_date: now.toISOString().slice(0, 10),
      idempotency_key: command.idempotencyKey,
      request_fingerprint: fingerprint,
      preview: JSON.stringify(plan),
      bank_settles_at: settlesAt,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('payment_allocations')
    .values(plan.lines.map((line) => ({ payment_id: payment.id, invoice_id: line.invoiceId, amount_minor: line.amountMinor, invoice_status_before: line.invoiceStatus })))
    .execute();
  // Each invoice's new balance and status through the charge machine (a payment of everything left
  // makes it Pending Payment); the audit appends that follow hold the chain's lock until the commit.
  for (const line of plan.lines) {
    const invoice = { id: line.invoiceId, buyer_id: buyer.id, status: line.invoiceStatus ?? '', remaining_minor: line.remainingBeforeMinor };
    await applyChargeEvent(trx, invoice, { type: 'charge.paymentBooked', remainingMinor: line.remainingAfterMinor }, now, { userId: command.userId, role: command.role });
  }
  await recordDomainCreation(trx, {
    entry: catalogEntry('payment'),
    entity: { type: 'payment', id: payment.id, buyerId: buyer.id },
    input: { amountMinor: plan.totalMinor, unappliedMinor: 0 },
    event: { type: 'payment.made', method: command.method, amountMinor: plan.totalMinor, currency: buyer.currency, invoiceCount: plan.lines.length },
    now,
    actor: { userId: command.userId, role: command.role },
  });
  return { paymentId: payment.id, plan, replayed: false, settlesAt };
}
