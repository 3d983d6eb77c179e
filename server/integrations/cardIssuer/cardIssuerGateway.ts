/**
 * The card issuer behind purchase cards: it creates cards, ships physical ones, reports their
 * activation, and alone knows their numbers. We keep only its token for each card.
 */
export type CardIssuerStep = 'create' | 'ship' | 'activate';

export interface CardIssuerRequest {
  cardId: string;
  step: CardIssuerStep;
  cardType: 'physical' | 'virtual';
  cardholderName: string;
  /** When the issuer answers (stored with the card, so a restart picks it up). */
  dueAt: Date;
}

export type CardIssuerEvent =
  | { kind: 'issued'; token: string; last4: string }
  | { kind: 'creationFailed'; reason: string }
  | { kind: 'shipped' }
  | { kind: 'activated' };

export type CardIssuerEventHandler = (cardId: string, event: CardIssuerEvent) => Promise<void>;

export interface CardIssuerGateway {
  /** When a step submitted now will be answered; null when only `answerNow` answers. */
  dueAt(now: Date): Date | null;
  submit(request: CardIssuerRequest): void;
  /** The full card number for a token, for the one screen that may show it after an MFA check. */
  cardNumber(token: string): string;
  /** Tests: answer a card's pending step at once. */
  answerNow(cardId: string): Promise<void>;
  /** Resolves when no answer is being stored. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}
