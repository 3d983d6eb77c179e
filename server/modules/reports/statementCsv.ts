import { csvRecords, majorUnits } from '../invoices/invoiceCsv';
import type { StatementFigures } from './ledger';

/**
 * The statement as CSV, written by the invoice export's csv-stringify writer (../invoices/invoiceCsv.ts:
 * RFC 4180, CRLF, its formula guard on text cells; amounts exact decimals exempt from the guard).
 * Summary records first (opening balance, charges, payments, credits, closing balance), a blank
 * record, then one record per line with the running balance.
 */
export function statementCsv(figures: StatementFigures, currency: string, period: { from: string; to: string }): string {
  const amount = (minor: number) => ({ decimal: majorUnits(minor, currency) });
  const summary = [
    ['Statement', `${period.from} to ${period.to}`, currency],
    ['Opening balance', '', currency, amount(figures.openingMinor)],
    ['Charges', '', currency, amount(figures.chargesMinor)],
    ['Payments', '', currency, amount(figures.paymentsMinor)],
    ['Credits', '', currency, amount(figures.creditsMinor)],
    ['Closing balance', '', currency, amount(figures.closingMinor)],
  ];
  const lines = figures.lines.map((line) => [line.date, line.kind, line.invoiceNumber, currency, amount(line.amountMinor), amount(line.balanceMinor)]);
  return csvRecords([...summary, [], ['Date', 'Type', 'Invoice', 'Currency', 'Amount', 'Balance'], ...lines]);
}

export const statementFilename = (period: { from: string; to: string }, extension: 'pdf' | 'csv') => `statement-${period.from}-to-${period.to}.${extension}`;
