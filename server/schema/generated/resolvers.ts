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
  /** True when creditApproved and creditAvailable are the user's individual credit limit (group and own scope with a limit), not the account's line. */
  creditIsIndividualLimit: Scalars['Boolean']['output'];
  openInvoiceCount: Scalars['Int']['output'];
  /** The part of balanceDue past its due date. */
  pastDue: Money;
  pastDueInvoiceCount: Scalars['Int']['output'];
  /** Money in pending payments (sent, not yet posted by the bank) of the account; null for the own scope. */
  pendingPayments?: Maybe<Money>;
  scope: ChargeScope;
};

/** Spec 3 User, as an administrator sees it. */
export type AccountUser = {
  __typename?: 'AccountUser';
  /** May the viewer change this user (role and group)? */
  canManage: Scalars['Boolean']['output'];
  /** A contact who never signs in (Create Contact User). */
  contactOnly: Scalars['Boolean']['output'];
  contactTypes: Array<ContactType>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  groupId?: Maybe<Scalars['ID']['output']>;
  groupName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Null: none (the user draws on the company line). */
  individualCreditLimit?: Maybe<Money>;
  /** The buyer's own reference for the person (unique within the account). */
  internalId?: Maybe<Scalars['String']['output']>;
  invitation?: Maybe<UserInvitation>;
  invoicePermissions: Array<InvoicePermission>;
  /** Spec 5: the primary user cannot be deactivated. */
  isPrimaryUser: Scalars['Boolean']['output'];
  /** The signed-in user (spec 5: one's own account cannot be deactivated). */
  isSelf: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  mfa: UserMfa;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** Spec 6: invoice e-mails go to users who turned them on. */
  receiveInvoiceEmails: Scalars['Boolean']['output'];
  roles: Array<Scalars['String']['output']>;
  status: UserStatus;
};

