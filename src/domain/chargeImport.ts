/**
 * The XLSX charge import (issue 14 item 5; spec 2 Tools/Upload Data, 8 file import failure table),
 * shared by the server (server/modules/chargeImport) and the browser (views/uploadData).
 */

/** The template's columns, in order: the first row of an uploaded sheet must be these headers. */
export const CHARGE_IMPORT_COLUMNS = [
  'Invoice Reference ID', 'Buyer Client Reference ID', 'Invoice Number', 'Bill Date', 'Due Date', 'Amount', 'Currency', 'PO Number', 'Notes',
] as const;

/** POST the workbook here (body: the .xlsx bytes); the answer is a ChargeImportResult. */
export const CHARGE_IMPORT_PATH = '/imports/charges';
/** GET the empty template. */
export const CHARGE_IMPORT_TEMPLATE_PATH = '/imports/charges-template.xlsx';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** At most this many bytes per upload and data rows per sheet. */
export const CHARGE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CHARGE_IMPORT_MAX_ROWS = 5_000;

/** A row that was not imported: spec 8's failure table (invoice reference ID and message). */
export interface ChargeImportFailure {
  /** The row's number in the sheet (the header is row 1). */
  rowNumber: number;
  /** As written in the row (empty when the cell was empty). */
  invoiceReferenceId: string;
  /** The message id the browser translates (`uploadData.failure.<reason>`), with its values. */
  messageId: string;
  values: Record<string, string | number>;
  /** The same message in English, for API users and logs. */
  message: string;
}

export interface ChargeImportResult {
  /** Data rows read (blank rows skipped). */
  rows: number;
  /** Charges created by this upload. */
  imported: number;
  /** Rows whose Invoice Reference ID was imported before (by this or an earlier upload): nothing created. */
  alreadyImported: number;
  failures: ChargeImportFailure[];
}
