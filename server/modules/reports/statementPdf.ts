import { amountText, createPdf, finishPdf, INK, MARGIN, MUTED, PageFlow, put, rule, type Column } from '../invoiceDocuments/pdfLayout';
import type { StatementFigures } from './ledger';

/**
 * The statement PDF (English, the program's document language, as the invoice PDF), laid out with
 * the invoice PDF's helpers (../invoiceDocuments/pdfLayout.ts): heading, account and period, the
 * summary (opening balance, charges, payments, credits, closing balance), the lines with a running
 * balance (header repeated on each page), and the footer with "Page n of m". Amounts are exact
 * decimals of the minor units. Same statement and `generatedAt`, same bytes.
 */
export interface StatementDocument {
  buyerName: string;
  /** Whose charges: the account, a group's, or the user's own (spec 6). */
  scopeLabel: string;
  currency: string;
  from: string;
  to: string;
  generatedAt: string;
  figures: StatementFigures;
}

const KIND_LABELS: Readonly<Record<string, string>> = { charge: 'Charge', payment: 'Payment', credit: 'Credit' };

export function statementPdf(statement: StatementDocument): Buffer {
  const { figures, currency } = statement;
  const money = (minor: number) => amountText(minor, currency);
  const title = `Statement ${statement.from} to ${statement.to}`;
  const doc = createPdf({ Title: title, Author: 'Buyer portal', Subject: `${title} for ${statement.buyerName}`, CreationDate: new Date(statement.generatedAt) });
  const flow = new PageFlow(doc, `${statement.buyerName} · ${title}`);
  const { width } = flow;

  put(doc, statement.buyerName, MARGIN, flow.y, { width, size: 13, bold: true });
  put(doc, 'STATEMENT', MARGIN, flow.y + 2, { width, size: 10, color: MUTED, align: 'right' });
  flow.y += 28;
  put(doc, title, MARGIN, flow.y, { width, size: 18, bold: true });
  flow.y += 30;
  put(doc, statement.scopeLabel, MARGIN, flow.y, { width, size: 10, color: MUTED });
  flow.y += 18;
  rule(doc, flow.y, INK);
  flow.y += 14;

  const amount: Column = { title: 'Amount', width: 110, align: 'right' };
  flow.totals(amount, [
    ['Opening balance', money(figures.openingMinor), false],
    ['Charges', money(figures.chargesMinor), false],
    ['Payments', money(-figures.paymentsMinor), false],
    ['Credits', money(-figures.creditsMinor), false],
    ['Closing balance', money(figures.closingMinor), true],
  ]);

  const columns: Column[] = [
    { title: 'Date', width: 78, align: 'left' },
    { title: 'Type', width: 70, align: 'left' },
    { title: 'Invoice', width: width - 78 - 70 - 110 - 120, align: 'left' },
    amount,
    { title: 'Balance', width: 120, align: 'right' },
  ];
  const rows = figures.lines.map((line) => [line.date, KIND_LABELS[line.kind] ?? line.kind, line.invoiceNumber, money(line.amountMinor), money(line.balanceMinor)]);
  if (rows.length === 0) {
    put(doc, 'No charges, payments or credits in this period.', MARGIN, flow.y, { width, size: 10 });
    flow.y += 20;
  } else {
    flow.table(columns, rows);
  }
  flow.footers(`${title} · generated ${statement.generatedAt.slice(0, 19).replace('T', ' ')} UTC`);
  return finishPdf(doc);
}
