import type { AppServices } from '../../http/services';

/** Tells the buyer's subscribers (purchaseCardUpdated) that a card changed. Call after the commit. */
export function publishPurchaseCardUpdated(services: AppServices, buyerId: string, cardId: string, status: string): void {
  services.pubsub.publish('purchaseCardUpdated', buyerId, { cardId, status });
}
