import type { AppServices } from '../../http/services';
import { createDemoMandates, type DemoMandates } from '../../integrations/bank/demoMandates';
import { demoMandateSettleMs } from '../../integrations/bank/mandateConfig';
import type { MandateRequest } from '../../integrations/bank/mandateGateway';
import { enqueueJob } from '../../jobs/jobQueue';
import { QUEUES, type JobData } from '../../jobs/queues';
import { publishBankAccountUpdated } from './bankAccountEvents';
import type { BankAccountRow } from './bankAccountRecords';
import { sendMandateNotice } from './notifyMandate';
import { settleMandate } from './settleMandate';

/**
 * The mandate side of the demo bank for a running server (started by server/jobs with the
 * server). Each new mandate is answered by a `bank-mandate` job due at its settlesAt
 * (DEMO_MANDATE_SETTLE_MS after it was added); the answer is stored by settleMandate (machine,
 * audit; a mandate no longer pending is refused, so a job run twice answers once), then e-mailed
 * (outbox) and pushed (bankAccountUpdated). Pending mandates are handed to the queue again at start.
 */
const workers = new WeakMap<AppServices, DemoMandates>();

export interface MandateWorkerOptions {
  /** Default: DEMO_MANDATE_SETTLE_MS (10000). null: only when asked (settleNow). */
  settleMs?: number | null;
  log?: (message: string) => void;
}

export function startMandateWorker(services: AppServices, options: MandateWorkerOptions = {}): DemoMandates {
  const log = options.log ?? ((message: string) => console.warn(message));
  const mandates = createDemoMandates({
    settleMs: options.settleMs === undefined ? demoMandateSettleMs() : options.settleMs,
    now: services.now,
    log,
    schedule: (request) =>
      enqueueJob(services, QUEUES.bankMandate, { ...request, settlesAt: request.settlesAt.toISOString() }, { key: request.bankAccountId, runAt: request.settlesAt }, log),
    onOutcome: async (bankAccountId, outcome) => {
      const settled = await settleMandate(services.db, bankAccountId, outcome, services.now());
      if (!settled) return;
      publishBankAccountUpdated(services, settled.row.buyer_id, settled.row.id, settled.status);
      const kind = settled.status === 'unsupportedBank' ? 'mandate.unsupported' : (`mandate.${settled.status}` as const);
      if (kind === 'mandate.signed' || kind === 'mandate.failed' || kind === 'mandate.cancelled' || kind === 'mandate.unsupported') {
        await sendMandateNotice(services, kind, settled.row);
      }
    },
  });
  workers.set(services, mandates);
  resubmitPending(services, mandates).catch((error: unknown) => log(`demo mandates: could not pick up pending mandates: ${error instanceof Error ? error.message : String(error)}`));
  return mandates;
}

/** The server's mandate worker (started on first use where no server started one). */
export function mandatesFor(services: AppServices): DemoMandates {
  return workers.get(services) ?? startMandateWorker(services);
}

/** The `bank-mandate` job: the bank answers one mandate. */
export function deliverMandate(services: AppServices, data: JobData): Promise<void> {
  const request = data as unknown as Omit<MandateRequest, 'settlesAt'> & { settlesAt: string };
  return mandatesFor(services).deliver({ ...request, settlesAt: new Date(request.settlesAt) });
}

export function submitMandate(mandates: DemoMandates, row: BankAccountRow, fallbackNow: Date): void {
  mandates.submit({
    bankAccountId: row.id,
    buyerId: row.buyer_id,
    bankName: row.bank_name,
    bankingCountry: row.banking_country,
    settlesAt: row.mandate_settles_at ?? fallbackNow,
  });
}

async function resubmitPending(services: AppServices, mandates: DemoMandates): Promise<void> {
  const pending = await services.db.selectFrom('bank_accounts').selectAll().where('mandate_status', '=', 'pending').where('mandate_settles_at', 'is not', null).execute();
  for (const row of pending) submitMandate(mandates, row, services.now());
}
