import { assign, fromCallback, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { CHARGE_IMPORT_MAX_BYTES, type ChargeImportResult } from '../../../src/domain/chargeImport';
import type { SpecMeta } from '../../specMeta';

/**
 * Tools -> Upload Data (issue 14 item 5): choose an .xlsx file, upload it with a progress bar (bytes
 * sent of the file's size; then the server reads and imports the rows), and see how many charges
 * were imported, how many were already imported (the same Invoice Reference ID: nothing created
 * twice), and the failure table (spec 8: invoice reference ID and message). The same file may be
 * uploaded again from the result. The upload is the `uploadCharges` callback actor that src/api
 * supplies (`chargeUploadActors(deps)`); stopping it (Cancel, leaving the page) aborts the request.
 */
export interface UploadFile {
  name: string;
  size: number;
  /** The bytes (a browser File); opaque to the machine. */
  content: unknown;
}

export interface UploadProgress {
  sent: number;
  total: number;
}

/** Supplied by src/api/chargeImportActors.ts. */
export interface ChargeUploadDeps {
  upload: (file: UploadFile, options: { signal: AbortSignal; onProgress: (progress: UploadProgress) => void }) => Promise<ChargeImportResult>;
}

export type ChargeUploadEvent =
  | { type: 'chargeUpload.choose'; file: UploadFile }
  | { type: 'chargeUpload.start' }
  | { type: 'chargeUpload.cancel' }
  | { type: 'chargeUpload.progress'; progress: UploadProgress }
  | { type: 'chargeUpload.done'; result: ChargeImportResult }
  | { type: 'chargeUpload.failed'; messageId: string };

export interface ChargeUploadContext {
  file: UploadFile | null;
  /** Bytes sent and the file's size; null before an upload. */
  progress: UploadProgress | null;
  result: ChargeImportResult | null;
  messageId: string | null;
}

const UPLOAD = { spec: '2. Screens named by the interface text (Tools/Upload Data, XLSX charge import)' } satisfies SpecMeta;
const ERRORS = { spec: '8. The error catalogue (file import failure table)' } satisfies SpecMeta;

/** May this file be uploaded? An .xlsx name and at most CHARGE_IMPORT_MAX_BYTES (the server checks both again). */
export function fileProblem(file: Pick<UploadFile, 'name' | 'size'>): 'notAWorkbook' | 'tooLarge' | 'empty' | null {
  if (!/\.xlsx$/i.test(file.name)) return 'notAWorkbook';
  if (file.size === 0) return 'empty';
  return file.size > CHARGE_IMPORT_MAX_BYTES ? 'tooLarge' : null;
}

const messageIdOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'messageId' in error && typeof error.messageId === 'string' ? error.messageId : 'signIn.error.internal';

/** The `uploadCharges` actor over the upload src/api supplies. */
export function chargeUploadActors(deps: ChargeUploadDeps) {
  return {
    uploadCharges: fromCallback<ChargeUploadEvent, UploadFile>(({ input, sendBack }) => {
      const controller = new AbortController();
      deps.upload(input, { signal: controller.signal, onProgress: (progress) => sendBack({ type: 'chargeUpload.progress', progress }) }).then(
        (result) => {
          if (!controller.signal.aborted) sendBack({ type: 'chargeUpload.done', result });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) sendBack({ type: 'chargeUpload.failed', messageId: messageIdOf(error) });
        },
      );
      return () => controller.abort();
    }),
  };
}

const CHOOSE = [
  { guard: 'isAcceptableFile', target: '#chargeUpload.ready', actions: 'chooseFile', description: 'The user chooses an .xlsx file within the size limit.', meta: UPLOAD },
  { target: '#chargeUpload.fileRefused', actions: 'refuseFile', description: 'The chosen file is no .xlsx workbook, is empty or is too large: it says why.', meta: ERRORS },
] as const;

const START = { target: '#chargeUpload.uploading', description: 'The user uploads the chosen file (again, after a result: nothing is imported twice).', meta: UPLOAD } as const;

