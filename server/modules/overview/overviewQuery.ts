import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountOverview } from '../../schema/generated/resolvers';
import type { ChargeScope } from '../invoices/chargeScope';
import { OWED_CHARGE_STATUSES } from '../../../machines/rules/chargeStatus';

/**
 * Account overview numbers (spec 3 Buyer/customer: credit approved, credit available; balance due
 * and past due), in one SQL round trip over the account's invoices.
 *
 * - balanceDue / pastDue / counts: the charges in the user's scope only (chargeScope.ts).
 * - creditApproved / creditAvailable: spending capacity. Account scope: the account's credit line,
 *   available = approved − what the whole account owes (never below zero; the Buyer query's rule).
 *   Group and own scope: the user's individual credit limit when they have one (spec 5), available =
 *   min(the account's available, limit − what the user's own charges owe); without an individual
 *   limit, the account's figures (the user spends from the account's line).
 */
export interface OverviewFigures {
  accountBalanceMinor: number;
  balanceMinor: number;
  pastDueMinor: number;
  openCount: number;
  pastDueCount: number;
  ownBalanceMinor: number;
  pendingPaymentsMinor: number;
}

function scopeCondition(scope: ChargeScope): RawBuilder<boolean> {
  if (scope.kind === 'group') return scope.groupIds.length > 0 ? sql<boolean>`i.group_id in (${sql.join([...scope.groupIds])})` : sql<boolean>`false`;
  if (scope.kind === 'own') return sql<boolean>`i.buyer_user_id = ${scope.userId}`;
  return sql<boolean>`true`;
}

export async function loadOverviewFigures(db: Kysely<Database>, scope: ChargeScope, today: string): Promise<OverviewFigures> {
  const owed = sql<boolean>`i.status in (${sql.join([...OWED_CHARGE_STATUSES])})`;
  const inScope = sql<boolean>`${owed} and ${scopeCondition(scope)}`;
  const late = sql<boolean>`i.remaining_minor > 0 and (i.status = 'pastDue' or i.due_date < ${today})`;
  const sum = (condition: RawBuilder<boolean>) => sql<number>`coalesce(sum(i.remaining_minor) filter (where ${condition}), 0)`;
  const count = (condition: RawBuilder<boolean>) => sql<number>`count(*) filter (where ${condition})`;
  const figures = await db
    .selectFrom('invoices as i')
    .where('i.buyer_id', '=', scope.buyer.id)
    .select([
      sum(owed).as('account_balance'),
      sum(inScope).as('balance'),
      sum(sql<boolean>`${inScope} and ${late}`).as('past_due'),
      count(sql<boolean>`${inScope} and i.remaining_minor > 0`).as('open_count'),
      count(sql<boolean>`${inScope} and ${late}`).as('past_due_count'),
      sum(sql<boolean>`${owed} and i.buyer_user_id = ${scope.userId}`).as('own_balance'),
    ])
    .executeTakeFirstOrThrow();
  const pending = await db
    .selectFrom('payments')
    .select(sql<number>`coalesce(sum(amount_minor), 0)`.as('total'))
    .where('buyer_id', '=', scope.buyer.id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return {
    accountBalanceMinor: Number(figures.account_balance),
    balanceMinor: Number(figures.balance),
    pastDueMinor: Number(figures.past_due),
    openCount: Number(figures.open_count),
    pastDueCount: Number(figures.past_due_count),
    ownBalanceMinor: Number(figures.own_balance),
    pendingPaymentsMinor: Number(pending.total),
  };
}

/** The numbers a user sees (pure: the figures, the scope and the user's individual limit). */
export function toOverview(scope: ChargeScope, figures: OverviewFigures, individualLimitMinor: number | null): AccountOverview {
  const money = (amountMinor: number) => ({ amountMinor, currency: scope.buyer.currency });
  const accountAvailable = Math.max(scope.buyer.creditApprovedMinor - figures.accountBalanceMinor, 0);
  const personal = scope.kind !== 'account' && individualLimitMinor !== null;
  const creditApproved = personal ? individualLimitMinor : scope.buyer.creditApprovedMinor;
  const creditAvailable = personal ? Math.min(accountAvailable, Math.max(individualLimitMinor - figures.ownBalanceMinor, 0)) : accountAvailable;
  return {
    buyerId: scope.buyer.id,
    scope: scope.kind,
    creditApproved: money(creditApproved),
    creditAvailable: money(creditAvailable),
    balanceDue: money(figures.balanceMinor),
    pastDue: money(figures.pastDueMinor),
    openInvoiceCount: figures.openCount,
    pastDueInvoiceCount: figures.pastDueCount,
    pendingPayments: scope.kind === 'account' ? money(figures.pendingPaymentsMinor) : null,
    creditIsIndividualLimit: personal,
  };
}
