import type { AppCatalogEntry } from '../../catalog';
import { invoiceActionsMachine } from './invoiceActionsMachine';
import { invoiceActionsActorOutputs, invoiceActionsSampleEvents } from './invoiceSamples';

/** The invoice tables' row actions and Edit Invoices/Transactions dialog, for `catalog` (machines/catalog.ts). */
export const invoiceActionsCatalogEntry: AppCatalogEntry = {
  id: 'invoiceActions',
  title: 'Invoice row actions (edit PO number and notes)',
  specRef: '5. Validation rules (Editing PO and notes)',
  kind: 'app',
  machine: invoiceActionsMachine,
  sampleEvents: invoiceActionsSampleEvents,
  actorOutputs: invoiceActionsActorOutputs,
};
