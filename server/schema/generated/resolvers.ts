import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO-8601 date-time in UTC. */
  DateTime: { input: string; output: Date | string; }
  /** An integer amount in minor units (cents, pence). Safe up to 9e15; never a float. */
  MinorUnits: { input: number; output: number; }
};

export type AccountActivityPage = {
  __typename?: 'AccountActivityPage';
  /** Newest first. */
  entries: Array<ActivityEntry>;
  /** More entries older than the last one (pass its seq as `before`). */
  hasMore: Scalars['Boolean']['output'];
};

/** Account overview numbers (spec 3 Buyer/customer, spec 6 who sees which charges). */
export type AccountOverview = {
  __typename?: 'AccountOverview';
  /** Still owed on the charges in scope. */
  balanceDue: Money;
  buyerId: Scalars['ID']['output'];
  /** The account's approved credit line (the same for every scope). */
  creditApproved: Money;
  /** The account's credit still available: approved − the whole account's balance due, never below zero. */
  creditAvailable: Money;
  openInvoiceCount: Scalars['Int']['output'];
  /** The part of balanceDue past its due date. */
  pastDue: Money;
  pastDueInvoiceCount: Scalars['Int']['output'];
  /** Money in pending payments (sent, not yet posted by the bank) of the account; null for the own scope. */
  pendingPayments?: Maybe<Money>;
  scope: ChargeScope;
};

/** One accepted change of the account's trail, described for the browser to translate. */
export type ActivityEntry = {
  __typename?: 'ActivityEntry';
  /** The role the user acted in; null when the system acted (e.g. the bank settling a payment). */
  actorRole?: Maybe<Scalars['String']['output']>;
  entityId: Scalars['String']['output'];
  entityType: Scalars['String']['output'];
  /** Leaf state names before and after, e.g. `pending` -> `applied`. */
  fromState?: Maybe<Scalars['String']['output']>;
  /** `activity.<event type>`, e.g. `activity.payment.received`. */
  messageId: Scalars['String']['output'];
  occurredAt: Scalars['DateTime']['output'];
  seq: Scalars['Int']['output'];
  toState?: Maybe<Scalars['String']['output']>;
  values: Array<ActivityValue>;
};

