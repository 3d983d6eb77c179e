import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { InvoiceFilter, InvoiceSort } from '../../machines/app/makePayment/paymentTypes';
import { ERRORS } from '../../src/domain/errors';

/**
 * "Export CSV" of the invoice list: idle -> exporting (rows done / total) -> saved, failed or
 * cancelled. The reducer is pure (tested without a DOM); the hook runs the export through the
 * given `exporter` (src/api/csvExport.ts) and saves the file with `save`.
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

export type CsvExportState =
  | { status: 'idle' }
  | { status: 'exporting'; rows: number; total: number | null }
  | { status: 'saved'; rows: number; truncated: boolean; rowLimit: number }
  | { status: 'failed'; messageId: string }
  | { status: 'cancelled' };

export type CsvExportAction =
  | { type: 'start' }
  | { type: 'progress'; progress: CsvExportProgress }
  | { type: 'saved'; file: Pick<CsvExportFile, 'rows' | 'truncated' | 'rowLimit'> }
  | { type: 'failed'; messageId: string }
  | { type: 'cancelled' };

export const CSV_EXPORT_IDLE: CsvExportState = { status: 'idle' };

export function csvExportReducer(state: CsvExportState, action: CsvExportAction): CsvExportState {
  if (action.type === 'start') return state.status === 'exporting' ? state : { status: 'exporting', rows: 0, total: null };
  // Only the running export moves on; a late event of a cancelled one changes nothing.
  if (state.status !== 'exporting') return state;
  switch (action.type) {
    case 'progress':
      return { status: 'exporting', rows: Math.max(state.rows, action.progress.rows), total: action.progress.total };
    case 'saved':
      return { status: 'saved', rows: action.file.rows, truncated: action.file.truncated, rowLimit: action.file.rowLimit };
    case 'failed':
      return { status: 'failed', messageId: action.messageId };
    case 'cancelled':
      return { status: 'cancelled' };
  }
}

/** 0-100 for the ProgressBar; null while the total is unknown (indeterminate). */
export function percentDone(state: CsvExportState): number | null {
  if (state.status !== 'exporting' || state.total === null) return null;
  return state.total === 0 ? 100 : Math.min(100, (state.rows / state.total) * 100);
}

export interface CsvExportViewModel {
  state: CsvExportState;
  percent: number | null;
  start: () => void;
  cancel: () => void;
}

export interface CsvExportDeps {
  exporter: (request: CsvExportRequest, options: { signal: AbortSignal; onProgress: (p: CsvExportProgress) => void }) => Promise<CsvExportFile>;
  save: (file: CsvExportFile) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const messageIdOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'messageId' in error && typeof error.messageId === 'string' ? error.messageId : ERRORS.INTERNAL;

export function useCsvExportViewModel(request: () => CsvExportRequest, deps: CsvExportDeps): CsvExportViewModel {
  const [state, dispatch] = useReducer(csvExportReducer, CSV_EXPORT_IDLE);
  const running = useRef<AbortController | null>(null);
  const { exporter, save } = deps;

  const start = useCallback(() => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'start' });
    exporter(request(), { signal: controller.signal, onProgress: (progress) => dispatch({ type: 'progress', progress }) })
      .then((file) => {
        if (controller.signal.aborted) return;
        save(file);
        dispatch({ type: 'saved', file });
      })
      .catch((error: unknown) => dispatch(controller.signal.aborted || isAbort(error) ? { type: 'cancelled' } : { type: 'failed', messageId: messageIdOf(error) }))
      .finally(() => {
        if (running.current === controller) running.current = null;
      });
  }, [exporter, save, request]);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    dispatch({ type: 'cancelled' });
  }, []);

  // Leaving the page stops a running export.
  useEffect(() => () => running.current?.abort(), []);

  return { state, percent: percentDone(state), start, cancel };
}
