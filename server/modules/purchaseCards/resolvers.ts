import { filter, pipe } from 'graphql-yoga';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import type { PurchaseCard, Resolvers } from '../../schema/generated/resolvers';
import { UUID_PATTERN, parseInput } from '../../graphql/parseInput';
import { loadControls } from '../purchasingControls/controlsRecords';
import { canSeeCard, resolveCardViewer, type CardViewer } from './cardAccess';
import { runCardCommand, type CardCommand } from './cardCommands';
import { publishPurchaseCardUpdated } from './cardEvents';
import { cardReasonInputSchema, createCardInputSchema, revealInputSchema } from './cardInput';
import { findCard, listCards, openChargesOf, toPurchaseCards } from './cardRecords';
import { createCard, programLanguages } from './createCard';
import { cardIssuerFor, submitNewCard } from './issuance';
import { requestReveal, reveal } from './revealCardNumber';

/** One card the viewer may see, in its GraphQL shape; null otherwise. */
async function visibleCard(context: GraphQLContext, id: string, viewer?: CardViewer): Promise<PurchaseCard | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const row = await findCard(context.services.db, id.toLowerCase());
  if (!row) return null;
  const who = viewer ?? (await resolveCardViewer(context, row.buyer_id).catch(() => null));
  if (!who || !canSeeCard(who, row)) return null;
  const [card] = await toPurchaseCards(context.services.db, [row], who);
  return card ?? null;
}

async function command(context: GraphQLContext, cardId: string, cmd: CardCommand): Promise<PurchaseCard> {
  const row = await findCard(context.services.db, cardId);
  if (!row) throw portalError('NOT_FOUND');
  const viewer = await resolveCardViewer(context, row.buyer_id);
  const { services } = context;
  const result = await runCardCommand(services.db, viewer, cardId, cmd, services.now());
  publishPurchaseCardUpdated(services, result.buyerId, cardId, result.status);
  const card = await visibleCard(context, cardId, viewer);
  if (!card) throw portalError('NOT_FOUND');
  return card;
}

