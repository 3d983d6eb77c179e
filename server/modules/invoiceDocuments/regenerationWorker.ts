import type { AppServices } from '../../http/services';
import { demoDocumentRegenerateMs } from './documentConfig';
import { publishInvoiceDocumentUpdated } from './documentEvents';
import { finishDocumentRegeneration } from './documentState';

/**
 * The demo document service of a running server (server/http/server.ts `backgroundWorkers`):
 * an invoice scheduled after an edit or a dispute gets its new document `delayMs` later
 * (finishDocumentRegeneration: ready, or failed when `failFor` says so or generating throws), and
 * subscribers hear of it (invoiceDocumentUpdated). Invoices left regenerating by a restart are
 * picked up at start. Timers are unref'd: they never keep a process up.
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
  /** Run the job for this invoice now (tests; a scheduled timer is cancelled). */
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
  const timers = new Map<string, NodeJS.Timeout | null>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  async function run(invoiceId: string): Promise<void> {
    const outcome = options.failFor?.(invoiceId) ? 'failed' : 'ready';
    const finished = await finishDocumentRegeneration(services.db, invoiceId, outcome, services.now()).catch(async (error: unknown) => {
      log(`document service: could not generate the document of invoice ${invoiceId}: ${error instanceof Error ? error.message : String(error)}`);
      return outcome === 'ready' ? finishDocumentRegeneration(services.db, invoiceId, 'failed', services.now()) : null;
    });
    if (finished) publishInvoiceDocumentUpdated(services, finished.buyerId, finished.invoiceId, finished.status);
  }

  function answer(invoiceId: string): Promise<void> {
    if (stopped) return Promise.resolve();
    const timer = timers.get(invoiceId);
    if (timer) clearTimeout(timer);
    timers.delete(invoiceId);
    const work = run(invoiceId).catch((error: unknown) => log(`document service: invoice ${invoiceId}: ${error instanceof Error ? error.message : String(error)}`));
    running.add(work);
    void work.finally(() => running.delete(work));
    return work;
  }

  const worker: DocumentWorker = {
    schedule(invoiceId) {
      if (stopped || timers.has(invoiceId)) return;
      timers.set(invoiceId, null);
      if (options.delayMs === null) return;
      const timer = setTimeout(() => void answer(invoiceId), options.delayMs);
      timer.unref();
      timers.set(invoiceId, timer);
    },
    runNow: (invoiceId) => answer(invoiceId),
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) if (timer) clearTimeout(timer);
      timers.clear();
      while (running.size > 0) await Promise.all([...running]);
    },
    configure(change) {
      Object.assign(options, change);
    },
  };
  workers.set(services, worker);
  pickUpRegenerating(services, worker).catch((error: unknown) => log(`document service: could not pick up regenerating documents: ${error instanceof Error ? error.message : String(error)}`));
  return worker;
}

/** The server's document worker (started on first use where no server started one). */
export function documentWorkerFor(services: AppServices): DocumentWorker {
  return workers.get(services) ?? startDocumentRegeneration(services);
}

async function pickUpRegenerating(services: AppServices, worker: DocumentWorker): Promise<void> {
  const rows = await services.db.selectFrom('invoices').select('id').where('document_status', '=', 'regenerating').execute();
  for (const row of rows) worker.schedule(row.id);
}
