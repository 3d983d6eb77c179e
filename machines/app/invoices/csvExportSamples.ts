import type { CsvExportEvent } from './csvExportMachine';

/** Events of the csvExport machine: a start, progress, each outcome and Cancel. Pure data. */
export const csvExportSampleEvents = [
  { type: 'csvExport.start', request: { buyerId: null, filter: { payableOnly: false }, sort: { field: 'dueDate', direction: 'desc' } } },
  { type: 'csvExport.progress', progress: { rows: 5_000, total: 10_000 } },
  { type: 'csvExport.saved', rows: 10_000, truncated: true, rowLimit: 10_000 },
  { type: 'csvExport.failed', messageId: 'error.forbidden' },
  { type: 'csvExport.cancel' },
] as const satisfies readonly CsvExportEvent[];