export const chargeUploadMachine = setup({
  types: {
    context: {} as ChargeUploadContext,
    events: {} as ChargeUploadEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    uploadCharges: fromCallback<ChargeUploadEvent, UploadFile>(() => {
      throw new Error('charge-upload actor "uploadCharges" is not provided');
    }),
  },
  guards: {
    isAcceptableFile: ({ event }) => event.type === 'chargeUpload.choose' && fileProblem(event.file) === null,
  },
  actions: {
    chooseFile: assign(({ event }) => (event.type === 'chargeUpload.choose' ? { file: event.file, result: null, messageId: null, progress: null } : {})),
    refuseFile: assign(({ event }) =>
      event.type === 'chargeUpload.choose' ? { file: null, result: null, progress: null, messageId: `uploadData.error.${fileProblem(event.file) ?? 'notAWorkbook'}` } : {},
    ),
    resetProgress: assign(({ context }) => ({ progress: { sent: 0, total: context.file?.size ?? 0 }, result: null, messageId: null })),
    recordProgress: assign(({ context, event }) =>
      event.type === 'chargeUpload.progress' ? { progress: { sent: Math.max(context.progress?.sent ?? 0, event.progress.sent), total: event.progress.total } } : {},
    ),
    recordResult: assign(({ event }) => (event.type === 'chargeUpload.done' ? { result: event.result } : {})),
    recordFailure: assign(({ event }) => (event.type === 'chargeUpload.failed' ? { messageId: event.messageId } : {})),
  },
}).createMachine({
  id: 'chargeUpload',
  description: 'Upload Data: an XLSX charge import with progress, its result and the failure table.',
  meta: UPLOAD,
  context: { file: null, progress: null, result: null, messageId: null },
  initial: 'idle',
  on: { 'chargeUpload.choose': CHOOSE },
  states: {
    idle: { description: 'No file chosen yet.', meta: UPLOAD },
    fileRefused: { description: 'The chosen file cannot be uploaded; another may be chosen.', meta: ERRORS },
    ready: { description: 'A file is chosen and can be uploaded.', meta: UPLOAD, on: { 'chargeUpload.start': START } },
    uploading: {
      description: 'The file is sent (bytes sent of its size), then the server reads and imports its rows.',
      meta: UPLOAD,
      entry: 'resetProgress',
      invoke: { id: 'uploadCharges', src: 'uploadCharges', input: ({ context }) => context.file as UploadFile },
      on: {
        // Choosing another file waits until this upload ends.
        'chargeUpload.choose': { description: 'Another file cannot be chosen while one uploads.', meta: UPLOAD },
        'chargeUpload.progress': { actions: 'recordProgress', description: 'More bytes are sent; the count never goes back.', meta: UPLOAD },
        'chargeUpload.done': { target: 'imported', actions: 'recordResult', description: 'The server answered: charges imported, already imported and the rows that failed.', meta: UPLOAD },
        'chargeUpload.failed': { target: 'failed', actions: 'recordFailure', description: 'The upload was refused (not the template, too large, not allowed) or broke: the reason shows.', meta: ERRORS },
        'chargeUpload.cancel': { target: 'ready', description: 'The user cancels: the request stops; rows already imported stay (each row is its own transaction).', meta: UPLOAD },
      },
    },
    imported: { description: 'The result shows, with the failure table when rows failed.', meta: ERRORS, on: { 'chargeUpload.start': START } },
    failed: { description: 'The upload failed as a whole.', meta: ERRORS, on: { 'chargeUpload.start': START } },
  },
});

export type ChargeUploadMachine = typeof chargeUploadMachine;
export type ChargeUploadSnapshot = SnapshotFrom<typeof chargeUploadMachine>;

/** 0-100 for the progress bar; null when not uploading. At 100 the server is still importing. */
export function percentSent(snapshot: ChargeUploadSnapshot): number | null {
  const progress = snapshot.context.progress;
  if (!snapshot.matches('uploading') || progress === null) return null;
  return progress.total === 0 ? 100 : Math.min(100, (progress.sent / progress.total) * 100);
}
