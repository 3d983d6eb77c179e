import type { Insertable } from 'kysely';
import { addDays, noonOf } from './calendarDays';
import { ACME_BUYER_ID, demoUuid } from './demoIds';
import type { InvoiceRow } from './demoInvoices';
import { DEMO_USER_IDS } from './demoUsers';
import type { PaymentAllocationTable, PaymentTable } from './schema';

export interface DemoPayments {
  payments: Insertable<PaymentTable>[];
  allocations: Insertable<PaymentAllocationTable>[];
}

interface Allocation {
  invoice: InvoiceRow;
  amountMinor: number;
}

interface PaymentDraft {
  status: string;
  parts: Allocation[];
  /** Paid in beyond the allocations: unapplied money, or the whole amount of an unallocated payment. */
  unallocatedMinor: number;
  remainingMinor: number;
  receivedDate: string;
  failureReason?: string | null;
}

const APPLIED_PAYMENTS = 4;
const ACTIVE_PAYMENTS = 2;
const PENDING_PAYMENTS = 2;
/** Money an active payment still has to apply, per active payment. */
const UNAPPLIED_MINOR = [50_000, 125_000];

/** Payments with nothing allocated: bounced, refunded, moved to another account, written off. */
const UNALLOCATED_PAYMENTS = [
  { status: 'failed', amountMinor: 420_000, failureReason: 'insufficient funds', daysAgo: 40 },
  { status: 'failed', amountMinor: 180_000, failureReason: 'account not found', daysAgo: 12 },
  { status: 'refunded', amountMinor: 75_000, failureReason: null, daysAgo: 55 },
  { status: 'transferred', amountMinor: 230_000, failureReason: null, daysAgo: 70 },
  { status: 'writeOff', amountMinor: 1_250, failureReason: null, daysAgo: 90 },
] as const;

/**
 * Acme's payments, derived from the invoices so the two agree: applied payments pay the paid and
 * settled invoices in full, active payments the paid part of partly paid ones (and keep some money
 * unapplied), pending payments cover the invoices in pendingPayment.
 */
export function buildAcmePayments(invoices: readonly InvoiceRow[], today: string): DemoPayments {
  const payments: Insertable<PaymentTable>[] = [];
  const allocations: Insertable<PaymentAllocationTable>[] = [];

  const addPayment = (payment: PaymentDraft) => {
    const serial = payments.length + 1;
    const id = demoUuid('payment', serial);
    const allocatedMinor = payment.parts.reduce((sum, part) => sum + part.amountMinor, 0);
    payments.push({
      id,
      buyer_id: ACME_BUYER_ID,
      user_id: serial % 3 === 0 ? DEMO_USER_IDS.admin : DEMO_USER_IDS.payer,
      type: serial % 2 === 0 ? 'directDebit' : 'bankTransfer',
      currency: 'USD',
      amount_minor: allocatedMinor + payment.unallocatedMinor,
      remaining_minor: payment.remainingMinor,
      status: payment.status,
      failure_reason: payment.failureReason ?? null,
      received_date: payment.receivedDate,
      idempotency_key: `demo-payment-${serial}`,
      created_at: noonOf(payment.receivedDate),
    });
    for (const part of payment.parts) allocations.push({ payment_id: id, invoice_id: part.invoice.id, amount_minor: part.amountMinor });
  };

  const paidInFull = invoices.filter((invoice) => invoice.status === 'paid' || invoice.status === 'settled');
  for (const chunk of splitIntoChunks(paidInFull, APPLIED_PAYMENTS)) {
    addPayment({ status: 'applied', parts: chunk.map(payInFull), unallocatedMinor: 0, remainingMinor: 0, receivedDate: receivedAfter(chunk, today) });
  }

  const partlyPaid = invoices.filter(
    (invoice) => (invoice.status === 'open' || invoice.status === 'pastDue') && invoice.remaining_minor < invoice.total_minor,
  );
  splitIntoChunks(partlyPaid, ACTIVE_PAYMENTS).forEach((chunk, index) => {
    const parts = chunk.map((invoice) => ({ invoice, amountMinor: invoice.total_minor - invoice.remaining_minor }));
    const unappliedMinor = UNAPPLIED_MINOR[index] ?? 0;
    addPayment({ status: 'active', parts, unallocatedMinor: unappliedMinor, remainingMinor: unappliedMinor, receivedDate: receivedAfter(chunk, today) });
  });

  const awaitingPayment = invoices.filter((invoice) => invoice.status === 'pendingPayment');
  splitIntoChunks(awaitingPayment, PENDING_PAYMENTS).forEach((chunk, index) => {
    addPayment({ status: 'pending', parts: chunk.map(payInFull), unallocatedMinor: 0, remainingMinor: 0, receivedDate: addDays(today, -index) });
  });

  // Nothing of these is left to apply: the money bounced, went back, was moved or written off.
  for (const payment of UNALLOCATED_PAYMENTS) {
    addPayment({
      status: payment.status,
      parts: [],
      unallocatedMinor: payment.amountMinor,
      remainingMinor: 0,
      receivedDate: addDays(today, -payment.daysAgo),
      failureReason: payment.failureReason,
    });
  }
  return { payments, allocations };
}

function payInFull(invoice: InvoiceRow): Allocation {
  return { invoice, amountMinor: invoice.total_minor };
}

/** A few days after the latest bill of the chunk, but never in the future. */
function receivedAfter(chunk: readonly InvoiceRow[], today: string): string {
  const latestBill = chunk.reduce((latest, invoice) => (invoice.bill_date > latest ? invoice.bill_date : latest), '');
  const received = addDays(latestBill, 10);
  return received < today ? received : today;
}

/** Consecutive, nearly equal chunks; never an empty one. */
function splitIntoChunks<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
