import type { AppServices } from '../../http/services';

/** Tells the buyer's subscribers (paymentUpdated) that a payment changed. Call after the commit. */
export function publishPaymentUpdated(services: AppServices, buyerId: string, paymentId: string, status: string): void {
  services.pubsub.publish('paymentUpdated', buyerId, { paymentId, status });
}
