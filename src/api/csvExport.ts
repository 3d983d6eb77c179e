import type { InvoiceFilter, InvoiceSort } from '../../machines/app/makePayment/paymentTypes';
import { ERRORS, type ErrorCode } from '../domain/errors';
import { createCsvRecordCounter, dataRowsOf } from './csvExportProgress';
import { dataRequestHeaders } from './requestContext';
import { reportUnauthenticated } from './unauthenticated';

/**
 * The streamed invoice CSV export (server/modules/invoices/csvExport.ts): one POST with the list's
 * filter and sort, the total from the response headers, rows counted as the bytes arrive (for a
 * progress bar), cancelled through the AbortSignal. Resolves with the whole file as a Blob.
 */
export const INVOICES_CSV_PATH = '/exports/invoices.csv';

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
  /** More rows matched than the export holds (`rowLimit`). */
  truncated: boolean;
  rowLimit: number;
}

/** A refused or broken export: an error code of src/domain/errors.ts and its message id. */
export class CsvExportError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageId: string,
  ) {
    super(code);
    this.name = 'CsvExportError';
  }
}

const FILENAME = /filename="([^"]+)"/;

async function refusal(response: Response): Promise<CsvExportError> {
  if (response.status === 401) reportUnauthenticated();
  const body = (await response.json().catch(() => null)) as { code?: unknown; messageId?: unknown } | null;
  const code = typeof body?.code === 'string' && Object.hasOwn(ERRORS, body.code) ? (body.code as ErrorCode) : 'INTERNAL';
  return new CsvExportError(code, typeof body?.messageId === 'string' ? body.messageId : ERRORS[code]);
}

/** Exports; `onProgress` after each chunk. Rejects with AbortError when cancelled, CsvExportError otherwise. */
export async function exportInvoicesCsv(request: CsvExportRequest, options: { signal?: AbortSignal; onProgress?: (progress: CsvExportProgress) => void } = {}): Promise<CsvExportFile> {
  let response: Response;
  try {
    response = await fetch(INVOICES_CSV_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...dataRequestHeaders(), 'Content-Type': 'application/json', Accept: 'text/csv' },
      body: JSON.stringify(request),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new CsvExportError('INTERNAL', ERRORS.INTERNAL);
  }
  if (!response.ok || !response.body) throw await refusal(response);
  const total = Number(response.headers.get('X-Total-Rows') ?? 0);
  const rowLimit = Number(response.headers.get('X-Row-Limit') ?? 0);
  const truncated = response.headers.get('X-Truncated') === 'true';
  const filename = FILENAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'invoices.csv';
  options.onProgress?.({ rows: 0, total });

  const counter = createCsvRecordCounter();
  const decoder = new TextDecoder();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      counter.push(decoder.decode(value, { stream: true }));
      options.onProgress?.({ rows: Math.min(dataRowsOf(counter.records), total), total });
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // The server cuts the response when it fails mid-way: never hand over a partial file.
    throw new CsvExportError('INTERNAL', ERRORS.INTERNAL);
  }
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), filename, rows: dataRowsOf(counter.records), truncated, rowLimit };
}

/** Hands the file to the browser's download (an object URL on a temporary link). */
export function saveFile(file: Pick<CsvExportFile, 'blob' | 'filename'>): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled (revoking at once can cancel the download in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
