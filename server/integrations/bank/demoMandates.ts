import { demoMandateOutcome } from './demoMandateOutcome';
import type { MandateGateway, MandateOutcome, MandateOutcomeHandler, MandateRequest } from './mandateGateway';

/**
 * A bank that answers direct-debit mandates in-process: each submitted mandate is answered at its
 * `settlesAt` (now + DEMO_MANDATE_SETTLE_MS when it was submitted) with the outcome of `outcomeFor`
 * (default: demoMandateOutcome, by bank name). Timers are unref'd: they never keep a process up.
 */
export interface DemoMandatesOptions {
  /** null: never on its own, only through settleNow. */
  settleMs: number | null;
  now: () => Date;
  onOutcome: MandateOutcomeHandler;
  outcomeFor?: (request: MandateRequest) => MandateOutcome;
  log?: (message: string) => void;
}

export interface DemoMandates extends MandateGateway {
  /**
   * The bank reports that the buyer cancelled a mandate at their bank (pending or signed); resolves
   * once the outcome is stored. Demo and tests: the portal has no cancellation of its own.
   */
  revoke(bankAccountId: string): Promise<void>;
  /** Tests: change the delay and the outcome rule for mandates submitted from now on. */
  configure(options: Partial<Pick<DemoMandatesOptions, 'settleMs' | 'outcomeFor'>>): void;
}

export function createDemoMandates(initial: DemoMandatesOptions): DemoMandates {
  const options = { ...initial };
  const submitted = new Map<string, { request: MandateRequest; timer: NodeJS.Timeout | null }>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  function answer(bankAccountId: string): Promise<void> {
    const entry = submitted.get(bankAccountId);
    if (!entry || stopped) return Promise.resolve();
    if (entry.timer) clearTimeout(entry.timer);
    submitted.delete(bankAccountId);
    return store(bankAccountId, (options.outcomeFor ?? demoMandateOutcome)(entry.request));
  }

  function store(bankAccountId: string, outcome: MandateOutcome): Promise<void> {
    const work = options.onOutcome(bankAccountId, outcome).catch((error: unknown) => {
      // The mandate stays pending (and is picked up again at the next start).
      options.log?.(`demo mandates: could not store the outcome of bank account ${bankAccountId}: ${error instanceof Error ? error.message : String(error)}`);
    });
    running.add(work);
    void work.finally(() => running.delete(work));
    return work;
  }

  return {
    settlesAt: (now) => (options.settleMs === null ? null : new Date(now.getTime() + options.settleMs)),
    submit(request) {
      if (stopped || submitted.has(request.bankAccountId)) return;
      const entry: { request: MandateRequest; timer: NodeJS.Timeout | null } = { request, timer: null };
      submitted.set(request.bankAccountId, entry);
      if (options.settleMs === null) return;
      const delay = Math.max(request.settlesAt.getTime() - options.now().getTime(), 0);
      entry.timer = setTimeout(() => void answer(request.bankAccountId), delay);
      entry.timer.unref();
    },
    settleNow: (bankAccountId) => answer(bankAccountId),
    revoke(bankAccountId) {
      if (stopped) return Promise.resolve();
      const entry = submitted.get(bankAccountId);
      if (entry?.timer) clearTimeout(entry.timer);
      submitted.delete(bankAccountId);
      return store(bankAccountId, { kind: 'cancelled' });
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async stop() {
      stopped = true;
      for (const entry of submitted.values()) if (entry.timer) clearTimeout(entry.timer);
      submitted.clear();
      while (running.size > 0) await Promise.all([...running]);
    },
    configure(change) {
      Object.assign(options, change);
    },
  };
}
