import { csvCell, majorUnits } from '../invoices/invoiceCsv';
import type { CsvValue } from '../invoices/invoiceCsv';
import type { UserRecord } from './userRecords';

/**
 * The Users table as CSV (spec 2 manage-users; the invoice export's writer, server/modules/invoices/
 * invoiceCsv.ts: RFC 4180, CRLF, formula cells guarded). Columns as the table shows them, roles and
 * contact types joined with "; ". Never a password, token or MFA target.
 */
export const USERS_CSV_ROW_LIMIT = 10_000;

const COLUMNS: readonly [string, (row: UserRecord, currency: string) => CsvValue][] = [
  ['Name', (r) => `${r.first_name} ${r.last_name}`.trim()],
  ['Email', (r) => r.email],
  ['Internal ID', (r) => r.internal_id],
  ['Group', (r) => r.group_name],
  ['Roles', (r) => r.roles.join('; ')],
  ['Status', (r) => r.status],
  ['Contact type', (r) => r.contact_types.join('; ')],
  ['Contact only', (r) => r.contact_only],
  ['Individual credit limit', (r, currency) => (r.credit_limit_minor === null ? null : { decimal: majorUnits(r.credit_limit_minor, currency) })],
  ['Currency', (r, currency) => (r.credit_limit_minor === null ? null : currency)],
  ['Invoice emails', (r) => r.receive_email],
];

const line = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function usersCsv(rows: readonly UserRecord[], currency: string): string {
  return line(COLUMNS.map(([title]) => title)) + rows.map((row) => line(COLUMNS.map(([, cell]) => cell(row, currency)))).join('');
}
