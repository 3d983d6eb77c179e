import { assign, fromCallback, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { ERRORS as ERROR_IDS } from '../../../src/domain/errors';
import type { SpecMeta } from '../../specMeta';
import type { InvoiceFilter, InvoiceSort } from '../makePayment/paymentTypes';

/**
 * "Export CSV" of the invoice list: idle -> exporting (rows done / total) -> saved, failed or
 * cancelled; another export may start from any end. The export itself is the `exportCsv` callback
 * actor: `csvExportActors(deps)` builds it from the exporter and the file saver src/api supplies
 * (src/api/csvExport.ts). Stopping it (Cancel, leaving the page) aborts the request.
 */

/** What to export: the list's applied filter and sort (src/api/csvExport.ts takes the same shape). */
export interface CsvExportRequest {
  buyerId: string | null;
  filter: InvoiceFilter;
  sort: InvoiceSort;
}
export interface CsvExportProgress {
  rows: number;
  total: number;
}
export interface CsvExportFile {
  blob: Blob;
  filename: string;
  rows: number;
  truncated: boolean;
  rowLimit: number;
}

/** Supplied by src/api/csvExport.ts (the route binds them). */
export interface CsvExportDeps {
  exporter: (request: CsvExportRequest, options: { signal: AbortSignal; onProgress: (p: CsvExportProgress) => void }) => Promise<CsvExportFile>;
  save: (file: CsvExportFile) => void;
}

export type CsvExportEvent =
  | { type: 'csvExport.start'; request: CsvExportRequest }
  | { type: 'csvExport.cancel' }
  | { type: 'csvExport.progress'; progress: CsvExportProgress }
  | { type: 'csvExport.saved'; rows: number; truncated: boolean; rowLimit: number }
  | { type: 'csvExport.failed'; messageId: string };

export interface CsvExportContext {
  rows: number;
  /** Null while the total is unknown (the bar is indeterminate). */
  total: number | null;
  truncated: boolean;
  rowLimit: number;
  messageId: string | null;
}

const EXPORT = { spec: '2. Screens named by the interface text (Transaction History, Export CSV)' } satisfies SpecMeta;
const ERRORS = { spec: '8. The error catalogue' } satisfies SpecMeta;

/** The error code's message id when the exporter gave one; otherwise the internal error. */
const messageIdOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'messageId' in error && typeof error.messageId === 'string' ? error.messageId : ERROR_IDS.INTERNAL;

/** The `exportCsv` actor over the exporter and saver src/api supplies. */
export function csvExportActors(deps: CsvExportDeps) {
  return {
    exportCsv: fromCallback<CsvExportEvent, CsvExportRequest>(({ input, sendBack }) => {
      const controller = new AbortController();
      deps.exporter(input, { signal: controller.signal, onProgress: (progress) => sendBack({ type: 'csvExport.progress', progress }) }).then(
        (file) => {
          if (controller.signal.aborted) return;
          deps.save(file);
          sendBack({ type: 'csvExport.saved', rows: file.rows, truncated: file.truncated, rowLimit: file.rowLimit });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) sendBack({ type: 'csvExport.failed', messageId: messageIdOf(error) });
        },
      );
      return () => controller.abort();
    }),
  };
}

const START = {
  target: '#csvExport.exporting',
  description: 'The user starts an export of the list as filtered and sorted now.',
  meta: EXPORT,
} as const;

export const csvExportMachine = setup({
  types: {
    context: {} as CsvExportContext,
    events: {} as CsvExportEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    exportCsv: fromCallback<CsvExportEvent, CsvExportRequest>(() => {
      throw new Error('csv-export actor "exportCsv" is not provided');
    }),
  },
  actions: {
    reset: assign({ rows: 0, total: null, messageId: null }),
    recordProgress: assign(({ context, event }) =>
      event.type === 'csvExport.progress' ? { rows: Math.max(context.rows, event.progress.rows), total: event.progress.total } : {},
    ),
    recordSaved: assign(({ event }) => (event.type === 'csvExport.saved' ? { rows: event.rows, truncated: event.truncated, rowLimit: event.rowLimit } : {})),
    recordFailure: assign({ messageId: ({ event }) => (event.type === 'csvExport.failed' ? event.messageId : null) }),
  },
}).createMachine({
  id: 'csvExport',
  description: 'Export CSV of the invoice list, with progress and Cancel.',
  meta: EXPORT,
  context: { rows: 0, total: null, truncated: false, rowLimit: 0, messageId: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No export has run yet.',
      meta: EXPORT,
      on: { 'csvExport.start': START },
    },
    exporting: {
      description: 'The export runs: rows done of the total.',
      meta: EXPORT,
      entry: 'reset',
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ event }) => (event as Extract<CsvExportEvent, { type: 'csvExport.start' }>).request,
      },
      on: {
        'csvExport.progress': { actions: 'recordProgress', description: 'More rows are done; the count never goes back.', meta: EXPORT },
        'csvExport.saved': { target: 'saved', actions: 'recordSaved', description: 'The file is saved; it says whether the row limit cut it short.', meta: EXPORT },
        'csvExport.failed': { target: 'failed', actions: 'recordFailure', description: 'The export failed: the reason shows.', meta: ERRORS },
        'csvExport.cancel': { target: 'cancelled', description: 'The user cancels: the request stops and nothing is saved.', meta: EXPORT },
      },
    },
    saved: {
      description: 'The file was saved.',
      meta: EXPORT,
      on: { 'csvExport.start': START },
    },
    failed: {
      description: 'The export failed.',
      meta: ERRORS,
      on: { 'csvExport.start': START },
    },
    cancelled: {
      description: 'The user cancelled the export.',
      meta: EXPORT,
      on: { 'csvExport.start': START },
    },
  },
});

export type CsvExportMachine = typeof csvExportMachine;
export type CsvExportSnapshot = SnapshotFrom<typeof csvExportMachine>;

/** 0-100 for the progress bar; null while the total is unknown (indeterminate) or not exporting. */
export function percentDone(snapshot: CsvExportSnapshot): number | null {
  const { rows, total } = snapshot.context;
  if (!snapshot.matches('exporting') || total === null) return null;
  return total === 0 ? 100 : Math.min(100, (rows / total) * 100);
}
