import type { Insertable } from 'kysely';
import { ACME_BUYER_ID } from './demoIds';
import type { BuyerCompanyInfoTable } from './schema';

/**
 * Acme's company profile and identifiers (server/modules/company). The legal business name is
 * `buyers.name` (demoProgram.ts); the address is the one cards are returned to (demoPurchaseCards.ts).
 */
export const ACME_COMPANY_INFO: Insertable<BuyerCompanyInfoTable> = {
  buyer_id: ACME_BUYER_ID,
  trading_name: 'Acme Supply',
  address_line1: '100 Industrial Way',
  address_line2: null,
  city: 'Oakland',
  state: 'CA',
  zip: '94607',
  registration_number: 'C3141592',
  tax_id: '941234567',
  updated_by_user_id: null,
};
