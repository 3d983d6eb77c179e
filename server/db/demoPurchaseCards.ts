import type { Transaction } from 'kysely';
import { ACME_BUYER_ID } from './demoIds';
import type { Database } from './schema';

/**
 * Acme's purchasing controls at first start: Individual Credit Limits and Purchase Cards both
 * Disabled (the e2e journey e2e/purchase-cards.spec.ts turns them on in order), and a return
 * address for undeliverable cards. No cards: every card number comes from the card issuer.
 */
export async function insertDemoPurchasingControls(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('buyer_purchasing_controls')
    .values({
      buyer_id: ACME_BUYER_ID,
      individual_credit_limits: 'Disabled',
      purchase_cards: 'Disabled',
      card_return_address: JSON.stringify({ attentionTo: 'ACCOUNTS PAYABLE', line1: '100 INDUSTRIAL WAY', line2: null, city: 'OAKLAND', state: 'CA', zip: '94607' }),
    })
    .execute();
}
