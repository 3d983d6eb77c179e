import { calendarDayNumber, utcDayNumberOf } from './instant';

/**
 * Spec 3 "Dispute reasons", 5 "Dispute" and 4 "Invoice edits and disputes": only a single
 * non-consolidated invoice or transaction with status Created, Paid, Pending Payment or Past Due can be
 * disputed; fee invoices cannot; the invoice must not be older than the program's dispute time limit.
 *
 * Our definitions:
 * - age = UTC calendar days from the bill date to `now`; a dispute is allowed while age <= limit.
 *   Billed 2026-01-01 with a 30-day limit: disputable through 2026-01-31 (23:59:59Z), refused from
 *   2026-02-01T00:00:00Z. A bill date in the future counts as age 0 or less (allowed).
 * - a fee invoice is one of type 'fee' or with a fee type (collections, failed payment, late fee...);
 * - the optional comment is at most 500 characters;
 * - one open dispute per invoice: while a dispute of the invoice is open or under review, it cannot
 *   be disputed again (the buyer waits for that dispute's outcome); once the earlier dispute is
 *   resolved or rejected, it can. The spec names no such rule; without it two users (or two tabs)
 *   would raise two disputes of one invoice and regenerate its document twice.
 */
export const DISPUTE_REASONS = {
  'Buyer Does Not Recognize Charge': 'buyer_does_not_recognize_charge',
  'Buyer Tax Exempt or Incorrect Tax': 'incorrect_tax',
  'Defective or Damaged Merchandise': 'defective',
  'Duplicate PO or Transaction': 'duplicate_transaction',
  'Incorrect or Missing Information': 'incorrect_information',
  'Incorrect Invoice Date': 'incorrect_invoice_date',
  'Incorrect Item': 'incorrect_item',
  'Incorrect Price or Discount': 'incorrect_price',
  'Services Not Rendered or Delivery Not Taken': 'service_not_rendered',
  'Transaction Billed To Wrong Buyer': 'billed_to_wrong_buyer',
  'Manufacturers Warranty': 'manufacturers_warranty',
  'Fraud/Unauthorized Purchase': 'unauthorized_purchase',
  'Transaction Paid To Client Direct': 'paid_to_client_direct',
  'Incorrect Seller Paid': 'incorrect_seller_paid',
  Other: 'other',
} as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[keyof typeof DISPUTE_REASONS];
export const DISPUTE_REASON_VALUES: readonly DisputeReason[] = Object.values(DISPUTE_REASONS);
export const DISPUTABLE_INVOICE_STATUSES: readonly string[] = ['created', 'paid', 'pendingPayment', 'pastDue'];
export const DISPUTE_COMMENT_MAX = 500;
/**
 * The dispute machine's states (machines/domain/dispute.ts) in which a dispute is still running and
 * blocks another dispute of the same invoice. Migration 0010's partial unique index repeats this list
 * as the database's backstop.
 */
export const OPEN_DISPUTE_STATUSES: readonly string[] = ['open', 'underReview'];
export const isOpenDisputeStatus = (status: string): boolean => OPEN_DISPUTE_STATUSES.includes(status);

/** What the server knows about a selected invoice or transaction. */
export interface DisputeInvoiceFacts {
  id: string;
  /** Spec 4 charge status key. */
  status: string;
  /** 'sale' | 'fee' | 'credit' */
  invoiceType: string;
  feeType?: string | null;
  consolidated: boolean;
  /** YYYY-MM-DD */
  billDate: string;
  /** The statuses of the disputes already raised on this invoice (any order; empty when none). */
  disputeStatuses: readonly string[];
}

export interface DisputeRequest {
  invoices: readonly DisputeInvoiceFacts[];
  /** ISO-8601 instant. */
  now: string;
  /** The program's dispute time limit, in days. */
  disputeTimeLimitDays: number;
  reason: string;
  comment?: string | null;
}

export type DisputeIneligibility =
  | 'notExactlyOneInvoice' | 'consolidatedInvoice' | 'statusNotDisputable' | 'feeInvoice' | 'disputeTimeLimitPassed'
  | 'datesUnreadable' | 'alreadyDisputed' | 'reasonUnknown' | 'commentTooLong';

export const DISPUTE_INELIGIBILITIES: Record<DisputeIneligibility, string> = {
  notExactlyOneInvoice: 'Select exactly one invoice or transaction to dispute.',
  consolidatedInvoice: 'A consolidated invoice cannot be disputed.',
  statusNotDisputable: 'Only invoices that are Created, Paid, Pending Payment or Past Due can be disputed.',
  feeInvoice: 'Fee invoices cannot be disputed.',
  disputeTimeLimitPassed: "The invoice is older than the program's dispute time limit.",
  datesUnreadable: 'The bill date, the current time or the time limit could not be read.',
  alreadyDisputed: 'This invoice already has a dispute that is open or under review. Wait for its outcome before disputing it again.',
  reasonUnknown: 'Choose one of the dispute reasons.',
  commentTooLong: `The comment cannot exceed ${DISPUTE_COMMENT_MAX} characters.`,
};

export const isDisputeReason = (value: unknown): value is DisputeReason =>
  typeof value === 'string' && (DISPUTE_REASON_VALUES as readonly string[]).includes(value);

/** Whole UTC days from the bill date to `now` (negative for a future bill date); NaN when unreadable. */
export function invoiceAgeDays(billDate: string, now: string): number {
  return utcDayNumberOf(now) - calendarDayNumber(billDate);
}

/** Every reason this dispute cannot be raised; empty when it can. */
export function disputeIneligibility(request: DisputeRequest): DisputeIneligibility[] {
  const problems: DisputeIneligibility[] = [];
  const invoices = Array.isArray(request.invoices) ? request.invoices : [];
  const [invoice] = invoices;
  if (invoices.length !== 1 || !invoice) problems.push('notExactlyOneInvoice');
  else {
    if (invoice.consolidated) problems.push('consolidatedInvoice');
    if (!DISPUTABLE_INVOICE_STATUSES.includes(invoice.status)) problems.push('statusNotDisputable');
    if (invoice.invoiceType === 'fee' || (typeof invoice.feeType === 'string' && invoice.feeType !== '')) problems.push('feeInvoice');
    const age = invoiceAgeDays(invoice.billDate, request.now);
    const limit = request.disputeTimeLimitDays;
    if (Number.isNaN(age) || !Number.isInteger(limit) || limit < 0) problems.push('datesUnreadable');
    else if (age > limit) problems.push('disputeTimeLimitPassed');
    const earlier = Array.isArray(invoice.disputeStatuses) ? invoice.disputeStatuses : [];
    if (earlier.some(isOpenDisputeStatus)) problems.push('alreadyDisputed');
  }
  if (!isDisputeReason(request.reason)) problems.push('reasonUnknown');
  if (typeof request.comment === 'string' && request.comment.length > DISPUTE_COMMENT_MAX) problems.push('commentTooLong');
  return problems;
}
