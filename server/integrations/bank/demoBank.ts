import type { BankGateway, BankOutcome, BankPayment, DebitScreening, OutcomeHandler } from './bankGateway';
import { demoOutcome, demoScreening } from './demoOutcome';

/**
 * A bank that plays its part in-process: each submitted payment is answered `settleMs` after it
 * was booked (from its stored `settlesAt`, so time moved by tests counts), with the outcome of
 * `outcomeFor` (default: demoOutcome, by amount). Timers are unref'd: they never keep a process up.
 */
export interface DemoBankOptions {
  /** null: never on its own, only through settleNow. */
  settleMs: number | null;
  now: () => Date;
  onOutcome: OutcomeHandler;
  outcomeFor?: (payment: BankPayment) => BankOutcome;
  /** The immediate answer to a payment before it is booked (default: demoScreening, .98 direct debits are blocked). */
  screenFor?: (payment: Pick<BankPayment, 'buyerId' | 'method' | 'amountMinor' | 'currency'>) => DebitScreening;
  log?: (message: string) => void;
}

export interface DemoBank extends BankGateway {
  /** Tests: change the delay and the outcome rule for payments submitted from now on. */
  configure(options: Partial<Pick<DemoBankOptions, 'settleMs' | 'outcomeFor' | 'screenFor'>>): void;
}

export function createDemoBank(initial: DemoBankOptions): DemoBank {
  const options = { ...initial };
  const submitted = new Map<string, { payment: BankPayment; timer: NodeJS.Timeout | null }>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  function answer(paymentId: string): Promise<void> {
    const entry = submitted.get(paymentId);
    if (!entry || stopped) return Promise.resolve();
    if (entry.timer) clearTimeout(entry.timer);
    submitted.delete(paymentId);
    const outcome = (options.outcomeFor ?? demoOutcome)(entry.payment);
    const work = options.onOutcome(paymentId, outcome).catch((error: unknown) => {
      // The payment stays pending (and is picked up again at the next start).
      options.log?.(`demo bank: could not store the outcome of payment ${paymentId}: ${error instanceof Error ? error.message : String(error)}`);
    });
    running.add(work);
    void work.finally(() => running.delete(work));
    return work;
  }

  return {
    screen: (payment) => (options.screenFor ?? demoScreening)(payment),
    settlesAt: (now) => (options.settleMs === null ? null : new Date(now.getTime() + options.settleMs)),
    submit(payment) {
      if (stopped || submitted.has(payment.id)) return;
      const entry: { payment: BankPayment; timer: NodeJS.Timeout | null } = { payment, timer: null };
      submitted.set(payment.id, entry);
      if (options.settleMs === null) return;
      const delay = Math.max(payment.settlesAt.getTime() - options.now().getTime(), 0);
      entry.timer = setTimeout(() => void answer(payment.id), delay);
      entry.timer.unref();
    },
    settleNow: (paymentId) => answer(paymentId),
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
