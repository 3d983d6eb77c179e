import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Buyer } from '../../schema/generated/resolvers';
import { OWED_CHARGE_STATUSES } from '../../../machines/rules/chargeStatus';

/**
 * Spec 3 Buyer with its credit position, computed in SQL in one round trip:
 * balanceDue = remaining on invoices still owed (OWED_CHARGE_STATUSES, machines/rules/chargeStatus.ts); pastDue = the part of that past its due date
 * (or marked pastDue); creditAvailable = approved − balanceDue, never below zero.
 */
export interface BuyerRecord {
  buyer: Buyer;
  programId: string;
}

export async function loadBuyer(db: Kysely<Database>, buyerId: string, today: string): Promise<BuyerRecord | null> {
  const owed = sql<boolean>`i.status in (${sql.join([...OWED_CHARGE_STATUSES])})`;
  const balanceDue = sql<number>`coalesce(sum(i.remaining_minor) filter (where ${owed}), 0)`;
  const row = await db
    .selectFrom('buyers as b')
    .leftJoin('invoices as i', 'i.buyer_id', 'b.id')
    .where('b.id', '=', buyerId)
    .groupBy('b.id')
    .select([
      'b.id',
      'b.program_id',
      'b.name',
      'b.billing_cycle',
      'b.business_country',
      'b.status',
      'b.type',
      'b.terms',
      'b.currency',
      'b.credit_approved_minor',
      'b.purchase_policy_max_minor',
      balanceDue.as('balance_due'),
      sql<number>`greatest(b.credit_approved_minor - ${balanceDue}, 0)`.as('credit_available'),
      sql<number>`coalesce(sum(i.remaining_minor) filter (where ${owed} and (i.status = 'pastDue' or i.due_date < ${today})), 0)`.as('past_due'),
    ])
    .executeTakeFirst();
  if (!row) return null;
  const money = (amountMinor: number) => ({ amountMinor, currency: row.currency });
  return {
    programId: row.program_id,
    buyer: {
      id: row.id,
      name: row.name,
      billingCycle: row.billing_cycle,
      businessCountry: row.business_country,
      status: row.status,
      type: row.type,
      terms: row.terms,
      buyerPurchasePolicy: { maxValue: row.purchase_policy_max_minor === null ? null : money(row.purchase_policy_max_minor) },
      creditApproved: money(row.credit_approved_minor),
      balanceDue: money(row.balance_due),
      pastDue: money(row.past_due),
      creditAvailable: money(row.credit_available),
    },
  };
}
