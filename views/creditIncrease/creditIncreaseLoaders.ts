import type { PromiseActorLogic } from 'xstate';
import type { CreditIncreaseInput, CreditIncreaseItem, CreditIncreaseOverviewData } from './creditIncreaseModel';

/** What the credit-increase screens need; supplied by src/api/creditIncreaseActors.ts. */
export interface CreditIncreaseLoaders {
  loadCreditIncreaseOverview: PromiseActorLogic<CreditIncreaseOverviewData, { buyerId: string | null }>;
  /** Rejects with an ErrorBody (src/domain/errors.ts), e.g. RULE_REFUSED. */
  requestCreditIncrease: PromiseActorLogic<CreditIncreaseItem, CreditIncreaseInput>;
  /** Subscribes to the buyer's request changes (graphql-ws); returns the unsubscribe. */
  watchCreditIncreases: (onUpdate: (request: CreditIncreaseItem) => void) => () => void;
}
