import type { AppServices } from '../../http/services';
import { demoBankSettleMs } from '../../integrations/bank/bankConfig';
import type { BankPayment } from '../../integrations/bank/bankGateway';
import { createDemoBank, type DemoBank } from '../../integrations/bank/demoBank';
import { enqueueJob } from '../../jobs/jobQueue';
import { QUEUES, type JobData } from '../../jobs/queues';
import { publishPaymentUpdated } from './paymentEvents';
import { settlePayment } from './settlePayment';

/**
 * The bank of a running server (started by server/jobs with the server). Each booked payment is
 * answered by a `bank-settlement` job due at its settlesAt (DEMO_BANK_SETTLE_MS after booking);
 * outcomes are stored by settlePayment (which refuses a payment that is no longer pending, so a job
 * run twice settles once) and published to paymentUpdated. Pending payments booked before a
 * restart are handed to the queue again at start (queued once per payment).
 */
const banks = new WeakMap<AppServices, DemoBank>();

export interface SettlementOptions {
  /** Default: DEMO_BANK_SETTLE_MS (8000). null: only when asked (settleNow). */
  settleMs?: number | null;
  log?: (message: string) => void;
}

export function startPaymentSettlement(services: AppServices, options: SettlementOptions = {}): DemoBank {
  const log = options.log ?? ((message: string) => console.warn(message));
  const bank = createDemoBank({
    settleMs: options.settleMs === undefined ? demoBankSettleMs() : options.settleMs,
    now: services.now,
    log,
    schedule: (payment) => enqueueJob(services, QUEUES.bankSettlement, { ...payment, settlesAt: payment.settlesAt.toISOString() }, { key: payment.id, runAt: payment.settlesAt }, log),
    onOutcome: async (paymentId, outcome) => {
      const settled = await settlePayment(services.db, paymentId, outcome, services.now());
      if (settled) publishPaymentUpdated(services, settled.buyerId, settled.paymentId, settled.status);
    },
  });
  banks.set(services, bank);
  resubmitPending(services, bank).catch((error: unknown) => log(`demo bank: could not pick up pending payments: ${error instanceof Error ? error.message : String(error)}`));
  return bank;
}

/** The server's bank (started on first use where no server started one, e.g. in tests of services alone). */
export function bankFor(services: AppServices): DemoBank {
  return banks.get(services) ?? startPaymentSettlement(services);
}

/** The `bank-settlement` job: the bank answers one payment. */
export function deliverSettlement(services: AppServices, data: JobData): Promise<void> {
  const payment = data as unknown as Omit<BankPayment, 'settlesAt'> & { settlesAt: string };
  return bankFor(services).deliver({ ...payment, settlesAt: new Date(payment.settlesAt) });
}

async function resubmitPending(services: AppServices, bank: DemoBank): Promise<void> {
  const pending = await services.db
    .selectFrom('payments')
    .select(['id', 'buyer_id', 'type', 'amount_minor', 'currency', 'bank_settles_at'])
    .where('status', '=', 'pending')
    .where('bank_settles_at', 'is not', null)
    .execute();
  for (const payment of pending) {
    bank.submit({
      id: payment.id,
      buyerId: payment.buyer_id,
      method: payment.type === 'directDebit' ? 'directDebit' : 'bankTransfer',
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      settlesAt: payment.bank_settles_at ?? services.now(),
    });
  }
}
