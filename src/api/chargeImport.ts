import type { UploadFile, UploadProgress } from '../../machines/app/uploadData/chargeUploadMachine';
import { CHARGE_IMPORT_PATH, XLSX_CONTENT_TYPE, type ChargeImportResult } from '../domain/chargeImport';
import { dataRequestHeaders } from './requestContext';
import { reportUnauthenticated } from './unauthenticated';

/** A refused upload: the message id the screen shows (uploadData.error.*, error.*). */
export class ChargeUploadError extends Error {
  constructor(readonly messageId: string) {
    super(messageId);
    this.name = 'ChargeUploadError';
  }
}

/**
 * Sends the workbook to POST /imports/charges (server/modules/chargeImport/routes.ts) with
 * XMLHttpRequest, whose upload progress events drive the progress bar (fetch has none for request
 * bodies); the same headers as /graphql. Resolves with the import's result.
 */
export function uploadChargeWorkbook(file: UploadFile, options: { signal: AbortSignal; onProgress: (progress: UploadProgress) => void }): Promise<ChargeImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', CHARGE_IMPORT_PATH);
    for (const [name, value] of Object.entries(dataRequestHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('Content-Type', XLSX_CONTENT_TYPE);
    request.responseType = 'json';
    request.upload.onprogress = (event) => options.onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.onload = () => {
      const body = request.response as (ChargeImportResult & { messageId?: string }) | null;
      if (request.status === 200 && body) return resolve(body);
      if (request.status === 401) reportUnauthenticated();
      reject(new ChargeUploadError(typeof body?.messageId === 'string' ? body.messageId : 'signIn.error.internal'));
    };
    request.onerror = () => reject(new ChargeUploadError('signIn.error.internal'));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file.content as Blob);
  });
}
