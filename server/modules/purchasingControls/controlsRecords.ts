import { sql, type Kysely } from 'kysely';
import type { FeatureSwitches } from '../../../machines/domain/featureDependencies';
import type { ShipToAddress } from '../../../machines/rules/cardRequest';
import type { Database } from '../../db/schema';
import type { BuyerAccount } from '../invoices/chargeScope';

/** A buyer's stored purchasing controls (no row: both switches Disabled, no return address). */
export interface StoredControls extends FeatureSwitches {
  cardReturnAddress: ShipToAddress | null;
}

export async function loadControls(db: Kysely<Database>, buyerId: string, lock = false): Promise<StoredControls> {
  let query = db.selectFrom('buyer_purchasing_controls').selectAll().where('buyer_id', '=', buyerId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return {
    individualCreditLimits: row?.individual_credit_limits ?? 'Disabled',
    purchaseCards: row?.purchase_cards ?? 'Disabled',
    cardReturnAddress: (row?.card_return_address as ShipToAddress | null | undefined) ?? null,
  };
}

/** Makes sure the buyer has a row (so it can be locked FOR UPDATE). */
export async function ensureControlsRow(db: Kysely<Database>, buyerId: string): Promise<void> {
  await db.insertInto('buyer_purchasing_controls').values({ buyer_id: buyerId }).onConflict((oc) => oc.column('buyer_id').doNothing()).execute();
}

/** Cards of the buyer that are not terminated (spec 4: Purchase Cards cannot be disabled while any remain). */
export async function countActiveCards(db: Kysely<Database>, buyerId: string): Promise<number> {
  const row = await db
    .selectFrom('purchase_cards')
    .select(sql<string>`count(*)`.as('n'))
    .where('buyer_id', '=', buyerId)
    .where('status', 'not in', ['terminated', 'notCreated', 'notEnabled'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function purchasePolicyMax(db: Kysely<Database>, buyerId: string): Promise<number | null> {
  const row = await db.selectFrom('buyers').select('purchase_policy_max_minor').where('id', '=', buyerId).executeTakeFirst();
  return row?.purchase_policy_max_minor ?? null;
}

/** The GraphQL PurchasingControls of a buyer. */
export async function toPurchasingControls(db: Kysely<Database>, buyer: BuyerAccount, canManage: boolean) {
  const [controls, activeCardCount, maxMinor] = await Promise.all([loadControls(db, buyer.id), countActiveCards(db, buyer.id), purchasePolicyMax(db, buyer.id)]);
  const money = (amountMinor: number) => ({ amountMinor, currency: buyer.currency });
  return {
    buyerId: buyer.id,
    individualCreditLimits: controls.individualCreditLimits,
    purchaseCards: controls.purchaseCards,
    activeCardCount,
    purchasePolicyMaxValue: maxMinor === null ? null : money(maxMinor),
    companyCreditLine: money(buyer.creditApprovedMinor),
    cardReturnAddress: controls.cardReturnAddress,
    canManage,
  };
}