/** purchaseCards, purchaseCard, purchaseCardCreationOptions, the card mutations and purchaseCardUpdated. */
export const purchaseCardResolvers: Resolvers = {
  Query: {
    purchaseCards: async (_parent, { buyerId, tab, mine, userId }, context) => {
      const viewer = await resolveCardViewer(context, buyerId);
      const cards = await listCards(context.services.db, viewer, tab, mine === true);
      return toPurchaseCards(context.services.db, userId ? cards.filter((card) => card.user_id === userId.toLowerCase()) : cards, viewer);
    },

    purchaseCard: (_parent, { id }, context) => visibleCard(context, id),

    purchaseCardCreationOptions: async (_parent, { userId }, context) => {
      const viewer = await resolveCardViewer(context, null);
      const targetId = userId ?? viewer.userId;
      if (targetId !== viewer.userId && !viewer.isAdmin) throw portalError('FORBIDDEN');
      const { db } = context.services;
      const holder = UUID_PATTERN.test(targetId)
        ? await db.selectFrom('users').select(['id', 'buyer_id', 'first_name', 'last_name', 'credit_limit_minor', 'parent_user_id']).where('id', '=', targetId.toLowerCase()).executeTakeFirst()
        : undefined;
      if (!holder || holder.buyer_id !== viewer.buyer.id) throw portalError('NOT_FOUND');
      const inviter = holder.parent_user_id ? await db.selectFrom('users').select('credit_limit_minor').where('id', '=', holder.parent_user_id).executeTakeFirst() : undefined;
      const [controls, owed, languages] = await Promise.all([loadControls(db, viewer.buyer.id), openChargesOf(db, [holder.id]), programLanguages(db, viewer.buyer.programId)]);
      const money = (amountMinor: number | null | undefined) => (amountMinor === null || amountMinor === undefined ? null : { amountMinor, currency: viewer.buyer.currency });
      return {
        userId: holder.id,
        firstName: holder.first_name,
        lastName: holder.last_name,
        companyName: viewer.buyer.name,
        purchaseCardsEnabled: controls.purchaseCards === 'Enabled',
        individualCreditLimitsEnabled: controls.individualCreditLimits === 'Enabled',
        canSetLimit: viewer.isAdmin,
        currentLimit: money(holder.credit_limit_minor),
        inviterLimit: money(inviter?.credit_limit_minor),
        companyCreditLine: { amountMinor: viewer.buyer.creditApprovedMinor, currency: viewer.buyer.currency },
        openCharges: { amountMinor: owed.get(holder.id) ?? 0, currency: viewer.buyer.currency },
        languages,
      };
    },
  },

  Mutation: {
    createPurchaseCard: async (_parent, { input }, context) => {
      const parsed = parseInput(createCardInputSchema, input, 'input');
      const viewer = await resolveCardViewer(context, parsed.buyerId);
      if (viewer.programWide) throw portalError('FORBIDDEN');
      const userId = parsed.userId ?? viewer.userId;
      const limit = parsed.individualCreditLimitMinor ?? null;
      // Any buyer user may ask for their own card; cards for others and limits are the administrator's.
      if ((userId !== viewer.userId || limit !== null) && !viewer.isAdmin) throw portalError('FORBIDDEN');
      const { services } = context;
      const now = services.now();
      const issuerDueAt = cardIssuerFor(services).dueAt(now);
      const created = await createCard(services.db, {
        viewer, idempotencyKey: parsed.idempotencyKey, userId, cardType: parsed.cardType, cardholderName: parsed.cardholderName,
        businessName: parsed.businessName ?? null, shipTo: parsed.shipTo ?? null, cardLanguage: parsed.cardLanguage,
        individualCreditLimitMinor: limit, now, issuerDueAt,
      });
      const card = await visibleCard(context, created.id, viewer);
      if (!card) throw new Error(`createPurchaseCard: card ${created.id} could not be shown`);
      if (!created.replayed) {
        publishPurchaseCardUpdated(services, viewer.buyer.id, card.id, card.status);
        submitNewCard(services, { id: card.id, cardType: card.cardType, cardholderName: card.cardholderName, dueAt: issuerDueAt });
      }
      return card;
    },

    lockPurchaseCard: (_parent, { input }, context) => {
      const parsed = parseInput(cardReasonInputSchema, input, 'input');
      return command(context, parsed.cardId, { kind: 'lock', reason: parsed.reason ?? null });
    },

    unlockPurchaseCard: (_parent, { cardId }, context) => {
      const parsed = parseInput(cardReasonInputSchema, { cardId }, 'input');
      return command(context, parsed.cardId, { kind: 'unlock' });
    },

    terminatePurchaseCard: (_parent, { input }, context) => {
      const parsed = parseInput(cardReasonInputSchema, input, 'input');
      return command(context, parsed.cardId, { kind: 'terminate', reason: parsed.reason ?? null });
    },

    requestCardNumberReveal: async (_parent, { cardId }, context) => {
      const parsed = parseInput(cardReasonInputSchema, { cardId }, 'input');
      const viewer = await resolveCardViewer(context, null);
      return requestReveal(context.services, viewer, context.viewer.user.email, parsed.cardId);
    },

    revealCardNumber: async (_parent, { input }, context) => {
      const parsed = parseInput(revealInputSchema, input, 'input');
      const viewer = await resolveCardViewer(context, null);
      return reveal(context.services, viewer, parsed);
    },
  },

  Subscription: {
    purchaseCardUpdated: {
      subscribe: async (_parent, { buyerId }, context) => {
        const viewer = await resolveCardViewer(context, buyerId);
        // Only cards this viewer may see (a group admin's groups, a cardholder's own cards).
        return pipe(
          context.services.pubsub.subscribe('purchaseCardUpdated', viewer.buyer.id),
          filter(async (event: { cardId: string }) => (await visibleCard(context, event.cardId, viewer)) !== null),
        );
      },
      resolve: async (event: { cardId: string }, _args: unknown, context: GraphQLContext) => {
        const card = await visibleCard(context, event.cardId);
        if (!card) throw new Error('purchaseCardUpdated: card not visible');
        return card;
      },
    },
  },
};
