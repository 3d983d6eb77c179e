import type { AppCatalogEntry } from '../../catalog';
import { csvExportMachine } from './csvExportMachine';
import { csvExportSampleEvents } from './csvExportSamples';
import { invoiceActionsMachine } from './invoiceActionsMachine';
import { invoiceListMachine } from './invoiceListMachine';
import { invoiceActionsActorOutputs, invoiceActionsSampleEvents, invoiceListSampleEvents } from './invoiceSamples';

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

/** Export CSV of the invoice list, with progress and Cancel. */
export const csvExportCatalogEntry: AppCatalogEntry = {
  id: 'csvExport',
  title: 'Export CSV (invoice list)',
  specRef: '2. Screens named by the interface text (Transaction History, Export CSV)',
  kind: 'app',
  machine: csvExportMachine,
  sampleEvents: csvExportSampleEvents,
};

/** The invoice list's filters and selection (Transaction History, the overview, Make Payment's choice). */
export const invoiceListCatalogEntry: AppCatalogEntry = {
  id: 'invoiceList',
  title: 'Invoice list (filters and selection)',
  specRef: '5. Validation rules (date ranges)',
  kind: 'app',
  machine: invoiceListMachine,
  input: { selected: [] },
  sampleEvents: invoiceListSampleEvents,
};
