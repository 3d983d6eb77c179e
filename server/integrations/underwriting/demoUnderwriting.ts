import { createDemoCounterparty } from '../demoCounterparty';
import { demoDecision } from './demoDecision';
import type { DecisionHandler, UnderwritingDecision, UnderwritingGateway, UnderwritingRequest } from './underwritingGateway';

/**
 * Underwriting played in-process: each submitted request is decided at its `decidesAt` (stored on
 * the request, so restarts count) by a job (`schedule`, the server's job queue), with the decision
 * of `decisionFor` (default: demoDecision). It keeps no timers of its own.
 */
export interface DemoUnderwritingOptions {
  /** null: never on its own, only through decideNow. */
  delayMs: number | null;
  now: () => Date;
  onDecision: DecisionHandler;
  /** Hands a submitted request to the job queue, to be delivered at its decidesAt (absent: decideNow only). */
  schedule?: (request: UnderwritingRequest) => void;
  decisionFor?: (request: UnderwritingRequest) => UnderwritingDecision;
  log?: (message: string) => void;
}

export interface DemoUnderwriting extends UnderwritingGateway {
  /** The job's path: decides this request now; rejects when the decision could not be stored (the job retries). */
  deliver(request: UnderwritingRequest): Promise<void>;
  /** Tests: change the delay and the decision rule for requests submitted from now on. */
  configure(options: Partial<Pick<DemoUnderwritingOptions, 'delayMs' | 'decisionFor'>>): void;
}

export function createDemoUnderwriting(initial: DemoUnderwritingOptions): DemoUnderwriting {
  const options = { ...initial };
  const party = createDemoCounterparty<UnderwritingRequest>({
    name: 'demo underwriting',
    keyOf: (request) => request.id,
    answer: (request) => options.onDecision(request.id, (options.decisionFor ?? demoDecision)(request)),
    log: options.log,
  });

  return {
    decidesAt: (now) => (options.delayMs === null ? null : new Date(now.getTime() + options.delayMs)),
    submit: (request) => party.submit(request, options.delayMs === null ? null : (options.schedule ?? null)),
    deliver: (request) => party.deliver(request),
    decideNow: (requestId) => party.answerNow(requestId),
    idle: () => party.idle(),
    stop: () => party.stop(),
    configure(change) {
      Object.assign(options, change);
    },
  };
}
