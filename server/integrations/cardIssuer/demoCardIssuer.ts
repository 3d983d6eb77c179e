import type { CardIssuerEvent, CardIssuerEventHandler, CardIssuerGateway, CardIssuerRequest } from './cardIssuerGateway';
import { deriveCardNumber, newCardToken } from './cardNumber';

/**
 * A card issuer that plays its part in-process: each submitted step is answered `delayMs` after it
 * was submitted (from its stored `dueAt`), through `onEvent`. Creating a card gives it a token and
 * the last four digits; the number itself is derived from the token when asked (cardNumber.ts).
 * Demo rule: a cardholder name containing DECLINE is refused (spec 8 "creation failed").
 * Timers are unref'd: they never keep a process up.
 */
export interface DemoCardIssuerOptions {
  /** null: only through answerNow. */
  delayMs: number | null;
  secret: Buffer | string;
  now: () => Date;
  onEvent: CardIssuerEventHandler;
  /** Why the issuer refuses to create this card, or null (default: DECLINE in the cardholder name). */
  declineFor?: (request: CardIssuerRequest) => string | null;
  log?: (message: string) => void;
}

export interface DemoCardIssuer extends CardIssuerGateway {
  /** Tests: change the delay for steps submitted from now on. */
  configure(options: Partial<Pick<DemoCardIssuerOptions, 'delayMs' | 'declineFor'>>): void;
}

export const DECLINED_NAME_MARK = 'DECLINE';

const declinedByName = (request: CardIssuerRequest) => (request.cardholderName.includes(DECLINED_NAME_MARK) ? 'The card issuer declined the cardholder name.' : null);

export function createDemoCardIssuer(initial: DemoCardIssuerOptions): DemoCardIssuer {
  const options = { ...initial };
  const submitted = new Map<string, { request: CardIssuerRequest; timer: NodeJS.Timeout | null }>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  function outcome(request: CardIssuerRequest): CardIssuerEvent {
    if (request.step === 'ship') return { kind: 'shipped' };
    if (request.step === 'activate') return { kind: 'activated' };
    const declined = (options.declineFor ?? declinedByName)(request);
    if (declined !== null) return { kind: 'creationFailed', reason: declined };
    const token = newCardToken();
    return { kind: 'issued', token, last4: deriveCardNumber(options.secret, token).slice(-4) };
  }

  function answer(cardId: string): Promise<void> {
    const entry = submitted.get(cardId);
    if (!entry || stopped) return Promise.resolve();
    if (entry.timer) clearTimeout(entry.timer);
    submitted.delete(cardId);
    const work = options.onEvent(cardId, outcome(entry.request)).catch((error: unknown) => {
      options.log?.(`demo card issuer: could not store the answer for card ${cardId}: ${error instanceof Error ? error.message : String(error)}`);
    });
    running.add(work);
    void work.finally(() => running.delete(work));
    return work;
  }

  return {
    dueAt: (now) => (options.delayMs === null ? null : new Date(now.getTime() + options.delayMs)),
    submit(request) {
      if (stopped) return;
      const previous = submitted.get(request.cardId);
      if (previous?.timer) clearTimeout(previous.timer);
      const entry: { request: CardIssuerRequest; timer: NodeJS.Timeout | null } = { request, timer: null };
      submitted.set(request.cardId, entry);
      if (options.delayMs === null) return;
      const delay = Math.max(request.dueAt.getTime() - options.now().getTime(), 0);
      entry.timer = setTimeout(() => void answer(request.cardId), delay);
      entry.timer.unref();
    },
    cardNumber: (token) => deriveCardNumber(options.secret, token),
    answerNow: (cardId) => answer(cardId),
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
