import { owesNothing } from './chargeStatus';

/**
 * Make Payment (spec 1 "pay invoices", 3 "Buyer payment", 5 validation): how a payment splits over
 * the selected invoices, what each invoice owes after, and the account's credit after. The ONE
 * function behind both the `paymentPreview` query and the `makePayment` mutation, so what the
 * browser previews is what the server books.
 *
 * Rules: at least one and at most {@link MAX_PAYMENT_ALLOCATIONS} invoices, each once; every invoice
 * exists in the account; each amount a whole, positive number of minor units, at most what the
 * invoice still owes (partial payments allowed); only payable statuses; every invoice in the
 * payment's currency; the chosen method available. Money is integer minor units throughout.
 */

/** Charge statuses (spec 4 keys) a buyer can pay. Pending Payment is already covered by a payment (cf. spec 5). */
export const PAYABLE_INVOICE_STATUSES: readonly string[] = ['created', 'open', 'pastDue', 'partiallyAdjusted'];

/** Charge status of an invoice a pending payment pays in full. */
export const PAID_PENDING_STATUS = 'pendingPayment';

/** Invoices per payment. */
export const MAX_PAYMENT_ALLOCATIONS = 100;

export type AllocationProblemCode =
  | 'noAllocations'
  | 'tooManyAllocations'
  | 'invoiceSelectedTwice'
  | 'invoiceNotFound'
  | 'amountNotPositive'
  | 'amountExceedsRemaining'
  | 'invoiceNotPayable'
  | 'currencyMismatch'
  | 'methodUnavailable';

export const ALLOCATION_PROBLEMS: Readonly<Record<AllocationProblemCode, string>> = {
  noAllocations: 'Select at least one invoice.',
  tooManyAllocations: `Pay at most ${MAX_PAYMENT_ALLOCATIONS} invoices at once.`,
  invoiceSelectedTwice: 'Each invoice can be selected once.',
  invoiceNotFound: 'The invoice is not one of this account\'s invoices.',
  amountNotPositive: 'Each amount must be more than zero (whole cents).',
  amountExceedsRemaining: 'An amount cannot be more than the invoice still owes.',
  invoiceNotPayable: 'Only Created, Open, Past Due and Partially Adjusted invoices can be paid.',
  currencyMismatch: 'Every invoice must be in the payment\'s currency.',
  methodUnavailable: 'This payment method is not available for the account.',
};

export interface AllocationProblem {
  code: AllocationProblemCode;
  /** The invoice concerned, when the problem is about one. */
  invoiceId: string | null;
}

export interface RequestedAllocation {
  invoiceId: string;
  amountMinor: number;
}

/** An invoice as stored now (read under a row lock when booking). */
export interface AllocatableInvoice {
  id: string;
  invoiceNumber: string;
  /** Spec 4 charge status key. */
  status: string;
  currency: string;
  remainingMinor: number;
}

export interface AllocationRequest {
  allocations: readonly RequestedAllocation[];
  /** The account's invoices among the requested ids; a requested id missing here is not found. */
  invoices: readonly AllocatableInvoice[];
  /** The payment's (the account's) currency. */
  currency: string;
  methodAvailable: boolean;
  /** The account's approved credit line and what the whole account owes now. */
  creditApprovedMinor: number;
  balanceDueMinor: number;
}

export interface AllocationLine {
  invoiceId: string;
  invoiceNumber: string | null;
  invoiceStatus: string | null;
  remainingBeforeMinor: number;
  amountMinor: number;
  remainingAfterMinor: number;
  statusAfter: string | null;
}

export interface AllocationPlan {
  valid: boolean;
  problems: AllocationProblem[];
  /** One line per requested allocation, in request order. */
  lines: AllocationLine[];
  totalMinor: number;
  creditAvailableBeforeMinor: number;
  creditAvailableAfterMinor: number;
  balanceDueBeforeMinor: number;
  balanceDueAfterMinor: number;
}

const isPositiveMinor = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
const creditAvailable = (approvedMinor: number, balanceMinor: number) => Math.max(approvedMinor - balanceMinor, 0);

function lineFor(allocation: RequestedAllocation, invoice: AllocatableInvoice | undefined): AllocationLine {
  const amountMinor = isPositiveMinor(allocation.amountMinor) ? allocation.amountMinor : 0;
  if (!invoice) {
    return { invoiceId: allocation.invoiceId, invoiceNumber: null, invoiceStatus: null, remainingBeforeMinor: 0, amountMinor, remainingAfterMinor: 0, statusAfter: null };
  }
  const remainingAfterMinor = Math.max(invoice.remainingMinor - amountMinor, 0);
  return {
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    invoiceStatus: invoice.status,
    remainingBeforeMinor: invoice.remainingMinor,
    amountMinor,
    remainingAfterMinor,
    statusAfter: owesNothing(remainingAfterMinor) && amountMinor > 0 ? PAID_PENDING_STATUS : invoice.status,
  };
}

function problemsOf(allocation: RequestedAllocation, invoice: AllocatableInvoice | undefined, currency: string): AllocationProblemCode[] {
  const problems: AllocationProblemCode[] = [];
  if (!isPositiveMinor(allocation.amountMinor)) problems.push('amountNotPositive');
  if (!invoice) return [...problems, 'invoiceNotFound'];
  if (!PAYABLE_INVOICE_STATUSES.includes(invoice.status)) problems.push('invoiceNotPayable');
  else if (isPositiveMinor(allocation.amountMinor) && allocation.amountMinor > invoice.remainingMinor) problems.push('amountExceedsRemaining');
  if (invoice.currency !== currency) problems.push('currencyMismatch');
  return problems;
}

/** Every rule the request breaks (empty when it may be booked), and what it would do. Pure. */
export function planPaymentAllocation(request: AllocationRequest): AllocationPlan {
  const allocations = Array.isArray(request.allocations) ? request.allocations : [];
  const byId = new Map(request.invoices.map((invoice) => [invoice.id, invoice]));
  const problems: AllocationProblem[] = [];
  if (allocations.length === 0) problems.push({ code: 'noAllocations', invoiceId: null });
  if (allocations.length > MAX_PAYMENT_ALLOCATIONS) problems.push({ code: 'tooManyAllocations', invoiceId: null });
  if (!request.methodAvailable) problems.push({ code: 'methodUnavailable', invoiceId: null });

  const seen = new Set<string>();
  const lines = allocations.map((allocation) => {
    const invoice = byId.get(allocation.invoiceId);
    if (seen.has(allocation.invoiceId)) problems.push({ code: 'invoiceSelectedTwice', invoiceId: allocation.invoiceId });
    seen.add(allocation.invoiceId);
    for (const code of problemsOf(allocation, invoice, request.currency)) problems.push({ code, invoiceId: allocation.invoiceId });
    return lineFor(allocation, invoice);
  });

  const totalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const balanceDueAfterMinor = Math.max(request.balanceDueMinor - totalMinor, 0);
  return {
    valid: problems.length === 0,
    problems,
    lines,
    totalMinor,
    creditAvailableBeforeMinor: creditAvailable(request.creditApprovedMinor, request.balanceDueMinor),
    creditAvailableAfterMinor: creditAvailable(request.creditApprovedMinor, balanceDueAfterMinor),
    balanceDueBeforeMinor: request.balanceDueMinor,
    balanceDueAfterMinor,
  };
}
