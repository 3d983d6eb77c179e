import type { AppServices } from '../../http/services';
import { enqueueJob } from '../../jobs/jobQueue';
import { QUEUES, type JobData } from '../../jobs/queues';
import { demoDocumentRegenerateMs } from './documentConfig';
import { publishInvoiceDocumentUpdated } from './documentEvents';
import { sendInvoiceNotices } from '../users/invoiceNotices';
import { finishDocumentRegeneration } from './documentState';

/**
 * The demo document service of a running server (started by server/jobs with the server): an
 * invoice scheduled after an edit or a dispute gets its new document from a
 * `document-regeneration` job due `delayMs` later (finishDocumentRegeneration: ready, or failed
 * when `failFor` says so or generating throws; an invoice no longer regenerating is left alone, so
 * a job run twice changes nothing), and subscribers hear of it (invoiceDocumentUpdated). Invoices
 * left regenerating by a restart are queued again at start (once per invoice).
 */
export interface DocumentWorkerOptions {
  /** Default DEMO_DOCUMENT_REGENERATE_MS (3000). null: only when asked (runNow). */
  delayMs?: number | null;
  /** Tests: make the job fail for these invoices. */
  failFor?: (invoiceId: string) => boolean;
  log?: (message: string) => void;
}

export interface DocumentWorker {
  /** Regenerate this invoice's document after the delay (once, however often it is asked before then). */
  schedule(invoiceId: string): void;
  /** Run the job for this invoice now (tests). */
  runNow(invoiceId: string): Promise<void>;
  /** Resolves when no job is running. */
  idle(): Promise<void>;
  stop(): Promise<void>;
  configure(change: Partial<Pick<DocumentWorkerOptions, 'delayMs' | 'failFor'>>): void;
}

const workers = new WeakMap<AppServices, DocumentWorker>();

export function startDocumentRegeneration(services: AppServices, initial: DocumentWorkerOptions = {}): DocumentWorker {
  const options = { ...initial, delayMs: initial.delayMs === undefined ? demoDocumentRegenerateMs() : initial.delayMs };
  const log = options.log ?? ((message: string) => console.warn(message));
  const running = new Set<Promise<void>>();
  let stopped = false;

  async function run(invoiceId: string): Promise<void> {
    const outcome = options.failFor?.(invoiceId) ? 'failed' : 'ready';
    const finished = await finishDocumentRegeneration(services.db, invoiceId, outcome, services.now()).catch(async (error: unknown) => {
      log(`document service: could not generate the document of invoice ${invoiceId}: ${error instanceof Error ? error.message : String(error)}`);
      return outcome === 'ready' ? finishDocumentRegeneration(services.db, invoiceId, 'failed', services.now()) : null;
    });
    if (finished) publishInvoiceDocumentUpdated(services, finished.buyerId, finished.invoiceId, finished.status);
    // Spec 6: the updated invoice is e-mailed to the users who turned invoice e-mails on.
    if (finished?.status === 'ready') {
      await sendInvoiceNotices(services, 'updated', finished.invoiceId).catch((error: unknown) => log(`invoice notices for ${finished.invoiceId} not sent: ${error instanceof Error ? error.message : String(error)}`));
    }
  }

  function track(work: Promise<void>): Promise<void> {
    running.add(work);
    void work.catch(() => undefined).finally(() => running.delete(work));
    return work;
  }

  const worker: DocumentWorker & { deliver(invoiceId: string): Promise<void> } = {
    schedule(invoiceId) {
      if (stopped || options.delayMs === null) return;
      const runAt = new Date(services.now().getTime() + options.delayMs);
      enqueueJob(services, QUEUES.documentRegeneration, { invoiceId }, { key: invoiceId, runAt }, log);
    },
    runNow: (invoiceId) => (stopped ? Promise.resolve() : track(run(invoiceId).catch((error: unknown) => log(`document service: invoice ${invoiceId}: ${error instanceof Error ? error.message : String(error)}`)))),
    deliver: (invoiceId) => (stopped ? Promise.reject(new Error('document service is stopping')) : track(run(invoiceId))),
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async stop() {
      stopped = true;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    configure(change) {
      Object.assign(options, change);
    },
  };
  workers.set(services, worker);
  deliverers.set(services, worker.deliver);
  pickUpRegenerating(services, worker).catch((error: unknown) => log(`document service: could not pick up regenerating documents: ${error instanceof Error ? error.message : String(error)}`));
  return worker;
}

const deliverers = new WeakMap<AppServices, (invoiceId: string) => Promise<void>>();

/** The server's document worker (started on first use where no server started one). */
export function documentWorkerFor(services: AppServices): DocumentWorker {
  return workers.get(services) ?? startDocumentRegeneration(services);
}

/** The `document-regeneration` job: one invoice's new document. */
export function deliverDocument(services: AppServices, data: JobData): Promise<void> {
  documentWorkerFor(services);
  return deliverers.get(services)!(String(data['invoiceId']));
}

async function pickUpRegenerating(services: AppServices, worker: DocumentWorker): Promise<void> {
  const rows = await services.db.selectFrom('invoices').select('id').where('document_status', '=', 'regenerating').execute();
  for (const row of rows) worker.schedule(row.id);
}