export type AccountUserPage = {
  __typename?: 'AccountUserPage';
  items: Array<AccountUser>;
  offset: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Spec 4 Activation link (the invitation's enrol link). */
export type ActivationLinkStatus =
  | 'expired'
  | 'used'
  | 'valid'
  | 'withdrawn';

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

/** Reports (Account & Settings -> Reports): figures over the charges the user may see (the invoice list's scope, spec 6). */
export type AgingBuckets = {
  __typename?: 'AgingBuckets';
  /** Owed, not yet past due. */
  current: Money;
  days1to30: Money;
  days31to60: Money;
  days61to90: Money;
  over90: Money;
  /** Everything owed: the invoice list's balance due. */
  total: Money;
};

/** One group's aging (administrators and group administrators). */
export type AgingGroup = {
  __typename?: 'AgingGroup';
  buckets: AgingBuckets;
  groupId?: Maybe<Scalars['ID']['output']>;
  groupName?: Maybe<Scalars['String']['output']>;
};

export type AgingReport = {
  __typename?: 'AgingReport';
  /** The day the report is computed for (the server's UTC day). */
  asOf: Scalars['String']['output'];
  buyerId: Scalars['ID']['output'];
  /** Per group for the account and group scopes; empty for the own scope. */
  groups: Array<AgingGroup>;
  scope: ChargeScope;
  totals: AgingBuckets;
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

export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  mode: ApiKeyMode;
  name: Scalars['String']['output'];
  /** The key's first characters, to tell keys apart; the whole key is shown only once, when created. */
  prefix: Scalars['String']['output'];
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Scopes: buyers:read, charges:read, charges:write, disbursements:read. */
  scopes: Array<Scalars['String']['output']>;
  status: ApiKeyStatus;
};

export type ApiKeyMode =
  | 'live'
  | 'test';

export type ApiKeyStatus =
  | 'active'
  | 'revoked';

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

/** One of the seller's own users (clientAdministrator manages them). */
export type ClientUser = {
  __typename?: 'ClientUser';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  roles: Array<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type CompanyAddress = {
  __typename?: 'CompanyAddress';
  city: Scalars['String']['output'];
  /** ISO 3166 alpha-2: the buyer's business country (program-only). */
  country: Scalars['String']['output'];
  line1: Scalars['String']['output'];
  line2?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zip: Scalars['String']['output'];
};

/** Spec 2 company info: the buyer's profile and identifiers. */
export type CompanyInfo = {
  __typename?: 'CompanyInfo';
  /** The business address (the buyer changes it); null when none is on file yet. */
  address?: Maybe<CompanyAddress>;
  /** The legal business name (program-only; at most 64 characters). */
  businessName: Scalars['String']['output'];
  buyerId: Scalars['ID']['output'];
  /** May the viewer change the profile (Buyer:Administrator of this buyer)? */
  canEditProfile: Scalars['Boolean']['output'];
  /** ISO 3166 alpha-2 (program-only). */
  country: Scalars['String']['output'];
  /** Company registration number (program-only). */
  registrationNumber?: Maybe<Scalars['String']['output']>;
  /** Tax ID (program-only; a US tax ID is its 9 digits). */
  taxId?: Maybe<Scalars['String']['output']>;
  /** The name the company trades under (at most 64 characters; the buyer changes it). */
  tradingName?: Maybe<Scalars['String']['output']>;
  /** When the profile or identifiers last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Spec 3 Contact types. */
export type ContactType =
  | 'admin'
  | 'billing'
  | 'primary'
  | 'purchaser';

export type CreateApiKeyInput = {
  mode: ApiKeyMode;
  name: Scalars['String']['input'];
  scopes: Array<Scalars['String']['input']>;
};

export type CreateGroupInput = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  group: GroupSubmissionInput;
  /** Client-generated, 8-100 characters; a retry with the same key returns the first group. */
  idempotencyKey: Scalars['String']['input'];
};

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

export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  apiKey: ApiKey;
  /** The whole key: shown this once, never stored (the server keeps its SHA-256). */
  secret: Scalars['String']['output'];
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

export type CreditUsage = {
  __typename?: 'CreditUsage';
  aging: AgingBuckets;
  buyerId: Scalars['ID']['output'];
  /** Twelve points, oldest first. */
  months: Array<CreditUsedPoint>;
  scope: ChargeScope;
};

/** What the charges in scope owed at the end of a month (the last point: today). */
export type CreditUsedPoint = {
  __typename?: 'CreditUsedPoint';
  date: Scalars['String']['output'];
  used: Money;
};

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

/** Spec 3 Buyer/customer, as the seller and staff see it. */
export type Customer = {
  __typename?: 'Customer';
  /** Has any of its users activated their account (signed up)? */
  activated: Scalars['Boolean']['output'];
  /** How many charges (invoices) the account has. */
  charges: Scalars['Int']['output'];
  clientReferenceBuyerId?: Maybe<Scalars['String']['output']>;
  clientReferenceId?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  creditApproved: Money;
  /** The credit line less what the account owes (never below zero). */
  creditAvailable: Money;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** How many of its preauthorizations hold credit now (status preauthorized). */
  openPreauthorizations: Scalars['Int']['output'];
  /** How many of its users hold buyerPurchaser. */
  purchasers: Scalars['Int']['output'];
  /** Spec 4 customer status: active, canceled, declined, inactive, pending, pendingAccountSetup, pendingBankSetup, pendingDirectDebit, suspended, withdrawn. */
  status: Scalars['String']['output'];
  /** Spec 4 suspension reason of a suspended customer: default, nonPayment or unableToValidate; null otherwise. */
  suspensionReason?: Maybe<Scalars['String']['output']>;
  /** Payment terms, e.g. Net30. */
  terms: Scalars['String']['output'];
};

/** A customer's detail page. */
export type CustomerDetail = {
  __typename?: 'CustomerDetail';
  customer: Customer;
  /** The credit-limit increase waiting for underwriting, if any. */
  pendingCreditIncrease?: Maybe<CreditIncreaseRequest>;
  /** The primary e-mail change waiting for support, if any. */
  pendingEmailChange?: Maybe<PrimaryEmailChange>;
  users: Array<CustomerUser>;
};

/** Spec 3 Preauthorization: a hold on the buyer's available credit asked through the seller API. */
export type CustomerPreauthorization = {
  __typename?: 'CustomerPreauthorization';
  /** The requested amount. */
  amount: Money;
  /** What was captured as a sale; null unless captured. */
  capturedAmount?: Maybe<Money>;
  /** The invoice number of the sale charge a capture created; null otherwise. */
  chargeInvoiceNumber?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** The preauthorization's id: the reference the seller's system holds (seller API). */
  id: Scalars['ID']['output'];
  /** Spec 4 preauthorization status: preauthorized, captured, cancelled, expired, rejected. */
  status: Scalars['String']['output'];
};

/** One page of a customer's preauthorizations, newest first. */
export type CustomerPreauthorizationPage = {
  __typename?: 'CustomerPreauthorizationPage';
  items: Array<CustomerPreauthorization>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  /** How many the customer has in all. */
  total: Scalars['Int']['output'];
};

/** One of a customer's users, read-only. */
export type CustomerUser = {
  __typename?: 'CustomerUser';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** An invitation waits to be accepted (support may resend it). */
  invitationPending: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  /** 2-step verification set up by sms or email; null when not set up. */
  mfaMethod?: Maybe<Scalars['String']['output']>;
  roles: Array<Scalars['String']['output']>;
  /** Spec 4 user status: active, deleted, inactive, pending, suspended. */
  status: Scalars['String']['output'];
};

export type DecideApplicationInput = {
  applicationId: Scalars['ID']['input'];
  /** approve: the credit line granted in minor units (> 0, at most what was asked); absent: all of it. */
  approvedLimitMinor?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** decline: the reason code (insufficientPaymentHistory, pastDueBalance, amountAboveCreditLimit, other). */
  reason?: InputMaybe<Scalars['String']['input']>;
  verdict: UnderwritingVerdict;
};

export type DecideCreditIncreaseInput = {
  /** approve: the amount granted in minor units (> 0, at most what was asked, in whole increments); absent: all of it. */
  approvedAmountMinor?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** decline: the reason code (insufficientPaymentHistory, pastDueBalance, amountAboveCreditLimit, other). */
  reason?: InputMaybe<Scalars['String']['input']>;
  requestId: Scalars['ID']['input'];
  verdict: UnderwritingVerdict;
};

export type DecidePrimaryEmailChangeInput = {
  approve: Scalars['Boolean']['input'];
  changeId: Scalars['ID']['input'];
  /** A code when rejecting, e.g. domainNotVerified (message company.primaryContact.rejectionReason.<code>). */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** An application after the decision. */
export type DecidedApplication = {
  __typename?: 'DecidedApplication';
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

/** Spec 3 Disbursement: a payout to the seller. totalAmount = amountPaid − feeWithheld − taxAmount. */
export type Disbursement = {
  __typename?: 'Disbursement';
  amountPaid: Money;
  currency: Scalars['String']['output'];
  feeWithheld: Money;
  id: Scalars['ID']['output'];
  payments: Array<DisbursementPaymentDetails>;
  /** YYYY-MM-DD. */
  payoutDate: Scalars['String']['output'];
  sellerId: Scalars['String']['output'];
  sellerName: Scalars['String']['output'];
  taxAmount: Money;
  totalAmount: Money;
  totalOrders: Scalars['Int']['output'];
};

/** Filters of the disbursement list; dates YYYY-MM-DD, inclusive. */
export type DisbursementFilter = {
  /** ISO 4217 code. */
  currency?: InputMaybe<Scalars['String']['input']>;
  payoutFrom?: InputMaybe<Scalars['String']['input']>;
  payoutTo?: InputMaybe<Scalars['String']['input']>;
};

export type DisbursementPage = {
  __typename?: 'DisbursementPage';
  items: Array<Disbursement>;
  totalCount: Scalars['Int']['output'];
};

/** Spec 3 Payment details: one settled buyer payment in a payout. */
export type DisbursementPaymentDetails = {
  __typename?: 'DisbursementPaymentDetails';
  amountPaid: Money;
  businessName: Scalars['String']['output'];
  buyerId: Scalars['ID']['output'];
  /** The buyer's payment terms, e.g. Net30. */
  buyerTerms: Scalars['String']['output'];
  /** The fee withheld, in percent with two decimals ("2.50"). */
  feePercent: Scalars['String']['output'];
  feeWithheld: Money;
  /** Invoices the payment was applied to. */
  orders: Scalars['Int']['output'];
  paymentId: Scalars['ID']['output'];
  /** YYYY-MM-DD. */
  payoutDate: Scalars['String']['output'];
  taxAmount: Money;
  /** YYYY-MM-DD: the day the bank received the payment. */
  transactionDate: Scalars['String']['output'];
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

/** Spec 3 Group. */
export type Group = {
  __typename?: 'Group';
  admin?: Maybe<GroupUser>;
  adminEmail?: Maybe<Scalars['String']['output']>;
  billTo: GroupBillTo;
  billingContactName?: Maybe<Scalars['String']['output']>;
  billingEmail?: Maybe<Scalars['String']['output']>;
  /** May the viewer edit it, add sub-groups below it and move users into or out of it? */
  canManage: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: GroupKind;
  legalEntity?: Maybe<GroupLegalEntity>;
  name: Scalars['String']['output'];
  /** Null for the top-level group. */
  parentGroupId?: Maybe<Scalars['ID']['output']>;
  totals: GroupTotals;
  /** The users whose group this is (not those of sub-groups). */
  users: Array<GroupUser>;
};

/** Who is billed for the group's charges. */
export type GroupBillTo =
  | 'own'
  | 'parent';

export type GroupBillToInput = {
  /** parent or own. */
  billTo: Scalars['String']['input'];
  billingContactName: Scalars['String']['input'];
  billingEmail: Scalars['String']['input'];
};

/** Step 2 of Create Group, as typed (blank optional fields are empty strings). */
export type GroupDetailsInput = {
  address: RegisteredAddressInput;
  dba: Scalars['String']['input'];
  legalName: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Empty for the top-level group. */
  parentGroupId: Scalars['String']['input'];
  registrationNumber: Scalars['String']['input'];
  /** A GroupRelationToParent, or empty (a reporting group, the top-level group). */
  relationToParent: Scalars['String']['input'];
  taxId: Scalars['String']['input'];
  tradingName: Scalars['String']['input'];
};

/** The groups the viewer sees, top-down (parents before children), and the users they may place. */
export type GroupDirectory = {
  __typename?: 'GroupDirectory';
  /** May the viewer create groups (below a group they manage)? */
  canCreate: Scalars['Boolean']['output'];
  groups: Array<Group>;
  /** Users of the groups the viewer manages: who may be chosen as an admin or moved. */
  users: Array<GroupUser>;
};

/** Spec 3: a reporting group, or a separate legal entity. */
export type GroupKind =
  | 'legalEntity'
  | 'reporting';

/** A separate legal entity's identity (spec 3 Group). */
export type GroupLegalEntity = {
  __typename?: 'GroupLegalEntity';
  address: RegisteredAddress;
  dba?: Maybe<Scalars['String']['output']>;
  legalName: Scalars['String']['output'];
  registrationNumber: Scalars['String']['output'];
  /** Null for the top-level group. */
  relationToParent?: Maybe<GroupRelationToParent>;
  taxId: Scalars['String']['output'];
  tradingName?: Maybe<Scalars['String']['output']>;
};

export type GroupMembersInput = {
  adminUserId: Scalars['String']['input'];
  /** Users moved into the group. */
  userIds: Array<Scalars['ID']['input']>;
};

export type GroupRelationToParent =
  | 'affiliate'
  | 'franchiseAssociation'
  | 'sameLegalEntity'
  | 'subsidiary';

/** A whole group, every step. */
export type GroupSubmissionInput = {
  billTo: GroupBillToInput;
  details: GroupDetailsInput;
  kind: GroupKind;
  members: GroupMembersInput;
};

/** Spec 6: group totals (the group and the groups below it). */
export type GroupTotals = {
  __typename?: 'GroupTotals';
  /** What the open charges of the group's users still owe. */
  openBalance: Money;
  openCharges: Scalars['Int']['output'];
  /** Users in the group and the groups below it. */
  userCount: Scalars['Int']['output'];
};

/** A user as the group screens show them. */
export type GroupUser = {
  __typename?: 'GroupUser';
  email: Scalars['String']['output'];
  groupId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  roles: Array<Scalars['String']['output']>;
  status: UserStatus;
};

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

/** A new seller user (machines/rules/sellerUsers.ts): role is one of clientAdministrator, clientDeveloper, accountManager. */
export type InviteClientUserInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** 8-100 characters, the same for a repeated request: a replay answers the first invitation's user. */
  idempotencyKey: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  role: Scalars['String']['input'];
};

export type InviteUserInput = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  /** Create Contact User: a contact who never signs in (no invitation is sent). */
  contactOnly?: InputMaybe<Scalars['Boolean']['input']>;
  contactTypes: Array<ContactType>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  groupId: Scalars['ID']['input'];
  /** Client-generated, 8-100 characters; a retry with the same key returns the first user. */
  idempotencyKey: Scalars['String']['input'];
  /** Integer minor units; null takes the inviter's limit (spec 5). */
  individualCreditLimitMinor?: InputMaybe<Scalars['MinorUnits']['input']>;
  internalId?: InputMaybe<Scalars['String']['input']>;
  invoicePermissions: Array<InvoicePermission>;
  lastName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  receiveInvoiceEmails: Scalars['Boolean']['input'];
  roles: Array<Scalars['String']['input']>;
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

/** Spec 3 invoice permission values: Invoice Download, Invoice Edit. */
export type InvoicePermission =
  | 'invoiceDownload'
  | 'invoiceEdit';

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
  /** The payment's OrderApproval code (requestPaymentApprovalCode), when the preview says approvalRequired. Not needed for a retry with the same key. */
  approval?: InputMaybe<PaymentApprovalInput>;
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

/** A Setup code was sent; enter it in confirmMfaSetup. */
export type MfaSetupChallenge = {
  __typename?: 'MfaSetupChallenge';
  challengeId: Scalars['ID']['output'];
  expiresAt: Scalars['DateTime']['output'];
  method: Scalars['String']['output'];
  /** Spec 9: another code no sooner than this many milliseconds after this one. */
  resendAfterMs: Scalars['Int']['output'];
  sentTo: Scalars['String']['output'];
};

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

export type MoveUserToGroupInput = {
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a bank account and starts its direct-debit mandate (pending). Refused while a mandate is pending (RULE_REFUSED). */
  addBankAccount: BankAccount;
  /** Confirms the Setup code: the method is saved. Errors: MFA_CODE_INVALID (values.attemptsLeft), MFA_CODE_EXPIRED, MFA_LOCKED_OUT, MFA_PHONE_DUPLICATE. */
  confirmMfaSetup: MyMfa;
  /** Creates an API key; its secret is in the answer only. */
  createApiKey: CreatedApiKey;
  /** Creates a sub-group below a group the viewer manages. Errors: GROUP_REFUSED (extensions.problems: field and messageId each), FORBIDDEN, NOT_FOUND. */
  createGroup: Group;
  /** Requests a card (Buyer:Administrator for any user of the buyer; any buyer user for themselves, without a limit). Errors: RULE_REFUSED, CARD_REQUEST_REFUSED (extensions.problems), FORBIDDEN. */
  createPurchaseCard: PurchaseCard;
  /** Deactivates a user for good (shown as Deactivated; sessions end at once). Errors: RULE_REFUSED (userStatus canBeDeactivated with subRules), USER_DEACTIVATE_FAILED. */
  deactivateUser: AccountUser;
  /** Decides a pending application (underwriter). RULE_REFUSED when no longer pending. */
  decideApplication: DecidedApplication;
  /** Decides a pending credit-limit increase (underwriter). RULE_REFUSED when no longer pending. */
  decideCreditIncrease: CreditIncreaseRequest;
  /** Account administrator (or support): no code for this user's sign-ins for 30 minutes. Errors: MFA_NOT_FOUND, FORBIDDEN, NOT_FOUND. */
  disableUserMfa: AccountUser;
  /** Closes an app alert for the signed-in user for good (currentAppAlerts leaves it out from then on). NOT_FOUND for an alert not shown to them. */
  dismissAppAlert: Scalars['Boolean']['output'];
  /** Invites a seller user (pending, an activation link by e-mail). clientAdministrator only; USER_CHANGE_REFUSED (duplicateEmail, notSellerRole). */
  inviteClientUser: ClientUser;
  /** Invites a user (an e-mail with an enrol link) or creates a contact user. Errors: USER_CHANGE_REFUSED (extensions.problems, messageId the first rule's words), FORBIDDEN. */
  inviteUser: AccountUser;
  /** Locks an active card with a reason (Buyer:Administrator). Errors: RULE_REFUSED, FORBIDDEN, NOT_FOUND. */
  lockPurchaseCard: PurchaseCard;
  /** Pays invoices (Buyer:Administrator, buyerPayer). A retry with the same key is answered first; then, when approvalRequired, the approval code is used once. Errors: BAD_USER_INPUT, PAYMENT_REFUSED (extensions.problems), IDEMPOTENCY_KEY_REUSED, FORBIDDEN, PAYMENT_APPROVAL_REQUIRED, MFA_CODE_INVALID (values.attemptsLeft), MFA_CODE_EXPIRED, MFA_LOCKED_OUT. */
  makePayment: MakePaymentResult;
  /** Applies a payment's unapplied remainder to invoices (spec 5; Buyer:Administrator, buyerPayer). Errors: BAD_USER_INPUT, NOT_FOUND, RULE_REFUSED (rule isModificationValid with subRules, or notAllowedInState for Pending, Failed, Written Off, Transferred, Returned payments), IDEMPOTENCY_KEY_REUSED, FORBIDDEN, MODIFY_PAYMENT_FAILED. */
  modifyPayment: ModifyPaymentResult;
  /** Moves a user into another group; both groups must be the viewer's to manage. Errors: GROUP_REFUSED (Payer only in the top-level group), FORBIDDEN, NOT_FOUND. */
  moveUserToGroup: GroupUser;
  /** A handoff into the buyer's portal as its primary (or first active administrator) user, recorded on the audit trail (customerSupport). NOT_FOUND when the buyer has no active administrator. */
  openBuyerPortal: PortalHandoff;
  /** Keeps the schema valid before the first real mutation lands; answers the server time. */
  ping: Scalars['DateTime']['output'];
  /** Disputes one invoice (Buyer:Administrator, buyerPayer). Errors: RULE_REFUSED (rule.dispute.isDisputeEligible, extensions.subRules), IDEMPOTENCY_KEY_REUSED, NOT_FOUND, FORBIDDEN, BAD_USER_INPUT. */
  raiseDispute: RaiseDisputeResult;
  /** Re-enables a suspended seller user. clientAdministrator only; other statuses RULE_REFUSED. */
  reEnableClientUser: ClientUser;
  /** Re-enables a suspended user. Errors: RULE_REFUSED (userStatus). */
  reEnableUser: AccountUser;
  /** Registers a webhook endpoint; its signing secret is in the answer only. */
  registerWebhookEndpoint: RegisteredWebhookEndpoint;
  /** Sends a RevealCardNumber code by e-mail (the cardholder). Errors: CARD_NUMBER_UNAVAILABLE, MFA_RESEND_TOO_SOON. */
  requestCardNumberReveal: CardNumberChallenge;
  /** Requests a credit-limit increase (Buyer:Administrator). Errors: BAD_USER_INPUT, IDEMPOTENCY_KEY_REUSED, RULE_REFUSED (rule canSubmitRequest; extensions.subRules, e.g. anotherRequestPending, amountNotInIncrements), FORBIDDEN. */
  requestCreditIncrease: CreditIncreaseRequest;
  /** Sends an OrderApproval code for this payment to the user's 2-step verification method (Buyer:Administrator, buyerPayer). Errors: PAYMENT_REFUSED (extensions.problems), MFA_RESEND_TOO_SOON (values.seconds), BAD_USER_INPUT (no code needed), FORBIDDEN. */
  requestPaymentApprovalCode: PaymentApprovalChallenge;
  /** Asks support to change the primary contact's e-mail (Buyer:Administrator). Errors: BAD_USER_INPUT, IDEMPOTENCY_KEY_REUSED, NOT_FOUND (no primary contact), RULE_REFUSED (rule isEmailChangeAcceptable; extensions.subRules: emailInvalid, sameAsCurrentEmail, emailAlreadyInUse, anotherChangePending), FORBIDDEN. */
  requestPrimaryEmailChange: PrimaryEmailChange;
  /** Sends a pending seller user's invitation again with a new link (the old one stops working). clientAdministrator only; a used or withdrawn link RULE_REFUSED (notAllowedInState); NOT_FOUND without an invitation. */
  resendClientUserInvitation: ClientUser;
  /** Sends the invitation again with a new link (the old one stops working). Errors: RULE_REFUSED (activationLink), INVITATION_RESEND_FAILED. */
  resendInvitation: AccountUser;
  /** Resets a user's 2-step verification (support and the account administrator). Errors: FORBIDDEN, NOT_FOUND. */
  resetUserMfa: AccountUser;
  /** The card number, once, for the right code. Errors: MFA_CODE_INVALID (values.attemptsLeft), MFA_CODE_EXPIRED, MFA_LOCKED_OUT, CARD_NUMBER_UNAVAILABLE. */
  revealCardNumber: RevealedCardNumber;
  /** Revokes an API key for good (apiKey machine). */
  revokeApiKey: ApiKey;
  /** Turns AutoPay of the active account on or off (off is refused when the terms require it). */
  setBankAccountAutoPay: BankAccount;
  /** Sets the return address for undeliverable cards (Buyer:Administrator). Errors: BAD_USER_INPUT (extensions.problems), FORBIDDEN. */
  setCardReturnAddress: PurchasingControls;
  /** Gives a seller user another seller role. clientAdministrator only; never lowers one's own (USER_CHANGE_REFUSED ownRoleLowered). */
  setClientUserRole: ClientUser;
  /** Sets a user's individual credit limit (Buyer:Administrator; Individual Credit Limits on). Errors: CARD_REQUEST_REFUSED (extensions.problems: exceedsInviterLimit, exceedsCompanyLine, requiredByInviter, individualCreditLimitsDisabled, ...), FORBIDDEN, NOT_FOUND. */
  setIndividualCreditLimit: IndividualCreditLimit;
  /** Saves the signed-in user's interface language (the header's language picker). BAD_USER_INPUT for a language the program does not offer. */
  setMyLanguage: MyProfile;
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
  /**
   * The Active/Inactive toggle (spec 3): false switches an active user off (they cannot sign in; their
   * sessions end at once), true switches an inactive user back on. Switching off is refused for the
   * users who cannot be deactivated. Errors: RULE_REFUSED (userStatus canBeDeactivated with subRules,
   * or notAllowedInState), FORBIDDEN, NOT_FOUND.
   */
  setUserActive: AccountUser;
  /** Stops or resumes deliveries to an endpoint (webhookEndpoint machine). */
  setWebhookEndpointEnabled: WebhookEndpoint;
  /**
   * Sends a Setup code to the new method: e-mail (to the user's sign-in address; `target` ignored) or
   * SMS (`target`: a mobile number). Errors: MFA_PHONE_INVALID, MFA_PHONE_NOT_MOBILE,
   * MFA_PHONE_DUPLICATE, MFA_PHONE_ALREADY_SET_UP, MFA_RESEND_TOO_SOON (values.seconds), FORBIDDEN.
   */
  startMfaSetup: MfaSetupChallenge;
  /** Support's decision on a pending primary e-mail change (customerSupport). RULE_REFUSED when already decided or the address was taken meanwhile. */
  supportDecidePrimaryEmailChange: PrimaryEmailChange;
  /** Resends a pending buyer user's invitation (customerSupport). RULE_REFUSED when the link was used or withdrawn. */
  supportResendInvitation: CustomerUser;
  /** Suspends an active seller user and ends their sessions. clientAdministrator only; never one's own account (USER_CHANGE_REFUSED ownAccountSuspended); other statuses RULE_REFUSED. */
  suspendClientUser: ClientUser;
  /** Suspends an active user (their sessions end at once). Errors: RULE_REFUSED (userStatus). */
  suspendUser: AccountUser;
  /** Terminates a card for good, with a reason (Buyer:Administrator). Errors: CARD_ALREADY_TERMINATED, RULE_REFUSED. */
  terminatePurchaseCard: PurchaseCard;
  /** Unlocks a locked card (Buyer:Administrator). */
  unlockPurchaseCard: PurchaseCard;
  /** Changes the trading name and address (Buyer:Administrator). Errors: COMPANY_INFO_INVALID (extensions.problems: field, messageId, values), FORBIDDEN. */
  updateCompanyProfile: CompanyInfo;
  /** Edits a group the viewer manages (the same rules). Errors: GROUP_REFUSED, FORBIDDEN, NOT_FOUND. */
  updateGroup: Group;
  /** Sets PO number and notes on the listed invoices (buyer users, on invoices in their charge scope; consolidated invoices are refused one by one). Errors: BAD_USER_INPUT (lengths, no invoice), FORBIDDEN (seller and staff users). */
  updateInvoiceDetails: UpdateInvoiceDetailsResult;
  /**
   * Saves notification choices (only those given change). Turning invoice e-mails off as the
   * account's last receiver is refused: USER_CHANGE_REFUSED, problem lastInvoiceReceiver. SMS needs a
   * phone number: USER_CHANGE_REFUSED, problem smsNeedsPhone.
   */
  updateMyNotifications: MyProfile;
  /**
   * Changes the signed-in user's name, phone number and language. BAD_USER_INPUT for a bad length or
   * language; USER_CHANGE_REFUSED (problem invalidPhone) for a phone number that is not valid.
   */
  updateMyProfile: MyProfile;
  /** Changes a user (General, Notifications, Group & Role tabs). Errors: USER_CHANGE_REFUSED, USER_UPDATE_FAILED, FORBIDDEN, NOT_FOUND. */
  updateUser: AccountUser;
  /** Account administrator (or support): changes the user's method (email: their sign-in address; sms: a mobile number). Errors as startMfaSetup, FORBIDDEN, NOT_FOUND. */
  updateUserMfa: AccountUser;
};


export type MutationAddBankAccountArgs = {
  input: AddBankAccountInput;
};


export type MutationConfirmMfaSetupArgs = {
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateGroupArgs = {
  input: CreateGroupInput;
};


export type MutationCreatePurchaseCardArgs = {
  input: CreatePurchaseCardInput;
};


export type MutationDeactivateUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationDecideApplicationArgs = {
  input: DecideApplicationInput;
};


export type MutationDecideCreditIncreaseArgs = {
  input: DecideCreditIncreaseInput;
};


export type MutationDisableUserMfaArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationDismissAppAlertArgs = {
  messageStorageId: Scalars['ID']['input'];
};


export type MutationInviteClientUserArgs = {
  input: InviteClientUserInput;
};


export type MutationInviteUserArgs = {
  input: InviteUserInput;
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


export type MutationMoveUserToGroupArgs = {
  input: MoveUserToGroupInput;
};


export type MutationOpenBuyerPortalArgs = {
  buyerId: Scalars['ID']['input'];
  path?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRaiseDisputeArgs = {
  input: RaiseDisputeInput;
};


export type MutationReEnableClientUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationReEnableUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRegisterWebhookEndpointArgs = {
  input: RegisterWebhookEndpointInput;
};


export type MutationRequestCardNumberRevealArgs = {
  cardId: Scalars['ID']['input'];
};


export type MutationRequestCreditIncreaseArgs = {
  input: RequestCreditIncreaseInput;
};


export type MutationRequestPaymentApprovalCodeArgs = {
  input: PaymentPreviewInput;
};


export type MutationRequestPrimaryEmailChangeArgs = {
  input: RequestPrimaryEmailChangeInput;
};


export type MutationResendClientUserInvitationArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationResendInvitationArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationResetUserMfaArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRevealCardNumberArgs = {
  input: RevealCardNumberInput;
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetBankAccountAutoPayArgs = {
  autoPay: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetCardReturnAddressArgs = {
  input: SetCardReturnAddressInput;
};


export type MutationSetClientUserRoleArgs = {
  role: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetIndividualCreditLimitArgs = {
  input: SetIndividualCreditLimitInput;
};


export type MutationSetMyLanguageArgs = {
  language: Scalars['String']['input'];
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


export type MutationSetUserActiveArgs = {
  active: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetWebhookEndpointEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationStartMfaSetupArgs = {
  method: Scalars['String']['input'];
  target?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSupportDecidePrimaryEmailChangeArgs = {
  input: DecidePrimaryEmailChangeInput;
};


export type MutationSupportResendInvitationArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationSuspendClientUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationSuspendUserArgs = {
  input: SuspendUserInput;
};


export type MutationTerminatePurchaseCardArgs = {
  input: CardReasonInput;
};


export type MutationUnlockPurchaseCardArgs = {
  cardId: Scalars['ID']['input'];
};


export type MutationUpdateCompanyProfileArgs = {
  input: UpdateCompanyProfileInput;
};


export type MutationUpdateGroupArgs = {
  input: UpdateGroupInput;
};


export type MutationUpdateInvoiceDetailsArgs = {
  input: UpdateInvoiceDetailsInput;
};


export type MutationUpdateMyNotificationsArgs = {
  choices: Array<NotificationChoiceInput>;
};


export type MutationUpdateMyProfileArgs = {
  input: UpdateMyProfileInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type MutationUpdateUserMfaArgs = {
  method: Scalars['String']['input'];
  target?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

/** The signed-in user's own 2-step verification. */
export type MyMfa = {
  __typename?: 'MyMfa';
  /** May this user set 2-step verification up (the program has MFA enabled; not single sign-on users)? */
  canSetUp: Scalars['Boolean']['output'];
  /** An administrator's temporary disable ends here; null when none is running. */
  disabledUntil?: Maybe<Scalars['DateTime']['output']>;
  /** email or sms; null when not set up. */
  method?: Maybe<Scalars['String']['output']>;
  /** Does the program ask for a code at sign-in (mfaEnabled and mfaAtLogin)? */
  requiredAtSignIn: Scalars['Boolean']['output'];
  /** Where codes go, partly hidden. */
  sentTo?: Maybe<Scalars['String']['output']>;
};

/** The signed-in user's own profile. */
export type MyProfile = {
  __typename?: 'MyProfile';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Spec 5: true when no other user of the account receives invoice e-mails (this one cannot turn them off). */
  isLastInvoiceReceiver: Scalars['Boolean']['output'];
  /** The preferred interface language (a language-country code), null when never chosen. */
  language?: Maybe<Scalars['String']['output']>;
  /** Languages the program offers (the picker's choices). */
  languages: Array<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  /** Every topic on every channel, defaults included. */
  notifications: Array<NotificationPreference>;
  phone?: Maybe<Scalars['String']['output']>;
  /** Single sign-on users manage their name at their identity provider. */
  ssoStatus: Scalars['String']['output'];
};

/** Where a notice goes. */
export type NotificationChannelName =
  | 'email'
  | 'sms';

export type NotificationChoiceInput = {
  channel: NotificationChannelName;
  enabled: Scalars['Boolean']['input'];
  topic: NotificationTopic;
};

/** One choice: a topic on one channel. */
export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  channel: NotificationChannelName;
  enabled: Scalars['Boolean']['output'];
  topic: NotificationTopic;
};

/** What a notice is about (machines/rules/notificationPreferences.ts). */
export type NotificationTopic =
  | 'cards'
  | 'credit'
  | 'invoices'
  | 'mandates'
  | 'payments';

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

/** An OrderApproval code was sent for this payment (spec 6: mfaRequired); give it to makePayment. */
export type PaymentApprovalChallenge = {
  __typename?: 'PaymentApprovalChallenge';
  challengeId: Scalars['ID']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** email or sms: the user's 2-step verification method. */
  method: Scalars['String']['output'];
  /** Spec 9: another code no sooner than this many milliseconds after this one. */
  resendAfterMs: Scalars['Int']['output'];
  /** Where the code went, partly hidden. */
  sentTo: Scalars['String']['output'];
};

export type PaymentApprovalInput = {
  challengeId: Scalars['ID']['input'];
  /** The six-digit code the user received. */
  code: Scalars['String']['input'];
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
  /** Paying needs an OrderApproval code first (spec 6: the program's MFA switches mfaEnabled and mfaRequired). */
  approvalRequired: Scalars['Boolean']['output'];
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

/** A session handoff for support: open `url` (single use, five minutes). */
export type PortalHandoff = {
  __typename?: 'PortalHandoff';
  expiresAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
  /** The buyer's user whose portal opens. */
  userEmail: Scalars['String']['output'];
};

export type PrimaryContact = {
  __typename?: 'PrimaryContact';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

/** What the Primary Contact page shows. */
export type PrimaryContactOverview = {
  __typename?: 'PrimaryContactOverview';
  /** May the viewer request a change (Buyer:Administrator of this buyer)? */
  canRequestChange: Scalars['Boolean']['output'];
  /** The buyer's primary contact (the first active user with contact type primary); null when there is none. */
  contact?: Maybe<PrimaryContact>;
  /** The most recently decided change. */
  lastDecided?: Maybe<PrimaryEmailChange>;
  /** The change waiting for support's decision. */
  pending?: Maybe<PrimaryEmailChange>;
};

/** A request to change the primary contact's e-mail (spec 4: decided within 48 hours). */
export type PrimaryEmailChange = {
  __typename?: 'PrimaryEmailChange';
  contactUserId: Scalars['ID']['output'];
  /** The contact's e-mail when the change was requested. */
  currentEmail: Scalars['String']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** submittedAt + 48 hours (spec 9). */
  expectedDecisionBy: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  newEmail: Scalars['String']['output'];
  /** Still undecided after the 48-hour window (display only). */
  overdue: Scalars['Boolean']['output'];
  /** Why support rejected it (a code, message company.primaryContact.rejectionReason.<code>). */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  status: PrimaryEmailChangeStatus;
  submittedAt: Scalars['DateTime']['output'];
};

/** The machine's state: submitted (waiting for support, at most one per contact), approved or rejected. */
export type PrimaryEmailChangeStatus =
  | 'approved'
  | 'rejected'
  | 'submitted';

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
  /** One user the viewer may see; null otherwise. */
  accountUser?: Maybe<AccountUser>;
  /** The users the viewer may see: Buyer:Administrator all of the buyer's, Buyer:GroupAdministrator their groups'. `first` 1..100 (default 25). */
  accountUsers: AccountUserPage;
  /** The filtered users as CSV (same filter and sort as accountUsers, all pages). */
  accountUsersCsv: CsvExport;
  /** Aging of what is owed, as of today. */
  agingReport: AgingReport;
  /** The program's API keys, newest first. */
  apiKeys: Array<ApiKey>;
  /** Spec 6: Buyer:Administrator manages, buyerPayer sees; seller and staff users of the program read. */
  bankAccounts: BankAccounts;
  /** A buyer the user may see. `fetchLatestExternalData` asks for a refresh from the program's systems. */
  buyer?: Maybe<Buyer>;
  /** The seller's own users (clientAdministrator only). */
  clientUsers: Array<ClientUser>;
  /** The buyer's company info (Buyer:Administrator; seller and staff users read-only). */
  companyInfo: CompanyInfo;
  /** The buyer's credit line and credit-limit increase requests (Buyer:Administrator; seller and staff users read-only). */
  creditIncreaseOverview: CreditIncreaseOverview;
  /** One request; null when not found or not visible (same audience as creditIncreaseOverview). */
  creditIncreaseRequest?: Maybe<CreditIncreaseRequest>;
  /** Account Overview's chart: credit used at each of the last 12 month ends, and the aging split. */
  creditUsage: CreditUsage;
  /** Alerts targeting this user's type, role, country and program. */
  currentAppAlerts: Array<AppAlert>;
  /** The signed-in user. `buyerId` selects one of the user's buyer accounts; absent means the all-zero id (the user's default). */
  currentUser: CurrentUser;
  /** One customer; null when not found or not of the viewer's program. Same audience as customers. */
  customer?: Maybe<CustomerDetail>;
  /** A customer's preauthorizations, newest first: offset (default 0), limit (default 10, at most 50). Null when the customer is not found or not of the viewer's program. Same audience as customer. */
  customerPreauthorizations?: Maybe<CustomerPreauthorizationPage>;
  /** The program's customers, newest first, at most 200; search matches name, client reference ids or a user's e-mail; status filters. clientAdministrator, accountManager, staff. */
  customers: Array<Customer>;
  /** One payout of the program; null when there is none with this id. */
  disbursement?: Maybe<Disbursement>;
  /** The program's payouts, newest first (offset paging: `first`, `offset`). */
  disbursements: DisbursementPage;
  /** The filtered payouts as CSV (one line per payment detail; RFC 4180, formula-guarded), at most 10,000 lines. */
  disbursementsCsv: Scalars['String']['output'];
  /** The rule's inputs for the Dispute Invoice form (Buyer:Administrator, buyerPayer); with invoiceId, also that invoice's earlier disputes. */
  disputeRules: DisputeRules;
  /** The buyer's disputes, newest first (Buyer:Administrator, buyerPayer). */
  disputes: Array<Dispute>;
  /** Buyer:Administrator: every group of the buyer; Buyer:GroupAdministrator: their group and those below it; seller and staff: read. Others: FORBIDDEN. */
  groupDirectory: GroupDirectory;
  /** One invoice. Null when it does not exist (or belongs to an account the user cannot see); FORBIDDEN when it is outside the user's charges. */
  invoice?: Maybe<Invoice>;
  /** Invoices / transactions the user may see: filtered, sorted (default dueDate asc, then id) and paged on the server. */
  invoices: InvoicePage;
  /** The filtered invoices as CSV (same filter and sort as `invoices`, all pages). */
  invoicesCsv: CsvExport;
  myMfa: MyMfa;
  /** Messages sent to the signed-in user's own e-mail address or phone, newest first. `first` 1..100 (default 50). */
  myOutbox: Array<OutboxMessage>;
  /** The signed-in user's profile and notification choices. */
  myProfile: MyProfile;
  /** The signed-in user's security question, or null when none is chosen. Null for single sign-on users. */
  mySecurityQuestion?: Maybe<SecurityQuestionSetting>;
  /** One payment; null when not found. */
  payment?: Maybe<Payment>;
  /** Whether paying on this account needs an approval code first (spec 6 OrderApproval; Buyer:Administrator, buyerPayer): Make Payment counts its steps from it. */
  paymentApprovalRequired: Scalars['Boolean']['output'];
  /** The payment methods this buyer can use now (Buyer:Administrator, buyerPayer). */
  paymentMethods: Array<PaymentMethodOption>;
  /** The invoices this payment's remainder can be applied to, due date first (Buyer:Administrator, buyerPayer). Empty when the payment has nothing left. */
  paymentModificationCandidates: Array<ModifiableInvoice>;
  /** What a payment would do, without making it (Buyer:Administrator, buyerPayer). */
  paymentPreview: PaymentPreview;
  /** Payment history, newest first (Buyer:Administrator, buyerPayer; seller and staff users read-only). */
  payments: PaymentPage;
  /** The buyer's primary contact and e-mail change requests (same audience as companyInfo). */
  primaryContact: PrimaryContactOverview;
  /** One e-mail change request; null when not found or not visible (same audience as primaryContact). */
  primaryEmailChange?: Maybe<PrimaryEmailChange>;
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
  /** Statement of account for a period (YYYY-MM-DD, at most 366 days, not after today). BAD_USER_INPUT with the rule otherwise. */
  statement: Statement;
  /** Users of the program whose e-mail or name contains `search` (2-100 characters), at most 50. customerSupport. */
  supportFindUsers: Array<SupportUserHit>;
  /** Pending requests and applications, oldest first (underwriter). */
  underwritingQueue: UnderwritingQueue;
  /** What the invite and edit forms offer this viewer. */
  userAdminOptions: UserAdminOptions;
  /** The newest deliveries (of one endpoint, or all). `first` 1..100 (default 50). */
  webhookDeliveries: Array<WebhookDelivery>;
  /** The program's webhook endpoints, newest first. */
  webhookEndpoints: Array<WebhookEndpoint>;
};


export type QueryAccountActivityArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAccountOverviewArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAccountUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAccountUsersArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<UserFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<UserSort>;
};


export type QueryAccountUsersCsvArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<UserFilter>;
  sort?: InputMaybe<UserSort>;
};


export type QueryAgingReportArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBankAccountsArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBuyerArgs = {
  fetchLatestExternalData?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryCompanyInfoArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCreditIncreaseOverviewArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCreditIncreaseRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCreditUsageArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCurrentUserArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomerPreauthorizationsArgs = {
  customerId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCustomersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDisbursementArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDisbursementsArgs = {
  filter?: InputMaybe<DisbursementFilter>;
  page?: InputMaybe<PageInput>;
};


export type QueryDisbursementsCsvArgs = {
  filter?: InputMaybe<DisbursementFilter>;
};


export type QueryDisputeRulesArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  invoiceId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryDisputesArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGroupDirectoryArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
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


export type QueryPaymentApprovalRequiredArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
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


export type QueryPrimaryContactArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPrimaryEmailChangeArgs = {
  id: Scalars['ID']['input'];
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


export type QueryStatementArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QuerySupportFindUsersArgs = {
  search: Scalars['String']['input'];
};


export type QueryUserAdminOptionsArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryWebhookDeliveriesArgs = {
  endpointId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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

export type RegisterWebhookEndpointInput = {
  eventTypes: Array<Scalars['String']['input']>;
  mode: ApiKeyMode;
  url: Scalars['String']['input'];
};

export type RegisteredAddress = {
  __typename?: 'RegisteredAddress';
  city: Scalars['String']['output'];
  /** ISO 3166 alpha-2. */
  country: Scalars['String']['output'];
  line1: Scalars['String']['output'];
  line2?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zip: Scalars['String']['output'];
};

export type RegisteredAddressInput = {
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  line1: Scalars['String']['input'];
  line2: Scalars['String']['input'];
  state: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

export type RegisteredWebhookEndpoint = {
  __typename?: 'RegisteredWebhookEndpoint';
  endpoint: WebhookEndpoint;
  /** The secret that signs every delivery (Portal-Signature): shown this once. */
  signingSecret: Scalars['String']['output'];
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

export type RequestPrimaryEmailChangeInput = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  /** One per submission (8-100 of A-Z a-z 0-9 . _ : -): a retry with the same key and address answers with the first result; the same key with another address is IDEMPOTENCY_KEY_REUSED. */
  idempotencyKey: Scalars['String']['input'];
  /** The new e-mail address (at most 254 characters). */
  newEmail: Scalars['String']['input'];
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

/** A statement of account for a period (both days included). */
export type Statement = {
  __typename?: 'Statement';
  buyerId: Scalars['ID']['output'];
  charges: Money;
  /** openingBalance + charges − payments − credits. */
  closingBalance: Money;
  credits: Money;
  from: Scalars['String']['output'];
  lines: Array<StatementLine>;
  openingBalance: Money;
  payments: Money;
  scope: ChargeScope;
  to: Scalars['String']['output'];
};

export type StatementLine = {
  __typename?: 'StatementLine';
  /** Positive for a charge, negative for a payment or a credit. */
  amount: Money;
  /** The balance after this line. */
  balance: Money;
  date: Scalars['String']['output'];
  /** The invoice number the line is about. */
  invoiceNumber: Scalars['String']['output'];
  kind: StatementLineKind;
};

export type StatementLineKind =
  | 'charge'
  | 'credit'
  | 'payment';

export type Subscription = {
  __typename?: 'Subscription';
  /** A bank account of the buyer was added or its mandate changed (signed, failed, cancelled, unsupported). */
  bankAccountUpdated: BankAccount;
  /** A charge was created on the buyer's account (seller API, XLSX charge import): the new invoice as this user may see it. Same charge scope as `invoices` (a purchaser hears of their own charges only). */
  chargeCreated: Invoice;
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
  /** A primary e-mail change of the buyer was submitted or decided. Same audience as primaryContact. */
  primaryEmailChangeUpdated: PrimaryEmailChange;
  /** A card of the buyer changed (created, issued, shipped, activated, locked, terminated). Same audience as purchaseCards. */
  purchaseCardUpdated: PurchaseCard;
};


export type SubscriptionBankAccountUpdatedArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionChargeCreatedArgs = {
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


export type SubscriptionPrimaryEmailChangeUpdatedArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionPurchaseCardUpdatedArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
};

/** A user found by the support console. */
export type SupportUserHit = {
  __typename?: 'SupportUserHit';
  /** The user's buyer (null for seller and staff users). */
  buyerId?: Maybe<Scalars['ID']['output']>;
  buyerName?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  status: Scalars['String']['output'];
  userType: Scalars['String']['output'];
};

export type SuspendUserInput = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** Spec 3 transaction types: the same charges as seen on Transaction History. */
export type TransactionType =
  | 'Credit'
  | 'Fee'
  | 'Sale';

/** A pending buyer application. */
export type UnderwritingApplication = {
  __typename?: 'UnderwritingApplication';
  businessName: Scalars['String']['output'];
  buyerId: Scalars['ID']['output'];
  contactEmail: Scalars['String']['output'];
  contactName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  paymentTerms: Scalars['String']['output'];
  requestedLimit: Money;
  submittedAt: Scalars['DateTime']['output'];
};

/** A pending credit-limit increase with its buyer. */
export type UnderwritingCreditIncrease = {
  __typename?: 'UnderwritingCreditIncrease';
  buyerId: Scalars['ID']['output'];
  buyerName: Scalars['String']['output'];
  /** The buyer's credit line now. */
  creditApproved: Money;
  request: CreditIncreaseRequest;
};

export type UnderwritingQueue = {
  __typename?: 'UnderwritingQueue';
  applications: Array<UnderwritingApplication>;
  creditIncreases: Array<UnderwritingCreditIncrease>;
};

export type UnderwritingVerdict =
  | 'approve'
  | 'decline';

export type UpdateCompanyProfileInput = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  /** At most 40 characters. */
  city: Scalars['String']['input'];
  /** At most 50 characters. */
  line1: Scalars['String']['input'];
  /** At most 50 characters; blank clears it. */
  line2?: InputMaybe<Scalars['String']['input']>;
  /** At most 10 characters; required in US, CA and AU. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** At most 64 characters; blank clears it. */
  tradingName?: InputMaybe<Scalars['String']['input']>;
  /** At most 15 characters. */
  zip: Scalars['String']['input'];
};

export type UpdateGroupInput = {
  group: GroupSubmissionInput;
  groupId: Scalars['ID']['input'];
};

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

export type UpdateMyProfileInput = {
  /** 1 to 64 characters. */
  firstName: Scalars['String']['input'];
  /** One of MyProfile.languages; null keeps the current choice. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 64 characters. */
  lastName: Scalars['String']['input'];
  /** Empty or null: none. Checked by machines/rules/phoneNumber.ts (spec 5 'Phone number is invalid.'). */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Edit User: each tab sends its own fields; an absent field is left as it is. */
export type UpdateUserInput = {
  contactTypes?: InputMaybe<Array<ContactType>>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  internalId?: InputMaybe<Scalars['String']['input']>;
  invoicePermissions?: InputMaybe<Array<InvoicePermission>>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  receiveInvoiceEmails?: InputMaybe<Scalars['Boolean']['input']>;
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  userId: Scalars['ID']['input'];
};

/** What the invite and edit forms need. */
export type UserAdminOptions = {
  __typename?: 'UserAdminOptions';
  buyerId: Scalars['ID']['output'];
  companyCreditLine: Money;
  /** Groups the viewer may place users in. */
  groups: Array<UserGroupOption>;
  individualCreditLimitsEnabled: Scalars['Boolean']['output'];
  /** The viewer's own individual limit (spec 5: an invited user's limit cannot exceed it); null when none. */
  inviterLimit?: Maybe<Money>;
  /** Buyer:Administrator (the whole account) rather than a group administrator. */
  isAccountAdmin: Scalars['Boolean']['output'];
  /** Roles the viewer may give. */
  roles: Array<Scalars['String']['output']>;
};

export type UserFilter = {
  contactType?: InputMaybe<ContactType>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  /** Matches name, e-mail or internal ID (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<UserStatus>>;
};

export type UserGroupOption = {
  __typename?: 'UserGroupOption';
  id: Scalars['ID']['output'];
  /** The buyer's top-level group (spec 5: the Payer role only there). */
  isTopLevel: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** The invitation of a user who has not activated yet (never the link itself: only the invited user's e-mail has it). */
export type UserInvitation = {
  __typename?: 'UserInvitation';
  expiresAt: Scalars['DateTime']['output'];
  sentAt: Scalars['DateTime']['output'];
  status: ActivationLinkStatus;
};

/** Spec 3 User MFA method and target, the target partly hidden (a•••@acme.example, •••• 0102). */
export type UserMfa = {
  __typename?: 'UserMfa';
  /** The end of an administrator's 30-minute disable (spec 6, 9); null when none is running. */
  disabledUntil?: Maybe<Scalars['DateTime']['output']>;
  /** sms or email; null when the user has not set up 2-step verification. */
  method?: Maybe<Scalars['String']['output']>;
  target?: Maybe<Scalars['String']['output']>;
};

export type UserSort = {
  direction: SortDirection;
  field: UserSortField;
};

export type UserSortField =
  | 'contactType'
  | 'creditLimit'
  | 'email'
  | 'group'
  | 'name'
  | 'status';

export type UserStatus =
  | 'active'
  | 'deleted'
  | 'inactive'
  | 'pending'
  | 'suspended';

export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  endpointId: Scalars['ID']['output'];
  eventId: Scalars['String']['output'];
  eventType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  status: WebhookDeliveryStatus;
};

export type WebhookDeliveryStatus =
  | 'delivered'
  | 'failed'
  | 'pending';

export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  createdAt: Scalars['DateTime']['output'];
  /** charge.updated, payment.updated, dispute.updated, mandate.updated, card.updated, credit.updated, preauthorization.updated. */
  eventTypes: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  mode: ApiKeyMode;
  status: WebhookEndpointStatus;
  url: Scalars['String']['output'];
};

export type WebhookEndpointStatus =
  | 'disabled'
  | 'enabled';

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
  AccountUser: ResolverTypeWrapper<AccountUser>;
  AccountUserPage: ResolverTypeWrapper<AccountUserPage>;
  ActivationLinkStatus: ActivationLinkStatus;
  ActivityEntry: ResolverTypeWrapper<ActivityEntry>;
  ActivityValue: ResolverTypeWrapper<ActivityValue>;
  AddBankAccountInput: AddBankAccountInput;
  AgingBuckets: ResolverTypeWrapper<AgingBuckets>;
  AgingGroup: ResolverTypeWrapper<AgingGroup>;
  AgingReport: ResolverTypeWrapper<AgingReport>;
  AllocationPreviewLine: ResolverTypeWrapper<AllocationPreviewLine>;
  AllocationProblem: ResolverTypeWrapper<AllocationProblem>;
  AllocationProblemCode: AllocationProblemCode;
  ApiKey: ResolverTypeWrapper<ApiKey>;
  ApiKeyMode: ApiKeyMode;
  ApiKeyStatus: ApiKeyStatus;
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
  ClientUser: ResolverTypeWrapper<ClientUser>;
  CompanyAddress: ResolverTypeWrapper<CompanyAddress>;
  CompanyInfo: ResolverTypeWrapper<CompanyInfo>;
  ContactType: ContactType;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateGroupInput: CreateGroupInput;
  CreatePurchaseCardInput: CreatePurchaseCardInput;
  CreatedApiKey: ResolverTypeWrapper<CreatedApiKey>;
  CreditIncreaseOverview: ResolverTypeWrapper<CreditIncreaseOverview>;
  CreditIncreaseRequest: ResolverTypeWrapper<CreditIncreaseRequest>;
  CreditIncreaseStatus: CreditIncreaseStatus;
  CreditIncreaseType: CreditIncreaseType;
  CreditUsage: ResolverTypeWrapper<CreditUsage>;
  CreditUsedPoint: ResolverTypeWrapper<CreditUsedPoint>;
  CsvExport: ResolverTypeWrapper<CsvExport>;
  CurrentUser: ResolverTypeWrapper<CurrentUser>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerDetail: ResolverTypeWrapper<CustomerDetail>;
  CustomerPreauthorization: ResolverTypeWrapper<CustomerPreauthorization>;
  CustomerPreauthorizationPage: ResolverTypeWrapper<CustomerPreauthorizationPage>;
  CustomerUser: ResolverTypeWrapper<CustomerUser>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DecideApplicationInput: DecideApplicationInput;
  DecideCreditIncreaseInput: DecideCreditIncreaseInput;
  DecidePrimaryEmailChangeInput: DecidePrimaryEmailChangeInput;
  DecidedApplication: ResolverTypeWrapper<DecidedApplication>;
  Disbursement: ResolverTypeWrapper<Disbursement>;
  DisbursementFilter: DisbursementFilter;
  DisbursementPage: ResolverTypeWrapper<DisbursementPage>;
  DisbursementPaymentDetails: ResolverTypeWrapper<DisbursementPaymentDetails>;
  Dispute: ResolverTypeWrapper<Dispute>;
  DisputeReason: DisputeReason;
  DisputeRules: ResolverTypeWrapper<DisputeRules>;
  DisputeStatus: DisputeStatus;
  FailedPaymentReason: FailedPaymentReason;
  FeatureSwitch: FeatureSwitch;
  Group: ResolverTypeWrapper<Group>;
  GroupBillTo: GroupBillTo;
  GroupBillToInput: GroupBillToInput;
  GroupDetailsInput: GroupDetailsInput;
  GroupDirectory: ResolverTypeWrapper<GroupDirectory>;
  GroupKind: GroupKind;
  GroupLegalEntity: ResolverTypeWrapper<GroupLegalEntity>;
  GroupMembersInput: GroupMembersInput;
  GroupRelationToParent: GroupRelationToParent;
  GroupSubmissionInput: GroupSubmissionInput;
  GroupTotals: ResolverTypeWrapper<GroupTotals>;
  GroupUser: ResolverTypeWrapper<GroupUser>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IndividualCreditLimit: ResolverTypeWrapper<IndividualCreditLimit>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteClientUserInput: InviteClientUserInput;
  InviteUserInput: InviteUserInput;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceDocument: ResolverTypeWrapper<InvoiceDocument>;
  InvoiceDocumentStatus: InvoiceDocumentStatus;
  InvoiceEditFailure: ResolverTypeWrapper<InvoiceEditFailure>;
  InvoiceFilter: InvoiceFilter;
  InvoicePage: ResolverTypeWrapper<InvoicePage>;
  InvoicePermission: InvoicePermission;
  InvoiceSort: InvoiceSort;
  InvoiceSortField: InvoiceSortField;
  InvoiceType: InvoiceType;
  MakePaymentInput: MakePaymentInput;
  MakePaymentResult: ResolverTypeWrapper<MakePaymentResult>;
  MandateStatus: MandateStatus;
  MfaSetupChallenge: ResolverTypeWrapper<MfaSetupChallenge>;
  MinorUnits: ResolverTypeWrapper<Scalars['MinorUnits']['output']>;
  ModifiableInvoice: ResolverTypeWrapper<ModifiableInvoice>;
  ModifyPaymentInput: ModifyPaymentInput;
  ModifyPaymentResult: ResolverTypeWrapper<ModifyPaymentResult>;
  Money: ResolverTypeWrapper<Money>;
  MoveUserToGroupInput: MoveUserToGroupInput;
  Mutation: ResolverTypeWrapper<{}>;
  MyMfa: ResolverTypeWrapper<MyMfa>;
  MyProfile: ResolverTypeWrapper<MyProfile>;
  NotificationChannelName: NotificationChannelName;
  NotificationChoiceInput: NotificationChoiceInput;
  NotificationPreference: ResolverTypeWrapper<NotificationPreference>;
  NotificationTopic: NotificationTopic;
  OutboxChannel: OutboxChannel;
  OutboxMessage: ResolverTypeWrapper<OutboxMessage>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageInput: PageInput;
  Payment: ResolverTypeWrapper<Payment>;
  PaymentAllocationInput: PaymentAllocationInput;
  PaymentApprovalChallenge: ResolverTypeWrapper<PaymentApprovalChallenge>;
  PaymentApprovalInput: PaymentApprovalInput;
  PaymentFilter: PaymentFilter;
  PaymentInvoice: ResolverTypeWrapper<PaymentInvoice>;
  PaymentMethod: PaymentMethod;
  PaymentMethodOption: ResolverTypeWrapper<PaymentMethodOption>;
  PaymentModificationLine: ResolverTypeWrapper<PaymentModificationLine>;
  PaymentPage: ResolverTypeWrapper<PaymentPage>;
  PaymentPreview: ResolverTypeWrapper<PaymentPreview>;
  PaymentPreviewInput: PaymentPreviewInput;
  PaymentStatus: PaymentStatus;
  PortalHandoff: ResolverTypeWrapper<PortalHandoff>;
  PrimaryContact: ResolverTypeWrapper<PrimaryContact>;
  PrimaryContactOverview: ResolverTypeWrapper<PrimaryContactOverview>;
  PrimaryEmailChange: ResolverTypeWrapper<PrimaryEmailChange>;
  PrimaryEmailChangeStatus: PrimaryEmailChangeStatus;
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
  RegisterWebhookEndpointInput: RegisterWebhookEndpointInput;
  RegisteredAddress: ResolverTypeWrapper<RegisteredAddress>;
  RegisteredAddressInput: RegisteredAddressInput;
  RegisteredWebhookEndpoint: ResolverTypeWrapper<RegisteredWebhookEndpoint>;
  RemittanceDetail: ResolverTypeWrapper<RemittanceDetail>;
  RequestCreditIncreaseInput: RequestCreditIncreaseInput;
  RequestPrimaryEmailChangeInput: RequestPrimaryEmailChangeInput;
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
  Statement: ResolverTypeWrapper<Statement>;
  StatementLine: ResolverTypeWrapper<StatementLine>;
  StatementLineKind: StatementLineKind;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<{}>;
  SupportUserHit: ResolverTypeWrapper<SupportUserHit>;
  SuspendUserInput: SuspendUserInput;
  TransactionType: TransactionType;
  UnderwritingApplication: ResolverTypeWrapper<UnderwritingApplication>;
  UnderwritingCreditIncrease: ResolverTypeWrapper<UnderwritingCreditIncrease>;
  UnderwritingQueue: ResolverTypeWrapper<UnderwritingQueue>;
  UnderwritingVerdict: UnderwritingVerdict;
  UpdateCompanyProfileInput: UpdateCompanyProfileInput;
  UpdateGroupInput: UpdateGroupInput;
  UpdateInvoiceDetailsInput: UpdateInvoiceDetailsInput;
  UpdateInvoiceDetailsResult: ResolverTypeWrapper<UpdateInvoiceDetailsResult>;
  UpdateMyProfileInput: UpdateMyProfileInput;
  UpdateUserInput: UpdateUserInput;
  UserAdminOptions: ResolverTypeWrapper<UserAdminOptions>;
  UserFilter: UserFilter;
  UserGroupOption: ResolverTypeWrapper<UserGroupOption>;
  UserInvitation: ResolverTypeWrapper<UserInvitation>;
  UserMfa: ResolverTypeWrapper<UserMfa>;
  UserSort: UserSort;
  UserSortField: UserSortField;
  UserStatus: UserStatus;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpoint>;
  WebhookEndpointStatus: WebhookEndpointStatus;
  WhiteLabelConfig: ResolverTypeWrapper<WhiteLabelConfig>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountActivityPage: AccountActivityPage;
  AccountOverview: AccountOverview;
  AccountUser: AccountUser;
  AccountUserPage: AccountUserPage;
  ActivityEntry: ActivityEntry;
  ActivityValue: ActivityValue;
  AddBankAccountInput: AddBankAccountInput;
  AgingBuckets: AgingBuckets;
  AgingGroup: AgingGroup;
  AgingReport: AgingReport;
  AllocationPreviewLine: AllocationPreviewLine;
  AllocationProblem: AllocationProblem;
  ApiKey: ApiKey;
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
  ClientUser: ClientUser;
  CompanyAddress: CompanyAddress;
  CompanyInfo: CompanyInfo;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateGroupInput: CreateGroupInput;
  CreatePurchaseCardInput: CreatePurchaseCardInput;
  CreatedApiKey: CreatedApiKey;
  CreditIncreaseOverview: CreditIncreaseOverview;
  CreditIncreaseRequest: CreditIncreaseRequest;
  CreditUsage: CreditUsage;
  CreditUsedPoint: CreditUsedPoint;
  CsvExport: CsvExport;
  CurrentUser: CurrentUser;
  Customer: Customer;
  CustomerDetail: CustomerDetail;
  CustomerPreauthorization: CustomerPreauthorization;
  CustomerPreauthorizationPage: CustomerPreauthorizationPage;
  CustomerUser: CustomerUser;
  DateTime: Scalars['DateTime']['output'];
  DecideApplicationInput: DecideApplicationInput;
  DecideCreditIncreaseInput: DecideCreditIncreaseInput;
  DecidePrimaryEmailChangeInput: DecidePrimaryEmailChangeInput;
  DecidedApplication: DecidedApplication;
  Disbursement: Disbursement;
  DisbursementFilter: DisbursementFilter;
  DisbursementPage: DisbursementPage;
  DisbursementPaymentDetails: DisbursementPaymentDetails;
  Dispute: Dispute;
  DisputeRules: DisputeRules;
  Group: Group;
  GroupBillToInput: GroupBillToInput;
  GroupDetailsInput: GroupDetailsInput;
  GroupDirectory: GroupDirectory;
  GroupLegalEntity: GroupLegalEntity;
  GroupMembersInput: GroupMembersInput;
  GroupSubmissionInput: GroupSubmissionInput;
  GroupTotals: GroupTotals;
  GroupUser: GroupUser;
  ID: Scalars['ID']['output'];
  IndividualCreditLimit: IndividualCreditLimit;
  Int: Scalars['Int']['output'];
  InviteClientUserInput: InviteClientUserInput;
  InviteUserInput: InviteUserInput;
  Invoice: Invoice;
  InvoiceDocument: InvoiceDocument;
  InvoiceEditFailure: InvoiceEditFailure;
  InvoiceFilter: InvoiceFilter;
  InvoicePage: InvoicePage;
  InvoiceSort: InvoiceSort;
  MakePaymentInput: MakePaymentInput;
  MakePaymentResult: MakePaymentResult;
  MfaSetupChallenge: MfaSetupChallenge;
  MinorUnits: Scalars['MinorUnits']['output'];
  ModifiableInvoice: ModifiableInvoice;
  ModifyPaymentInput: ModifyPaymentInput;
  ModifyPaymentResult: ModifyPaymentResult;
  Money: Money;
  MoveUserToGroupInput: MoveUserToGroupInput;
  Mutation: {};
  MyMfa: MyMfa;
  MyProfile: MyProfile;
  NotificationChoiceInput: NotificationChoiceInput;
  NotificationPreference: NotificationPreference;
  OutboxMessage: OutboxMessage;
  PageInfo: PageInfo;
  PageInput: PageInput;
  Payment: Payment;
  PaymentAllocationInput: PaymentAllocationInput;
  PaymentApprovalChallenge: PaymentApprovalChallenge;
  PaymentApprovalInput: PaymentApprovalInput;
  PaymentFilter: PaymentFilter;
  PaymentInvoice: PaymentInvoice;
  PaymentMethodOption: PaymentMethodOption;
  PaymentModificationLine: PaymentModificationLine;
  PaymentPage: PaymentPage;
  PaymentPreview: PaymentPreview;
  PaymentPreviewInput: PaymentPreviewInput;
  PortalHandoff: PortalHandoff;
  PrimaryContact: PrimaryContact;
  PrimaryContactOverview: PrimaryContactOverview;
  PrimaryEmailChange: PrimaryEmailChange;
  Program: Program;
  PurchaseCard: PurchaseCard;
  PurchaseCardCreationOptions: PurchaseCardCreationOptions;
  PurchasingControls: PurchasingControls;
  Query: {};
  RaiseDisputeInput: RaiseDisputeInput;
  RaiseDisputeResult: RaiseDisputeResult;
  RegisterWebhookEndpointInput: RegisterWebhookEndpointInput;
  RegisteredAddress: RegisteredAddress;
  RegisteredAddressInput: RegisteredAddressInput;
  RegisteredWebhookEndpoint: RegisteredWebhookEndpoint;
  RemittanceDetail: RemittanceDetail;
  RequestCreditIncreaseInput: RequestCreditIncreaseInput;
  RequestPrimaryEmailChangeInput: RequestPrimaryEmailChangeInput;
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
  Statement: Statement;
  StatementLine: StatementLine;
  String: Scalars['String']['output'];
  Subscription: {};
  SupportUserHit: SupportUserHit;
  SuspendUserInput: SuspendUserInput;
  UnderwritingApplication: UnderwritingApplication;
  UnderwritingCreditIncrease: UnderwritingCreditIncrease;
  UnderwritingQueue: UnderwritingQueue;
  UpdateCompanyProfileInput: UpdateCompanyProfileInput;
  UpdateGroupInput: UpdateGroupInput;
  UpdateInvoiceDetailsInput: UpdateInvoiceDetailsInput;
  UpdateInvoiceDetailsResult: UpdateInvoiceDetailsResult;
  UpdateMyProfileInput: UpdateMyProfileInput;
  UpdateUserInput: UpdateUserInput;
  UserAdminOptions: UserAdminOptions;
  UserFilter: UserFilter;
  UserGroupOption: UserGroupOption;
  UserInvitation: UserInvitation;
  UserMfa: UserMfa;
  UserSort: UserSort;
  WebhookDelivery: WebhookDelivery;
  WebhookEndpoint: WebhookEndpoint;
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
  creditIsIndividualLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openInvoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pastDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pastDueInvoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingPayments?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ChargeScope'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccountUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountUser'] = ResolversParentTypes['AccountUser']> = {
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactTypes?: Resolver<Array<ResolversTypes['ContactType']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  groupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  individualCreditLimit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  internalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invitation?: Resolver<Maybe<ResolversTypes['UserInvitation']>, ParentType, ContextType>;
  invoicePermissions?: Resolver<Array<ResolversTypes['InvoicePermission']>, ParentType, ContextType>;
  isPrimaryUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSelf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mfa?: Resolver<ResolversTypes['UserMfa'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiveInvoiceEmails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccountUserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountUserPage'] = ResolversParentTypes['AccountUserPage']> = {
  items?: Resolver<Array<ResolversTypes['AccountUser']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type AgingBucketsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgingBuckets'] = ResolversParentTypes['AgingBuckets']> = {
  current?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  days1to30?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  days31to60?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  days61to90?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  over90?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AgingGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgingGroup'] = ResolversParentTypes['AgingGroup']> = {
  buckets?: Resolver<ResolversTypes['AgingBuckets'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  groupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AgingReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgingReport'] = ResolversParentTypes['AgingReport']> = {
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['AgingGroup']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ChargeScope'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['AgingBuckets'], ParentType, ContextType>;
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

export type ApiKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['ApiKeyMode'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApiKeyStatus'], ParentType, ContextType>;
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

export type ClientUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientUser'] = ResolversParentTypes['ClientUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CompanyAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyAddress'] = ResolversParentTypes['CompanyAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CompanyInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyInfo'] = ResolversParentTypes['CompanyInfo']> = {
  address?: Resolver<Maybe<ResolversTypes['CompanyAddress']>, ParentType, ContextType>;
  businessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  canEditProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradingName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreatedApiKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = {
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type CreditUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditUsage'] = ResolversParentTypes['CreditUsage']> = {
  aging?: Resolver<ResolversTypes['AgingBuckets'], ParentType, ContextType>;
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['CreditUsedPoint']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ChargeScope'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreditUsedPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditUsedPoint'] = ResolversParentTypes['CreditUsedPoint']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
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

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  charges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientReferenceBuyerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientReferenceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditApproved?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  creditAvailable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openPreauthorizations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  purchasers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suspensionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerDetail'] = ResolversParentTypes['CustomerDetail']> = {
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  pendingCreditIncrease?: Resolver<Maybe<ResolversTypes['CreditIncreaseRequest']>, ParentType, ContextType>;
  pendingEmailChange?: Resolver<Maybe<ResolversTypes['PrimaryEmailChange']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['CustomerUser']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerPreauthorizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerPreauthorization'] = ResolversParentTypes['CustomerPreauthorization']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  capturedAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  chargeInvoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerPreauthorizationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerPreauthorizationPage'] = ResolversParentTypes['CustomerPreauthorizationPage']> = {
  items?: Resolver<Array<ResolversTypes['CustomerPreauthorization']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerUser'] = ResolversParentTypes['CustomerUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitationPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mfaMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DecidedApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DecidedApplication'] = ResolversParentTypes['DecidedApplication']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DisbursementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Disbursement'] = ResolversParentTypes['Disbursement']> = {
  amountPaid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeWithheld?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['DisbursementPaymentDetails']>, ParentType, ContextType>;
  payoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DisbursementPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisbursementPage'] = ResolversParentTypes['DisbursementPage']> = {
  items?: Resolver<Array<ResolversTypes['Disbursement']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DisbursementPaymentDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisbursementPaymentDetails'] = ResolversParentTypes['DisbursementPaymentDetails']> = {
  amountPaid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  businessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  buyerTerms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feePercent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeWithheld?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  transactionDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

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

export type GroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = {
  admin?: Resolver<Maybe<ResolversTypes['GroupUser']>, ParentType, ContextType>;
  adminEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billTo?: Resolver<ResolversTypes['GroupBillTo'], ParentType, ContextType>;
  billingContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GroupKind'], ParentType, ContextType>;
  legalEntity?: Resolver<Maybe<ResolversTypes['GroupLegalEntity']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentGroupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['GroupTotals'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['GroupUser']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupDirectoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupDirectory'] = ResolversParentTypes['GroupDirectory']> = {
  canCreate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['GroupUser']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupLegalEntityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupLegalEntity'] = ResolversParentTypes['GroupLegalEntity']> = {
  address?: Resolver<ResolversTypes['RegisteredAddress'], ParentType, ContextType>;
  dba?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relationToParent?: Resolver<Maybe<ResolversTypes['GroupRelationToParent']>, ParentType, ContextType>;
  taxId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradingName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupTotals'] = ResolversParentTypes['GroupTotals']> = {
  openBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  openCharges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupUser'] = ResolversParentTypes['GroupUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
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

export type MfaSetupChallengeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MfaSetupChallenge'] = ResolversParentTypes['MfaSetupChallenge']> = {
  challengeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resendAfterMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  confirmMfaSetup?: Resolver<ResolversTypes['MyMfa'], ParentType, ContextType, RequireFields<MutationConfirmMfaSetupArgs, 'challengeId' | 'code'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'input'>>;
  createPurchaseCard?: Resolver<ResolversTypes['PurchaseCard'], ParentType, ContextType, RequireFields<MutationCreatePurchaseCardArgs, 'input'>>;
  deactivateUser?: Resolver<ResolversTypes['AccountUser'], ParentType, ContextType, RequireFields<MutationDeactivateUserArgs, 'userId'>>;
  decideApplication?: Resolver<ResolversTypes['DecidedApplication'], ParentType, ContextType, RequireFields<MutationDecideApplicationArgs, 'input'>>;
  decideCreditIncrease?: Resolver<ResolversTypes['CreditIncreaseRequest'], ParentType, ContextType, RequireFields<MutationDecideCreditIncreaseArgs, 'input'>>;
  disableUserMfa?: Resolver<ResolversTypes['AccountUser'], ParentType, ContextType, RequireFields<MutationDisableUserMfaArgs, 'userId'>>;
  dismissAppAlert?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDismissAppAlertArgs, 'messageStorageId'>>;
  inviteClientUser?: Resolver<ResolversTypes['ClientUser'], ParentType, ContextType, RequireFields<MutationInviteClientUserArgs, 'input'>>;
  inviteUser?: Resolver<ResolversTypes['AccountUser'], ParentType, ContextType, RequireFields<MutationInviteUserArgs, 'input'>>;
  lockPurchaseCard?: Resolver<ResolversTypes['PurchaseCard'], ParentType, ContextType, RequireFields<MutationLockPurchaseCardArgs, 'input'>>;
  makePayment?: Resolver<ResolversTypes['MakePaymentResult'], ParentType, ContextType, RequireFields<MutationMakePaymentArgs, 'input'>>;
  modifyPayment?: Resolver<ResolversTypes['ModifyPaymentResult'], ParentType, ContextType, RequireFields<MutationModifyPaymentArgs, 'input'>>;
  moveUserToGroup?: Resolver<ResolversTypes['GroupUser'], ParentType, ContextType, RequireFields<MutationMoveUserToGroupArgs, 'input'>>;
  openBuyerPortal?: Resolver<ResolversTypes['PortalHandoff'], ParentType, ContextType, RequireFields<MutationOpenBuyerPortalArgs, 'buyerId'>>;
  ping?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  raiseDispute?: Resolver<ResolversTypes['RaiseDisputeResult'], ParentType, ContextType, RequireFields<MutationRaiseDisputeArgs, 'input'>>;
  reEnableClientUser?: Resolver<ResolversTypes['ClientUser'], ParentType, ContextType, RequireFields<MutationReEnableClientUserArgs, 'userId'>>;
  reEnableUser?: Resolver<ResolversTypes['AccountUser'], ParentType, ContextType, RequireFields<MutationReEnableUserArgs, 'userId'>>;
  registerWebhookEndpoint?: Resolver<ResolversTypes['RegisteredWebhookEndpoint'], ParentType, ContextType, RequireFields<MutationRegisterWebhookEndpointArgs, 'input'>>;
  requestCardNumberReveal?: Resolver<ResolversTypes['CardNumberChallenge'], ParentType, ContextType, RequireFields<MutationRequestCardNumberRevealArgs, 'cardId'>>;
  requestCreditIncrease?: Resolver<ResolversTypes['CreditIncreaseRequest'], ParentType, ContextType, RequireFields<MutationRequestCreditIncreaseArgs, 'input'>>;
  requestPaymentApprovalCode?: Resolver<ResolversTypes['PaymentApprovalChallenge'], ParentType, ContextType, RequireFields<MutationRequestPaymentApprovalCodeArgs, 'input'>>;
  requestPrimaryEmailChange?: Resolver<ResolversTypes['PrimaryEmailChange'], ParentType, ContextType, RequireFields<MutationRequestPrimaryEmailChangeArgs, 'input'>>;
  resendClientUserInvitation?: Resolver<ResolversTypes['ClientUser'], ParentType, ContextType, RequireFields<MutationResendClientUserInvitationArgs, 'userId'>>;
  resendInvitation?: Resolver<ResolversTypes['AccountUser'], ParentType, ContextType, RequireFields<MutationResendInvitationArgs, 'userId'>>;
  resetUserMfa?: Resolver<ResolversTypes['AccountUser'], ParentType, ContextType, RequireFields<MutationResetUserMfaArgs, 'userId'>>;
  revealCardNumber?: Resolver<ResolversTypes['RevealedCardNumber'], ParentType, ContextType, RequireFields<MutationRevealCardNumberArgs, 'input'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  setBankAccountAutoPay?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType, RequireFields<MutationSetBankAccountAutoPayArgs, 'autoPay' | 'id'>>;
  setCardReturnAddress?: Resolver<ResolversTypes['PurchasingControls'], ParentType, ContextType, RequireFields<MutationSetCardReturnAddressArgs, 'input'>>;
  setClientUserRole?: Resolver<ResolversTypes['ClientUser'], ParentType, ContextType, RequireFields<MutationSetClientUserRoleArgs, 'role' | 'userId'>>;
  setIndividualCreditLimit?: Resolver<ResolversTypes['IndividualCreditLimit'], ParentType, ContextType, RequireFields<MutationSetIndividualCreditLimitArgs, 'input'>>;
  setMyLanguage?: Resolver<ResolversTypes['MyProfile'], ParentType, ContextType, RequireFields<MutationSetMyLanguageArgs, 'language'>>;
  setPurchasePolicy?: Resolver<ResolversTypes['PurchasingControls'], ParentType, ContextType, RequireFields<MutationSetPurchasePolicyArgs, 'input'>>;
  setPurchasingFeature?: Resolver<ResolversTypes['PurchasingControls'], ParentType, ContextType, RequireFields<MutationSetPurchasingFeatureArgs, 'input'>>;
  setSecurityQuestion?: Resolver<ResolversTypes['SecurityQuestionSetting'], ParentType, ContextType, RequireFields<MutationSetSecurityQuestionArgs, 'input'>>;
  setUserActive?: Resolver<ResolversTypes['AccountUser'], ParentType, ContextType, RequireFields<MutationSetUserActiveArgs, 'active' | 'userId'>>;
  setWebhookEndpointEnabled?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationSetWebhookEndpointEnabledArgs, 'enabled' | 'id'>>;
  startMfaSetup?: Resolver<ResolversTypes['MfaSetupChallenge'], ParentType, ContextType, RequireFields<MutationStartMfaSetupArgs, 'method'>>;
  supportDecidePrimaryEmailChange?: Resolver<ResolversTypes['PrimaryEmailChange'], ParentType, ContextType, RequireFields<MutationSupportDecidePrimaryEmailChangeArgs, 'input'>>;
  supportResendInvitation?: Resolver<ResolversTypes['CustomerUser'], ParentType, ContextType, RequireFields<MutationSupportResendInvitationArgs, 'userId'>>;
  suspendClientUser?: Resolver<ResolversTypes['ClientUser'], ParentType, ContextType, RequireFields<MutationSuspendClientUserArgs, 'userId'>>;
  suspendUser?: Resolver<ResolversTypes['AccountUser'], ParentType, ContextType, RequireFields<MutationSuspendUserArgs, 'input'>>;
  terminatePurchaseCard?: Resolver<ResolversTypes['PurchaseCard'], ParentType, ContextType, RequireFields<MutationTerminatePurchaseCardArgs, 'input'>>;
  unlockPurchaseCard?: Resolver<ResolversTypes['PurchaseCard'], ParentType, ContextType, RequireFields<MutationUnlockPurchaseCardArgs, 'cardId'>>;
  updateCompanyProfile?: Resolver<ResolversTypes['CompanyInfo'], ParentType, ContextType, RequireFields<MutationUpdateCompanyProfileArgs, 'input'>>;
  updateGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationUpdateGroupArgs, 'input'>>;
  updateInvoiceDetails?: Resolver<ResolversTypes['UpdateInvoiceDetailsResult'], ParentType, ContextType, RequireFields<MutationUpdateInvoiceDetailsArgs, 'input'>>;
  updateMyNotifications?: Resolver<ResolversTypes['MyProfile'], ParentType, ContextType, RequireFields<MutationUpdateMyNotificationsArgs, 'choices'>>;
  updateMyProfile?: Resolver<ResolversTypes['MyProfile'], ParentType, ContextType, RequireFields<MutationUpdateMyProfileArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['AccountUser'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
  updateUserMfa?: Resolver<ResolversTypes['AccountUser'], ParentType, ContextType, RequireFields<MutationUpdateUserMfaArgs, 'method' | 'userId'>>;
};

export type MyMfaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyMfa'] = ResolversParentTypes['MyMfa']> = {
  canSetUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disabledUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requiredAtSignIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sentTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MyProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyProfile'] = ResolversParentTypes['MyProfile']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLastInvoiceReceiver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ssoStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationPreferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPreference'] = ResolversParentTypes['NotificationPreference']> = {
  channel?: Resolver<ResolversTypes['NotificationChannelName'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['NotificationTopic'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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

export type PaymentApprovalChallengeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentApprovalChallenge'] = ResolversParentTypes['PaymentApprovalChallenge']> = {
  challengeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resendAfterMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  approvalRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type PortalHandoffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalHandoff'] = ResolversParentTypes['PortalHandoff']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PrimaryContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrimaryContact'] = ResolversParentTypes['PrimaryContact']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PrimaryContactOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrimaryContactOverview'] = ResolversParentTypes['PrimaryContactOverview']> = {
  canRequestChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['PrimaryContact']>, ParentType, ContextType>;
  lastDecided?: Resolver<Maybe<ResolversTypes['PrimaryEmailChange']>, ParentType, ContextType>;
  pending?: Resolver<Maybe<ResolversTypes['PrimaryEmailChange']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PrimaryEmailChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrimaryEmailChange'] = ResolversParentTypes['PrimaryEmailChange']> = {
  contactUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currentEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expectedDecisionBy?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PrimaryEmailChangeStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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
  accountUser?: Resolver<Maybe<ResolversTypes['AccountUser']>, ParentType, ContextType, RequireFields<QueryAccountUserArgs, 'id'>>;
  accountUsers?: Resolver<ResolversTypes['AccountUserPage'], ParentType, ContextType, Partial<QueryAccountUsersArgs>>;
  accountUsersCsv?: Resolver<ResolversTypes['CsvExport'], ParentType, ContextType, Partial<QueryAccountUsersCsvArgs>>;
  agingReport?: Resolver<ResolversTypes['AgingReport'], ParentType, ContextType, Partial<QueryAgingReportArgs>>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  bankAccounts?: Resolver<ResolversTypes['BankAccounts'], ParentType, ContextType, Partial<QueryBankAccountsArgs>>;
  buyer?: Resolver<Maybe<ResolversTypes['Buyer']>, ParentType, ContextType, RequireFields<QueryBuyerArgs, 'id'>>;
  clientUsers?: Resolver<Array<ResolversTypes['ClientUser']>, ParentType, ContextType>;
  companyInfo?: Resolver<ResolversTypes['CompanyInfo'], ParentType, ContextType, Partial<QueryCompanyInfoArgs>>;
  creditIncreaseOverview?: Resolver<ResolversTypes['CreditIncreaseOverview'], ParentType, ContextType, Partial<QueryCreditIncreaseOverviewArgs>>;
  creditIncreaseRequest?: Resolver<Maybe<ResolversTypes['CreditIncreaseRequest']>, ParentType, ContextType, RequireFields<QueryCreditIncreaseRequestArgs, 'id'>>;
  creditUsage?: Resolver<ResolversTypes['CreditUsage'], ParentType, ContextType, Partial<QueryCreditUsageArgs>>;
  currentAppAlerts?: Resolver<Array<ResolversTypes['AppAlert']>, ParentType, ContextType>;
  currentUser?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType, Partial<QueryCurrentUserArgs>>;
  customer?: Resolver<Maybe<ResolversTypes['CustomerDetail']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customerPreauthorizations?: Resolver<Maybe<ResolversTypes['CustomerPreauthorizationPage']>, ParentType, ContextType, RequireFields<QueryCustomerPreauthorizationsArgs, 'customerId'>>;
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType, Partial<QueryCustomersArgs>>;
  disbursement?: Resolver<Maybe<ResolversTypes['Disbursement']>, ParentType, ContextType, RequireFields<QueryDisbursementArgs, 'id'>>;
  disbursements?: Resolver<ResolversTypes['DisbursementPage'], ParentType, ContextType, Partial<QueryDisbursementsArgs>>;
  disbursementsCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryDisbursementsCsvArgs>>;
  disputeRules?: Resolver<ResolversTypes['DisputeRules'], ParentType, ContextType, Partial<QueryDisputeRulesArgs>>;
  disputes?: Resolver<Array<ResolversTypes['Dispute']>, ParentType, ContextType, RequireFields<QueryDisputesArgs, 'first'>>;
  groupDirectory?: Resolver<ResolversTypes['GroupDirectory'], ParentType, ContextType, Partial<QueryGroupDirectoryArgs>>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'id'>>;
  invoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, Partial<QueryInvoicesArgs>>;
  invoicesCsv?: Resolver<ResolversTypes['CsvExport'], ParentType, ContextType, Partial<QueryInvoicesCsvArgs>>;
  myMfa?: Resolver<ResolversTypes['MyMfa'], ParentType, ContextType>;
  myOutbox?: Resolver<Array<ResolversTypes['OutboxMessage']>, ParentType, ContextType, RequireFields<QueryMyOutboxArgs, 'first'>>;
  myProfile?: Resolver<ResolversTypes['MyProfile'], ParentType, ContextType>;
  mySecurityQuestion?: Resolver<Maybe<ResolversTypes['SecurityQuestionSetting']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentArgs, 'id'>>;
  paymentApprovalRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<QueryPaymentApprovalRequiredArgs>>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethodOption']>, ParentType, ContextType, Partial<QueryPaymentMethodsArgs>>;
  paymentModificationCandidates?: Resolver<Array<ResolversTypes['ModifiableInvoice']>, ParentType, ContextType, RequireFields<QueryPaymentModificationCandidatesArgs, 'paymentId'>>;
  paymentPreview?: Resolver<ResolversTypes['PaymentPreview'], ParentType, ContextType, RequireFields<QueryPaymentPreviewArgs, 'input'>>;
  payments?: Resolver<ResolversTypes['PaymentPage'], ParentType, ContextType, Partial<QueryPaymentsArgs>>;
  primaryContact?: Resolver<ResolversTypes['PrimaryContactOverview'], ParentType, ContextType, Partial<QueryPrimaryContactArgs>>;
  primaryEmailChange?: Resolver<Maybe<ResolversTypes['PrimaryEmailChange']>, ParentType, ContextType, RequireFields<QueryPrimaryEmailChangeArgs, 'id'>>;
  program?: Resolver<ResolversTypes['Program'], ParentType, ContextType>;
  purchaseCard?: Resolver<Maybe<ResolversTypes['PurchaseCard']>, ParentType, ContextType, RequireFields<QueryPurchaseCardArgs, 'id'>>;
  purchaseCardCreationOptions?: Resolver<ResolversTypes['PurchaseCardCreationOptions'], ParentType, ContextType, Partial<QueryPurchaseCardCreationOptionsArgs>>;
  purchaseCards?: Resolver<Array<ResolversTypes['PurchaseCard']>, ParentType, ContextType, RequireFields<QueryPurchaseCardsArgs, 'tab'>>;
  purchasingControls?: Resolver<ResolversTypes['PurchasingControls'], ParentType, ContextType, Partial<QueryPurchasingControlsArgs>>;
  statement?: Resolver<ResolversTypes['Statement'], ParentType, ContextType, RequireFields<QueryStatementArgs, 'from' | 'to'>>;
  supportFindUsers?: Resolver<Array<ResolversTypes['SupportUserHit']>, ParentType, ContextType, RequireFields<QuerySupportFindUsersArgs, 'search'>>;
  underwritingQueue?: Resolver<ResolversTypes['UnderwritingQueue'], ParentType, ContextType>;
  userAdminOptions?: Resolver<ResolversTypes['UserAdminOptions'], ParentType, ContextType, Partial<QueryUserAdminOptionsArgs>>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'first'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
};

export type RaiseDisputeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RaiseDisputeResult'] = ResolversParentTypes['RaiseDisputeResult']> = {
  dispute?: Resolver<ResolversTypes['Dispute'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RegisteredAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisteredAddress'] = ResolversParentTypes['RegisteredAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RegisteredWebhookEndpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisteredWebhookEndpoint'] = ResolversParentTypes['RegisteredWebhookEndpoint']> = {
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  signingSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type StatementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Statement'] = ResolversParentTypes['Statement']> = {
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  charges?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  closingBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['StatementLine']>, ParentType, ContextType>;
  openingBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  payments?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ChargeScope'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StatementLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatementLine'] = ResolversParentTypes['StatementLine']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StatementLineKind'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  bankAccountUpdated?: SubscriptionResolver<ResolversTypes['BankAccount'], "bankAccountUpdated", ParentType, ContextType, Partial<SubscriptionBankAccountUpdatedArgs>>;
  chargeCreated?: SubscriptionResolver<ResolversTypes['Invoice'], "chargeCreated", ParentType, ContextType, Partial<SubscriptionChargeCreatedArgs>>;
  creditIncreaseUpdated?: SubscriptionResolver<ResolversTypes['CreditIncreaseRequest'], "creditIncreaseUpdated", ParentType, ContextType, Partial<SubscriptionCreditIncreaseUpdatedArgs>>;
  heartbeat?: SubscriptionResolver<ResolversTypes['DateTime'], "heartbeat", ParentType, ContextType>;
  invoiceDocumentUpdated?: SubscriptionResolver<ResolversTypes['Invoice'], "invoiceDocumentUpdated", ParentType, ContextType, Partial<SubscriptionInvoiceDocumentUpdatedArgs>>;
  outboxMessageAdded?: SubscriptionResolver<ResolversTypes['OutboxMessage'], "outboxMessageAdded", ParentType, ContextType>;
  paymentUpdated?: SubscriptionResolver<ResolversTypes['Payment'], "paymentUpdated", ParentType, ContextType, Partial<SubscriptionPaymentUpdatedArgs>>;
  primaryEmailChangeUpdated?: SubscriptionResolver<ResolversTypes['PrimaryEmailChange'], "primaryEmailChangeUpdated", ParentType, ContextType, Partial<SubscriptionPrimaryEmailChangeUpdatedArgs>>;
  purchaseCardUpdated?: SubscriptionResolver<ResolversTypes['PurchaseCard'], "purchaseCardUpdated", ParentType, ContextType, Partial<SubscriptionPurchaseCardUpdatedArgs>>;
};

export type SupportUserHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupportUserHit'] = ResolversParentTypes['SupportUserHit']> = {
  buyerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  buyerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnderwritingApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnderwritingApplication'] = ResolversParentTypes['UnderwritingApplication']> = {
  businessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentTerms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedLimit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnderwritingCreditIncreaseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnderwritingCreditIncrease'] = ResolversParentTypes['UnderwritingCreditIncrease']> = {
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditApproved?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  request?: Resolver<ResolversTypes['CreditIncreaseRequest'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnderwritingQueueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnderwritingQueue'] = ResolversParentTypes['UnderwritingQueue']> = {
  applications?: Resolver<Array<ResolversTypes['UnderwritingApplication']>, ParentType, ContextType>;
  creditIncreases?: Resolver<Array<ResolversTypes['UnderwritingCreditIncrease']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UpdateInvoiceDetailsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateInvoiceDetailsResult'] = ResolversParentTypes['UpdateInvoiceDetailsResult']> = {
  failed?: Resolver<Array<ResolversTypes['InvoiceEditFailure']>, ParentType, ContextType>;
  updated?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserAdminOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserAdminOptions'] = ResolversParentTypes['UserAdminOptions']> = {
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyCreditLine?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['UserGroupOption']>, ParentType, ContextType>;
  individualCreditLimitsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inviterLimit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  isAccountAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserGroupOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserGroupOption'] = ResolversParentTypes['UserGroupOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isTopLevel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserInvitation'] = ResolversParentTypes['UserInvitation']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ActivationLinkStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserMfaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserMfa'] = ResolversParentTypes['UserMfa']> = {
  disabledUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WebhookEndpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['ApiKeyMode'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookEndpointStatus'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  AccountUser?: AccountUserResolvers<ContextType>;
  AccountUserPage?: AccountUserPageResolvers<ContextType>;
  ActivityEntry?: ActivityEntryResolvers<ContextType>;
  ActivityValue?: ActivityValueResolvers<ContextType>;
  AgingBuckets?: AgingBucketsResolvers<ContextType>;
  AgingGroup?: AgingGroupResolvers<ContextType>;
  AgingReport?: AgingReportResolvers<ContextType>;
  AllocationPreviewLine?: AllocationPreviewLineResolvers<ContextType>;
  AllocationProblem?: AllocationProblemResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  AppAlert?: AppAlertResolvers<ContextType>;
  BankAccount?: BankAccountResolvers<ContextType>;
  BankAccounts?: BankAccountsResolvers<ContextType>;
  BankMandate?: BankMandateResolvers<ContextType>;
  BankTransferInstructions?: BankTransferInstructionsResolvers<ContextType>;
  Buyer?: BuyerResolvers<ContextType>;
  BuyerPurchasePolicy?: BuyerPurchasePolicyResolvers<ContextType>;
  CardNumberChallenge?: CardNumberChallengeResolvers<ContextType>;
  ClientUser?: ClientUserResolvers<ContextType>;
  CompanyAddress?: CompanyAddressResolvers<ContextType>;
  CompanyInfo?: CompanyInfoResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  CreditIncreaseOverview?: CreditIncreaseOverviewResolvers<ContextType>;
  CreditIncreaseRequest?: CreditIncreaseRequestResolvers<ContextType>;
  CreditUsage?: CreditUsageResolvers<ContextType>;
  CreditUsedPoint?: CreditUsedPointResolvers<ContextType>;
  CsvExport?: CsvExportResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerDetail?: CustomerDetailResolvers<ContextType>;
  CustomerPreauthorization?: CustomerPreauthorizationResolvers<ContextType>;
  CustomerPreauthorizationPage?: CustomerPreauthorizationPageResolvers<ContextType>;
  CustomerUser?: CustomerUserResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DecidedApplication?: DecidedApplicationResolvers<ContextType>;
  Disbursement?: DisbursementResolvers<ContextType>;
  DisbursementPage?: DisbursementPageResolvers<ContextType>;
  DisbursementPaymentDetails?: DisbursementPaymentDetailsResolvers<ContextType>;
  Dispute?: DisputeResolvers<ContextType>;
  DisputeRules?: DisputeRulesResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  GroupDirectory?: GroupDirectoryResolvers<ContextType>;
  GroupLegalEntity?: GroupLegalEntityResolvers<ContextType>;
  GroupTotals?: GroupTotalsResolvers<ContextType>;
  GroupUser?: GroupUserResolvers<ContextType>;
  IndividualCreditLimit?: IndividualCreditLimitResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceDocument?: InvoiceDocumentResolvers<ContextType>;
  InvoiceEditFailure?: InvoiceEditFailureResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  MakePaymentResult?: MakePaymentResultResolvers<ContextType>;
  MfaSetupChallenge?: MfaSetupChallengeResolvers<ContextType>;
  MinorUnits?: GraphQLScalarType;
  ModifiableInvoice?: ModifiableInvoiceResolvers<ContextType>;
  ModifyPaymentResult?: ModifyPaymentResultResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyMfa?: MyMfaResolvers<ContextType>;
  MyProfile?: MyProfileResolvers<ContextType>;
  NotificationPreference?: NotificationPreferenceResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentApprovalChallenge?: PaymentApprovalChallengeResolvers<ContextType>;
  PaymentInvoice?: PaymentInvoiceResolvers<ContextType>;
  PaymentMethodOption?: PaymentMethodOptionResolvers<ContextType>;
  PaymentModificationLine?: PaymentModificationLineResolvers<ContextType>;
  PaymentPage?: PaymentPageResolvers<ContextType>;
  PaymentPreview?: PaymentPreviewResolvers<ContextType>;
  PortalHandoff?: PortalHandoffResolvers<ContextType>;
  PrimaryContact?: PrimaryContactResolvers<ContextType>;
  PrimaryContactOverview?: PrimaryContactOverviewResolvers<ContextType>;
  PrimaryEmailChange?: PrimaryEmailChangeResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  PurchaseCard?: PurchaseCardResolvers<ContextType>;
  PurchaseCardCreationOptions?: PurchaseCardCreationOptionsResolvers<ContextType>;
  PurchasingControls?: PurchasingControlsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RaiseDisputeResult?: RaiseDisputeResultResolvers<ContextType>;
  RegisteredAddress?: RegisteredAddressResolvers<ContextType>;
  RegisteredWebhookEndpoint?: RegisteredWebhookEndpointResolvers<ContextType>;
  RemittanceDetail?: RemittanceDetailResolvers<ContextType>;
  RevealedCardNumber?: RevealedCardNumberResolvers<ContextType>;
  SecurityQuestionSetting?: SecurityQuestionSettingResolvers<ContextType>;
  ShipToAddress?: ShipToAddressResolvers<ContextType>;
  Statement?: StatementResolvers<ContextType>;
  StatementLine?: StatementLineResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SupportUserHit?: SupportUserHitResolvers<ContextType>;
  UnderwritingApplication?: UnderwritingApplicationResolvers<ContextType>;
  UnderwritingCreditIncrease?: UnderwritingCreditIncreaseResolvers<ContextType>;
  UnderwritingQueue?: UnderwritingQueueResolvers<ContextType>;
  UpdateInvoiceDetailsResult?: UpdateInvoiceDetailsResultResolvers<ContextType>;
  UserAdminOptions?: UserAdminOptionsResolvers<ContextType>;
  UserGroupOption?: UserGroupOptionResolvers<ContextType>;
  UserInvitation?: UserInvitationResolvers<ContextType>;
  UserMfa?: UserMfaResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WhiteLabelConfig?: WhiteLabelConfigResolvers<ContextType>;
};

