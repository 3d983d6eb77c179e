import type { Kysely, Selectable } from 'kysely';
import type { BuyerCompanyInfoTable, Database } from '../../db/schema';
import type { CompanyProfile } from '../../../machines/rules/companyInfo';
import type { CompanyInfo } from '../../schema/generated/resolvers';

export type CompanyInfoRow = Selectable<BuyerCompanyInfoTable>;

/** A buyer's company info as stored: the buyers row's name and country, and its company row (absent until first saved). */
export interface StoredCompanyInfo {
  buyerId: string;
  businessName: string;
  country: string;
  row: CompanyInfoRow | null;
}

export async function loadCompanyInfo(db: Kysely<Database>, buyerId: string): Promise<StoredCompanyInfo> {
  const buyer = await db.selectFrom('buyers').select(['id', 'name', 'business_country']).where('id', '=', buyerId).executeTakeFirstOrThrow();
  const row = await db.selectFrom('buyer_company_info').selectAll().where('buyer_id', '=', buyerId).executeTakeFirst();
  return { buyerId: buyer.id, businessName: buyer.name, country: buyer.business_country, row: row ?? null };
}

/** The stored profile part (what the buyer edits); blank when nothing is on file yet. */
export function profileOf(row: CompanyInfoRow | null): CompanyProfile {
  return {
    tradingName: row?.trading_name ?? null,
    line1: row?.address_line1 ?? '',
    line2: row?.address_line2 ?? null,
    city: row?.city ?? '',
    state: row?.state ?? null,
    zip: row?.zip ?? '',
  };
}

/** The GraphQL shape (spec 2 company info). */
export function toCompanyInfo(stored: StoredCompanyInfo, canEditProfile: boolean): CompanyInfo {
  const { row } = stored;
  return {
    buyerId: stored.buyerId,
    businessName: stored.businessName,
    tradingName: row?.trading_name ?? null,
    address: row ? { line1: row.address_line1, line2: row.address_line2, city: row.city, state: row.state, zip: row.zip, country: stored.country } : null,
    country: stored.country,
    registrationNumber: row?.registration_number ?? null,
    taxId: row?.tax_id ?? null,
    updatedAt: row?.updated_at ?? null,
    canEditProfile,
  };
}
