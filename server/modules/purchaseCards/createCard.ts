import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { initialFor } from '../../../machines/domain/purchaseCard';
import type { CardRequest } from '../../../machines/rules/cardRequest';
import { individualLimitProblems } from '../../../machines/rules/individualCreditLimit';
import { tidyShipTo } from '../../../machines/rules/shipToAddress';
import type { Database } from '../../db/schema';
import { portalError } from '../../graphql/errors';
import { recordDomainCreation } from '../../rulebook/recordCreation';
import { ensureControlsRow, loadControls } from '../purchasingControls/controlsRecords';
import type { CardViewer } from './cardAccess';
import { cardRequestRefused, type CardProblem } from './cardInput';
import { applyCardEvent } from './cardMachine';

/**
 * Requests a purchase card (spec 3, 5): the cardholder must be a user of the buyer; the purchaseCard
 * machine decides `card.request` (printed names, ship-to address) from `notCreated` when Purchase
 * Cards are enabled (`notEnabled` otherwise, which refuses); an individual limit given with it must
 * keep to spec 5 (machines/rules/individualCreditLimit.ts) and is stored on the cardholder.
 * One transaction; idempotent per (buyer, key). The issuer is handed the card after the commit.
 */
export interface CreateCardRequest {
  viewer: CardViewer;
  idempotencyKey: string;
  userId: string;
  cardType: 'physical' | 'virtual';
  cardholderName: string;
  businessName: string | null;
  shipTo: Partial<Record<'attentionTo' | 'line1' | 'line2' | 'city' | 'state' | 'zip', string | null>> | null;
  cardLanguage: string;
  individualCreditLimitMinor: number | null;
  now: Date;
  /** When the issuer will answer (null: only when asked). */
  issuerDueAt: Date | null;
}

export interface CreatedCard {
  id: string;
  replayed: boolean;
}

export async function programLanguages(db: Kysely<Database>, programId: string): Promise<string[]> {
  const program = await db.selectFrom('programs').select('locales').where('id', '=', programId).executeTakeFirst();
  const locales = (program?.locales as string[] | undefined) ?? ['en-US'];
  return [...new Set(locales.map((locale) => locale.slice(0, 2).toLowerCase()))];
}

export async function createCard(db: Kysely<Database>, request: CreateCardRequest): Promise<CreatedCard> {
  const { viewer } = request;
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('purchase_cards')
      .select('id')
      .where('buyer_id', '=', viewer.buyer.id)
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirst();
    if (existing) return { id: existing.id, replayed: true };

    // The switches first, locked, in the order setPurchasingFeature takes them: a concurrent "Purchase
    // Cards off" either sees this card or waits for it, never misses it.
    await ensureControlsRow(trx, viewer.buyer.id);
    const controls = await loadControls(trx, viewer.buyer.id, true);
    const holder = await trx
      .selectFrom('users')
      .select(['id', 'buyer_id', 'parent_user_id', 'credit_limit_minor', 'status'])
      .where('id', '=', request.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!holder || holder.buyer_id !== viewer.buyer.id) throw portalError('NOT_FOUND');

    const problems: CardProblem[] = [];
    if (!(await programLanguages(trx, viewer.buyer.programId)).includes(request.cardLanguage)) problems.push('languageUnsupported');
    if (request.individualCreditLimitMinor !== null) {
      if (controls.individualCreditLimits !== 'Enabled') problems.push('individualCreditLimitsDisabled');
      const inviter = holder.parent_user_id
        ? await trx.selectFrom('users').select('credit_limit_minor').where('id', '=', holder.parent_user_id).executeTakeFirst()
        : undefined;
      problems.push(...individualLimitProblems({
        requestedMinor: request.individualCreditLimitMinor,
        inviterLimitMinor: inviter?.credit_limit_minor ?? null,
        companyLineMinor: viewer.buyer.creditApprovedMinor,
      }));
    }
    if (problems.length > 0) throw cardRequestRefused(problems);

    const cardRequest: CardRequest = {
      cardType: request.cardType,
      cardholderName: request.cardholderName.trim(),
      businessName: request.businessName?.trim() || null,
      shipTo: request.cardType === 'physical' && request.shipTo ? tidyShipTo(request.shipTo) : null,
    };
    const id = randomUUID();
    const actor = { userId: viewer.userId, role: viewer.role };
    // The card comes into being in the machine's initial state (notEnabled), on the audit trail;
    // the buyer's enabled Purchase Cards then enable it, and the request is decided from there.
    const start = initialFor({ status: 'notEnabled' });
    await trx
      .insertInto('purchase_cards')
      .values({
        id,
        buyer_id: viewer.buyer.id,
        user_id: holder.id,
        card_type: cardRequest.cardType,
        status: 'notEnabled',
        context: JSON.stringify(start.context),
        cardholder_name: cardRequest.cardholderName,
        business_name: cardRequest.businessName ?? null,
        ship_to: cardRequest.shipTo ? JSON.stringify(cardRequest.shipTo) : null,
        card_language: request.cardLanguage,
        idempotency_key: request.idempotencyKey,
        created_by: viewer.userId,
        created_at: request.now,
      })
      .execute();
    await recordDomainCreation(trx, {
      entry: catalogEntry('purchaseCard'),
      entity: { type: 'purchaseCard', id, buyerId: viewer.buyer.id },
      input: {},
      event: { type: 'card.created', cardType: cardRequest.cardType },
      now: request.now,
      actor,
    });
    let stored = { id, buyer_id: viewer.buyer.id, status: 'notEnabled', context: start.context };
    if (controls.purchaseCards === 'Enabled') stored = { ...stored, ...(await applyCardEvent(trx, stored, { type: 'card.enable' }, request.now, actor)) };
    await applyCardEvent(
      trx,
      stored,
      { type: 'card.request', ...cardRequest },
      request.now,
      actor,
      () => ({ issuer_due_at: request.issuerDueAt }),
    );
    if (request.individualCreditLimitMinor !== null) {
      await trx.updateTable('users').set({ credit_limit_minor: request.individualCreditLimitMinor }).where('id', '=', holder.id).execute();
    }
    return { id, replayed: false };
  });
}
