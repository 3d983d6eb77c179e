import { initialFor, type PurchaseCardContext, type PurchaseCardStatus } from '../domain/purchaseCard';
import type { CardType } from './cardRequest';

/**
 * What a viewer may do with a purchase card as last loaded: the purchaseCard machine's answer for
 * lock, unlock and terminate (the server decides again from the stored state: a stale screen is
 * answered "already terminated"), and the reveal rule. The card buttons and the cardActions
 * machine's guards both read this one function.
 */
export interface CardCapabilities {
  lock: boolean;
  unlock: boolean;
  terminate: boolean;
  reveal: boolean;
}

/** The facts of a card these rules read (a CardSummary has them all). */
export interface CardFacts extends Pick<PurchaseCardContext, 'lockReason' | 'terminationReason' | 'terminatedAt' | 'shippedAt' | 'activatedAt' | 'creationFailure'> {
  userId: string;
  status: PurchaseCardStatus;
  cardType: CardType;
  last4: string | null;
  /** The server says whether the viewer administers this card (spec 6). */
  canManage: boolean;
  /** The server says whether the viewer is its cardholder with an MFA check available (spec 6). */
  canReveal: boolean;
}

/**
 * Spec 6 RevealCardNumber: the cardholder may see the number of a card the issuer has created
 * (it has a last 4), unless the card is terminated.
 */
export const mayRevealCardNumber = (card: Pick<CardFacts, 'canReveal' | 'last4' | 'status'>): boolean =>
  card.canReveal && isCardNumberRevealable({ issued: card.last4 !== null, status: card.status });

/** The same rule as the server reads it: the issuer has created the card, and it is not terminated. */
export const isCardNumberRevealable = (card: { issued: boolean; status: string }): boolean => card.issued && card.status !== 'terminated';

export function cardCapabilities(card: CardFacts, now: string): CardCapabilities {
  const snapshot = initialFor({
    status: card.status,
    cardType: card.cardType,
    lockReason: card.lockReason,
    terminationReason: card.terminationReason,
    terminatedAt: card.terminatedAt,
    shippedAt: card.shippedAt,
    activatedAt: card.activatedAt,
    creationFailure: card.creationFailure,
  });
  return {
    lock: card.canManage && snapshot.can({ type: 'card.lock', reason: 'lost' }),
    unlock: card.canManage && snapshot.can({ type: 'card.unlock' }),
    terminate: card.canManage && snapshot.can({ type: 'card.terminate', reason: 'other', by: card.userId, now }),
    reveal: mayRevealCardNumber(card),
  };
}

/** `•••• 1234`: the only form of a card number outside the reveal dialog. */
export const maskedNumber = (last4: string | null) => (last4 ? `•••• ${last4}` : null);
