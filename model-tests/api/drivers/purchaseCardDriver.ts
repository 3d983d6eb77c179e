import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { purchaseCardStatus, type PurchaseCardContext, type PurchaseCardEvent, type PurchaseCardSnapshot } from '../../../machines/domain/purchaseCard';
import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import type { DemoCardIssuer } from '../../../server/integrations/cardIssuer/demoCardIssuer';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';
import { stepResultOf } from '../driverKit';
import { adminCalls } from './purchaseCardsKit';

/**
 * Driver of the purchaseCard machine (machines/domain/purchaseCard.ts) against the real API. The
 * entity is the administrator's card "slot" at Acme: before a card is requested its state is the
 * buyer's Purchase Cards switch (the portal enables cards per buyer: `card.enable` / `card.disable`
 * are `setPurchasingFeature(PurchaseCards)`), then the latest card the path requested.
 * - create: every Acme card terminated, Individual Credit Limits on, Purchase Cards off (notEnabled);
 * - `card.request`: `createPurchaseCard` (card language `en`; the event's names and address);
 * - the issuer's events (`card.issued`, `card.creationFailed` with the event's reason,
 *   `card.shipped`, `card.activated`): the demo card issuer's `answerNow` for the card's next step;
 * - `card.lock` / `card.unlock` / `card.terminate`: the mutations, as the Buyer:Administrator;
 * - read: `purchasingControls` and the card's `purchaseCard` query.
 */
interface Slot {
  cardId: string | null;
}

const CREATE = 'mutation($input: CreatePurchaseCardInput!) { createPurchaseCard(input: $input) { id } }';
const LOCK = 'mutation($input: CardReasonInput!) { lockPurchaseCard(input: $input) { id } }';
const UNLOCK = 'mutation($cardId: ID!) { unlockPurchaseCard(cardId: $cardId) { id } }';
const TERMINATE = 'mutation($input: CardReasonInput!) { terminatePurchaseCard(input: $input) { id } }';
const READ = 'query($id: ID!) { purchaseCard(id: $id) { status lockReason terminationReason creationFailure shippedAt activatedAt } }';

interface CardRead {
  status: string;
  lockReason: string | null;
  terminationReason: string | null;
  creationFailure: string | null;
  shippedAt: string | null;
  activatedAt: string | null;
}

let serial = 0;

export function createPurchaseCardDriver({ server, admin, issuer }: { server: TestServer; admin: ApiSession; issuer: DemoCardIssuer }): ApiDriver<Slot> {
  const api = adminCalls(server, admin, issuer);
  const mutate = async (query: string, variables: Record<string, unknown>): Promise<StepResult> => stepResultOf(await graphql(server.url, admin, query, variables));

  /** The issuer answers the card's pending step; a refused answer leaves the card as it was (read back). */
  async function issuerAnswers(slot: Slot, event: PurchaseCardEvent): Promise<StepResult> {
    if (!slot.cardId) throw new Error('purchaseCard driver: no card for the issuer to answer');
    const before = await readCard(slot.cardId);
    issuer.configure({ declineFor: () => (event.type === 'card.creationFailed' ? event.reason : null) });
    try {
      await issuer.answerNow(slot.cardId);
    } finally {
      issuer.configure({ declineFor: undefined });
    }
    const after = await readCard(slot.cardId);
    return JSON.stringify(before) === JSON.stringify(after) ? { kind: 'refused', code: 'ISSUER_ANSWER_IGNORED' } : { kind: 'accepted' };
  }

  async function readCard(id: string): Promise<CardRead> {
    const { purchaseCard } = await api.call<{ purchaseCard: CardRead | null }>(READ, { id });
    if (!purchaseCard) throw new Error(`card ${id} not found`);
    return purchaseCard;
  }

  return {
    // The demo issuer ships a physical card before it activates it, once each.
    notDriven(event: AnyEventObject, from: AnyMachineSnapshot) {
      const shipped = (from.context as PurchaseCardContext).shippedAt !== null;
      if (event.type === 'card.activated' && !shipped) return 'not driven: the card issuer reports a physical card activated only after shipping it';
      if (event.type === 'card.shipped' && shipped) return 'not driven: the card issuer ships a card once';
      return null;
    },

    async create() {
      await api.terminateAll();
      const now = await api.controls();
      if (now.individualCreditLimits === 'Disabled') await api.setFeature('IndividualCreditLimits', true);
      if (now.purchaseCards === 'Enabled') await api.setFeature('PurchaseCards', false);
      return { cardId: null };
    },

    async perform(slot: Slot, event: AnyEventObject) {
      const e = event as PurchaseCardEvent;
      switch (e.type) {
        case 'card.enable':
          return mutate('mutation($input: SetPurchasingFeatureInput!) { setPurchasingFeature(input: $input) { purchaseCards } }', { input: { feature: 'PurchaseCards', switch: 'Enabled' } });
        case 'card.disable':
          return mutate('mutation($input: SetPurchasingFeatureInput!) { setPurchasingFeature(input: $input) { purchaseCards } }', { input: { feature: 'PurchaseCards', switch: 'Disabled' } });
        case 'card.request': {
          const { type: _type, ...request } = e;
          const input = { idempotencyKey: `api-replay-slot-${Date.now()}-${++serial}`, cardLanguage: 'en', ...request };
          const reply = await graphql(server.url, admin, CREATE, { input });
          const result = stepResultOf(reply);
          if (result.kind === 'accepted') slot.cardId = (reply.body.data as { createPurchaseCard: { id: string } }).createPurchaseCard.id;
          return result;
        }
        case 'card.issued':
        case 'card.creationFailed':
        case 'card.shipped':
        case 'card.activated':
          return issuerAnswers(slot, e);
        case 'card.lock':
          return mutate(LOCK, { input: { cardId: slot.cardId, reason: e.reason } });
        case 'card.unlock':
          return mutate(UNLOCK, { cardId: slot.cardId });
        case 'card.terminate':
          return mutate(TERMINATE, { input: { cardId: slot.cardId, reason: e.reason || null } });
      }
    },

    async read(slot: Slot): Promise<Observed> {
      const { purchaseCards } = await api.controls();
      const card = slot.cardId ? await readCard(slot.cardId) : null;
      const status = !card || (card.status === 'notCreated' && purchaseCards === 'Disabled') ? (purchaseCards === 'Enabled' ? 'notCreated' : 'notEnabled') : card.status;
      return {
        status,
        lockReason: card?.lockReason ?? null,
        terminationReason: card?.terminationReason ?? null,
        creationFailure: card?.creationFailure ?? null,
        shipped: card?.shippedAt != null,
        activated: card?.activatedAt != null,
      };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      const { context } = snapshot as PurchaseCardSnapshot;
      return {
        status: purchaseCardStatus(snapshot as PurchaseCardSnapshot),
        lockReason: context.lockReason,
        terminationReason: context.terminationReason,
        creationFailure: context.creationFailure,
        shipped: context.shippedAt !== null,
        activated: context.activatedAt !== null,
      };
    },

    refusalCodes: ['RULE_REFUSED', 'CARD_ALREADY_TERMINATED'],
  };
}
