import { createDemoCounterparty } from '../demoCounterparty';
import { demoMandateOutcome } from './demoMandateOutcome';
import type { MandateGateway, MandateOutcome, MandateOutcomeHandler, MandateRequest } from './mandateGateway';

/**
 * A bank that answers direct-debit mandates in-process: each submitted mandate is answered at its
 * `settlesAt` (now + DEMO_MANDATE_SETTLE_MS when it was submitted) by a job (`schedule`, the
 * server's job queue), with the outcome of `outcomeFor` (default: demoMandateOutcome, by bank
 * name). It keeps no timers of its own.
 */
export interface DemoMandatesOptions {
  /** null: never on its own, only through settleNow. */
  settleMs: number | null;
  now: () => Date;
  onOutcome: MandateOutcomeHandler;
  /** Hands a submitted mandate to the job queue, to be delivered at its settlesAt (absent: settleNow only). */
  schedule?: (request: MandateRequest) => void;
  outcomeFor?: (request: MandateRequest) => MandateOutcome;
  log?: (message: string) => void;
}

export interface DemoMandates extends MandateGateway {
  /** The job's path: answers this mandate now; rejects when the outcome could not be stored (the job retries). */
  deliver(request: MandateRequest): Promise<void>;
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
  const party = createDemoCounterparty<MandateRequest>({
    name: 'demo mandates',
    keyOf: (request) => request.bankAccountId,
    answer: (request) => options.onOutcome(request.bankAccountId, (options.outcomeFor ?? demoMandateOutcome)(request)),
    log: options.log,
  });

  return {
    settlesAt: (now) => (options.settleMs === null ? null : new Date(now.getTime() + options.settleMs)),
    submit: (request) => party.submit(request, options.settleMs === null ? null : (options.schedule ?? null)),
    deliver: (request) => party.deliver(request),
    settleNow: (bankAccountId) => party.answerNow(bankAccountId),
    revoke: (bankAccountId) => party.answerOtherwise(bankAccountId, () => options.onOutcome(bankAccountId, { kind: 'cancelled' })),
    idle: () => party.idle(),
    stop: () => party.stop(),
    configure(change) {
      Object.assign(options, change);
    },
  };
}
