import type { Kysely } from 'kysely';
import type { PurchaseCardEvent } from '../../../machines/domain/purchaseCard';
import { TERMINATION_BLOCKERS, type CardReason } from '../../../machines/rules/cardStatus';
import { ERRORS } from '../../../src/domain/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import type { Database } from '../../db/schema';
import { portalError } from '../../graphql/errors';
import { RULE_REFUSED } from '../../rulebook/ruleRefusedError';
import { canSeeCard, requireAdmin, type CardViewer } from './cardAccess';
import { applyCardEvent, lockCardRow } from './cardMachine';
import { findCard } from './cardRecords';

/**
 * Lock, unlock and terminate (spec 4 "Card status"): the Buyer:Administrator asks, the purchaseCard
 * machine decides from the stored state (applyDomainEvent: RULE_REFUSED naming the rule, audited).
 * Terminating a terminated card is spec 8's "already terminated (reload)": CARD_ALREADY_TERMINATED.
 */
export type CardCommand = { kind: 'lock'; reason: CardReason | null } | { kind: 'unlock' } | { kind: 'terminate'; reason: CardReason | null };

function eventFor(command: CardCommand, viewer: CardViewer, now: Date): PurchaseCardEvent {
  switch (command.kind) {
    case 'lock':
      return { type: 'card.lock', reason: command.reason };
    case 'unlock':
      return { type: 'card.unlock' };
    case 'terminate':
      return { type: 'card.terminate', reason: command.reason, by: viewer.userId, now: now.toISOString() };
  }
}

/** Spec 8 "already terminated (reload)": the canBeTerminated rule's alreadyTerminated check, with its own code and message. */
function alreadyTerminated(): GraphQLError {
  return new GraphQLError(TERMINATION_BLOCKERS.alreadyTerminated, {
    extensions: {
      code: 'CARD_ALREADY_TERMINATED', messageId: ERRORS.CARD_ALREADY_TERMINATED, machine: 'purchaseCard', rule: 'canBeTerminated', subRules: ['alreadyTerminated'],
    },
  });
}

const subRulesOf = (error: unknown): unknown =>
  (error as { extensions?: { code?: unknown; subRules?: unknown } } | null)?.extensions?.code === RULE_REFUSED
    ? (error as { extensions: { subRules?: unknown } }).extensions.subRules
    : undefined;

export async function runCardCommand(db: Kysely<Database>, viewer: CardViewer, cardId: string, command: CardCommand, now: Date): Promise<{ buyerId: string; status: string }> {
  requireAdmin(viewer);
  return db.transaction().execute(async (trx) => {
    const card = await lockCardRow(trx, cardId);
    const seen = card ? await findCard(trx, cardId) : undefined;
    if (!card || !seen || !canSeeCard(viewer, seen)) throw portalError('NOT_FOUND');
    try {
      const next = await applyCardEvent(trx, card, eventFor(command, viewer, now), now, { userId: viewer.userId, role: viewer.role });
      return { buyerId: card.buyer_id, status: next.status };
    } catch (error) {
      const subRules = subRulesOf(error);
      if (command.kind === 'terminate' && Array.isArray(subRules) && subRules.includes('alreadyTerminated')) throw alreadyTerminated();
      throw error;
    }
  });
}
