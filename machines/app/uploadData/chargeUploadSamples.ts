import type { ChargeUploadEvent } from './chargeUploadMachine';

/** Events of the chargeUpload machine: a good and a refused file, progress, each outcome, Cancel. Pure data. */
export const chargeUploadSampleEvents = [
  { type: 'chargeUpload.choose', file: { name: 'charges.xlsx', size: 4_096, content: null } },
  { type: 'chargeUpload.choose', file: { name: 'charges.csv', size: 4_096, content: null } },
  { type: 'chargeUpload.start' },
  { type: 'chargeUpload.progress', progress: { sent: 2_048, total: 4_096 } },
  {
    type: 'chargeUpload.done',
    result: { rows: 4, imported: 3, alreadyImported: 0, failures: [{ rowNumber: 4, invoiceReferenceId: 'REF-4', messageId: 'uploadData.failure.buyerNotFound', values: { reference: 'NOPE' }, message: 'No buyer' }] },
  },
  { type: 'chargeUpload.failed', messageId: 'uploadData.error.wrongHeaders' },
  { type: 'chargeUpload.cancel' },
] as const satisfies readonly ChargeUploadEvent[];
