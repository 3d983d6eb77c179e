import { csvRecords, majorUnits, type CsvValue } from '../invoices/invoiceCsv';
import type { Disbursement, PaymentDetails } from '../../../machines/app/disbursements/disbursementTypes';

/**
 * The payouts as CSV, one line per payment detail under its payout's figures, with the invoice
 * export's writer (server/modules/invoices/invoiceCsv.ts: csv-stringify, RFC 4180, formula guard,
 * exact decimal amounts).
 */
export const DISBURSEMENT_CSV_LINE_LIMIT = 10_000;

const amount = (minor: number, currency: string): CsvValue => ({ decimal: majorUnits(minor, currency) });

const HEADER: readonly string[] = [
  'Payout date', 'Seller ID', 'Seller name', 'Currency', 'Amount paid', 'Fee withheld', 'Tax', 'Total', 'Total orders',
  'Payment ID', 'Business name', 'Buyer ID', 'Buyer terms', 'Fee percent', 'Transaction date', 'Payment amount', 'Payment fee', 'Payment tax', 'Orders',
];

function line(d: Disbursement, p: PaymentDetails | null): CsvValue[] {
  const c = d.currency;
  return [
    d.payoutDate, d.sellerId, d.sellerName, c, amount(d.amountPaid.amountMinor, c), amount(d.feeWithheld.amountMinor, c), amount(d.taxAmount.amountMinor, c),
    amount(d.totalAmount.amountMinor, c), d.totalOrders,
    p?.paymentId ?? null, p?.businessName ?? null, p?.buyerId ?? null, p?.buyerTerms ?? null, p ? { decimal: p.feePercent } : null, p?.transactionDate ?? null,
    p ? amount(p.amountPaid.amountMinor, c) : null, p ? amount(p.feeWithheld.amountMinor, c) : null, p ? amount(p.taxAmount.amountMinor, c) : null, p?.orders ?? null,
  ];
}

export function disbursementsCsv(disbursements: readonly Disbursement[]): string {
  const lines = disbursements.flatMap((d) => (d.payments.length ? d.payments.map((p) => line(d, p)) : [line(d, null)]));
  return csvRecords([HEADER, ...lines.slice(0, DISBURSEMENT_CSV_LINE_LIMIT)]);
}
