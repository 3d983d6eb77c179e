import { createDemoCounterparty } from '../demoCounterparty';
import type { CardIssuerEvent, CardIssuerEventHandler, CardIssuerGateway, CardIssuerRequest } from './cardIssuerGateway';
import { deriveCardNumber, newCardToken } from './cardNumber';

/**
 * A card issuer that plays its part in-process: each submitted step is answered at its stored
 * `dueAt` (submitted + `delayMs`) by a job (`schedule`, the server's job queue), through `onEvent`.
 * Creating a card gives it a token and the last four digits; the number itself is derived from the
 * token when asked (cardNumber.ts). Demo rule: a cardholder name containing DECLINE is refused
 * (spec 8 "creation failed"). It keeps no timers of its own.
 */
export interface DemoCardIssuerOptions {
  /** null: only through answerNow. */
  delayMs: number | null;
  secret: Buffer | string;
  now: () => Date;
  onEvent: CardIssuerEventHandler;
  /** Hands a submitted step to the job queue, to be delivered at its dueAt (absent: answerNow only). */
  schedule?: (request: CardIssuerRequest) => void;
  /** Why the issuer refuses to create this card, or null (default: DECLINE in the cardholder name). */
  declineFor?: (request: CardIssuerRequest) => string | null;
  log?: (message: string) => void;
}

export interface DemoCardIssuer extends CardIssuerGateway {
  /** The job's path: answers this step now; rejects when the answer could not be stored (the job retries). */
  deliver(request: CardIssuerRequest): Promise<void>;
  /** Tests: change the delay for steps submitted from now on. */
  configure(options: Partial<Pick<DemoCardIssuerOptions, 'delayMs' | 'declineFor'>>): void;
}

export const DECLINED_NAME_MARK = 'DECLINE';

const declinedByName = (request: CardIssuerRequest) => (request.cardholderName.includes(DECLINED_NAME_MARK) ? 'The card issuer declined the cardholder name.' : null);

export function createDemoCardIssuer(initial: DemoCardIssuerOptions): DemoCardIssuer {
  const options = { ...initial };

  function outcome(request: CardIssuerRequest): CardIssuerEvent {
    if (request.step === 'ship') return { kind: 'shipped' };
    if (request.step === 'activate') return { kind: 'activated' };
    const declined = (options.declineFor ?? declinedByName)(request);
    if (declined !== null) return { kind: 'creationFailed', reason: declined };
    const token = newCardToken();
    return { kind: 'issued', token, last4: deriveCardNumber(options.secret, token).slice(-4) };
  }

  const party = createDemoCounterparty<CardIssuerRequest>({
    name: 'demo card issuer',
    keyOf: (request) => request.cardId,
    answer: (request) => options.onEvent(request.cardId, outcome(request)),
    log: options.log,
  });

  return {
    dueAt: (now) => (options.delayMs === null ? null : new Date(now.getTime() + options.delayMs)),
    submit: (request) => party.submit(request, options.delayMs === null ? null : (options.schedule ?? null)),
    deliver: (request) => party.deliver(request),
    cardNumber: (token) => deriveCardNumber(options.secret, token),
    answerNow: (cardId) => party.answerNow(cardId),
    idle: () => party.idle(),
    stop: () => party.stop(),
    configure(change) {
      Object.assign(options, change);
    },
  };
}
