import type { AppCatalogEntry } from '../../catalog';
import { disputeInvoiceMachine } from './disputeInvoiceMachine';
import { disputeInvoiceActorOutputs, disputeInvoiceSampleEvents, sampleDisputeInvoiceInput } from './disputeSamples';

/** The Dispute Invoice form, for `catalog` (machines/catalog.ts). */
export const disputeInvoiceCatalogEntry: AppCatalogEntry = {
  id: 'disputeInvoice',
  title: 'Dispute invoice',
  specRef: '2. Screens named by the interface text (Dispute Invoice)',
  kind: 'app',
  machine: disputeInvoiceMachine,
  input: sampleDisputeInvoiceInput,
  sampleEvents: disputeInvoiceSampleEvents,
  actorOutputs: disputeInvoiceActorOutputs,
};
