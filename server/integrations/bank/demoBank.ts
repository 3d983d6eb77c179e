import { createDemoCounterparty } from '../demoCounterparty';
import type { BankGateway, BankOutcome, BankPayment, DebitScreening, OutcomeHandler } from './bankGateway';
import { demoOutcome, demoScreening } from './demoOutcome';

/**
 * A bank that plays its part in-process: each submitted payment is answered at its stored
 * `settlesAt` (booked + `settleMs`) by a job (`schedule`, the server's job queue), with the outcome
 * of `outcomeFor` (default: demoOutcome, by amount). It keeps no timers of its own.
 */
export interface DemoBankOptions {
  /** null: never on its own, only through settleNow. */
  settleMs: number | null;
  now: () => Date;
  onOutcome: OutcomeHandler;
  /** Hands a submitted payment to the job queue, to be delivered at its settlesAt (absent: settleNow only). */
  schedule?: (payment: BankPayment) => void;
  outcomeFor?: (payment: BankPayment) => BankOutcome;
  /** The immediate answer to a payment before it is booked (default: demoScreening, .98 direct debits are blocked). */
  screenFor?: (payment: Pick<BankPayment, 'buyerId' | 'method' | 'amountMinor' | 'currency'>) => DebitScreening;
  log?: (message: string) => void;
}

export interface DemoBank extends BankGateway {
  /** The job's path: answers this payment now; rejects when the outcome could not be stored (the job retries). */
  deliver(payment: BankPayment): Promise<void>;
  /** Tests: change the delay and the outcome rule for payments submitted from now on. */
  configure(options: Partial<Pick<DemoBankOptions, 'settleMs' | 'outcomeFor' | 'screenFor'>>): void;
}

export function createDemoBank(initial: DemoBankOptions): DemoBank {
  const options = { ...initial };
  const party = createDemoCounterparty<BankPayment>({
    name: 'demo bank',
    keyOf: (payment) => payment.id,
    answer: (payment) => options.onOutcome(payment.id, (options.outcomeFor ?? demoOutcome)(payment)),
    log: options.log,
  });

  return {
    screen: (payment) => (options.screenFor ?? demoScreening)(payment),
    settlesAt: (now) => (options.settleMs === null ? null : new Date(now.getTime() + options.settleMs)),
    submit: (payment) => party.submit(payment, options.settleMs === null ? null : (options.schedule ?? null)),
    deliver: (payment) => party.deliver(payment),
    settleNow: (paymentId) => party.answerNow(paymentId),
    idle: () => party.idle(),
    stop: () => party.stop(),
    configure(change) {
      Object.assign(options, change);
    },
  };
}
