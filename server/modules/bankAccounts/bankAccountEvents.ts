import type { AppServices } from '../../http/services';

/** Tells the buyer's subscribers (bankAccountUpdated) that an account or its mandate changed. Call after the commit. */
export function publishBankAccountUpdated(services: AppServices, buyerId: string, bankAccountId: string, mandateStatus: string): void {
  services.pubsub.publish('bankAccountUpdated', buyerId, { bankAccountId, mandateStatus });
}
