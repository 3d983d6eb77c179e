import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CHARGE_IMPORT_COLUMNS, CHARGE_IMPORT_MAX_ROWS } from '../../../src/domain/chargeImport';
import type { ChargeRowInput } from './chargeRow';

/**
 * Reads an uploaded workbook (exceljs), first sheet only. Row 1 must hold the
 * template's headers (CHARGE_IMPORT_COLUMNS, in that order; case and surrounding spaces ignored).
 * Each later non-blank row becomes a ChargeRowInput of texts: dates written as dates (or as Excel
 * serial numbers) become YYYY-MM-DD, numbers their plain digits.
 */
export class ChargeSheetError extends Error {
  constructor(readonly reason: 'notAWorkbook' | 'wrongHeaders' | 'tooManyRows' | 'empty') {
    super(reason);
  }
}

export interface SheetRow {
  rowNumber: number;
  input: ChargeRowInput;
}

const FIELDS = ['invoiceReferenceId', 'buyerClientReferenceId', 'invoiceNumber', 'billDate', 'dueDate', 'amount', 'currency', 'poNumber', 'notes'] as const;
const DATE_FIELDS: ReadonlySet<string> = new Set(['billDate', 'dueDate']);
/** 1899-12-30: day 0 of Excel's 1900 date system (with its leap-year quirk folded in). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A cell's value as text: rich text joined, formulas' results, dates as YYYY-MM-DD. */
export function cellText(value: ExcelJS.CellValue, asDate: boolean): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') {
    if (asDate && Number.isFinite(value) && value > 0 && value < 2_958_466) return new Date(EXCEL_EPOCH_MS + Math.floor(value) * 86_400_000).toISOString().slice(0, 10);
    return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
  }
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue, asDate);
    if ('text' in value) return String(value.text);
  }
  return '';
}

const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

async function bytesOf(input: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The data rows of the first sheet, in order. Throws ChargeSheetError for a file that is no
 * template-shaped workbook. The upload arrives as a stream (counted against the size limit as it
 * comes, routes.ts) and is then read by exceljs from memory (at most 5 MB): its streaming
 * WorkbookReader parks a sheet that comes before the shared strings (Excel's own order) in a temp
 * file, and on a loaded machine that path intermittently lost rows in our tests.
 */
export async function* readChargeSheet(input: Readable): AsyncGenerator<SheetRow> {
  const workbook = new ExcelJS.Workbook();
  try {
    const bytes = await bytesOf(input);
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw Object.assign(new ChargeSheetError('notAWorkbook'), { cause: error });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ChargeSheetError('notAWorkbook');
  if (sheet.rowCount === 0) throw new ChargeSheetError('empty');
  const header = sheet.getRow(1);
  const headers = FIELDS.map((_field, index) => cellText(header.getCell(index + 1).value, false));
  if (CHARGE_IMPORT_COLUMNS.some((column, index) => normalise(headers[index] ?? '') !== normalise(column))) throw new ChargeSheetError('wrongHeaders');
  if (sheet.actualRowCount - 1 > CHARGE_IMPORT_MAX_ROWS) throw new ChargeSheetError('tooManyRows');
  for (let number = 2; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    const values = FIELDS.map((field, index) => cellText(row.getCell(index + 1).value, DATE_FIELDS.has(field)));
    if (values.every((v) => v.trim() === '')) continue;
    yield { rowNumber: number, input: Object.fromEntries(FIELDS.map((field, index) => [field, values[index] ?? ''])) as unknown as ChargeRowInput };
  }
}

/** The downloadable template: the header row (bold, frozen), column widths, dates and amounts formatted. */
export async function chargeTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Buyer portal';
  const sheet = workbook.addWorksheet('Charges', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CHARGE_IMPORT_COLUMNS.map((header) => ({ header, width: Math.max(14, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(4).numFmt = 'yyyy-mm-dd';
  sheet.getColumn(5).numFmt = 'yyyy-mm-dd';
  sheet.getColumn(6).numFmt = '0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
