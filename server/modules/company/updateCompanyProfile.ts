import type { Kysely } from 'kysely';
import { changedProfileFields, companyProfileSchema, tidyCompanyProfile, type CompanyProfile } from '../../../machines/rules/companyInfo';
import type { Database } from '../../db/schema';
import { withRetry } from '../../db/withRetry';
import { appendCompanyChange, COMPANY_AUDIT, COMPANY_RULES } from './companyAudit';
import { companyFieldProblems, companyInfoRefused } from './companyErrors';
import { loadCompanyInfo, profileOf, type StoredCompanyInfo } from './companyInfoRecords';

export interface UpdateCompanyProfileCommand {
  buyerId: string;
  /** As typed: parsed here with the buyer's country (the state is required in some). */
  input: Record<string, unknown>;
  userId: string;
  role: string;
  now: Date;
}

/**
 * Saves the trading name and address (the part of company info the buyer changes): in ONE
 * transaction, the buyer row locked (two admins saving at once are serialized), the input parsed
 * with the rule of machines/rules/companyInfo.ts for the buyer's country (COMPANY_INFO_INVALID with
 * every refused field otherwise; nothing is written), the row written and an audit entry of the
 * changed fields appended last. Saving what is already stored changes and records nothing.
 */
export async function updateCompanyProfile(db: Kysely<Database>, command: UpdateCompanyProfileCommand): Promise<StoredCompanyInfo> {
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
      const buyer = await trx.selectFrom('buyers').select(['id', 'business_country']).where('id', '=', command.buyerId).forUpdate().executeTakeFirstOrThrow();
      const parsed = companyProfileSchema(buyer.business_country).safeParse(command.input);
      if (!parsed.success) throw companyInfoRefused(companyFieldProblems(parsed.error.issues, command.input));
      const after = tidyCompanyProfile(parsed.data);
      const stored = await loadCompanyInfo(trx, buyer.id);
      const before = profileOf(stored.row);
      const changed = stored.row ? changedProfileFields(before, after) : (Object.keys(after) as (keyof CompanyProfile)[]);
      if (changed.length === 0) return stored;
      const columns = {
        trading_name: after.tradingName,
        address_line1: after.line1,
        address_line2: after.line2,
        city: after.city,
        state: after.state,
        zip: after.zip,
        updated_at: command.now,
        updated_by_user_id: command.userId,
      };
      const row = await trx
        .insertInto('buyer_company_info')
        .values({ buyer_id: buyer.id, ...columns })
        .onConflict((oc) => oc.column('buyer_id').doUpdateSet(columns))
        .returningAll()
        .executeTakeFirstOrThrow();
      await appendCompanyChange(trx, {
        buyerId: buyer.id,
        eventType: COMPANY_AUDIT.profileUpdated,
        rule: COMPANY_RULES.profile,
        before: Object.fromEntries(changed.map((field) => [field, stored.row ? before[field] : null])),
        after: Object.fromEntries(changed.map((field) => [field, after[field]])),
        actor: { userId: command.userId, role: command.role },
        now: command.now,
      });
      return { ...stored, row };
    }),
  );
}
