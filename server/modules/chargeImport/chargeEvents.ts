import type { AppServices } from '../../http/services';

/** A charge was created on a buyer's account: the buyer's live pages (Transaction History) hear of it. */
export function publishChargeCreated(services: AppServices, buyerId: string, invoiceId: string): void {
  services.pubsub.publish('chargeCreated', buyerId, { invoiceId });
}
