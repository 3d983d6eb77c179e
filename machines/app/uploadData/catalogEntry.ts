import type { AppCatalogEntry } from '../../catalog';
import { chargeUploadMachine } from './chargeUploadMachine';
import { chargeUploadSampleEvents } from './chargeUploadSamples';

/** Tools -> Upload Data: the XLSX charge import, for `catalog` (machines/catalog.ts). */
export const chargeUploadCatalogEntry: AppCatalogEntry = {
  id: 'chargeUpload',
  title: 'Upload Data: XLSX charge import',
  specRef: '2. Screens named by the interface text (Tools/Upload Data, XLSX charge import)',
  kind: 'app',
  machine: chargeUploadMachine,
  sampleEvents: chargeUploadSampleEvents,
};