/** One ICU placeholder value of an activity message (numbers as decimal strings). */
export type ActivityValue = {
  __typename?: 'ActivityValue';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type AddBankAccountInput = {
  accountName: Scalars['String']['input'];
  accountNumber: Scalars['String']['input'];
  accountNumberConfirmation: Scalars['String']['input'];
  autoPay: Scalars['Boolean']['input'];
  bankName: Scalars['String']['input'];
  bankingCountry: Scalars['String']['input'];
  branchCode: Scalars['String']['input'];
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  holderName: Scalars['String']['input'];
  iban: Scalars['String']['input'];
  ibanConfirmation: Scalars['String']['input'];
  /** One per add attempt: a retry returns the account added first. */
  idempotencyKey: Scalars['String']['input'];
};

export type AllocationPreviewLine = {
  __typename?: 'AllocationPreviewLine';
  amount: Money;
  invoiceId: Scalars['ID']['output'];
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  invoiceStatus?: Maybe<ChargeStatus>;
  remainingAfter: Money;
  remainingBefore: Money;
  /** The invoice's status once the payment is made (pendingPayment when it is paid in full). */
  statusAfter?: Maybe<ChargeStatus>;
};

export type AllocationProblem = {
  __typename?: 'AllocationProblem';
  code: AllocationProblemCode;
  /** The invoice the problem is about, when it is about one. */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  /** Message id for the browser (payments.allocation.<code>). */
  messageId: Scalars['String']['output'];
};

/** Rules of machines/rules/paymentAllocation.ts. */
export type AllocationProblemCode =
  | 'amountExceedsRemaining'
  | 'amountNotPositive'
  | 'currencyMismatch'
  | 'invoiceNotFound'
  | 'invoiceNotPayable'
  | 'invoiceSelectedTwice'
  | 'methodUnavailable'
  | 'noAllocations'
  | 'tooManyAllocations';

export type AppAlert = {
  __typename?: 'AppAlert';
  alertType: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  messageIntlKey: Scalars['String']['output'];
  messageStorageId: Scalars['ID']['output'];
  targetCountry?: Maybe<Scalars['String']['output']>;
  targetProgramId?: Maybe<Scalars['ID']['output']>;
  targetPublic: Scalars['Boolean']['output'];
  targetRole?: Maybe<Scalars['String']['output']>;
  targetScreen?: Maybe<Scalars['String']['output']>;
  targetUserType?: Maybe<Scalars['String']['output']>;
  titleIntlKey: Scalars['String']['output'];
  urlLink?: Maybe<Scalars['String']['output']>;
};

/** Spec 3 Bank account. Account numbers and IBANs are only ever shown partially. */
export type BankAccount = {
  __typename?: 'BankAccount';
  accountName: Scalars['String']['output'];
  autoPay: Scalars['Boolean']['output'];
  bankName: Scalars['String']['output'];
  bankingCountry: Scalars['String']['output'];
  /** Sort code (GB), BSB (AU), branch number (CA) or routing number (US). */
  branchCode?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** YYYY-MM-DD: when the direct-debit mandate was signed by the buyer. */
  directDebitSignatureDate: Scalars['String']['output'];
  holderName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mandate: BankMandate;
  /** e.g. ••••6789 (non-IBAN accounts). */
  maskedAccountNumber?: Maybe<Scalars['String']['output']>;
  /** e.g. DE89 •••• 3000 (IBAN accounts). */
  partialIban?: Maybe<Scalars['String']['output']>;
  scheme: BankingScheme;
  status: BankAccountStatus;
};

/** active: the buyer's current account (one at a time); inactive: replaced; removed: its mandate was cancelled. */
export type BankAccountStatus =
  | 'active'
  | 'inactive'
  | 'removed';

/** The buyer's bank accounts as the payment-methods page shows them. */
export type BankAccounts = {
  __typename?: 'BankAccounts';
  /** Newest first: the first is the buyer's current account (its mandate is the buyer's mandate). */
  accounts: Array<BankAccount>;
  /** The buyer's terms require AutoPay (spec 5): it cannot be turned off. */
  autoPayRequired: Scalars['Boolean']['output'];
  /** May this user add accounts and change AutoPay (Buyer:Administrator)? Payers only see them. */
  canManage: Scalars['Boolean']['output'];
  /** The server's time, so the page asks the mandate rules (retry after 15 minutes) with the same clock. */
  now: Scalars['DateTime']['output'];
  /** The user whose per-user dialog flags apply (spec 3 Local client store). */
  viewerUserId: Scalars['ID']['output'];
};

/** The direct-debit mandate of a bank account (the bankMandate statechart's state and facts). */
export type BankMandate = {
  __typename?: 'BankMandate';
  /** GB (scheme V1) mandates are set up through BACS AUDDIS (spec 9: confirmation within 4 business days). */
  auddis: Scalars['Boolean']['output'];
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  failedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why the bank refused it (a code, e.g. bankDeclined). */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** The mandate reference the bank knows it by. */
  reference: Scalars['String']['output'];
  /** Failed mandates: when a new attempt is accepted (15 minutes after the failure). */
  retryAvailableAt?: Maybe<Scalars['DateTime']['output']>;
  signedAt?: Maybe<Scalars['DateTime']['output']>;
  status: MandateStatus;
};

/** Where to send a bank transfer: the program's remittance details plus the reference to quote. */
export type BankTransferInstructions = {
  __typename?: 'BankTransferInstructions';
  accountName?: Maybe<Scalars['String']['output']>;
  accountNumber?: Maybe<Scalars['String']['output']>;
  amount: Money;
  bankName?: Maybe<Scalars['String']['output']>;
  bic?: Maybe<Scalars['String']['output']>;
  /** Every remittance detail of the program, in its stored order (for details this type does not name). */
  details: Array<RemittanceDetail>;
  iban?: Maybe<Scalars['String']['output']>;
  /** Quote this in the transfer's reference. */
  reference: Scalars['String']['output'];
  referenceInstructions?: Maybe<Scalars['String']['output']>;
  routingNumber?: Maybe<Scalars['String']['output']>;
  sortCode?: Maybe<Scalars['String']['output']>;
};

/** Spec 9 payment schemes. SE has none (bank accounts there are not supported). */
export type BankingScheme =
  | 'V1'
  | 'V2NonSEPA'
  | 'V2SEPA';

/** Spec 3 Buyer: the company holding the credit line. */
export type Buyer = {
  __typename?: 'Buyer';
  balanceDue: Money;
  billingCycle: Scalars['String']['output'];
  businessCountry: Scalars['String']['output'];
  buyerPurchasePolicy?: Maybe<BuyerPurchasePolicy>;
  creditApproved: Money;
  creditAvailable: Money;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pastDue: Money;
  status: Scalars['String']['output'];
  terms: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type BuyerPurchasePolicy = {
  __typename?: 'BuyerPurchasePolicy';
  maxValue?: Maybe<Money>;
};

/** An MFA code was sent; enter it in revealCardNumber. */
export type CardNumberChallenge = {
  __typename?: 'CardNumberChallenge';
  challengeId: Scalars['ID']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** Where the code went, partly hidden (a•••@acme.example). */
  sentTo: Scalars['String']['output'];
};

/** Spec 3 card lock and termination reasons. */
export type CardReason =
  | 'damaged'
  | 'employeeTerminated'
  | 'fraud'
  | 'lost'
  | 'other'
  | 'stolen';

export type CardReasonInput = {
  cardId: Scalars['ID']['input'];
  reason?: InputMaybe<CardReason>;
};

/** Whose charges a set of numbers or a list covers, as the server decided for this user. */
export type ChargeScope =
  /** The whole buyer account (Buyer:Administrator, buyerPayer, seller and staff users). */
  | 'account'
  /** The user's group and its sub-groups (Buyer:GroupAdministrator). */
  | 'group'
  /** Only the charges made by the user (every other buyer user, e.g. buyerPurchaser). */
  | 'own';

/** Spec 4 charge status label keys. */
export type ChargeStatus =
  | 'adjusted'
  | 'cancelled'
  | 'created'
  | 'credited'
  | 'open'
  | 'paid'
  | 'paidDirect'
  | 'partiallyAdjusted'
  | 'pastDue'
  | 'pending'
  | 'pendingPayment'
  | 'rejected'
  | 'reversed'
  | 'settled';

export type CreatePurchaseCardInput = {
  businessName?: InputMaybe<Scalars['String']['input']>;
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  cardLanguage: Scalars['String']['input'];
  cardType: PurchaseCardType;
  cardholderName: Scalars['String']['input'];
  /** Client-generated, 8-100 characters; a retry with the same key returns the first card. */
  idempotencyKey: Scalars['String']['input'];
  /** Integer minor units; null keeps the cardholder's limit (Buyer:Administrator only). */
  individualCreditLimitMinor?: InputMaybe<Scalars['MinorUnits']['input']>;
  shipTo?: InputMaybe<ShipToAddressInput>;
  /** The cardholder; null for the viewer. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** What the Increase Credit page and Current Status show. */
export type CreditIncreaseOverview = {
  __typename?: 'CreditIncreaseOverview';
  /** The approved credit line now. */
  creditApproved: Money;
  /** The most recently decided request. */
  lastDecided?: Maybe<CreditIncreaseRequest>;
  /** The one pending request (spec 4: only one pending request is shown). */
  pending?: Maybe<CreditIncreaseRequest>;
};

/** Spec 3 Credit limit increase request, with underwriting's decision. */
export type CreditIncreaseRequest = {
  __typename?: 'CreditIncreaseRequest';
  /** What underwriting granted; less than requested is a partial approval. Null unless approved. */
  approvedAmount?: Maybe<Money>;
  creditLimitAfter?: Maybe<Money>;
  /** The buyer's credit line just before and after the decision. */
  creditLimitBefore?: Maybe<Money>;
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why underwriting declined (a code, e.g. amountAboveCreditLimit: message creditIncrease.declineReason.<code>). */
  declineReason?: Maybe<Scalars['String']['output']>;
  endDate?: Maybe<Scalars['String']['output']>;
  /** Temporary increases: when the increase stops counting (00:00 UTC of the day after endDate); null for permanent ones. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** submittedAt + 24 hours (spec 9: response up to 24 hours). */
  expectedDecisionBy: Scalars['DateTime']['output'];
  /** When a temporary increase ended and the credit line was lowered again by the approved amount. */
  expiredAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Still pending after the 24-hour window (display only). */
  overdue: Scalars['Boolean']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  /** The increase asked for, in the buyer's currency. */
  requestedAmount: Money;
  /** YYYY-MM-DD, temporary requests only. */
  startDate?: Maybe<Scalars['String']['output']>;
  status: CreditIncreaseStatus;
  /** The date requested. */
  submittedAt: Scalars['DateTime']['output'];
  type: CreditIncreaseType;
};

/** The machine's state: submitted (pending, at most one per buyer), approved, declined, or expired (an approved temporary increase whose end date is over). */
export type CreditIncreaseStatus =
  | 'approved'
  | 'declined'
  | 'expired'
  | 'submitted';

export type CreditIncreaseType =
  | 'permanent'
  | 'temporary';

/** A CSV file of the filtered invoices (all pages, at most `rowLimit` rows), RFC 4180, UTF-8. */
export type CsvExport = {
  __typename?: 'CsvExport';
  content: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  rowCount: Scalars['Int']['output'];
  rowLimit: Scalars['Int']['output'];
  /** True when more rows matched than the export holds (rowLimit). */
  truncated: Scalars['Boolean']['output'];
};

/** Spec 3 CurrentUser. The signed-in person, whatever their audience (buyer, client, staff). */
export type CurrentUser = {
  __typename?: 'CurrentUser';
  buyerId?: Maybe<Scalars['ID']['output']>;
  clientId?: Maybe<Scalars['ID']['output']>;
  clientReferenceBuyerId?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  customerAccountName?: Maybe<Scalars['String']['output']>;
  customerId?: Maybe<Scalars['ID']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  language?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  parentUserId?: Maybe<Scalars['ID']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  receiveEmail: Scalars['Boolean']['output'];
  /** Role names as the spec writes them, e.g. Buyer:Administrator, buyerPayer. */
  role: Array<Scalars['String']['output']>;
  ssoStatus: SsoStatus;
  /** BUYER, CLIENT, STAFF or MSTS. */
  userType: Scalars['String']['output'];
};

export type Dispute = {
  __typename?: 'Dispute';
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invoiceId: Scalars['ID']['output'];
  invoiceNumber: Scalars['String']['output'];
  raisedAt: Scalars['DateTime']['output'];
  /** Name of the user who raised it, when known. */
  raisedBy?: Maybe<Scalars['String']['output']>;
  reason: DisputeReason;
  status: DisputeStatus;
};

/** Spec 3 dispute reasons, as stored (label -> value). */
export type DisputeReason =
  | 'billed_to_wrong_buyer'
  | 'buyer_does_not_recognize_charge'
  | 'defective'
  | 'duplicate_transaction'
  | 'incorrect_information'
  | 'incorrect_invoice_date'
  | 'incorrect_item'
  | 'incorrect_price'
  | 'incorrect_seller_paid'
  | 'incorrect_tax'
  | 'manufacturers_warranty'
  | 'other'
  | 'paid_to_client_direct'
  | 'service_not_rendered'
  | 'unauthorized_purchase';

/** What the Dispute Invoice form needs to apply the rule before submitting (the server applies it again). */
export type DisputeRules = {
  __typename?: 'DisputeRules';
  commentMaxLength: Scalars['Int']['output'];
  /** The statuses of the disputes already raised on the invoice asked about (disputeRules' invoiceId): the rule's one-open-dispute check. Empty without invoiceId or for an invoice that is not the account's. */
  invoiceDisputeStatuses: Array<DisputeStatus>;
  /** The server's clock: the invoice's age is measured against it. */
  now: Scalars['DateTime']['output'];
  /** The program's dispute time limit (programs.dispute_time_limit_days). */
  timeLimitDays: Scalars['Int']['output'];
};

/** The dispute machine's states after raising. */
export type DisputeStatus =
  | 'open'
  | 'rejected'
  | 'resolved'
  | 'underReview';

/** Spec 3 failed-payment reasons (account not found, bank return, compliance, insufficient funds, no mandate, stop payment, unauthorized corporate debit). */
export type FailedPaymentReason =
  | 'accountNotFound'
  | 'bankReturn'
  | 'compliance'
  | 'insufficientFunds'
  | 'noMandate'
  | 'stopPayment'
  | 'unauthorizedCorporateDebit';

/** Spec 3 Feature switch. */
export type FeatureSwitch =
  | 'Disabled'
  | 'Enabled';

/** A user's individual credit limit after a change. */
export type IndividualCreditLimit = {
  __typename?: 'IndividualCreditLimit';
  limit?: Maybe<Money>;
  /** What the user's open charges owe. */
  openCharges: Money;
  /** Spec 5: a limit below open charges blocks further purchases. */
  purchasesBlocked: Scalars['Boolean']['output'];
  userId: Scalars['ID']['output'];
};

/** Spec 3 Charge/invoice/transaction. */
export type Invoice = {
  __typename?: 'Invoice';
  /** Paid so far: invoiceTotal − remainingDue. */
  applied: Money;
  /** YYYY-MM-DD. */
  billDate: Scalars['String']['output'];
  /** The payments that paid (part of) this invoice, newest first (spec 3 buyerPaymentId). */
  buyerPaymentIds: Array<Scalars['ID']['output']>;
  buyerUserName?: Maybe<Scalars['String']['output']>;
  consolidated: Scalars['Boolean']['output'];
  currency: Scalars['String']['output'];
  customerGroupName?: Maybe<Scalars['String']['output']>;
  /** The invoice's PDF document (spec 4 'Invoice edits and disputes'). */
  document: InvoiceDocument;
  /** YYYY-MM-DD. */
  dueDate: Scalars['String']['output'];
  /** Collections Fee, Failed Payment Fee or Late Fee; fees only. */
  feeType?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invoiceNumber: Scalars['String']['output'];
  invoiceStatus: ChargeStatus;
  invoiceTotal: Money;
  invoiceType: InvoiceType;
  /** Unpaid and past its due date (or in status pastDue), as of today on the server. */
  isPastDue: Scalars['Boolean']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** Can be selected on Make Payment now (payable status, something left to pay). */
  payable: Scalars['Boolean']['output'];
  poNumber?: Maybe<Scalars['String']['output']>;
  /** What is still owed (after payments, including pending ones). */
  remainingDue: Money;
  supplierName: Scalars['String']['output'];
  transactionType: TransactionType;
};

export type InvoiceDocument = {
  __typename?: 'InvoiceDocument';
  status: InvoiceDocumentStatus;
  /** Same-origin address of the PDF (GET, session cookie); null unless ready. */
  url?: Maybe<Scalars['String']['output']>;
  /** The version the link serves (the newest ready one). */
  version: Scalars['Int']['output'];
};

/** Spec 4 'Invoice edits and disputes': the document's state in machines/domain/invoiceDocument.ts. */
export type InvoiceDocumentStatus =
  /** The background job failed; the link stays inactive. */
  | 'failed'
  /** The link is active and serves the current version. */
  | 'ready'
  /** An edit or a dispute asked for a new document; the link is inactive until it is ready. */
  | 'regenerating';

/** An invoice the edit could not change. */
export type InvoiceEditFailure = {
  __typename?: 'InvoiceEditFailure';
  /** consolidatedInvoice | notFound */
  code: Scalars['String']['output'];
  invoiceId: Scalars['ID']['output'];
  /** Null when the invoice is not one the user may see. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** Message id for the browser (invoices.edit.failure.<code>). */
  messageId: Scalars['String']['output'];
};

/** Every given criterion must hold. Dates are `YYYY-MM-DD` (calendar dates, no time zone), inclusive; amounts (on the invoice total, minor units) inclusive. */
export type InvoiceFilter = {
  dueFrom?: InputMaybe<Scalars['String']['input']>;
  dueTo?: InputMaybe<Scalars['String']['input']>;
  maxTotalMinor?: InputMaybe<Scalars['MinorUnits']['input']>;
  minTotalMinor?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** Only unpaid invoices past their due date. */
  pastDueOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only invoices that can be paid now. */
  payableOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** PO number contains this (case-insensitive). */
  poNumber?: InputMaybe<Scalars['String']['input']>;
  /** Free text: invoice number, PO number, notes or supplier contain it (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<ChargeStatus>>;
  types?: InputMaybe<Array<InvoiceType>>;
};

export type InvoicePage = {
  __typename?: 'InvoicePage';
  items: Array<Invoice>;
  pageInfo: PageInfo;
  scope: ChargeScope;
};

export type InvoiceSort = {
  direction: SortDirection;
  field: InvoiceSortField;
};

export type InvoiceSortField =
  | 'billDate'
  | 'dueDate'
  | 'invoiceNumber'
  | 'invoiceStatus'
  | 'invoiceTotal'
  | 'remainingDue';

/** Spec 3 charge types (sale is shown as Charge). */
export type InvoiceType =
  | 'credit'
  | 'fee'
  | 'sale';

export type MakePaymentInput = {
  allocations: Array<PaymentAllocationInput>;
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  /** Client-generated (e.g. a UUID per Make Payment attempt), 8-100 characters. A retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  method: PaymentMethod;
};

export type MakePaymentResult = {
  __typename?: 'MakePaymentResult';
  payment: Payment;
  /** What the payment did to each invoice (as the preview showed it). */
  preview: PaymentPreview;
  /** True when this answer is the stored result of an earlier call with the same idempotency key. */
  replayed: Scalars['Boolean']['output'];
};

/** Spec 4 Bank mandate. */
export type MandateStatus =
  | 'cancelled'
  | 'failed'
  | 'pending'
  | 'signed'
  | 'unsupportedBank';

/** An invoice a payment's remainder can be applied to (spec 5: not Cancelled, Paid or Pending Payment; something left to pay). */
export type ModifiableInvoice = {
  __typename?: 'ModifiableInvoice';
  dueDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invoiceNumber: Scalars['String']['output'];
  remaining: Money;
  status: ChargeStatus;
  total: Money;
};

export type ModifyPaymentInput = {
  /** Where the payment's unapplied remainder goes: each invoice once, amounts in the payment's currency. */
  allocations: Array<PaymentAllocationInput>;
  /** Client-generated (one per Modify payment attempt), 8-100 characters. A retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  paymentId: Scalars['ID']['input'];
};

export type ModifyPaymentResult = {
  __typename?: 'ModifyPaymentResult';
  lines: Array<PaymentModificationLine>;
  /** The payment as it is now (its remaining lowered by the total). */
  payment: Payment;
  /** True when this answer is the stored result of an earlier call with the same idempotency key. */
  replayed: Scalars['Boolean']['output'];
  total: Money;
};

export type Money = {
  __typename?: 'Money';
  /** Integer minor units of `currency` (USD 12.34 is 1234). */
  amountMinor: Scalars['MinorUnits']['output'];
  /** ISO 4217 code. */
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a bank account and starts its direct-debit mandate (pending). Refused while a mandate is pending (RULE_REFUSED). */
  addBankAccount: BankAccount;
  /** Requests a card (Buyer:Administrator for any user of the buyer; any buyer user for themselves, without a limit). Errors: RULE_REFUSED, CARD_REQUEST_REFUSED (extensions.problems), FORBIDDEN. */
  createPurchaseCard: PurchaseCard;
  /** Locks an active card with a reason (Buyer:Administrator). Errors: RULE_REFUSED, FORBIDDEN, NOT_FOUND. */
  lockPurchaseCard: PurchaseCard;
  /** Pays invoices (Buyer:Administrator, buyerPayer). Errors: BAD_USER_INPUT, PAYMENT_REFUSED (extensions.problems), IDEMPOTENCY_KEY_REUSED, FORBIDDEN. */
  makePayment: MakePaymentResult;
  /** Applies a payment's unapplied remainder to invoices (spec 5; Buyer:Administrator, buyerPayer). Errors: BAD_USER_INPUT, NOT_FOUND, RULE_REFUSED (rule isModificationValid with subRules, or notAllowedInState for Pending, Failed, Written Off, Transferred, Returned payments), IDEMPOTENCY_KEY_REUSED, FORBIDDEN, MODIFY_PAYMENT_FAILED. */
  modifyPayment: ModifyPaymentResult;
  /** Keeps the schema valid before the first real mutation lands; answers the server time. */
  ping: Scalars['DateTime']['output'];
  /** Disputes one invoice (Buyer:Administrator, buyerPayer). Errors: RULE_REFUSED (rule.dispute.isDisputeEligible, extensions.subRules), IDEMPOTENCY_KEY_REUSED, NOT_FOUND, FORBIDDEN, BAD_USER_INPUT. */
  raiseDispute: RaiseDisputeResult;
  /** Sends a RevealCardNumber code by e-mail (the cardholder). Errors: CARD_NUMBER_UNAVAILABLE, MFA_RESEND_TOO_SOON. */
  requestCardNumberReveal: CardNumberChallenge;
  /** Requests a credit-limit increase (Buyer:Administrator). Errors: BAD_USER_INPUT, IDEMPOTENCY_KEY_REUSED, RULE_REFUSED (rule canSubmitRequest; extensions.subRules, e.g. anotherRequestPending, amountNotInIncrements), FORBIDDEN. */
  requestCreditIncrease: CreditIncreaseRequest;
  /** The card number, once, for the right code. Errors: MFA_CODE_INVALID (values.attemptsLeft), MFA_CODE_EXPIRED, MFA_LOCKED_OUT, CARD_NUMBER_UNAVAILABLE. */
  revealCardNumber: RevealedCardNumber;
  /** Turns AutoPay of the active account on or off (off is refused when the terms require it). */
  setBankAccountAutoPay: BankAccount;
  /** Sets the return address for undeliverable cards (Buyer:Administrator). Errors: BAD_USER_INPUT (extensions.problems), FORBIDDEN. */
  setCardReturnAddress: PurchasingControls;
  /** Sets a user's individual credit limit (Buyer:Administrator; Individual Credit Limits on). Errors: CARD_REQUEST_REFUSED (extensions.problems: exceedsInviterLimit, exceedsCompanyLine, requiredByInviter, individualCreditLimitsDisabled, ...), FORBIDDEN, NOT_FOUND. */
  setIndividualCreditLimit: IndividualCreditLimit;
  /** Sets the buyer purchase policy's max value (Buyer:Administrator). Errors: PURCHASE_POLICY_REFUSED (extensions.problems), FORBIDDEN. */
  setPurchasePolicy: PurchasingControls;
  /** Turns Individual Credit Limits or Purchase Cards on or off (Buyer:Administrator). Errors: RULE_REFUSED naming the feature-dependency rule, FORBIDDEN. */
  setPurchasingFeature: PurchasingControls;
  /**
   * Chooses or changes the signed-in user's own security question and answer. Needs the current
   * password (SECURITY_PASSWORD_INVALID otherwise). Refused (FORBIDDEN) to single sign-on users,
   * whose password and recovery belong to their identity provider.
   */
  setSecurityQuestion: SecurityQuestionSetting;
  /** Terminates a card for good, with a reason (Buyer:Administrator). Errors: CARD_ALREADY_TERMINATED, RULE_REFUSED. */
  terminatePurchaseCard: PurchaseCard;
  /** Unlocks a locked card (Buyer:Administrator). */
  unlockPurchaseCard: PurchaseCard;
  /** Sets PO number and notes on the listed invoices (buyer users, on invoices in their charge scope; consolidated invoices are refused one by one). Errors: BAD_USER_INPUT (lengths, no invoice), FORBIDDEN (seller and staff users). */
  updateInvoiceDetails: UpdateInvoiceDetailsResult;
};


export type MutationAddBankAccountArgs = {
  input: AddBankAccountInput;
};


export type MutationCreatePurchaseCardArgs = {
  input: CreatePurchaseCardInput;
};


export type MutationLockPurchaseCardArgs = {
  input: CardReasonInput;
};


export type MutationMakePaymentArgs = {
  input: MakePaymentInput;
};


export type MutationModifyPaymentArgs = {
  input: ModifyPaymentInput;
};


export type MutationRaiseDisputeArgs = {
  input: RaiseDisputeInput;
};


export type MutationRequestCardNumberRevealArgs = {
  cardId: Scalars['ID']['input'];
};


export type MutationRequestCreditIncreaseArgs = {
  input: RequestCreditIncreaseInput;
};


export type MutationRevealCardNumberArgs = {
  input: RevealCardNumberInput;
};


export type MutationSetBankAccountAutoPayArgs = {
  autoPay: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetCardReturnAddressArgs = {
  input: SetCardReturnAddressInput;
};


export type MutationSetIndividualCreditLimitArgs = {
  input: SetIndividualCreditLimitInput;
};


export type MutationSetPurchasePolicyArgs = {
  input: SetPurchasePolicyInput;
};


export type MutationSetPurchasingFeatureArgs = {
  input: SetPurchasingFeatureInput;
};


export type MutationSetSecurityQuestionArgs = {
  input: SetSecurityQuestionInput;
};


export type MutationTerminatePurchaseCardArgs = {
  input: CardReasonInput;
};


export type MutationUnlockPurchaseCardArgs = {
  cardId: Scalars['ID']['input'];
};


export type MutationUpdateInvoiceDetailsArgs = {
  input: UpdateInvoiceDetailsInput;
};

export type OutboxChannel =
  | 'email'
  | 'sms';

/** An e-mail or SMS as the portal sent it. */
export type OutboxMessage = {
  __typename?: 'OutboxMessage';
  body: Scalars['String']['output'];
  channel: OutboxChannel;
  createdAt: Scalars['DateTime']['output'];
  /** When an SMTP server accepted it; null when it only went to the outbox. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** What it is about, e.g. `creditIncrease.decided`. */
  kind: Scalars['String']['output'];
  /** The signed-in user's e-mail address or phone number. */
  recipient: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `after` for the next page; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  /** Rows matching the filter (all pages). */
  totalCount: Scalars['Int']['output'];
};

/** Paging: cursor (`after`, from `pageInfo.endCursor`) or `offset`, not both. `first` defaults to 25, at most 100. */
export type PageInput = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** Spec 3 Buyer payment. */
export type Payment = {
  __typename?: 'Payment';
  amount: Money;
  /** Bank-transfer payments: what to send where. Null for direct debit. */
  bankTransferInstructions?: Maybe<BankTransferInstructions>;
  createdAt: Scalars['DateTime']['output'];
  failureReason?: Maybe<FailedPaymentReason>;
  id: Scalars['ID']['output'];
  invoices: Array<PaymentInvoice>;
  /** When its remainder was last applied with Modify payment; null when never. */
  lastModifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Name of the user who made it, when known. */
  madeBy?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD: when the bank received it (for a pending payment: when it was sent). */
  receivedDate: Scalars['String']['output'];
  /** What is not (yet) applied to invoices. */
  remaining: Money;
  status: PaymentStatus;
  type: PaymentMethod;
};

export type PaymentAllocationInput = {
  /** Integer minor units, > 0 and at most what the invoice still owes. */
  amountMinor: Scalars['MinorUnits']['input'];
  invoiceId: Scalars['ID']['input'];
};

export type PaymentFilter = {
  methods?: InputMaybe<Array<PaymentMethod>>;
  statuses?: InputMaybe<Array<PaymentStatus>>;
};

/** An invoice a payment paid (part of). */
export type PaymentInvoice = {
  __typename?: 'PaymentInvoice';
  amount: Money;
  invoiceId: Scalars['ID']['output'];
  invoiceNumber: Scalars['String']['output'];
};

export type PaymentMethod =
  | 'bankTransfer'
  | 'directDebit';

/** How this buyer may pay now. */
export type PaymentMethodOption = {
  __typename?: 'PaymentMethodOption';
  /** Direct debit: the account that will be debited, partially shown (e.g. First Demo Bank ••••6789). */
  accountLabel?: Maybe<Scalars['String']['output']>;
  available: Scalars['Boolean']['output'];
  method: PaymentMethod;
  /** Why not, when unavailable (a message id, e.g. payments.method.noDirectDebitAccount). */
  unavailableReasonId?: Maybe<Scalars['String']['output']>;
};

/** What a modification did to one invoice. */
export type PaymentModificationLine = {
  __typename?: 'PaymentModificationLine';
  amount: Money;
  invoiceId: Scalars['ID']['output'];
  invoiceNumber: Scalars['String']['output'];
  remainingAfter: Money;
  remainingBefore: Money;
  statusAfter: ChargeStatus;
};

export type PaymentPage = {
  __typename?: 'PaymentPage';
  items: Array<Payment>;
  pageInfo: PageInfo;
};

/** What a payment would do, computed by the same pure function makePayment uses. */
export type PaymentPreview = {
  __typename?: 'PaymentPreview';
  balanceDueAfter: Money;
  balanceDueBefore: Money;
  creditAvailableAfter: Money;
  creditAvailableBefore: Money;
  lines: Array<AllocationPreviewLine>;
  problems: Array<AllocationProblem>;
  total: Money;
  valid: Scalars['Boolean']['output'];
};

export type PaymentPreviewInput = {
  allocations: Array<PaymentAllocationInput>;
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  method: PaymentMethod;
};

/** Spec 4 payment status. */
export type PaymentStatus =
  | 'active'
  | 'applied'
  | 'failed'
  | 'pending'
  | 'refunded'
  | 'transferred'
  | 'writeOff';

export type Program = {
  __typename?: 'Program';
  disputeTimeLimitDays: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  supportedPaymentTerms: Array<Scalars['String']['output']>;
  whiteLabelConfig: WhiteLabelConfig;
};

/** Spec 3 Purchase card. */
export type PurchaseCard = {
  __typename?: 'PurchaseCard';
  activatedAt?: Maybe<Scalars['DateTime']['output']>;
  businessName?: Maybe<Scalars['String']['output']>;
  /** May the viewer lock, unlock and terminate it (Buyer:Administrator)? Whether the card's state allows it is the purchaseCard machine's answer. */
  canManage: Scalars['Boolean']['output'];
  /** May the viewer ask to see its number (the cardholder only, after an MFA check)? */
  canReveal: Scalars['Boolean']['output'];
  cardLanguage: Scalars['String']['output'];
  cardType: PurchaseCardType;
  /** Printed on the card. */
  cardholderName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Spec 8 creation failed: why the issuer could not create the card. */
  creationFailure?: Maybe<Scalars['String']['output']>;
  groupName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The cardholder's individual credit limit; null when none (the company line applies). */
  individualCreditLimit?: Maybe<Money>;
  /** Last four digits, once the card issuer has created the card. The full number is never in this type. */
  last4?: Maybe<Scalars['String']['output']>;
  lockReason?: Maybe<CardReason>;
  /** What the cardholder's open charges owe. */
  openCharges: Money;
  /** Spec 5: a limit lowered below open charges blocks further purchases. */
  purchasesBlocked: Scalars['Boolean']['output'];
  shipTo?: Maybe<ShipToAddress>;
  shippedAt?: Maybe<Scalars['DateTime']['output']>;
  status: PurchaseCardStatus;
  terminatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Name of the user who terminated it. */
  terminatedBy?: Maybe<Scalars['String']['output']>;
  terminationReason?: Maybe<CardReason>;
  userId: Scalars['ID']['output'];
  /** The cardholder's user name (first and last). */
  userName: Scalars['String']['output'];
};

/** What the create-card form needs for one cardholder. */
export type PurchaseCardCreationOptions = {
  __typename?: 'PurchaseCardCreationOptions';
  /** May the viewer set the individual credit limit (Buyer:Administrator)? */
  canSetLimit: Scalars['Boolean']['output'];
  companyCreditLine: Money;
  companyName: Scalars['String']['output'];
  currentLimit?: Maybe<Money>;
  firstName: Scalars['String']['output'];
  individualCreditLimitsEnabled: Scalars['Boolean']['output'];
  /** The inviter's own limit (spec 5), null when none. */
  inviterLimit?: Maybe<Money>;
  /** Card languages of the program (language codes, e.g. en, de). */
  languages: Array<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  openCharges: Money;
  purchaseCardsEnabled: Scalars['Boolean']['output'];
  userId: Scalars['ID']['output'];
};

/** Spec 4 Card status. */
export type PurchaseCardStatus =
  | 'active'
  | 'inactive'
  | 'locked'
  | 'notCreated'
  | 'notEnabled'
  | 'pending'
  | 'terminated';

/** The View Cards tabs (spec 2): Active is every card not terminated. */
export type PurchaseCardTab =
  | 'active'
  | 'terminated';

export type PurchaseCardType =
  | 'physical'
  | 'virtual';

export type PurchasingControls = {
  __typename?: 'PurchasingControls';
  /** Cards of the buyer not yet terminated: Purchase Cards cannot be disabled while any remain. */
  activeCardCount: Scalars['Int']['output'];
  buyerId: Scalars['ID']['output'];
  /** May the viewer change these settings (Buyer:Administrator)? */
  canManage: Scalars['Boolean']['output'];
  /** Where the card issuer returns undeliverable physical cards. */
  cardReturnAddress?: Maybe<ShipToAddress>;
  /** The company credit line (credit approved): the ceiling of individual limits and the purchase policy. */
  companyCreditLine: Money;
  individualCreditLimits: FeatureSwitch;
  purchaseCards: FeatureSwitch;
  /** Spec 3 buyerPurchasePolicy.maxValue: the most one purchase may be; null when not capped. */
  purchasePolicyMaxValue?: Maybe<Money>;
};

export type PurchasingFeature =
  /** Spec 3 credit-limit feature type IndividualCreditLimit (label Individual Credit Limit). */
  | 'IndividualCreditLimits'
  | 'PurchaseCards';

export type Query = {
  __typename?: 'Query';
  /** The account's audit trail, newest first (Buyer:Administrator, buyerPayer). `before` is a seq cursor; `first` 1..100. */
  accountActivity: AccountActivityPage;
  /** Account overview numbers, for the charges this user may see. */
  accountOverview: AccountOverview;
  /** Spec 6: Buyer:Administrator manages, buyerPayer sees; seller and staff users of the program read. */
  bankAccounts: BankAccounts;
  /** A buyer the user may see. `fetchLatestExternalData` asks for a refresh from the program's systems. */
  buyer?: Maybe<Buyer>;
  /** The buyer's credit line and credit-limit increase requests (Buyer:Administrator; seller and staff users read-only). */
  creditIncreaseOverview: CreditIncreaseOverview;
  /** One request; null when not found or not visible (same audience as creditIncreaseOverview). */
  creditIncreaseRequest?: Maybe<CreditIncreaseRequest>;
  /** Alerts targeting this user's type, role, country and program. */
  currentAppAlerts: Array<AppAlert>;
  /** The signed-in user. `buyerId` selects one of the user's buyer accounts; absent means the all-zero id (the user's default). */
  currentUser: CurrentUser;
  /** The rule's inputs for the Dispute Invoice form (Buyer:Administrator, buyerPayer); with invoiceId, also that invoice's earlier disputes. */
  disputeRules: DisputeRules;
  /** The buyer's disputes, newest first (Buyer:Administrator, buyerPayer). */
  disputes: Array<Dispute>;
  /** One invoice. Null when it does not exist (or belongs to an account the user cannot see); FORBIDDEN when it is outside the user's charges. */
  invoice?: Maybe<Invoice>;
  /** Invoices / transactions the user may see: filtered, sorted (default dueDate asc, then id) and paged on the server. */
  invoices: InvoicePage;
  /** The filtered invoices as CSV (same filter and sort as `invoices`, all pages). */
  invoicesCsv: CsvExport;
  /** Messages sent to the signed-in user's own e-mail address or phone, newest first. `first` 1..100 (default 50). */
  myOutbox: Array<OutboxMessage>;
  /** The signed-in user's security question, or null when none is chosen. Null for single sign-on users. */
  mySecurityQuestion?: Maybe<SecurityQuestionSetting>;
  /** One payment; null when not found. */
  payment?: Maybe<Payment>;
  /** The payment methods this buyer can use now (Buyer:Administrator, buyerPayer). */
  paymentMethods: Array<PaymentMethodOption>;
  /** The invoices this payment's remainder can be applied to, due date first (Buyer:Administrator, buyerPayer). Empty when the payment has nothing left. */
  paymentModificationCandidates: Array<ModifiableInvoice>;
  /** What a payment would do, without making it (Buyer:Administrator, buyerPayer). */
  paymentPreview: PaymentPreview;
  /** Payment history, newest first (Buyer:Administrator, buyerPayer; seller and staff users read-only). */
  payments: PaymentPage;
  /** The program (white-label) the user belongs to. */
  program: Program;
  /** One card the viewer may see; null otherwise. */
  purchaseCard?: Maybe<PurchaseCard>;
  /** What the create-card form needs; userId null for the viewer. */
  purchaseCardCreationOptions: PurchaseCardCreationOptions;
  /** Cards of a tab: Buyer:Administrator all of the buyer's, Buyer:GroupAdministrator their groups', others their own; mine = only the viewer's; userId = only that cardholder's (within what the viewer sees). */
  purchaseCards: Array<PurchaseCard>;
  /** The buyer's purchasing controls (Buyer:Administrator, Buyer:GroupAdministrator of the buyer; seller and staff users read). */
  purchasingControls: PurchasingControls;
};


export type QueryAccountActivityArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAccountOverviewArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBankAccountsArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBuyerArgs = {
  fetchLatestExternalData?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryCreditIncreaseOverviewArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCreditIncreaseRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCurrentUserArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryDisputeRulesArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  invoiceId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryDisputesArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvoicesArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<InvoiceFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<InvoiceSort>;
};


export type QueryInvoicesCsvArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<InvoiceFilter>;
  sort?: InputMaybe<InvoiceSort>;
};


export type QueryMyOutboxArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPaymentMethodsArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPaymentModificationCandidatesArgs = {
  paymentId: Scalars['ID']['input'];
};


export type QueryPaymentPreviewArgs = {
  input: PaymentPreviewInput;
};


export type QueryPaymentsArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<PaymentFilter>;
  page?: InputMaybe<PageInput>;
};


export type QueryPurchaseCardArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPurchaseCardCreationOptionsArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPurchaseCardsArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  tab: PurchaseCardTab;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPurchasingControlsArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};

export type RaiseDisputeInput = {
  /** At most 500 characters. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Client-generated per Dispute Invoice attempt, 8-100 characters. A retry with the same key returns the first dispute. */
  idempotencyKey: Scalars['String']['input'];
  invoiceId: Scalars['ID']['input'];
  reason: DisputeReason;
};

export type RaiseDisputeResult = {
  __typename?: 'RaiseDisputeResult';
  dispute: Dispute;
  /** The disputed invoice, its document regenerating. */
  invoice: Invoice;
  /** True when this answer is the stored result of an earlier call with the same idempotency key. */
  replayed: Scalars['Boolean']['output'];
};

export type RemittanceDetail = {
  __typename?: 'RemittanceDetail';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type RequestCreditIncreaseInput = {
  /** The increase asked for, in minor units of the buyer's currency; > 0, in whole increments (machines/rules/creditIncreaseAmount.ts). */
  amountMinor: Scalars['MinorUnits']['input'];
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** One per submission (8-100 of A-Z a-z 0-9 . _ : -): a retry with the same key and request answers with the first result; the same key with another request is IDEMPOTENCY_KEY_REUSED. */
  idempotencyKey: Scalars['String']['input'];
  /** Up to 500 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Temporary only: YYYY-MM-DD, the end after the start. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  type: CreditIncreaseType;
};

export type RevealCardNumberInput = {
  cardId: Scalars['ID']['input'];
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};

/** The card number, given once per MFA check. */
export type RevealedCardNumber = {
  __typename?: 'RevealedCardNumber';
  cardId: Scalars['ID']['output'];
  cardNumber: Scalars['String']['output'];
};

/** Spec 3 security-question keys. */
export type SecurityQuestionKey =
  | 'closestChildhoodFriendFirstName'
  | 'favoriteFictionalCharacter'
  | 'favoritePersonFromHistory'
  | 'firstConcert'
  | 'firstKissLocation'
  | 'firstPartnerName'
  | 'firstPetName'
  | 'highschoolFriendRoadName'
  | 'streetNameAtAgeTen'
  | 'streetNameWhenStartingSchool';

/** The question the signed-in user chose; the answer is not readable. */
export type SecurityQuestionSetting = {
  __typename?: 'SecurityQuestionSetting';
  questionKey: SecurityQuestionKey;
  updatedAt: Scalars['DateTime']['output'];
};

export type SetCardReturnAddressInput = {
  address: ShipToAddressInput;
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};

export type SetIndividualCreditLimitInput = {
  /** Integer minor units; null removes it (refused when the user's inviter has one: spec 5). */
  limitMinor?: InputMaybe<Scalars['MinorUnits']['input']>;
  userId: Scalars['ID']['input'];
};

export type SetPurchasePolicyInput = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  /** Integer minor units; null removes the cap. */
  maxValueMinor?: InputMaybe<Scalars['MinorUnits']['input']>;
};

export type SetPurchasingFeatureInput = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  feature: PurchasingFeature;
  switch: FeatureSwitch;
};

export type SetSecurityQuestionInput = {
  /** 2 to 100 characters; compared later ignoring case and spaces. */
  answer: Scalars['String']['input'];
  /** The user's current password (spec 8 Security setup: invalid password). */
  currentPassword: Scalars['String']['input'];
  questionKey: SecurityQuestionKey;
};

/** Spec 3 Purchase card ship-to address (lengths: attention 80, lines 50, city 40, state 10, zip 15). */
export type ShipToAddress = {
  __typename?: 'ShipToAddress';
  attentionTo?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  line1: Scalars['String']['output'];
  line2?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zip: Scalars['String']['output'];
};

export type ShipToAddressInput = {
  attentionTo?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  line1: Scalars['String']['input'];
  line2?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zip: Scalars['String']['input'];
};

export type SortDirection =
  | 'asc'
  | 'desc';

export type SsoStatus =
  | 'Active'
  | 'Inactive';

export type Subscription = {
  __typename?: 'Subscription';
  /** A bank account of the buyer was added or its mandate changed (signed, failed, cancelled, unsupported). */
  bankAccountUpdated: BankAccount;
  /** A credit-limit increase request of the buyer was submitted, decided or expired. Same audience as creditIncreaseOverview. */
  creditIncreaseUpdated: CreditIncreaseRequest;
  /** Server heartbeat for the live connection (every few seconds); later issues add domain events. */
  heartbeat: Scalars['DateTime']['output'];
  /** An invoice's document changed state (regenerating, ready, failed): the invoice as this user may see it. Same charge scope as `invoices`. */
  invoiceDocumentUpdated: Invoice;
  /** A new message to the signed-in user's own e-mail address or phone. */
  outboxMessageAdded: OutboxMessage;
  /** A payment of the buyer changed (made, applied, failed). Same audience as `payments`. */
  paymentUpdated: Payment;
  /** A card of the buyer changed (created, issued, shipped, activated, locked, terminated). Same audience as purchaseCards. */
  purchaseCardUpdated: PurchaseCard;
};


export type SubscriptionBankAccountUpdatedArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionCreditIncreaseUpdatedArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionInvoiceDocumentUpdatedArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionPaymentUpdatedArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionPurchaseCardUpdatedArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};

/** Spec 3 transaction types: the same charges as seen on Transaction History. */
export type TransactionType =
  | 'Credit'
  | 'Fee'
  | 'Sale';

/** Spec 5: PO number at most 30 characters, notes at most 64 (machines/rules/invoiceEdit.ts). Both are set on every listed invoice; null or empty clears. */
export type UpdateInvoiceDetailsInput = {
  invoiceIds: Array<Scalars['ID']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  poNumber?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateInvoiceDetailsResult = {
  __typename?: 'UpdateInvoiceDetailsResult';
  /** Spec 8 'partial failure': the invoices that were not changed. */
  failed: Array<InvoiceEditFailure>;
  /** The changed invoices, their documents regenerating. */
  updated: Array<Invoice>;
};

export type UserStatus =
  | 'active'
  | 'deleted'
  | 'inactive'
  | 'pending'
  | 'suspended';

export type WhiteLabelConfig = {
  __typename?: 'WhiteLabelConfig';
  defaultBuyerLocale: Scalars['String']['output'];
  locales: Array<Scalars['String']['output']>;
  mfaAtBuyerCreate: Scalars['Boolean']['output'];
  mfaAtLogin: Scalars['Boolean']['output'];
  mfaEnabled: Scalars['Boolean']['output'];
  mfaRequired: Scalars['Boolean']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = {}, TContext = {}, TArgs = {}> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = {}, TContext = {}, TArgs = {}> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = {}, TContext = {}> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = {}, TContext = {}> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = {}, TParent = {}, TContext = {}, TArgs = {}> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountActivityPage: ResolverTypeWrapper<AccountActivityPage>;
  AccountOverview: ResolverTypeWrapper<AccountOverview>;
  ActivityEntry: ResolverTypeWrapper<ActivityEntry>;
  ActivityValue: ResolverTypeWrapper<ActivityValue>;
  AddBankAccountInput: AddBankAccountInput;
  AllocationPreviewLine: ResolverTypeWrapper<AllocationPreviewLine>;
  AllocationProblem: ResolverTypeWrapper<AllocationProblem>;
  AllocationProblemCode: AllocationProblemCode;
  AppAlert: ResolverTypeWrapper<AppAlert>;
  BankAccount: ResolverTypeWrapper<BankAccount>;
  BankAccountStatus: BankAccountStatus;
  BankAccounts: ResolverTypeWrapper<BankAccounts>;
  BankMandate: ResolverTypeWrapper<BankMandate>;
  BankTransferInstructions: ResolverTypeWrapper<BankTransferInstructions>;
  BankingScheme: BankingScheme;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Buyer: ResolverTypeWrapper<Buyer>;
  BuyerPurchasePolicy: ResolverTypeWrapper<BuyerPurchasePolicy>;
  CardNumberChallenge: ResolverTypeWrapper<CardNumberChallenge>;
  CardReason: CardReason;
  CardReasonInput: CardReasonInput;
  ChargeScope: ChargeScope;
  ChargeStatus: ChargeStatus;
  CreatePurchaseCardInput: CreatePurchaseCardInput;
  CreditIncreaseOverview: ResolverTypeWrapper<CreditIncreaseOverview>;
  CreditIncreaseRequest: ResolverTypeWrapper<CreditIncreaseRequest>;
  CreditIncreaseStatus: CreditIncreaseStatus;
  CreditIncreaseType: CreditIncreaseType;
  CsvExport: ResolverTypeWrapper<CsvExport>;
  CurrentUser: ResolverTypeWrapper<CurrentUser>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Dispute: ResolverTypeWrapper<Dispute>;
  DisputeReason: DisputeReason;
  DisputeRules: ResolverTypeWrapper<DisputeRules>;
  DisputeStatus: DisputeStatus;
  FailedPaymentReason: FailedPaymentReason;
  FeatureSwitch: FeatureSwitch;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IndividualCreditLimit: ResolverTypeWrapper<IndividualCreditLimit>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceDocument: ResolverTypeWrapper<InvoiceDocument>;
  InvoiceDocumentStatus: InvoiceDocumentStatus;
  InvoiceEditFailure: ResolverTypeWrapper<InvoiceEditFailure>;
  InvoiceFilter: InvoiceFilter;
  InvoicePage: ResolverTypeWrapper<InvoicePage>;
  InvoiceSort: InvoiceSort;
  InvoiceSortField: InvoiceSortField;
  InvoiceType: InvoiceType;
  MakePaymentInput: MakePaymentInput;
  MakePaymentResult: ResolverTypeWrapper<MakePaymentResult>;
  MandateStatus: MandateStatus;
  MinorUnits: ResolverTypeWrapper<Scalars['MinorUnits']['output']>;
  ModifiableInvoice: ResolverTypeWrapper<ModifiableInvoice>;
  ModifyPaymentInput: ModifyPaymentInput;
  ModifyPaymentResult: ResolverTypeWrapper<ModifyPaymentResult>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<{}>;
  OutboxChannel: OutboxChannel;
  OutboxMessage: ResolverTypeWrapper<OutboxMessage>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageInput: PageInput;
  Payment: ResolverTypeWrapper<Payment>;
  PaymentAllocationInput: PaymentAllocationInput;
  PaymentFilter: PaymentFilter;
  PaymentInvoice: ResolverTypeWrapper<PaymentInvoice>;
  PaymentMethod: PaymentMethod;
  PaymentMethodOption: ResolverTypeWrapper<PaymentMethodOption>;
  PaymentModificationLine: ResolverTypeWrapper<PaymentModificationLine>;
  PaymentPage: ResolverTypeWrapper<PaymentPage>;
  PaymentPreview: ResolverTypeWrapper<PaymentPreview>;
  PaymentPreviewInput: PaymentPreviewInput;
  PaymentStatus: PaymentStatus;
  Program: ResolverTypeWrapper<Program>;
  PurchaseCard: ResolverTypeWrapper<PurchaseCard>;
  PurchaseCardCreationOptions: ResolverTypeWrapper<PurchaseCardCreationOptions>;
  PurchaseCardStatus: PurchaseCardStatus;
  PurchaseCardTab: PurchaseCardTab;
  PurchaseCardType: PurchaseCardType;
  PurchasingControls: ResolverTypeWrapper<PurchasingControls>;
  PurchasingFeature: PurchasingFeature;
  Query: ResolverTypeWrapper<{}>;
  RaiseDisputeInput: RaiseDisputeInput;
  RaiseDisputeResult: ResolverTypeWrapper<RaiseDisputeResult>;
  RemittanceDetail: ResolverTypeWrapper<RemittanceDetail>;
  RequestCreditIncreaseInput: RequestCreditIncreaseInput;
  RevealCardNumberInput: RevealCardNumberInput;
  RevealedCardNumber: ResolverTypeWrapper<RevealedCardNumber>;
  SecurityQuestionKey: SecurityQuestionKey;
  SecurityQuestionSetting: ResolverTypeWrapper<SecurityQuestionSetting>;
  SetCardReturnAddressInput: SetCardReturnAddressInput;
  SetIndividualCreditLimitInput: SetIndividualCreditLimitInput;
  SetPurchasePolicyInput: SetPurchasePolicyInput;
  SetPurchasingFeatureInput: SetPurchasingFeatureInput;
  SetSecurityQuestionInput: SetSecurityQuestionInput;
  ShipToAddress: ResolverTypeWrapper<ShipToAddress>;
  ShipToAddressInput: ShipToAddressInput;
  SortDirection: SortDirection;
  SsoStatus: SsoStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<{}>;
  TransactionType: TransactionType;
  UpdateInvoiceDetailsInput: UpdateInvoiceDetailsInput;
  UpdateInvoiceDetailsResult: ResolverTypeWrapper<UpdateInvoiceDetailsResult>;
  UserStatus: UserStatus;
  WhiteLabelConfig: ResolverTypeWrapper<WhiteLabelConfig>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountActivityPage: AccountActivityPage;
  AccountOverview: AccountOverview;
  ActivityEntry: ActivityEntry;
  ActivityValue: ActivityValue;
  AddBankAccountInput: AddBankAccountInput;
  AllocationPreviewLine: AllocationPreviewLine;
  AllocationProblem: AllocationProblem;
  AppAlert: AppAlert;
  BankAccount: BankAccount;
  BankAccounts: BankAccounts;
  BankMandate: BankMandate;
  BankTransferInstructions: BankTransferInstructions;
  Boolean: Scalars['Boolean']['output'];
  Buyer: Buyer;
  BuyerPurchasePolicy: BuyerPurchasePolicy;
  CardNumberChallenge: CardNumberChallenge;
  CardReasonInput: CardReasonInput;
  CreatePurchaseCardInput: CreatePurchaseCardInput;
  CreditIncreaseOverview: CreditIncreaseOverview;
  CreditIncreaseRequest: CreditIncreaseRequest;
  CsvExport: CsvExport;
  CurrentUser: CurrentUser;
  DateTime: Scalars['DateTime']['output'];
  Dispute: Dispute;
  DisputeRules: DisputeRules;
  ID: Scalars['ID']['output'];
  IndividualCreditLimit: IndividualCreditLimit;
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  InvoiceDocument: InvoiceDocument;
  InvoiceEditFailure: InvoiceEditFailure;
  InvoiceFilter: InvoiceFilter;
  InvoicePage: InvoicePage;
  InvoiceSort: InvoiceSort;
  MakePaymentInput: MakePaymentInput;
  MakePaymentResult: MakePaymentResult;
  MinorUnits: Scalars['MinorUnits']['output'];
  ModifiableInvoice: ModifiableInvoice;
  ModifyPaymentInput: ModifyPaymentInput;
  ModifyPaymentResult: ModifyPaymentResult;
  Money: Money;
  Mutation: {};
  OutboxMessage: OutboxMessage;
  PageInfo: PageInfo;
  PageInput: PageInput;
  Payment: Payment;
  PaymentAllocationInput: PaymentAllocationInput;
  PaymentFilter: PaymentFilter;
  PaymentInvoice: PaymentInvoice;
  PaymentMethodOption: PaymentMethodOption;
  PaymentModificationLine: PaymentModificationLine;
  PaymentPage: PaymentPage;
  PaymentPreview: PaymentPreview;
  PaymentPreviewInput: PaymentPreviewInput;
  Program: Program;
  PurchaseCard: PurchaseCard;
  PurchaseCardCreationOptions: PurchaseCardCreationOptions;
  PurchasingControls: PurchasingControls;
  Query: {};
  RaiseDisputeInput: RaiseDisputeInput;
  RaiseDisputeResult: RaiseDisputeResult;
  RemittanceDetail: RemittanceDetail;
  RequestCreditIncreaseInput: RequestCreditIncreaseInput;
  RevealCardNumberInput: RevealCardNumberInput;
  RevealedCardNumber: RevealedCardNumber;
  SecurityQuestionSetting: SecurityQuestionSetting;
  SetCardReturnAddressInput: SetCardReturnAddressInput;
  SetIndividualCreditLimitInput: SetIndividualCreditLimitInput;
  SetPurchasePolicyInput: SetPurchasePolicyInput;
  SetPurchasingFeatureInput: SetPurchasingFeatureInput;
  SetSecurityQuestionInput: SetSecurityQuestionInput;
  ShipToAddress: ShipToAddress;
  ShipToAddressInput: ShipToAddressInput;
  String: Scalars['String']['output'];
  Subscription: {};
  UpdateInvoiceDetailsInput: UpdateInvoiceDetailsInput;
  UpdateInvoiceDetailsResult: UpdateInvoiceDetailsResult;
  WhiteLabelConfig: WhiteLabelConfig;
};

export type AccountActivityPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountActivityPage'] = ResolversParentTypes['AccountActivityPage']> = {
  entries?: Resolver<Array<ResolversTypes['ActivityEntry']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccountOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountOverview'] = ResolversParentTypes['AccountOverview']> = {
  balanceDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creditApproved?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  creditAvailable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  openInvoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pastDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pastDueInvoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingPayments?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ChargeScope'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ActivityEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityEntry'] = ResolversParentTypes['ActivityEntry']> = {
  actorRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ActivityValue']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ActivityValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityValue'] = ResolversParentTypes['ActivityValue']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AllocationPreviewLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AllocationPreviewLine'] = ResolversParentTypes['AllocationPreviewLine']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceStatus?: Resolver<Maybe<ResolversTypes['ChargeStatus']>, ParentType, ContextType>;
  remainingAfter?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  remainingBefore?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  statusAfter?: Resolver<Maybe<ResolversTypes['ChargeStatus']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AllocationProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AllocationProblem'] = ResolversParentTypes['AllocationProblem']> = {
  code?: Resolver<ResolversTypes['AllocationProblemCode'], ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AppAlertResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppAlert'] = ResolversParentTypes['AppAlert']> = {
  alertType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messageIntlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messageStorageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetProgramId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  targetRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetScreen?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetUserType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleIntlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BankAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankAccount'] = ResolversParentTypes['BankAccount']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  autoPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankingCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branchCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  directDebitSignatureDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mandate?: Resolver<ResolversTypes['BankMandate'], ParentType, ContextType>;
  maskedAccountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partialIban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheme?: Resolver<ResolversTypes['BankingScheme'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BankAccountStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BankAccountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankAccounts'] = ResolversParentTypes['BankAccounts']> = {
  accounts?: Resolver<Array<ResolversTypes['BankAccount']>, ParentType, ContextType>;
  autoPayRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  now?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BankMandateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankMandate'] = ResolversParentTypes['BankMandate']> = {
  auddis?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  failedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAvailableAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MandateStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BankTransferInstructionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankTransferInstructions'] = ResolversParentTypes['BankTransferInstructions']> = {
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['RemittanceDetail']>, ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceInstructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  routingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BuyerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Buyer'] = ResolversParentTypes['Buyer']> = {
  balanceDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  billingCycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  businessCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerPurchasePolicy?: Resolver<Maybe<ResolversTypes['BuyerPurchasePolicy']>, ParentType, ContextType>;
  creditApproved?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  creditAvailable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pastDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BuyerPurchasePolicyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerPurchasePolicy'] = ResolversParentTypes['BuyerPurchasePolicy']> = {
  maxValue?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CardNumberChallengeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardNumberChallenge'] = ResolversParentTypes['CardNumberChallenge']> = {
  challengeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreditIncreaseOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditIncreaseOverview'] = ResolversParentTypes['CreditIncreaseOverview']> = {
  creditApproved?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lastDecided?: Resolver<Maybe<ResolversTypes['CreditIncreaseRequest']>, ParentType, ContextType>;
  pending?: Resolver<Maybe<ResolversTypes['CreditIncreaseRequest']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreditIncreaseRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditIncreaseRequest'] = ResolversParentTypes['CreditIncreaseRequest']> = {
  approvedAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  creditLimitAfter?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  creditLimitBefore?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expectedDecisionBy?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CreditIncreaseStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CreditIncreaseType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CsvExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CsvExport'] = ResolversParentTypes['CsvExport']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CurrentUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser']> = {
  buyerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientReferenceBuyerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiveEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ssoStatus?: Resolver<ResolversTypes['SsoStatus'], ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DisputeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Dispute'] = ResolversParentTypes['Dispute']> = {
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  raisedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  raisedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['DisputeReason'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DisputeStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DisputeRulesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisputeRules'] = ResolversParentTypes['DisputeRules']> = {
  commentMaxLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceDisputeStatuses?: Resolver<Array<ResolversTypes['DisputeStatus']>, ParentType, ContextType>;
  now?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  timeLimitDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type IndividualCreditLimitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IndividualCreditLimit'] = ResolversParentTypes['IndividualCreditLimit']> = {
  limit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  openCharges?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  purchasesBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  applied?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  billDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerPaymentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  buyerUserName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consolidated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerGroupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  document?: Resolver<ResolversTypes['InvoiceDocument'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceStatus?: Resolver<ResolversTypes['ChargeStatus'], ParentType, ContextType>;
  invoiceTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  invoiceType?: Resolver<ResolversTypes['InvoiceType'], ParentType, ContextType>;
  isPastDue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  poNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remainingDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['TransactionType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceDocument'] = ResolversParentTypes['InvoiceDocument']> = {
  status?: Resolver<ResolversTypes['InvoiceDocumentStatus'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceEditFailureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceEditFailure'] = ResolversParentTypes['InvoiceEditFailure']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoicePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = {
  items?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ChargeScope'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MakePaymentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MakePaymentResult'] = ResolversParentTypes['MakePaymentResult']> = {
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['PaymentPreview'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface MinorUnitsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['MinorUnits'], any> {
  name: 'MinorUnits';
}

export type ModifiableInvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModifiableInvoice'] = ResolversParentTypes['ModifiableInvoice']> = {
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ChargeStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ModifyPaymentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModifyPaymentResult'] = ResolversParentTypes['ModifyPaymentResult']> = {
  lines?: Resolver<Array<ResolversTypes['PaymentModificationLine']>, ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amountMinor?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addBankAccount?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType, RequireFields<MutationAddBankAccountArgs, 'input'>>;
  createPurchaseCard?: Resolver<ResolversTypes['PurchaseCard'], ParentType, ContextType, RequireFields<MutationCreatePurchaseCardArgs, 'input'>>;
  lockPurchaseCard?: Resolver<ResolversTypes['PurchaseCard'], ParentType, ContextType, RequireFields<MutationLockPurchaseCardArgs, 'input'>>;
  makePayment?: Resolver<ResolversTypes['MakePaymentResult'], ParentType, ContextType, RequireFields<MutationMakePaymentArgs, 'input'>>;
  modifyPayment?: Resolver<ResolversTypes['ModifyPaymentResult'], ParentType, ContextType, RequireFields<MutationModifyPaymentArgs, 'input'>>;
  ping?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  raiseDispute?: Resolver<ResolversTypes['RaiseDisputeResult'], ParentType, ContextType, RequireFields<MutationRaiseDisputeArgs, 'input'>>;
  requestCardNumberReveal?: Resolver<ResolversTypes['CardNumberChallenge'], ParentType, ContextType, RequireFields<MutationRequestCardNumberRevealArgs, 'cardId'>>;
  requestCreditIncrease?: Resolver<ResolversTypes['CreditIncreaseRequest'], ParentType, ContextType, RequireFields<MutationRequestCreditIncreaseArgs, 'input'>>;
  revealCardNumber?: Resolver<ResolversTypes['RevealedCardNumber'], ParentType, ContextType, RequireFields<MutationRevealCardNumberArgs, 'input'>>;
  setBankAccountAutoPay?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType, RequireFields<MutationSetBankAccountAutoPayArgs, 'autoPay' | 'id'>>;
  setCardReturnAddress?: Resolver<ResolversTypes['PurchasingControls'], ParentType, ContextType, RequireFields<MutationSetCardReturnAddressArgs, 'input'>>;
  setIndividualCreditLimit?: Resolver<ResolversTypes['IndividualCreditLimit'], ParentType, ContextType, RequireFields<MutationSetIndividualCreditLimitArgs, 'input'>>;
  setPurchasePolicy?: Resolver<ResolversTypes['PurchasingControls'], ParentType, ContextType, RequireFields<MutationSetPurchasePolicyArgs, 'input'>>;
  setPurchasingFeature?: Resolver<ResolversTypes['PurchasingControls'], ParentType, ContextType, RequireFields<MutationSetPurchasingFeatureArgs, 'input'>>;
  setSecurityQuestion?: Resolver<ResolversTypes['SecurityQuestionSetting'], ParentType, ContextType, RequireFields<MutationSetSecurityQuestionArgs, 'input'>>;
  terminatePurchaseCard?: Resolver<ResolversTypes['PurchaseCard'], ParentType, ContextType, RequireFields<MutationTerminatePurchaseCardArgs, 'input'>>;
  unlockPurchaseCard?: Resolver<ResolversTypes['PurchaseCard'], ParentType, ContextType, RequireFields<MutationUnlockPurchaseCardArgs, 'cardId'>>;
  updateInvoiceDetails?: Resolver<ResolversTypes['UpdateInvoiceDetailsResult'], ParentType, ContextType, RequireFields<MutationUpdateInvoiceDetailsArgs, 'input'>>;
};

export type OutboxMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMessage'] = ResolversParentTypes['OutboxMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['OutboxChannel'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  bankTransferInstructions?: Resolver<Maybe<ResolversTypes['BankTransferInstructions']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['FailedPaymentReason']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['PaymentInvoice']>, ParentType, ContextType>;
  lastModifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  madeBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentInvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentInvoice'] = ResolversParentTypes['PaymentInvoice']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentMethodOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethodOption'] = ResolversParentTypes['PaymentMethodOption']> = {
  accountLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  unavailableReasonId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentModificationLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentModificationLine'] = ResolversParentTypes['PaymentModificationLine']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remainingAfter?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  remainingBefore?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  statusAfter?: Resolver<ResolversTypes['ChargeStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentPage'] = ResolversParentTypes['PaymentPage']> = {
  items?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentPreview'] = ResolversParentTypes['PaymentPreview']> = {
  balanceDueAfter?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balanceDueBefore?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  creditAvailableAfter?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  creditAvailableBefore?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['AllocationPreviewLine']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['AllocationProblem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProgramResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Program'] = ResolversParentTypes['Program']> = {
  disputeTimeLimitDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportedPaymentTerms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  whiteLabelConfig?: Resolver<ResolversTypes['WhiteLabelConfig'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PurchaseCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseCard'] = ResolversParentTypes['PurchaseCard']> = {
  activatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  businessName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canReveal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cardLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardType?: Resolver<ResolversTypes['PurchaseCardType'], ParentType, ContextType>;
  cardholderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creationFailure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  individualCreditLimit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lockReason?: Resolver<Maybe<ResolversTypes['CardReason']>, ParentType, ContextType>;
  openCharges?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  purchasesBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipTo?: Resolver<Maybe<ResolversTypes['ShipToAddress']>, ParentType, ContextType>;
  shippedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseCardStatus'], ParentType, ContextType>;
  terminatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  terminatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terminationReason?: Resolver<Maybe<ResolversTypes['CardReason']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PurchaseCardCreationOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseCardCreationOptions'] = ResolversParentTypes['PurchaseCardCreationOptions']> = {
  canSetLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyCreditLine?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentLimit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  individualCreditLimitsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inviterLimit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openCharges?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  purchaseCardsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PurchasingControlsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchasingControls'] = ResolversParentTypes['PurchasingControls']> = {
  activeCardCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cardReturnAddress?: Resolver<Maybe<ResolversTypes['ShipToAddress']>, ParentType, ContextType>;
  companyCreditLine?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  individualCreditLimits?: Resolver<ResolversTypes['FeatureSwitch'], ParentType, ContextType>;
  purchaseCards?: Resolver<ResolversTypes['FeatureSwitch'], ParentType, ContextType>;
  purchasePolicyMaxValue?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountActivity?: Resolver<ResolversTypes['AccountActivityPage'], ParentType, ContextType, RequireFields<QueryAccountActivityArgs, 'first'>>;
  accountOverview?: Resolver<ResolversTypes['AccountOverview'], ParentType, ContextType, Partial<QueryAccountOverviewArgs>>;
  bankAccounts?: Resolver<ResolversTypes['BankAccounts'], ParentType, ContextType, Partial<QueryBankAccountsArgs>>;
  buyer?: Resolver<Maybe<ResolversTypes['Buyer']>, ParentType, ContextType, RequireFields<QueryBuyerArgs, 'id'>>;
  creditIncreaseOverview?: Resolver<ResolversTypes['CreditIncreaseOverview'], ParentType, ContextType, Partial<QueryCreditIncreaseOverviewArgs>>;
  creditIncreaseRequest?: Resolver<Maybe<ResolversTypes['CreditIncreaseRequest']>, ParentType, ContextType, RequireFields<QueryCreditIncreaseRequestArgs, 'id'>>;
  currentAppAlerts?: Resolver<Array<ResolversTypes['AppAlert']>, ParentType, ContextType>;
  currentUser?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType, Partial<QueryCurrentUserArgs>>;
  disputeRules?: Resolver<ResolversTypes['DisputeRules'], ParentType, ContextType, Partial<QueryDisputeRulesArgs>>;
  disputes?: Resolver<Array<ResolversTypes['Dispute']>, ParentType, ContextType, RequireFields<QueryDisputesArgs, 'first'>>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'id'>>;
  invoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, Partial<QueryInvoicesArgs>>;
  invoicesCsv?: Resolver<ResolversTypes['CsvExport'], ParentType, ContextType, Partial<QueryInvoicesCsvArgs>>;
  myOutbox?: Resolver<Array<ResolversTypes['OutboxMessage']>, ParentType, ContextType, RequireFields<QueryMyOutboxArgs, 'first'>>;
  mySecurityQuestion?: Resolver<Maybe<ResolversTypes['SecurityQuestionSetting']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentArgs, 'id'>>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethodOption']>, ParentType, ContextType, Partial<QueryPaymentMethodsArgs>>;
  paymentModificationCandidates?: Resolver<Array<ResolversTypes['ModifiableInvoice']>, ParentType, ContextType, RequireFields<QueryPaymentModificationCandidatesArgs, 'paymentId'>>;
  paymentPreview?: Resolver<ResolversTypes['PaymentPreview'], ParentType, ContextType, RequireFields<QueryPaymentPreviewArgs, 'input'>>;
  payments?: Resolver<ResolversTypes['PaymentPage'], ParentType, ContextType, Partial<QueryPaymentsArgs>>;
  program?: Resolver<ResolversTypes['Program'], ParentType, ContextType>;
  purchaseCard?: Resolver<Maybe<ResolversTypes['PurchaseCard']>, ParentType, ContextType, RequireFields<QueryPurchaseCardArgs, 'id'>>;
  purchaseCardCreationOptions?: Resolver<ResolversTypes['PurchaseCardCreationOptions'], ParentType, ContextType, Partial<QueryPurchaseCardCreationOptionsArgs>>;
  purchaseCards?: Resolver<Array<ResolversTypes['PurchaseCard']>, ParentType, ContextType, RequireFields<QueryPurchaseCardsArgs, 'tab'>>;
  purchasingControls?: Resolver<ResolversTypes['PurchasingControls'], ParentType, ContextType, Partial<QueryPurchasingControlsArgs>>;
};

export type RaiseDisputeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RaiseDisputeResult'] = ResolversParentTypes['RaiseDisputeResult']> = {
  dispute?: Resolver<ResolversTypes['Dispute'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RemittanceDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemittanceDetail'] = ResolversParentTypes['RemittanceDetail']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RevealedCardNumberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevealedCardNumber'] = ResolversParentTypes['RevealedCardNumber']> = {
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cardNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SecurityQuestionSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecurityQuestionSetting'] = ResolversParentTypes['SecurityQuestionSetting']> = {
  questionKey?: Resolver<ResolversTypes['SecurityQuestionKey'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShipToAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipToAddress'] = ResolversParentTypes['ShipToAddress']> = {
  attentionTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  bankAccountUpdated?: SubscriptionResolver<ResolversTypes['BankAccount'], "bankAccountUpdated", ParentType, ContextType, Partial<SubscriptionBankAccountUpdatedArgs>>;
  creditIncreaseUpdated?: SubscriptionResolver<ResolversTypes['CreditIncreaseRequest'], "creditIncreaseUpdated", ParentType, ContextType, Partial<SubscriptionCreditIncreaseUpdatedArgs>>;
  heartbeat?: SubscriptionResolver<ResolversTypes['DateTime'], "heartbeat", ParentType, ContextType>;
  invoiceDocumentUpdated?: SubscriptionResolver<ResolversTypes['Invoice'], "invoiceDocumentUpdated", ParentType, ContextType, Partial<SubscriptionInvoiceDocumentUpdatedArgs>>;
  outboxMessageAdded?: SubscriptionResolver<ResolversTypes['OutboxMessage'], "outboxMessageAdded", ParentType, ContextType>;
  paymentUpdated?: SubscriptionResolver<ResolversTypes['Payment'], "paymentUpdated", ParentType, ContextType, Partial<SubscriptionPaymentUpdatedArgs>>;
  purchaseCardUpdated?: SubscriptionResolver<ResolversTypes['PurchaseCard'], "purchaseCardUpdated", ParentType, ContextType, Partial<SubscriptionPurchaseCardUpdatedArgs>>;
};

export type UpdateInvoiceDetailsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateInvoiceDetailsResult'] = ResolversParentTypes['UpdateInvoiceDetailsResult']> = {
  failed?: Resolver<Array<ResolversTypes['InvoiceEditFailure']>, ParentType, ContextType>;
  updated?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WhiteLabelConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WhiteLabelConfig'] = ResolversParentTypes['WhiteLabelConfig']> = {
  defaultBuyerLocale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locales?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mfaAtBuyerCreate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mfaAtLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mfaEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mfaRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccountActivityPage?: AccountActivityPageResolvers<ContextType>;
  AccountOverview?: AccountOverviewResolvers<ContextType>;
  ActivityEntry?: ActivityEntryResolvers<ContextType>;
  ActivityValue?: ActivityValueResolvers<ContextType>;
  AllocationPreviewLine?: AllocationPreviewLineResolvers<ContextType>;
  AllocationProblem?: AllocationProblemResolvers<ContextType>;
  AppAlert?: AppAlertResolvers<ContextType>;
  BankAccount?: BankAccountResolvers<ContextType>;
  BankAccounts?: BankAccountsResolvers<ContextType>;
  BankMandate?: BankMandateResolvers<ContextType>;
  BankTransferInstructions?: BankTransferInstructionsResolvers<ContextType>;
  Buyer?: BuyerResolvers<ContextType>;
  BuyerPurchasePolicy?: BuyerPurchasePolicyResolvers<ContextType>;
  CardNumberChallenge?: CardNumberChallengeResolvers<ContextType>;
  CreditIncreaseOverview?: CreditIncreaseOverviewResolvers<ContextType>;
  CreditIncreaseRequest?: CreditIncreaseRequestResolvers<ContextType>;
  CsvExport?: CsvExportResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Dispute?: DisputeResolvers<ContextType>;
  DisputeRules?: DisputeRulesResolvers<ContextType>;
  IndividualCreditLimit?: IndividualCreditLimitResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceDocument?: InvoiceDocumentResolvers<ContextType>;
  InvoiceEditFailure?: InvoiceEditFailureResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  MakePaymentResult?: MakePaymentResultResolvers<ContextType>;
  MinorUnits?: GraphQLScalarType;
  ModifiableInvoice?: ModifiableInvoiceResolvers<ContextType>;
  ModifyPaymentResult?: ModifyPaymentResultResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentInvoice?: PaymentInvoiceResolvers<ContextType>;
  PaymentMethodOption?: PaymentMethodOptionResolvers<ContextType>;
  PaymentModificationLine?: PaymentModificationLineResolvers<ContextType>;
  PaymentPage?: PaymentPageResolvers<ContextType>;
  PaymentPreview?: PaymentPreviewResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  PurchaseCard?: PurchaseCardResolvers<ContextType>;
  PurchaseCardCreationOptions?: PurchaseCardCreationOptionsResolvers<ContextType>;
  PurchasingControls?: PurchasingControlsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RaiseDisputeResult?: RaiseDisputeResultResolvers<ContextType>;
  RemittanceDetail?: RemittanceDetailResolvers<ContextType>;
  RevealedCardNumber?: RevealedCardNumberResolvers<ContextType>;
  SecurityQuestionSetting?: SecurityQuestionSettingResolvers<ContextType>;
  ShipToAddress?: ShipToAddressResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  UpdateInvoiceDetailsResult?: UpdateInvoiceDetailsResultResolvers<ContextType>;
  WhiteLabelConfig?: WhiteLabelConfigResolvers<ContextType>;
};

