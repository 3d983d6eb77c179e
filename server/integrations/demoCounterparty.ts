/**
 * What every demo counterparty (bank payments, bank mandates, underwriting, card issuer) shares:
 * it keeps the requests handed to it, has the job queue answer each one when it is due
 * (`schedule`, server/jobs), and lets tests answer one at once (`answerNow`). It keeps no timer
 * of its own: the delay is the job's `startAfter`, so the answer survives a restart and runs on
 * one instance only.
 */
export interface DemoCounterpartyOptions<Request> {
  keyOf(request: Request): string;
  /** Answers one request: decides the outcome and stores it; rejects when storing fails. */
  answer(request: Request): Promise<void>;
  log?: (message: string) => void;
  /** What the logs call this party ("demo bank"). */
  name: string;
}

export interface DemoCounterparty<Request> {
  /** Keeps the request for answerNow; `schedule` (when given) hands it to the job queue. */
  submit(request: Request, schedule: ((request: Request) => void) | null): void;
  /** The job's path: answers this request; rejects when storing fails, so the job is retried. */
  deliver(request: Request): Promise<void>;
  /** Tests and tooling: answers a submitted request now; a failure is logged, not thrown. */
  answerNow(key: string): Promise<void>;
  /** Answers `key` some other way now (e.g. a revocation): forgets the request, runs `work`, logs a failure. */
  answerOtherwise(key: string, work: () => Promise<void>): Promise<void>;
  /** Resolves when no answer is being stored. */
  idle(): Promise<void>;
  /** Refuses further work and waits for the answers being stored. Idempotent. */
  stop(): Promise<void>;
}

export function createDemoCounterparty<Request>(options: DemoCounterpartyOptions<Request>): DemoCounterparty<Request> {
  const submitted = new Map<string, Request>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  function track(work: Promise<void>): Promise<void> {
    running.add(work);
    void work.catch(() => undefined).finally(() => running.delete(work));
    return work;
  }

  function deliver(request: Request): Promise<void> {
    if (stopped) return Promise.reject(new Error(`${options.name} is stopping`));
    submitted.delete(options.keyOf(request));
    return track(options.answer(request));
  }

  return {
    submit(request, schedule) {
      if (stopped) return;
      submitted.set(options.keyOf(request), request);
      schedule?.(request);
    },
    deliver,
    answerNow(key) {
      const request = submitted.get(key);
      if (!request || stopped) return Promise.resolve();
      return deliver(request).catch((error: unknown) => {
        options.log?.(`${options.name}: could not store the answer for ${key}: ${error instanceof Error ? error.message : String(error)}`);
      });
    },
    answerOtherwise(key, work) {
      if (stopped) return Promise.resolve();
      submitted.delete(key);
      return track(work()).catch((error: unknown) => {
        options.log?.(`${options.name}: could not store the answer for ${key}: ${error instanceof Error ? error.message : String(error)}`);
      });
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async stop() {
      stopped = true;
      submitted.clear();
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
