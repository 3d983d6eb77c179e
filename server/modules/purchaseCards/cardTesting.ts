import { ACME_BUYER_ID } from '../../db/demoIds';
import type { ApiSession } from '../../http/testing/apiClient';
import type { TestServer } from '../../http/testing/testServer';
import { data } from '../invoices/moduleTesting';

/** Test helpers for the purchase-card tests. */
export const CARD_FIELDS = `id userId userName status cardType cardholderName businessName last4 lockReason terminationReason terminatedBy terminatedAt
  shippedAt activatedAt creationFailure canManage canReveal purchasesBlocked individualCreditLimit { amountMinor } openCharges { amountMinor }
  shipTo { attentionTo line1 line2 city state zip }`;
export const CREATE = `mutation($input: CreatePurchaseCardInput!) { createPurchaseCard(input: $input) { ${CARD_FIELDS} } }`;
export const LOCK = `mutation($input: CardReasonInput!) { lockPurchaseCard(input: $input) { ${CARD_FIELDS} } }`;
export const UNLOCK = `mutation($cardId: ID!) { unlockPurchaseCard(cardId: $cardId) { ${CARD_FIELDS} } }`;
export const TERMINATE = `mutation($input: CardReasonInput!) { terminatePurchaseCard(input: $input) { ${CARD_FIELDS} } }`;
export const CARDS = `query($tab: PurchaseCardTab!, $mine: Boolean) { purchaseCards(tab: $tab, mine: $mine) { ${CARD_FIELDS} } }`;
export const CARD = `query($id: ID!) { purchaseCard(id: $id) { ${CARD_FIELDS} } }`;
export const REQUEST_REVEAL = 'mutation($cardId: ID!) { requestCardNumberReveal(cardId: $cardId) { challengeId expiresAt sentTo } }';
export const REVEAL = 'mutation($input: RevealCardNumberInput!) { revealCardNumber(input: $input) { cardId cardNumber } }';
const SET = 'mutation($input: SetPurchasingFeatureInput!) { setPurchasingFeature(input: $input) { purchaseCards } }';

export interface CardOut {
  id: string;
  userId: string;
  status: string;
  last4: string | null;
  [field: string]: unknown;
}

let serial = 0;
export const newKey = () => `card-test-${Date.now()}-${++serial}`;

export async function enableCards(server: TestServer, admin: ApiSession): Promise<void> {
  for (const feature of ['IndividualCreditLimits', 'PurchaseCards']) await data(server, admin, SET, { input: { feature, switch: 'Enabled' } });
}

export async function createVirtualCard(server: TestServer, session: ApiSession, extra: Record<string, unknown> = {}): Promise<CardOut> {
  const reply = await data<{ createPurchaseCard: CardOut }>(server, session, CREATE, {
    input: { idempotencyKey: newKey(), cardType: 'virtual', cardholderName: 'ALEX MORGAN', cardLanguage: 'en', ...extra },
  });
  return reply.createPurchaseCard;
}

/** The latest MFA code e-mailed to a user (what the user reads in their mailbox). */
export async function latestCode(server: TestServer, userId: string): Promise<string> {
  const row = await server.db
    .selectFrom('outbox_messages')
    .select(['body', 'kind', 'buyer_id'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'mfa.code')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  if (row.buyer_id !== ACME_BUYER_ID) throw new Error('code for another buyer');
  const code = row.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in: ${row.body}`);
  return code;
}
