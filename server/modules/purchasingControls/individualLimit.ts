import type { Kysely } from 'kysely';
import { individualLimitProblems, purchasesBlocked, requiredProblems } from '../../../machines/rules/individualCreditLimit';
import type { Database } from '../../db/schema';
import { portalError } from '../../graphql/errors';
import type { BuyerAccount } from '../invoices/chargeScope';
import { cardRequestRefused, type CardProblem } from '../purchaseCards/cardInput';
import { openChargesOf } from '../purchaseCards/cardRecords';
import { ensureControlsRow, loadControls } from './controlsRecords';

/**
 * Sets a user's individual credit limit (spec 5): only while Individual Credit Limits are on; at
 * most the inviter's (`parent_user_id`) own limit and the company line; not cleared while the
 * inviter has one. Lowering it below what the user's open charges owe is allowed and blocks further
 * purchases (`purchasesBlocked`), as the spec says.
 */
export async function setIndividualLimit(db: Kysely<Database>, buyer: BuyerAccount, userId: string, limitMinor: number | null) {
  return db.transaction().execute(async (trx) => {
    // Switches before the user row, as setPurchasingFeature locks them: "limits off" cannot slip past.
    await ensureControlsRow(trx, buyer.id);
    const controls = await loadControls(trx, buyer.id, true);
    const user = await trx.selectFrom('users').select(['id', 'buyer_id', 'parent_user_id']).where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!user || user.buyer_id !== buyer.id) throw portalError('NOT_FOUND');
    const inviter = user.parent_user_id ? await trx.selectFrom('users').select('credit_limit_minor').where('id', '=', user.parent_user_id).executeTakeFirst() : undefined;
    const inviterLimitMinor = inviter?.credit_limit_minor ?? null;
    const problems: CardProblem[] = [];
    if (controls.individualCreditLimits !== 'Enabled') problems.push('individualCreditLimitsDisabled');
    problems.push(...individualLimitProblems({ requestedMinor: limitMinor, inviterLimitMinor, companyLineMinor: buyer.creditApprovedMinor }));
    problems.push(...requiredProblems({ requestedMinor: limitMinor, inviterLimitMinor }));
    if (problems.length > 0) throw cardRequestRefused(problems);
    await trx.updateTable('users').set({ credit_limit_minor: limitMinor }).where('id', '=', user.id).execute();
    const owed = (await openChargesOf(trx, [user.id])).get(user.id) ?? 0;
    const money = (amountMinor: number) => ({ amountMinor, currency: buyer.currency });
    return {
      userId: user.id,
      limit: limitMinor === null ? null : money(limitMinor),
      openCharges: money(owed),
      purchasesBlocked: purchasesBlocked({ limitMinor, openChargesMinor: owed }),
    };
  });
}
