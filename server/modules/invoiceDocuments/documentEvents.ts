import type { AppServices } from '../../http/services';

/** Tells the buyer's subscribers (invoiceDocumentUpdated) that a document changed state. Call after the commit. */
export function publishInvoiceDocumentUpdated(services: AppServices, buyerId: string, invoiceId: string, status: string): void {
  services.pubsub.publish('invoiceDocumentUpdated', buyerId, { invoiceId, status });
}
