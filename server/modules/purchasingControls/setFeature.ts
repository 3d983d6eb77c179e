import { catalogEntry } from '../../../machines/catalog';
import type { Kysely } from 'kysely';
import { featureSwitches, initialFor, type FeatureDependenciesEvent } from '../../../machines/domain/featureDependencies';
import type { Database } from '../../db/schema';
import { applyDomainEvent } from '../../rulebook/enforce';
import { countActiveCards, ensureControlsRow, loadControls } from './controlsRecords';

/**
 * Turns a purchasing feature on or off through the featureDependencies machine (spec 4), in one
 * transaction with the buyer's row locked: applyDomainEvent decides (RULE_REFUSED naming the rule
 * otherwise) and audits; the new switches are stored, and disabling Individual Credit Limits
 * removes every individual limit of the buyer's users (the machine's pendingEffects).
 */

export type PurchasingFeature = 'IndividualCreditLimits' | 'PurchaseCards';

export function featureEvent(feature: PurchasingFeature, on: boolean, activeCardCount: number): FeatureDependenciesEvent {
  if (feature === 'IndividualCreditLimits') return { type: on ? 'individualCreditLimits.enable' : 'individualCreditLimits.disable' };
  return on ? { type: 'purchaseCards.enable' } : { type: 'purchaseCards.disable', activeCardCount };
}

export async function setPurchasingFeature(
  db: Kysely<Database>,
  request: { buyerId: string; feature: PurchasingFeature; on: boolean; now: Date; actor: { userId: string; role: string | null } },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ensureControlsRow(trx, request.buyerId);
    const controls = await loadControls(trx, request.buyerId, true);
    const stored = initialFor(controls);
    // Asking for the state the feature is already in changes nothing (a double click, two tabs).
    const current = request.feature === 'IndividualCreditLimits' ? controls.individualCreditLimits : controls.purchaseCards;
    if ((current === 'Enabled') === request.on) return;
    const activeCardCount = request.feature === 'PurchaseCards' && !request.on ? await countActiveCards(trx, request.buyerId) : 0;
    await applyDomainEvent(trx, {
      entry: catalogEntry('featureDependencies'),
      entity: { type: 'buyerPurchasingControls', id: request.buyerId, buyerId: request.buyerId },
      stored: { value: stored.value, context: stored.context },
      event: featureEvent(request.feature, request.on, activeCardCount),
      now: request.now,
      actor: request.actor,
      persist: async ({ snapshot }) => {
        const next = featureSwitches(snapshot);
        await trx
          .updateTable('buyer_purchasing_controls')
          .set({ individual_credit_limits: next.individualCreditLimits, purchase_cards: next.purchaseCards, updated_at: request.now })
          .where('buyer_id', '=', request.buyerId)
          .execute();
        if (snapshot.context.pendingEffects.includes('removeAllIndividualLimits')) {
          await trx.updateTable('users').set({ credit_limit_minor: null }).where('buyer_id', '=', request.buyerId).execute();
        }
      },
    });
  });
}
