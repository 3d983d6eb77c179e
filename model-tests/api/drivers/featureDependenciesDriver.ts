import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { featureSwitches, type FeatureDependenciesEvent, type FeatureDependenciesSnapshot } from '../../../machines/domain/featureDependencies';
import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import type { DemoCardIssuer } from '../../../server/integrations/cardIssuer/demoCardIssuer';
import type { ApiDriver, Observed } from '../apiReplay';
import { stepResultOf } from '../driverKit';
import { adminCalls, SET_FEATURE } from './purchaseCardsKit';

/**
 * Driver of the featureDependencies machine (machines/domain/featureDependencies.ts) against the
 * real API, on Acme's purchasing controls as its administrator:
 * - create: Acme back to both switches Disabled (every card terminated, Purchase Cards off, then
 *   Individual Credit Limits off), through the API;
 * - events: `setPurchasingFeature`. `purchaseCards.disable` carries the server's count of cards not
 *   terminated: the driver first makes the count the event's (a new active card for 1, every card
 *   terminated for 0), so the server decides from the same fact;
 * - read: the `purchasingControls` query.
 */
interface Switches {
  id: 'acme';
}

export function createFeatureDependenciesDriver({ server, admin, issuer }: { server: TestServer; admin: ApiSession; issuer: DemoCardIssuer }): ApiDriver<Switches> {
  const api = adminCalls(server, admin, issuer);

  async function arrangeActiveCards(count: number): Promise<void> {
    if (count === 0) return api.terminateAll();
    if (count !== 1) throw new Error(`feature driver: cannot arrange ${count} active cards`);
    await api.terminateAll();
    await api.activeCard();
  }

  function mutationFor(event: FeatureDependenciesEvent): { feature: string; switch: string } {
    switch (event.type) {
      case 'individualCreditLimits.enable':
        return { feature: 'IndividualCreditLimits', switch: 'Enabled' };
      case 'individualCreditLimits.disable':
        return { feature: 'IndividualCreditLimits', switch: 'Disabled' };
      case 'purchaseCards.enable':
        return { feature: 'PurchaseCards', switch: 'Enabled' };
      case 'purchaseCards.disable':
        return { feature: 'PurchaseCards', switch: 'Disabled' };
    }
  }

  return {
    notDriven: (event) => {
      const count = (event as { activeCardCount?: unknown }).activeCardCount;
      return event.type === 'purchaseCards.disable' && count !== 0 && count !== 1 ? `not driven: the driver arranges 0 or 1 active cards, not ${String(count)}` : null;
    },

    async create() {
      await api.terminateAll();
      const now = await api.controls();
      if (now.purchaseCards === 'Enabled') await api.setFeature('PurchaseCards', false);
      if (now.individualCreditLimits === 'Enabled') await api.setFeature('IndividualCreditLimits', false);
      return { id: 'acme' };
    },

    async perform(_entity, event: AnyEventObject) {
      const e = event as FeatureDependenciesEvent;
      if (e.type === 'purchaseCards.disable') await arrangeActiveCards(e.activeCardCount);
      return stepResultOf(await graphql(server.url, admin, SET_FEATURE, { input: mutationFor(e) }));
    },

    async read(): Promise<Observed> {
      const { individualCreditLimits, purchaseCards } = await api.controls();
      return { individualCreditLimits, purchaseCards };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      return { ...featureSwitches(snapshot as FeatureDependenciesSnapshot) };
    },
  };
}
