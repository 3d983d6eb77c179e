import { GraphQLError } from '../../graphql/graphqlRuntime';
import { ServicerReportRejected, type ServicerEvent, type ServicerEventHandler, type ServicerGateway, type ServicerReceipt } from './servicerGateway';

/**
 * A servicer that plays its part in-process: it never acts on its own (there is no demo back office
 * to decide a refund or a dispute's outcome); tests and tooling call `reportNow` with what the
 * servicer did, as they call the demo bank's settleNow. Refusals come back as receipts, the way a
 * real servicer's webhook call would get its reply; anything unexpected is logged and thrown.
 */
export interface DemoServicerOptions {
  onEvent: ServicerEventHandler;
  log?: (message: string) => void;
}

export function receiptOf(error: unknown): ServicerReceipt | null {
  if (error instanceof ServicerReportRejected) return { kind: 'refused', code: error.code, message: error.message };
  if (error instanceof GraphQLError && typeof error.extensions['code'] === 'string') {
    const rule = error.extensions['rule'];
    return { kind: 'refused', code: error.extensions['code'], message: error.message, ...(typeof rule === 'string' ? { rule } : {}) };
  }
  return null;
}

export function createDemoServicer(options: DemoServicerOptions): ServicerGateway {
  const running = new Set<Promise<ServicerReceipt>>();
  let stopped = false;

  async function store(event: ServicerEvent): Promise<ServicerReceipt> {
    try {
      await options.onEvent(event);
      return { kind: 'stored' };
    } catch (error) {
      const receipt = receiptOf(error);
      if (receipt) return receipt;
      options.log?.(`demo servicer: could not store ${event.kind}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }

  return {
    reportNow(event) {
      if (stopped) return Promise.resolve({ kind: 'refused', code: 'SERVICER_STOPPED', message: 'the server is shutting down' });
      const work = store(event);
      running.add(work);
      void work.catch(() => undefined).finally(() => running.delete(work));
      return work;
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async stop() {
      stopped = true;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
