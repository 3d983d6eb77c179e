import { initialFor } from '../../machines/domain/purchaseCard';
import type { CardSummary } from './purchaseCardTypes';

/**
 * What the purchaseCard machine allows for a card as last loaded (the server decides again from
 * the stored state: a stale screen is answered "already terminated"). Reveal is not a machine
 * event: a card the issuer has created, not terminated, for its cardholder (the server says who).
 */
export interface CardCapabilities {
  lock: boolean;
  unlock: boolean;
  terminate: boolean;
  reveal: boolean;
}

export function cardCapabilities(card: CardSummary, now: string): CardCapabilities {
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
    reveal: card.canReveal && card.last4 !== null && card.status !== 'terminated',
  };
}

/** `•••• 1234`: the only form of a card number outside the reveal dialog. */
export const maskedNumber = (last4: string | null) => (last4 ? `•••• ${last4}` : null);
