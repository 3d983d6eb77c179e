import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import type { DemoCardIssuer } from '../../../server/integrations/cardIssuer/demoCardIssuer';

/**
 * What the purchase-card and feature-dependency drivers share: calls as Acme's administrator, and
 * putting Acme's cards and switches where a path starts, through the API (and the demo card issuer's
 * test hook for the issuer's answers).
 */
export const SET_FEATURE = 'mutation($input: SetPurchasingFeatureInput!) { setPurchasingFeature(input: $input) { individualCreditLimits purchaseCards } }';
export const CONTROLS = '{ purchasingControls { individualCreditLimits purchaseCards activeCardCount } }';
const CARDS = '{ purchaseCards(tab: active) { id status } }';
const CREATE = 'mutation($input: CreatePurchaseCardInput!) { createPurchaseCard(input: $input) { id status } }';
const TERMINATE = 'mutation($input: CardReasonInput!) { terminatePurchaseCard(input: $input) { id status } }';

export interface Controls {
  individualCreditLimits: 'Enabled' | 'Disabled';
  purchaseCards: 'Enabled' | 'Disabled';
  activeCardCount: number;
}

export interface AdminCalls {
  /** A call that must succeed. */
  call<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  controls(): Promise<Controls>;
  setFeature(feature: 'IndividualCreditLimits' | 'PurchaseCards', on: boolean): Promise<void>;
  /** A virtual card for the administrator, created by the issuer (active). */
  activeCard(): Promise<string>;
  /** Terminates every card of Acme that is not terminated (a pending one is created first). */
  terminateAll(): Promise<void>;
}

let serial = 0;

export function adminCalls(server: TestServer, admin: ApiSession, issuer: DemoCardIssuer): AdminCalls {
  async function call<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const reply = await graphql(server.url, admin, query, variables);
    if (reply.body.errors?.length) throw new Error(`${query.slice(0, 50)}...: ${JSON.stringify(reply.body.errors)}`);
    return reply.body.data as T;
  }
  const controls = async () => (await call<{ purchasingControls: Controls }>(CONTROLS)).purchasingControls;
  async function setFeature(feature: 'IndividualCreditLimits' | 'PurchaseCards', on: boolean) {
    await call(SET_FEATURE, { input: { feature, switch: on ? 'Enabled' : 'Disabled' } });
  }
  return {
    call,
    controls,
    setFeature,
    async activeCard() {
      const input = { idempotencyKey: `api-replay-card-${Date.now()}-${++serial}`, cardType: 'virtual', cardholderName: 'ALEX MORGAN', cardLanguage: 'en' };
      const { createPurchaseCard } = await call<{ createPurchaseCard: { id: string } }>(CREATE, { input });
      await issuer.answerNow(createPurchaseCard.id);
      return createPurchaseCard.id;
    },
    async terminateAll() {
      const { purchaseCards } = await call<{ purchaseCards: { id: string; status: string }[] }>(CARDS);
      for (const card of purchaseCards) {
        if (card.status === 'notCreated' || card.status === 'notEnabled') continue;
        if (card.status === 'pending') await issuer.answerNow(card.id);
        const { purchaseCard } = await call<{ purchaseCard: { status: string } }>('query($id: ID!) { purchaseCard(id: $id) { status } }', { id: card.id });
        if (purchaseCard.status !== 'notCreated') await call(TERMINATE, { input: { cardId: card.id, reason: 'other' } });
      }
    },
  };
}
