import type { PromiseActorLogic } from 'xstate';
import type { ChargeStatus, Money } from '../../../src/domain/money';

/**
 * Contract between the Make Payment machine (and the account screens) and the browser code that
 * supplies their actors (src/api/paymentActors.ts, src/api/invoiceActors.ts). Plain data: amounts
 * are integer minor units with an ISO currency (DESIGN "API and data"), dates `YYYY-MM-DD`.
 */


/** Spec 3 charge types (sale is shown as Charge). */
export const INVOICE_TYPES = ['sale', 'fee', 'credit'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** Spec 4 payment status. */
export const PAYMENT_STATUSES = ['active', 'applied', 'failed', 'pending', 'refunded', 'transferred', 'writeOff'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['directDebit', 'bankTransfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whose charges a list or a set of numbers covers (spec 6), as the server decided. */
export type ChargeScope = 'account' | 'group' | 'own';

/** Spec 3 Charge/invoice/transaction, as the lists show it. */
export interface InvoiceSummary {
  id: string;
  invoiceNumber: string;
  status: ChargeStatus;
  type: InvoiceType;
  feeType: string | null;
  total: Money;
  remainingDue: Money;
  applied: Money;
  billDate: string;
  dueDate: string;
  isPastDue: boolean;
  /** Can be selected on Make Payment now (the server decides: payable status, something left to pay). */
  payable: boolean;
  poNumber: string | null;
  buyerUserName: string | null;
  supplierName: string;
}

/** An invoice a payment paid (part of). */
export interface PaymentInvoiceLine {
  invoiceId: string;
  invoiceNumber: string;
  amount: Money;
}

export interface RemittanceDetail {
  key: string;
  value: string;
}

/** Where to send a bank transfer, and the reference to quote. */
export interface BankTransferInstructions {
  amount: Money;
  reference: string;
  details: readonly RemittanceDetail[];
}

/** Spec 3 Buyer payment. */
export interface PaymentSummary {
  id: string;
  method: PaymentMethod;
  amount: Money;
  remaining: Money;
  receivedDate: string;
  status: PaymentStatus;
  failureReason: string | null;
  createdAt: string;
  madeBy: string | null;
  invoices: readonly PaymentInvoiceLine[];
  bankTransferInstructions: BankTransferInstructions | null;
}

/** How this buyer may pay now. */
export interface PaymentMethodOption {
  method: PaymentMethod;
  available: boolean;
  /** Message id saying why not, when unavailable. */
  unavailableReasonId: string | null;
  /** Direct debit: the account to be debited, partially shown. */
  accountLabel: string | null;
}

/** One invoice's share of a payment, in minor units of the invoice's currency. */
export interface Allocation {
  invoiceId: string;
  amountMinor: number;
}

/** A rule of the allocation the server found broken (machines/rules/paymentAllocation.ts). */
export interface AllocationProblem {
  code: string;
  invoiceId: string | null;
  /** Message id (payments.allocation.<code>). */
  messageId: string;
}

export interface PreviewLine {
  invoiceId: string;
  invoiceNumber: string | null;
  remainingBefore: Money;
  amount: Money;
  remainingAfter: Money;
  statusAfter: ChargeStatus | null;
}

/** What a payment would do (server-computed with the same function makePayment uses). */
export interface PaymentPreview {
  valid: boolean;
  /** Paying needs a security code first (spec 6 OrderApproval: the program's mfaRequired switch). */
  approvalRequired: boolean;
  problems: readonly AllocationProblem[];
  lines: readonly PreviewLine[];
  total: Money;
  creditAvailableBefore: Money;
  creditAvailableAfter: Money;
  balanceDueBefore: Money;
  balanceDueAfter: Money;
}

/** A code to approve this payment was sent (spec 6 OrderApproval). */
export interface ApprovalChallenge {
  challengeId: string;
  /** The user's 2-step verification method. */
  method: 'email' | 'sms';
  /** Where the code went, partly hidden. */
  sentTo: string;
  /** Spec 9: another code no sooner than this many milliseconds after this one. */
  resendAfterMs: number;
  expiresAt: string;
}

/** The approval code given with the payment. */
export interface PaymentApproval {
  challengeId: string;
  code: string;
}

export interface MadePayment {
  payment: PaymentSummary;
  preview: PaymentPreview;
  /** The stored answer of an earlier call with the same idempotency key. */
  replayed: boolean;
}

/**
 * A refused or failed call: a stable code and a message id the views translate (src/domain/errors
 * codes, plus the payment codes the server adds, e.g. PAYMENT_REFUSED, BANK_ACCOUNT_BLOCKED).
 */
export interface PaymentFailure {
  code: string;
  messageId: string;
  values?: Record<string, string | number>;
}

/** The account overview numbers (spec 3 Buyer/customer; spec 6 scope). */
export interface AccountOverviewNumbers {
  scope: ChargeScope;
  /** Credit approved and available are the user's individual credit limit, not the account's line. */
  creditIsIndividualLimit: boolean;
  creditApproved: Money;
  creditAvailable: Money;
  balanceDue: Money;
  pastDue: Money;
  openInvoiceCount: number;
  pastDueInvoiceCount: number;
}

/** Server-side sort, filter and paging of the invoice list. */
export type InvoiceSortField = 'dueDate' | 'billDate' | 'invoiceNumber' | 'invoiceTotal' | 'remainingDue' | 'invoiceStatus';
export interface InvoiceSort {
  field: InvoiceSortField;
  direction: 'asc' | 'desc';
}
export interface InvoiceFilter {
  statuses?: readonly ChargeStatus[];
  types?: readonly InvoiceType[];
  /** Inclusive, `YYYY-MM-DD`. */
  dueFrom?: string;
  dueTo?: string;
  minTotalMinor?: number;
  maxTotalMinor?: number;
  poNumber?: string;
  search?: string;
  payableOnly?: boolean;
}
export interface PageRequest {
  first: number;
  after: string | null;
}
export interface Page<T> {
  items: readonly T[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
}
export interface InvoicePage extends Page<InvoiceSummary> {
  scope: ChargeScope;
}

/** What the wizard knows when it opens. */
export interface PaymentStart {
  invoices: InvoiceSummary[];
  /** Paying needs a security code first (spec 6 OrderApproval), as the server says now. */
  approvalRequired: boolean;
}

/** Actor signatures, by name. Failures reject with a {@link PaymentFailure}. */
export interface MakePaymentActorTypes {
  /**
   * The invoices picked on another screen (the invoice table's "Pay selected"), and whether paying
   * on this account needs an approval code (so the wizard counts its steps right from the first).
   */
  loadInvoices: { input: { buyerId: string | null; ids: readonly string[] }; output: PaymentStart };
  loadMethods: { input: { buyerId: string | null }; output: PaymentMethodOption[] };
  loadPreview: { input: { buyerId: string | null; method: PaymentMethod; allocations: readonly Allocation[] }; output: PaymentPreview };
  /** Sends a code to approve this payment to the user's e-mail or phone. */
  requestApprovalCode: { input: { buyerId: string | null; method: PaymentMethod; allocations: readonly Allocation[] }; output: ApprovalChallenge };
  submitPayment: {
    /** `approval`: the code entered on the approval step; null when the program asks for none. */
    input: { buyerId: string | null; idempotencyKey: string; method: PaymentMethod; allocations: readonly Allocation[]; approval: PaymentApproval | null };
    output: MadePayment;
  };
}

export type MakePaymentActors = {
  [K in keyof MakePaymentActorTypes]: PromiseActorLogic<MakePaymentActorTypes[K]['output'], MakePaymentActorTypes[K]['input']>;
};

/** Read-only loaders of the account screens (overview, invoice table, payment history), by name. */
export interface AccountLoaderTypes {
  loadOverview: { input: { buyerId: string | null }; output: AccountOverviewNumbers };
  loadInvoicePage: { input: { buyerId: string | null; filter: InvoiceFilter; sort: InvoiceSort; page: PageRequest }; output: InvoicePage };
  loadPaymentPage: { input: { buyerId: string | null; page: PageRequest }; output: Page<PaymentSummary> };
}

type LoaderLogic<K extends keyof AccountLoaderTypes> = PromiseActorLogic<AccountLoaderTypes[K]['output'], AccountLoaderTypes[K]['input']>;

/** src/api/invoiceActors.ts supplies these. */
export interface InvoiceLoaders {
  loadOverview: LoaderLogic<'loadOverview'>;
  loadInvoicePage: LoaderLogic<'loadInvoicePage'>;
}

/** src/api/paymentHistoryActors.ts supplies these. */
export interface PaymentLoaders {
  loadPaymentPage: LoaderLogic<'loadPaymentPage'>;
}
