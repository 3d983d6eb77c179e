import { demoDecision } from './demoDecision';
import type { DecisionHandler, UnderwritingDecision, UnderwritingGateway, UnderwritingRequest } from './underwritingGateway';

/**
 * Underwriting played in-process: each submitted request is decided at its `decidesAt` (stored on
 * the request, so time moved by tests and restarts count), with the decision of `decisionFor`
 * (default: demoDecision). Timers are unref'd: they never keep a process up.
 */
export interface DemoUnderwritingOptions {
  /** null: never on its own, only through decideNow. */
  delayMs: number | null;
  now: () => Date;
  onDecision: DecisionHandler;
  decisionFor?: (request: UnderwritingRequest) => UnderwritingDecision;
  log?: (message: string) => void;
}

export interface DemoUnderwriting extends UnderwritingGateway {
  /** Tests: change the delay and the decision rule for requests submitted from now on. */
  configure(options: Partial<Pick<DemoUnderwritingOptions, 'delayMs' | 'decisionFor'>>): void;
}

export function createDemoUnderwriting(initial: DemoUnderwritingOptions): DemoUnderwriting {
  const options = { ...initial };
  const submitted = new Map<string, { request: UnderwritingRequest; timer: NodeJS.Timeout | null }>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  function decide(requestId: string): Promise<void> {
    const entry = submitted.get(requestId);
    if (!entry || stopped) return Promise.resolve();
    if (entry.timer) clearTimeout(entry.timer);
    submitted.delete(requestId);
    const decision = (options.decisionFor ?? demoDecision)(entry.request);
    const work = options.onDecision(requestId, decision).catch((error: unknown) => {
      // The request stays pending (and is picked up again at the next start).
      options.log?.(`demo underwriting: could not store the decision on request ${requestId}: ${error instanceof Error ? error.message : String(error)}`);
    });
    running.add(work);
    void work.finally(() => running.delete(work));
    return work;
  }

  return {
    decidesAt: (now) => (options.delayMs === null ? null : new Date(now.getTime() + options.delayMs)),
    submit(request) {
      if (stopped || submitted.has(request.id)) return;
      const entry: { request: UnderwritingRequest; timer: NodeJS.Timeout | null } = { request, timer: null };
      submitted.set(request.id, entry);
      if (options.delayMs === null) return;
      const delay = Math.max(request.decidesAt.getTime() - options.now().getTime(), 0);
      entry.timer = setTimeout(() => void decide(request.id), delay);
      entry.timer.unref();
    },
    decideNow: (requestId) => decide(requestId),
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
