/**
 * The statement downloads (server/modules/reports/statementDownloads.ts): same-origin GET addresses
 * that the session cookie authenticates, so the browser downloads them with a plain link.
 */
export const STATEMENT_PDF_PATH = '/documents/statement.pdf';
export const STATEMENT_CSV_PATH = '/documents/statement.csv';

/** The address of a statement file for a period (YYYY-MM-DD). */
export function statementDownloadPath(format: 'pdf' | 'csv', period: { from: string; to: string }): string {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  return `${format === 'pdf' ? STATEMENT_PDF_PATH : STATEMENT_CSV_PATH}?${query.toString()}`;
}
