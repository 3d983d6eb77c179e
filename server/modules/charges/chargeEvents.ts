import type { AppServices } from '../../http/services';

/**
 * A charge was created on a buyer's account (seller API, XLSX import): the buyer's live pages hear
 * of it (the `chargeCreated` subscription: Transaction History, Account Overview). Call after the commit.
 */
export function publishChargeCreated(services: AppServices, buyerId: string, invoiceId: string): void {
  services.pubsub.publish('chargeCreated', buyerId, { invoiceId });
}
