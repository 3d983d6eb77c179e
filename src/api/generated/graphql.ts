import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO-8601 date-time in UTC. */
  DateTime: { input: string; output: string; }
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
  pendingPayments: Maybe<Money>;
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
  groupId: Maybe<Scalars['ID']['output']>;
  groupName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Null: none (the user draws on the company line). */
  individualCreditLimit: Maybe<Money>;
  /** The buyer's own reference for the person (unique within the account). */
  internalId: Maybe<Scalars['String']['output']>;
  invitation: Maybe<UserInvitation>;
  invoicePermissions: Array<InvoicePermission>;
  /** Spec 5: the primary user cannot be deactivated. */
  isPrimaryUser: Scalars['Boolean']['output'];
  /** The signed-in user (spec 5: one's own account cannot be deactivated). */
  isSelf: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  mfa: UserMfa;
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
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
  actorRole: Maybe<Scalars['String']['output']>;
  entityId: Scalars['String']['output'];
  entityType: Scalars['String']['output'];
  /** Leaf state names before and after, e.g. `pending` -> `applied`. */
  fromState: Maybe<Scalars['String']['output']>;
  /** `activity.<event type>`, e.g. `activity.payment.received`. */
  messageId: Scalars['String']['output'];
  occurredAt: Scalars['DateTime']['output'];
  seq: Scalars['Int']['output'];
  toState: Maybe<Scalars['String']['output']>;
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
  groupId: Maybe<Scalars['ID']['output']>;
  groupName: Maybe<Scalars['String']['output']>;
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
  invoiceNumber: Maybe<Scalars['String']['output']>;
  invoiceStatus: Maybe<ChargeStatus>;
  remainingAfter: Money;
  remainingBefore: Money;
  /** The invoice's status once the payment is made (pendingPayment when it is paid in full). */
  statusAfter: Maybe<ChargeStatus>;
};

export type AllocationProblem = {
  __typename?: 'AllocationProblem';
  code: AllocationProblemCode;
  /** The invoice the problem is about, when it is about one. */
  invoiceId: Maybe<Scalars['ID']['output']>;
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
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  mode: ApiKeyMode;
  name: Scalars['String']['output'];
  /** The key's first characters, to tell keys apart; the whole key is shown only once, when created. */
  prefix: Scalars['String']['output'];
  revokedAt: Maybe<Scalars['DateTime']['output']>;
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
  targetCountry: Maybe<Scalars['String']['output']>;
  targetProgramId: Maybe<Scalars['ID']['output']>;
  targetPublic: Scalars['Boolean']['output'];
  targetRole: Maybe<Scalars['String']['output']>;
  targetScreen: Maybe<Scalars['String']['output']>;
  targetUserType: Maybe<Scalars['String']['output']>;
  titleIntlKey: Scalars['String']['output'];
  urlLink: Maybe<Scalars['String']['output']>;
};

/** Spec 3 Bank account. Account numbers and IBANs are only ever shown partially. */
export type BankAccount = {
  __typename?: 'BankAccount';
  accountName: Scalars['String']['output'];
  autoPay: Scalars['Boolean']['output'];
  bankName: Scalars['String']['output'];
  bankingCountry: Scalars['String']['output'];
  /** Sort code (GB), BSB (AU), branch number (CA) or routing number (US). */
  branchCode: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** YYYY-MM-DD: when the direct-debit mandate was signed by the buyer. */
  directDebitSignatureDate: Scalars['String']['output'];
  holderName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mandate: BankMandate;
  /** e.g. ••••6789 (non-IBAN accounts). */
  maskedAccountNumber: Maybe<Scalars['String']['output']>;
  /** e.g. DE89 •••• 3000 (IBAN accounts). */
  partialIban: Maybe<Scalars['String']['output']>;
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
  cancelledAt: Maybe<Scalars['DateTime']['output']>;
  failedAt: Maybe<Scalars['DateTime']['output']>;
  /** Why the bank refused it (a code, e.g. bankDeclined). */
  failureReason: Maybe<Scalars['String']['output']>;
  /** The mandate reference the bank knows it by. */
  reference: Scalars['String']['output'];
  /** Failed mandates: when a new attempt is accepted (15 minutes after the failure). */
  retryAvailableAt: Maybe<Scalars['DateTime']['output']>;
  signedAt: Maybe<Scalars['DateTime']['output']>;
  status: MandateStatus;
};

/** Where to send a bank transfer: the program's remittance details plus the reference to quote. */
export type BankTransferInstructions = {
  __typename?: 'BankTransferInstructions';
  accountName: Maybe<Scalars['String']['output']>;
  accountNumber: Maybe<Scalars['String']['output']>;
  amount: Money;
  bankName: Maybe<Scalars['String']['output']>;
  bic: Maybe<Scalars['String']['output']>;
  /** Every remittance detail of the program, in its stored order (for details this type does not name). */
  details: Array<RemittanceDetail>;
  iban: Maybe<Scalars['String']['output']>;
  /** Quote this in the transfer's reference. */
  reference: Scalars['String']['output'];
  referenceInstructions: Maybe<Scalars['String']['output']>;
  routingNumber: Maybe<Scalars['String']['output']>;
  sortCode: Maybe<Scalars['String']['output']>;
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
  buyerPurchasePolicy: Maybe<BuyerPurchasePolicy>;
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
  maxValue: Maybe<Money>;
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
  line2: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
  zip: Scalars['String']['output'];
};

/** Spec 2 company info: the buyer's profile and identifiers. */
export type CompanyInfo = {
  __typename?: 'CompanyInfo';
  /** The business address (the buyer changes it); null when none is on file yet. */
  address: Maybe<CompanyAddress>;
  /** The legal business name (program-only; at most 64 characters). */
  businessName: Scalars['String']['output'];
  buyerId: Scalars['ID']['output'];
  /** May the viewer change the profile (Buyer:Administrator of this buyer)? */
  canEditProfile: Scalars['Boolean']['output'];
  /** ISO 3166 alpha-2 (program-only). */
  country: Scalars['String']['output'];
  /** Company registration number (program-only). */
  registrationNumber: Maybe<Scalars['String']['output']>;
  /** Tax ID (program-only; a US tax ID is its 9 digits). */
  taxId: Maybe<Scalars['String']['output']>;
  /** The name the company trades under (at most 64 characters; the buyer changes it). */
  tradingName: Maybe<Scalars['String']['output']>;
  /** When the profile or identifiers last changed. */
  updatedAt: Maybe<Scalars['DateTime']['output']>;
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
  lastDecided: Maybe<CreditIncreaseRequest>;
  /** The one pending request (spec 4: only one pending request is shown). */
  pending: Maybe<CreditIncreaseRequest>;
};

/** Spec 3 Credit limit increase request, with underwriting's decision. */
export type CreditIncreaseRequest = {
  __typename?: 'CreditIncreaseRequest';
  /** What underwriting granted; less than requested is a partial approval. Null unless approved. */
  approvedAmount: Maybe<Money>;
  creditLimitAfter: Maybe<Money>;
  /** The buyer's credit line just before and after the decision. */
  creditLimitBefore: Maybe<Money>;
  decidedAt: Maybe<Scalars['DateTime']['output']>;
  /** Why underwriting declined (a code, e.g. amountAboveCreditLimit: message creditIncrease.declineReason.<code>). */
  declineReason: Maybe<Scalars['String']['output']>;
  endDate: Maybe<Scalars['String']['output']>;
  /** Temporary increases: when the increase stops counting (00:00 UTC of the day after endDate); null for permanent ones. */
  endsAt: Maybe<Scalars['DateTime']['output']>;
  /** submittedAt + 24 hours (spec 9: response up to 24 hours). */
  expectedDecisionBy: Scalars['DateTime']['output'];
  /** When a temporary increase ended and the credit line was lowered again by the approved amount. */
  expiredAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Still pending after the 24-hour window (display only). */
  overdue: Scalars['Boolean']['output'];
  reason: Maybe<Scalars['String']['output']>;
  /** The increase asked for, in the buyer's currency. */
  requestedAmount: Money;
  /** YYYY-MM-DD, temporary requests only. */
  startDate: Maybe<Scalars['String']['output']>;
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
  buyerId: Maybe<Scalars['ID']['output']>;
  clientId: Maybe<Scalars['ID']['output']>;
  clientReferenceBuyerId: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  customerAccountName: Maybe<Scalars['String']['output']>;
  customerId: Maybe<Scalars['ID']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  language: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  parentUserId: Maybe<Scalars['ID']['output']>;
  phone: Maybe<Scalars['String']['output']>;
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
  clientReferenceBuyerId: Maybe<Scalars['String']['output']>;
  clientReferenceId: Maybe<Scalars['String']['output']>;
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
  suspensionReason: Maybe<Scalars['String']['output']>;
  /** Payment terms, e.g. Net30. */
  terms: Scalars['String']['output'];
};

/** A customer's detail page. */
export type CustomerDetail = {
  __typename?: 'CustomerDetail';
  customer: Customer;
  /** The credit-limit increase waiting for underwriting, if any. */
  pendingCreditIncrease: Maybe<CreditIncreaseRequest>;
  /** The primary e-mail change waiting for support, if any. */
  pendingEmailChange: Maybe<PrimaryEmailChange>;
  users: Array<CustomerUser>;
};

/** Spec 3 Preauthorization: a hold on the buyer's available credit asked through the seller API. */
export type CustomerPreauthorization = {
  __typename?: 'CustomerPreauthorization';
  /** The requested amount. */
  amount: Money;
  /** What was captured as a sale; null unless captured. */
  capturedAmount: Maybe<Money>;
  /** The invoice number of the sale charge a capture created; null otherwise. */
  chargeInvoiceNumber: Maybe<Scalars['String']['output']>;
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
  mfaMethod: Maybe<Scalars['String']['output']>;
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
  closedAt: Maybe<Scalars['DateTime']['output']>;
  comment: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invoiceId: Scalars['ID']['output'];
  invoiceNumber: Scalars['String']['output'];
  raisedAt: Scalars['DateTime']['output'];
  /** Name of the user who raised it, when known. */
  raisedBy: Maybe<Scalars['String']['output']>;
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
  admin: Maybe<GroupUser>;
  adminEmail: Maybe<Scalars['String']['output']>;
  billTo: GroupBillTo;
  billingContactName: Maybe<Scalars['String']['output']>;
  billingEmail: Maybe<Scalars['String']['output']>;
  /** May the viewer edit it, add sub-groups below it and move users into or out of it? */
  canManage: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: GroupKind;
  legalEntity: Maybe<GroupLegalEntity>;
  name: Scalars['String']['output'];
  /** Null for the top-level group. */
  parentGroupId: Maybe<Scalars['ID']['output']>;
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
  dba: Maybe<Scalars['String']['output']>;
  legalName: Scalars['String']['output'];
  registrationNumber: Scalars['String']['output'];
  /** Null for the top-level group. */
  relationToParent: Maybe<GroupRelationToParent>;
  taxId: Scalars['String']['output'];
  tradingName: Maybe<Scalars['String']['output']>;
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
  groupId: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  roles: Array<Scalars['String']['output']>;
  status: UserStatus;
};

/** A user's individual credit limit after a change. */
export type IndividualCreditLimit = {
  __typename?: 'IndividualCreditLimit';
  limit: Maybe<Money>;
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
  buyerUserName: Maybe<Scalars['String']['output']>;
  consolidated: Scalars['Boolean']['output'];
  currency: Scalars['String']['output'];
  customerGroupName: Maybe<Scalars['String']['output']>;
  /** The invoice's PDF document (spec 4 'Invoice edits and disputes'). */
  document: InvoiceDocument;
  /** YYYY-MM-DD. */
  dueDate: Scalars['String']['output'];
  /** Collections Fee, Failed Payment Fee or Late Fee; fees only. */
  feeType: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invoiceNumber: Scalars['String']['output'];
  invoiceStatus: ChargeStatus;
  invoiceTotal: Money;
  invoiceType: InvoiceType;
  /** Unpaid and past its due date (or in status pastDue), as of today on the server. */
  isPastDue: Scalars['Boolean']['output'];
  notes: Maybe<Scalars['String']['output']>;
  /** Can be selected on Make Payment now (payable status, something left to pay). */
  payable: Scalars['Boolean']['output'];
  poNumber: Maybe<Scalars['String']['output']>;
  /** What is still owed (after payments, including pending ones). */
  remainingDue: Money;
  supplierName: Scalars['String']['output'];
  transactionType: TransactionType;
};

export type InvoiceDocument = {
  __typename?: 'InvoiceDocument';
  status: InvoiceDocumentStatus;
  /** Same-origin address of the PDF (GET, session cookie); null unless ready. */
  url: Maybe<Scalars['String']['output']>;
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
  invoiceNumber: Maybe<Scalars['String']['output']>;
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
  path: InputMaybe<Scalars['String']['input']>;
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
  target: InputMaybe<Scalars['String']['input']>;
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
  target: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

/** The signed-in user's own 2-step verification. */
export type MyMfa = {
  __typename?: 'MyMfa';
  /** May this user set 2-step verification up (the program has MFA enabled; not single sign-on users)? */
  canSetUp: Scalars['Boolean']['output'];
  /** An administrator's temporary disable ends here; null when none is running. */
  disabledUntil: Maybe<Scalars['DateTime']['output']>;
  /** email or sms; null when not set up. */
  method: Maybe<Scalars['String']['output']>;
  /** Does the program ask for a code at sign-in (mfaEnabled and mfaAtLogin)? */
  requiredAtSignIn: Scalars['Boolean']['output'];
  /** Where codes go, partly hidden. */
  sentTo: Maybe<Scalars['String']['output']>;
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
  language: Maybe<Scalars['String']['output']>;
  /** Languages the program offers (the picker's choices). */
  languages: Array<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  /** Every topic on every channel, defaults included. */
  notifications: Array<NotificationPreference>;
  phone: Maybe<Scalars['String']['output']>;
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
  deliveredAt: Maybe<Scalars['DateTime']['output']>;
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
  endCursor: Maybe<Scalars['String']['output']>;
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
  bankTransferInstructions: Maybe<BankTransferInstructions>;
  createdAt: Scalars['DateTime']['output'];
  failureReason: Maybe<FailedPaymentReason>;
  id: Scalars['ID']['output'];
  invoices: Array<PaymentInvoice>;
  /** When its remainder was last applied with Modify payment; null when never. */
  lastModifiedAt: Maybe<Scalars['DateTime']['output']>;
  /** Name of the user who made it, when known. */
  madeBy: Maybe<Scalars['String']['output']>;
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
  accountLabel: Maybe<Scalars['String']['output']>;
  available: Scalars['Boolean']['output'];
  method: PaymentMethod;
  /** Why not, when unavailable (a message id, e.g. payments.method.noDirectDebitAccount). */
  unavailableReasonId: Maybe<Scalars['String']['output']>;
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
  phone: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

/** What the Primary Contact page shows. */
export type PrimaryContactOverview = {
  __typename?: 'PrimaryContactOverview';
  /** May the viewer request a change (Buyer:Administrator of this buyer)? */
  canRequestChange: Scalars['Boolean']['output'];
  /** The buyer's primary contact (the first active user with contact type primary); null when there is none. */
  contact: Maybe<PrimaryContact>;
  /** The most recently decided change. */
  lastDecided: Maybe<PrimaryEmailChange>;
  /** The change waiting for support's decision. */
  pending: Maybe<PrimaryEmailChange>;
};

/** A request to change the primary contact's e-mail (spec 4: decided within 48 hours). */
export type PrimaryEmailChange = {
  __typename?: 'PrimaryEmailChange';
  contactUserId: Scalars['ID']['output'];
  /** The contact's e-mail when the change was requested. */
  currentEmail: Scalars['String']['output'];
  decidedAt: Maybe<Scalars['DateTime']['output']>;
  /** submittedAt + 48 hours (spec 9). */
  expectedDecisionBy: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  newEmail: Scalars['String']['output'];
  /** Still undecided after the 48-hour window (display only). */
  overdue: Scalars['Boolean']['output'];
  /** Why support rejected it (a code, message company.primaryContact.rejectionReason.<code>). */
  rejectionReason: Maybe<Scalars['String']['output']>;
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
  activatedAt: Maybe<Scalars['DateTime']['output']>;
  businessName: Maybe<Scalars['String']['output']>;
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
  creationFailure: Maybe<Scalars['String']['output']>;
  groupName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The cardholder's individual credit limit; null when none (the company line applies). */
  individualCreditLimit: Maybe<Money>;
  /** Last four digits, once the card issuer has created the card. The full number is never in this type. */
  last4: Maybe<Scalars['String']['output']>;
  lockReason: Maybe<CardReason>;
  /** What the cardholder's open charges owe. */
  openCharges: Money;
  /** Spec 5: a limit lowered below open charges blocks further purchases. */
  purchasesBlocked: Scalars['Boolean']['output'];
  shipTo: Maybe<ShipToAddress>;
  shippedAt: Maybe<Scalars['DateTime']['output']>;
  status: PurchaseCardStatus;
  terminatedAt: Maybe<Scalars['DateTime']['output']>;
  /** Name of the user who terminated it. */
  terminatedBy: Maybe<Scalars['String']['output']>;
  terminationReason: Maybe<CardReason>;
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
  currentLimit: Maybe<Money>;
  firstName: Scalars['String']['output'];
  individualCreditLimitsEnabled: Scalars['Boolean']['output'];
  /** The inviter's own limit (spec 5), null when none. */
  inviterLimit: Maybe<Money>;
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
  cardReturnAddress: Maybe<ShipToAddress>;
  /** The company credit line (credit approved): the ceiling of individual limits and the purchase policy. */
  companyCreditLine: Money;
  individualCreditLimits: FeatureSwitch;
  purchaseCards: FeatureSwitch;
  /** Spec 3 buyerPurchasePolicy.maxValue: the most one purchase may be; null when not capped. */
  purchasePolicyMaxValue: Maybe<Money>;
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
  accountUser: Maybe<AccountUser>;
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
  buyer: Maybe<Buyer>;
  /** The seller's own users (clientAdministrator only). */
  clientUsers: Array<ClientUser>;
  /** The buyer's company info (Buyer:Administrator; seller and staff users read-only). */
  companyInfo: CompanyInfo;
  /** The buyer's credit line and credit-limit increase requests (Buyer:Administrator; seller and staff users read-only). */
  creditIncreaseOverview: CreditIncreaseOverview;
  /** One request; null when not found or not visible (same audience as creditIncreaseOverview). */
  creditIncreaseRequest: Maybe<CreditIncreaseRequest>;
  /** Account Overview's chart: credit used at each of the last 12 month ends, and the aging split. */
  creditUsage: CreditUsage;
  /** Alerts targeting this user's type, role, country and program. */
  currentAppAlerts: Array<AppAlert>;
  /** The signed-in user. `buyerId` selects one of the user's buyer accounts; absent means the all-zero id (the user's default). */
  currentUser: CurrentUser;
  /** One customer; null when not found or not of the viewer's program. Same audience as customers. */
  customer: Maybe<CustomerDetail>;
  /** A customer's preauthorizations, newest first: offset (default 0), limit (default 10, at most 50). Null when the customer is not found or not of the viewer's program. Same audience as customer. */
  customerPreauthorizations: Maybe<CustomerPreauthorizationPage>;
  /** The program's customers, newest first, at most 200; search matches name, client reference ids or a user's e-mail; status filters. clientAdministrator, accountManager, staff. */
  customers: Array<Customer>;
  /** One payout of the program; null when there is none with this id. */
  disbursement: Maybe<Disbursement>;
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
  invoice: Maybe<Invoice>;
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
  mySecurityQuestion: Maybe<SecurityQuestionSetting>;
  /** One payment; null when not found. */
  payment: Maybe<Payment>;
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
  primaryEmailChange: Maybe<PrimaryEmailChange>;
  /** The program (white-label) the user belongs to. */
  program: Program;
  /** One card the viewer may see; null otherwise. */
  purchaseCard: Maybe<PurchaseCard>;
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
  before: InputMaybe<Scalars['Int']['input']>;
  buyerId: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAccountOverviewArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAccountUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAccountUsersArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
  filter: InputMaybe<UserFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  sort: InputMaybe<UserSort>;
};


export type QueryAccountUsersCsvArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
  filter: InputMaybe<UserFilter>;
  sort: InputMaybe<UserSort>;
};


export type QueryAgingReportArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBankAccountsArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBuyerArgs = {
  fetchLatestExternalData: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryCompanyInfoArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCreditIncreaseOverviewArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCreditIncreaseRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCreditUsageArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCurrentUserArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomerPreauthorizationsArgs = {
  customerId: Scalars['ID']['input'];
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCustomersArgs = {
  search: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<Scalars['String']['input']>;
};


export type QueryDisbursementArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDisbursementsArgs = {
  filter: InputMaybe<DisbursementFilter>;
  page: InputMaybe<PageInput>;
};


export type QueryDisbursementsCsvArgs = {
  filter: InputMaybe<DisbursementFilter>;
};


export type QueryDisputeRulesArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
  invoiceId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryDisputesArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGroupDirectoryArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvoicesArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
  filter: InputMaybe<InvoiceFilter>;
  page: InputMaybe<PageInput>;
  sort: InputMaybe<InvoiceSort>;
};


export type QueryInvoicesCsvArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
  filter: InputMaybe<InvoiceFilter>;
  sort: InputMaybe<InvoiceSort>;
};


export type QueryMyOutboxArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPaymentApprovalRequiredArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPaymentMethodsArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPaymentModificationCandidatesArgs = {
  paymentId: Scalars['ID']['input'];
};


export type QueryPaymentPreviewArgs = {
  input: PaymentPreviewInput;
};


export type QueryPaymentsArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
  filter: InputMaybe<PaymentFilter>;
  page: InputMaybe<PageInput>;
};


export type QueryPrimaryContactArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPrimaryEmailChangeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPurchaseCardArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPurchaseCardCreationOptionsArgs = {
  userId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPurchaseCardsArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
  mine: InputMaybe<Scalars['Boolean']['input']>;
  tab: PurchaseCardTab;
  userId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPurchasingControlsArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryStatementArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QuerySupportFindUsersArgs = {
  search: Scalars['String']['input'];
};


export type QueryUserAdminOptionsArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryWebhookDeliveriesArgs = {
  endpointId: InputMaybe<Scalars['ID']['input']>;
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
  line2: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
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
  attentionTo: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  line1: Scalars['String']['output'];
  line2: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
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
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionChargeCreatedArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionCreditIncreaseUpdatedArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionInvoiceDocumentUpdatedArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionPaymentUpdatedArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionPrimaryEmailChangeUpdatedArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionPurchaseCardUpdatedArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};

/** A user found by the support console. */
export type SupportUserHit = {
  __typename?: 'SupportUserHit';
  /** The user's buyer (null for seller and staff users). */
  buyerId: Maybe<Scalars['ID']['output']>;
  buyerName: Maybe<Scalars['String']['output']>;
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
  inviterLimit: Maybe<Money>;
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
  disabledUntil: Maybe<Scalars['DateTime']['output']>;
  /** sms or email; null when the user has not set up 2-step verification. */
  method: Maybe<Scalars['String']['output']>;
  target: Maybe<Scalars['String']['output']>;
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
  deliveredAt: Maybe<Scalars['DateTime']['output']>;
  endpointId: Scalars['ID']['output'];
  eventId: Scalars['String']['output'];
  eventType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastError: Maybe<Scalars['String']['output']>;
  lastStatusCode: Maybe<Scalars['Int']['output']>;
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

export type AccountActivityQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  before: InputMaybe<Scalars['Int']['input']>;
}>;


export type AccountActivityQuery = { __typename?: 'Query', accountActivity: { __typename?: 'AccountActivityPage', hasMore: boolean, entries: Array<{ __typename?: 'ActivityEntry', seq: number, occurredAt: string, actorRole: string | null, entityType: string, entityId: string, messageId: string, fromState: string | null, toState: string | null, values: Array<{ __typename?: 'ActivityValue', name: string, value: string }> }> } };

export type AgingReportQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type AgingReportQuery = { __typename?: 'Query', agingReport: { __typename?: 'AgingReport', scope: ChargeScope, asOf: string, totals: { __typename?: 'AgingBuckets', current: { __typename?: 'Money', amountMinor: number, currency: string }, days1to30: { __typename?: 'Money', amountMinor: number, currency: string }, days31to60: { __typename?: 'Money', amountMinor: number, currency: string }, days61to90: { __typename?: 'Money', amountMinor: number, currency: string }, over90: { __typename?: 'Money', amountMinor: number, currency: string }, total: { __typename?: 'Money', amountMinor: number, currency: string } }, groups: Array<{ __typename?: 'AgingGroup', groupId: string | null, groupName: string | null, buckets: { __typename?: 'AgingBuckets', current: { __typename?: 'Money', amountMinor: number, currency: string }, days1to30: { __typename?: 'Money', amountMinor: number, currency: string }, days31to60: { __typename?: 'Money', amountMinor: number, currency: string }, days61to90: { __typename?: 'Money', amountMinor: number, currency: string }, over90: { __typename?: 'Money', amountMinor: number, currency: string }, total: { __typename?: 'Money', amountMinor: number, currency: string } } }> } };

export type BankAccountRowFragment = { __typename?: 'BankAccount', id: string, holderName: string, accountName: string, bankName: string, bankingCountry: string, currency: string, scheme: BankingScheme, maskedAccountNumber: string | null, branchCode: string | null, partialIban: string | null, autoPay: boolean, directDebitSignatureDate: string, status: BankAccountStatus, createdAt: string, mandate: { __typename?: 'BankMandate', status: MandateStatus, reference: string, signedAt: string | null, failedAt: string | null, failureReason: string | null, cancelledAt: string | null, retryAvailableAt: string | null, auddis: boolean } };

export type BankAccountsQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type BankAccountsQuery = { __typename?: 'Query', bankAccounts: { __typename?: 'BankAccounts', canManage: boolean, autoPayRequired: boolean, now: string, viewerUserId: string, accounts: Array<{ __typename?: 'BankAccount', id: string, holderName: string, accountName: string, bankName: string, bankingCountry: string, currency: string, scheme: BankingScheme, maskedAccountNumber: string | null, branchCode: string | null, partialIban: string | null, autoPay: boolean, directDebitSignatureDate: string, status: BankAccountStatus, createdAt: string, mandate: { __typename?: 'BankMandate', status: MandateStatus, reference: string, signedAt: string | null, failedAt: string | null, failureReason: string | null, cancelledAt: string | null, retryAvailableAt: string | null, auddis: boolean } }> } };

export type AddBankAccountMutationVariables = Exact<{
  input: AddBankAccountInput;
}>;


export type AddBankAccountMutation = { __typename?: 'Mutation', addBankAccount: { __typename?: 'BankAccount', id: string, holderName: string, accountName: string, bankName: string, bankingCountry: string, currency: string, scheme: BankingScheme, maskedAccountNumber: string | null, branchCode: string | null, partialIban: string | null, autoPay: boolean, directDebitSignatureDate: string, status: BankAccountStatus, createdAt: string, mandate: { __typename?: 'BankMandate', status: MandateStatus, reference: string, signedAt: string | null, failedAt: string | null, failureReason: string | null, cancelledAt: string | null, retryAvailableAt: string | null, auddis: boolean } } };

export type SetBankAccountAutoPayMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  autoPay: Scalars['Boolean']['input'];
}>;


export type SetBankAccountAutoPayMutation = { __typename?: 'Mutation', setBankAccountAutoPay: { __typename?: 'BankAccount', id: string, holderName: string, accountName: string, bankName: string, bankingCountry: string, currency: string, scheme: BankingScheme, maskedAccountNumber: string | null, branchCode: string | null, partialIban: string | null, autoPay: boolean, directDebitSignatureDate: string, status: BankAccountStatus, createdAt: string, mandate: { __typename?: 'BankMandate', status: MandateStatus, reference: string, signedAt: string | null, failedAt: string | null, failureReason: string | null, cancelledAt: string | null, retryAvailableAt: string | null, auddis: boolean } } };

export type BankAccountUpdatedSubscriptionVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type BankAccountUpdatedSubscription = { __typename?: 'Subscription', bankAccountUpdated: { __typename?: 'BankAccount', id: string, holderName: string, accountName: string, bankName: string, bankingCountry: string, currency: string, scheme: BankingScheme, maskedAccountNumber: string | null, branchCode: string | null, partialIban: string | null, autoPay: boolean, directDebitSignatureDate: string, status: BankAccountStatus, createdAt: string, mandate: { __typename?: 'BankMandate', status: MandateStatus, reference: string, signedAt: string | null, failedAt: string | null, failureReason: string | null, cancelledAt: string | null, retryAvailableAt: string | null, auddis: boolean } } };

export type CompanyInfoFieldsFragment = { __typename?: 'CompanyInfo', buyerId: string, businessName: string, tradingName: string | null, country: string, registrationNumber: string | null, taxId: string | null, updatedAt: string | null, canEditProfile: boolean, address: { __typename?: 'CompanyAddress', line1: string, line2: string | null, city: string, state: string | null, zip: string, country: string } | null };

export type PrimaryEmailChangeFieldsFragment = { __typename?: 'PrimaryEmailChange', id: string, contactUserId: string, currentEmail: string, newEmail: string, status: PrimaryEmailChangeStatus, submittedAt: string, expectedDecisionBy: string, overdue: boolean, decidedAt: string | null, rejectionReason: string | null };

export type CompanyInfoQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type CompanyInfoQuery = { __typename?: 'Query', companyInfo: { __typename?: 'CompanyInfo', buyerId: string, businessName: string, tradingName: string | null, country: string, registrationNumber: string | null, taxId: string | null, updatedAt: string | null, canEditProfile: boolean, address: { __typename?: 'CompanyAddress', line1: string, line2: string | null, city: string, state: string | null, zip: string, country: string } | null } };

export type UpdateCompanyProfileMutationVariables = Exact<{
  input: UpdateCompanyProfileInput;
}>;


export type UpdateCompanyProfileMutation = { __typename?: 'Mutation', updateCompanyProfile: { __typename?: 'CompanyInfo', buyerId: string, businessName: string, tradingName: string | null, country: string, registrationNumber: string | null, taxId: string | null, updatedAt: string | null, canEditProfile: boolean, address: { __typename?: 'CompanyAddress', line1: string, line2: string | null, city: string, state: string | null, zip: string, country: string } | null } };

export type PrimaryContactQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type PrimaryContactQuery = { __typename?: 'Query', primaryContact: { __typename?: 'PrimaryContactOverview', canRequestChange: boolean, contact: { __typename?: 'PrimaryContact', userId: string, name: string, email: string, phone: string | null } | null, pending: { __typename?: 'PrimaryEmailChange', id: string, contactUserId: string, currentEmail: string, newEmail: string, status: PrimaryEmailChangeStatus, submittedAt: string, expectedDecisionBy: string, overdue: boolean, decidedAt: string | null, rejectionReason: string | null } | null, lastDecided: { __typename?: 'PrimaryEmailChange', id: string, contactUserId: string, currentEmail: string, newEmail: string, status: PrimaryEmailChangeStatus, submittedAt: string, expectedDecisionBy: string, overdue: boolean, decidedAt: string | null, rejectionReason: string | null } | null } };

export type RequestPrimaryEmailChangeMutationVariables = Exact<{
  input: RequestPrimaryEmailChangeInput;
}>;


export type RequestPrimaryEmailChangeMutation = { __typename?: 'Mutation', requestPrimaryEmailChange: { __typename?: 'PrimaryEmailChange', id: string, contactUserId: string, currentEmail: string, newEmail: string, status: PrimaryEmailChangeStatus, submittedAt: string, expectedDecisionBy: string, overdue: boolean, decidedAt: string | null, rejectionReason: string | null } };

export type PrimaryEmailChangeUpdatedSubscriptionVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type PrimaryEmailChangeUpdatedSubscription = { __typename?: 'Subscription', primaryEmailChangeUpdated: { __typename?: 'PrimaryEmailChange', id: string, contactUserId: string, currentEmail: string, newEmail: string, status: PrimaryEmailChangeStatus, submittedAt: string, expectedDecisionBy: string, overdue: boolean, decidedAt: string | null, rejectionReason: string | null } };

export type CreditIncreaseFieldsFragment = { __typename?: 'CreditIncreaseRequest', id: string, type: CreditIncreaseType, startDate: string | null, endDate: string | null, reason: string | null, status: CreditIncreaseStatus, submittedAt: string, expectedDecisionBy: string, overdue: boolean, decidedAt: string | null, declineReason: string | null, endsAt: string | null, expiredAt: string | null, requestedAmount: { __typename?: 'Money', amountMinor: number, currency: string }, approvedAmount: { __typename?: 'Money', amountMinor: number, currency: string } | null, creditLimitAfter: { __typename?: 'Money', amountMinor: number, currency: string } | null };

export type CreditIncreaseOverviewQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type CreditIncreaseOverviewQuery = { __typename?: 'Query', creditIncreaseOverview: { __typename?: 'CreditIncreaseOverview', creditApproved: { __typename?: 'Money', amountMinor: number, currency: string }, pending: { __typename?: 'CreditIncreaseRequest', id: string, type: CreditIncreaseType, startDate: string | null, endDate: string | null, reason: string | null, status: CreditIncreaseStatus, submittedAt: string, expectedDecisionBy: string, overdue: boolean, decidedAt: string | null, declineReason: string | null, endsAt: string | null, expiredAt: string | null, requestedAmount: { __typename?: 'Money', amountMinor: number, currency: string }, approvedAmount: { __typename?: 'Money', amountMinor: number, currency: string } | null, creditLimitAfter: { __typename?: 'Money', amountMinor: number, currency: string } | null } | null, lastDecided: { __typename?: 'CreditIncreaseRequest', id: string, type: CreditIncreaseType, startDate: string | null, endDate: string | null, reason: string | null, status: CreditIncreaseStatus, submittedAt: string, expectedDecisionBy: string, overdue: boolean, decidedAt: string | null, declineReason: string | null, endsAt: string | null, expiredAt: string | null, requestedAmount: { __typename?: 'Money', amountMinor: number, currency: string }, approvedAmount: { __typename?: 'Money', amountMinor: number, currency: string } | null, creditLimitAfter: { __typename?: 'Money', amountMinor: number, currency: string } | null } | null } };

export type RequestCreditIncreaseMutationVariables = Exact<{
  input: RequestCreditIncreaseInput;
}>;


export type RequestCreditIncreaseMutation = { __typename?: 'Mutation', requestCreditIncrease: { __typename?: 'CreditIncreaseRequest', id: string, type: CreditIncreaseType, startDate: string | null, endDate: string | null, reason: string | null, status: CreditIncreaseStatus, submittedAt: string, expectedDecisionBy: string, overdue: boolean, decidedAt: string | null, declineReason: string | null, endsAt: string | null, expiredAt: string | null, requestedAmount: { __typename?: 'Money', amountMinor: number, currency: string }, approvedAmount: { __typename?: 'Money', amountMinor: number, currency: string } | null, creditLimitAfter: { __typename?: 'Money', amountMinor: number, currency: string } | null } };

export type CreditIncreaseUpdatedSubscriptionVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type CreditIncreaseUpdatedSubscription = { __typename?: 'Subscription', creditIncreaseUpdated: { __typename?: 'CreditIncreaseRequest', id: string, type: CreditIncreaseType, startDate: string | null, endDate: string | null, reason: string | null, status: CreditIncreaseStatus, submittedAt: string, expectedDecisionBy: string, overdue: boolean, decidedAt: string | null, declineReason: string | null, endsAt: string | null, expiredAt: string | null, requestedAmount: { __typename?: 'Money', amountMinor: number, currency: string }, approvedAmount: { __typename?: 'Money', amountMinor: number, currency: string } | null, creditLimitAfter: { __typename?: 'Money', amountMinor: number, currency: string } | null } };

export type CreditUsageQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type CreditUsageQuery = { __typename?: 'Query', creditUsage: { __typename?: 'CreditUsage', months: Array<{ __typename?: 'CreditUsedPoint', date: string, used: { __typename?: 'Money', amountMinor: number, currency: string } }>, aging: { __typename?: 'AgingBuckets', current: { __typename?: 'Money', amountMinor: number, currency: string }, days1to30: { __typename?: 'Money', amountMinor: number, currency: string }, days31to60: { __typename?: 'Money', amountMinor: number, currency: string }, days61to90: { __typename?: 'Money', amountMinor: number, currency: string }, over90: { __typename?: 'Money', amountMinor: number, currency: string }, total: { __typename?: 'Money', amountMinor: number, currency: string } } } };

export type CurrentUserQueryVariables = Exact<{
  buyerId: Scalars['ID']['input'];
  includeBuyer: Scalars['Boolean']['input'];
}>;


export type CurrentUserQuery = { __typename?: 'Query', currentUser: { __typename?: 'CurrentUser', id: string, role: Array<string>, userType: string, email: string, buyerId: string | null, clientId: string | null, customerId: string | null, customerAccountName: string | null, ssoStatus: SsoStatus }, buyer?: { __typename?: 'Buyer', id: string, businessCountry: string } | null };

export type ApiKeyFieldsFragment = { __typename?: 'ApiKey', id: string, name: string, mode: ApiKeyMode, scopes: Array<string>, prefix: string, status: ApiKeyStatus, createdAt: string, lastUsedAt: string | null };

export type WebhookEndpointFieldsFragment = { __typename?: 'WebhookEndpoint', id: string, url: string, mode: ApiKeyMode, eventTypes: Array<string>, status: WebhookEndpointStatus };

export type DevelopersPageQueryVariables = Exact<{ [key: string]: never; }>;


export type DevelopersPageQuery = { __typename?: 'Query', apiKeys: Array<{ __typename?: 'ApiKey', id: string, name: string, mode: ApiKeyMode, scopes: Array<string>, prefix: string, status: ApiKeyStatus, createdAt: string, lastUsedAt: string | null }>, webhookEndpoints: Array<{ __typename?: 'WebhookEndpoint', id: string, url: string, mode: ApiKeyMode, eventTypes: Array<string>, status: WebhookEndpointStatus }>, webhookDeliveries: Array<{ __typename?: 'WebhookDelivery', id: string, endpointId: string, eventId: string, eventType: string, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, createdAt: string }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { __typename?: 'Mutation', createApiKey: { __typename?: 'CreatedApiKey', secret: string, apiKey: { __typename?: 'ApiKey', id: string, name: string, mode: ApiKeyMode, scopes: Array<string>, prefix: string, status: ApiKeyStatus, createdAt: string, lastUsedAt: string | null } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiKeyMutation = { __typename?: 'Mutation', revokeApiKey: { __typename?: 'ApiKey', id: string, name: string, mode: ApiKeyMode, scopes: Array<string>, prefix: string, status: ApiKeyStatus, createdAt: string, lastUsedAt: string | null } };

export type RegisterWebhookEndpointMutationVariables = Exact<{
  input: RegisterWebhookEndpointInput;
}>;


export type RegisterWebhookEndpointMutation = { __typename?: 'Mutation', registerWebhookEndpoint: { __typename?: 'RegisteredWebhookEndpoint', signingSecret: string, endpoint: { __typename?: 'WebhookEndpoint', id: string, url: string, mode: ApiKeyMode, eventTypes: Array<string>, status: WebhookEndpointStatus } } };

export type SetWebhookEndpointEnabledMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
}>;


export type SetWebhookEndpointEnabledMutation = { __typename?: 'Mutation', setWebhookEndpointEnabled: { __typename?: 'WebhookEndpoint', id: string, url: string, mode: ApiKeyMode, eventTypes: Array<string>, status: WebhookEndpointStatus } };

export type DisbursementsQueryVariables = Exact<{
  filter: InputMaybe<DisbursementFilter>;
  page: InputMaybe<PageInput>;
}>;


export type DisbursementsQuery = { __typename?: 'Query', disbursements: { __typename?: 'DisbursementPage', totalCount: number, items: Array<{ __typename?: 'Disbursement', id: string, sellerId: string, sellerName: string, currency: string, payoutDate: string, totalOrders: number, amountPaid: { __typename?: 'Money', amountMinor: number, currency: string }, feeWithheld: { __typename?: 'Money', amountMinor: number, currency: string }, taxAmount: { __typename?: 'Money', amountMinor: number, currency: string }, totalAmount: { __typename?: 'Money', amountMinor: number, currency: string }, payments: Array<{ __typename?: 'DisbursementPaymentDetails', paymentId: string, businessName: string, buyerId: string, buyerTerms: string, feePercent: string, orders: number, transactionDate: string, payoutDate: string, amountPaid: { __typename?: 'Money', amountMinor: number, currency: string }, feeWithheld: { __typename?: 'Money', amountMinor: number, currency: string }, taxAmount: { __typename?: 'Money', amountMinor: number, currency: string } }> }> } };

export type DisbursementsCsvQueryVariables = Exact<{
  filter: InputMaybe<DisbursementFilter>;
}>;


export type DisbursementsCsvQuery = { __typename?: 'Query', disbursementsCsv: string };

export type DisputeRowFragment = { __typename?: 'Dispute', id: string, status: DisputeStatus, reason: DisputeReason, comment: string | null, raisedAt: string, raisedBy: string | null, closedAt: string | null, invoiceId: string, invoiceNumber: string };

export type DisputeRulesQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
  invoiceId: InputMaybe<Scalars['ID']['input']>;
}>;


export type DisputeRulesQuery = { __typename?: 'Query', disputeRules: { __typename?: 'DisputeRules', timeLimitDays: number, now: string, commentMaxLength: number, invoiceDisputeStatuses: Array<DisputeStatus> } };

export type DisputesQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type DisputesQuery = { __typename?: 'Query', disputes: Array<{ __typename?: 'Dispute', id: string, status: DisputeStatus, reason: DisputeReason, comment: string | null, raisedAt: string, raisedBy: string | null, closedAt: string | null, invoiceId: string, invoiceNumber: string }> };

export type RaiseDisputeMutationVariables = Exact<{
  input: RaiseDisputeInput;
}>;


export type RaiseDisputeMutation = { __typename?: 'Mutation', raiseDispute: { __typename?: 'RaiseDisputeResult', replayed: boolean, dispute: { __typename?: 'Dispute', id: string, status: DisputeStatus, reason: DisputeReason, comment: string | null, raisedAt: string, raisedBy: string | null, closedAt: string | null, invoiceId: string, invoiceNumber: string }, invoice: { __typename?: 'Invoice', id: string, invoiceNumber: string, invoiceStatus: ChargeStatus, invoiceType: InvoiceType, feeType: string | null, billDate: string, dueDate: string, isPastDue: boolean, payable: boolean, poNumber: string | null, buyerUserName: string | null, supplierName: string, consolidated: boolean, notes: string | null, invoiceTotal: { __typename?: 'Money', amountMinor: number, currency: string }, remainingDue: { __typename?: 'Money', amountMinor: number, currency: string }, applied: { __typename?: 'Money', amountMinor: number, currency: string }, document: { __typename?: 'InvoiceDocument', status: InvoiceDocumentStatus, version: number, url: string | null } } } };

export type GroupUserFieldsFragment = { __typename?: 'GroupUser', id: string, name: string, email: string, roles: Array<string>, status: UserStatus, groupId: string | null };

export type GroupFieldsFragment = { __typename?: 'Group', id: string, name: string, kind: GroupKind, parentGroupId: string | null, adminEmail: string | null, billTo: GroupBillTo, billingContactName: string | null, billingEmail: string | null, canManage: boolean, admin: { __typename?: 'GroupUser', id: string, name: string, email: string, roles: Array<string>, status: UserStatus, groupId: string | null } | null, users: Array<{ __typename?: 'GroupUser', id: string, name: string, email: string, roles: Array<string>, status: UserStatus, groupId: string | null }>, legalEntity: { __typename?: 'GroupLegalEntity', legalName: string, dba: string | null, tradingName: string | null, registrationNumber: string, taxId: string, relationToParent: GroupRelationToParent | null, address: { __typename?: 'RegisteredAddress', line1: string, line2: string | null, city: string, state: string | null, zip: string, country: string } } | null, totals: { __typename?: 'GroupTotals', openCharges: number, userCount: number, openBalance: { __typename?: 'Money', amountMinor: number, currency: string } } };

export type GroupDirectoryQueryVariables = Exact<{ [key: string]: never; }>;


export type GroupDirectoryQuery = { __typename?: 'Query', groupDirectory: { __typename?: 'GroupDirectory', canCreate: boolean, groups: Array<{ __typename?: 'Group', id: string, name: string, kind: GroupKind, parentGroupId: string | null, adminEmail: string | null, billTo: GroupBillTo, billingContactName: string | null, billingEmail: string | null, canManage: boolean, admin: { __typename?: 'GroupUser', id: string, name: string, email: string, roles: Array<string>, status: UserStatus, groupId: string | null } | null, users: Array<{ __typename?: 'GroupUser', id: string, name: string, email: string, roles: Array<string>, status: UserStatus, groupId: string | null }>, legalEntity: { __typename?: 'GroupLegalEntity', legalName: string, dba: string | null, tradingName: string | null, registrationNumber: string, taxId: string, relationToParent: GroupRelationToParent | null, address: { __typename?: 'RegisteredAddress', line1: string, line2: string | null, city: string, state: string | null, zip: string, country: string } } | null, totals: { __typename?: 'GroupTotals', openCharges: number, userCount: number, openBalance: { __typename?: 'Money', amountMinor: number, currency: string } } }>, users: Array<{ __typename?: 'GroupUser', id: string, name: string, email: string, roles: Array<string>, status: UserStatus, groupId: string | null }> } };

export type CreateGroupMutationVariables = Exact<{
  input: CreateGroupInput;
}>;


export type CreateGroupMutation = { __typename?: 'Mutation', createGroup: { __typename?: 'Group', id: string, name: string, kind: GroupKind, parentGroupId: string | null, adminEmail: string | null, billTo: GroupBillTo, billingContactName: string | null, billingEmail: string | null, canManage: boolean, admin: { __typename?: 'GroupUser', id: string, name: string, email: string, roles: Array<string>, status: UserStatus, groupId: string | null } | null, users: Array<{ __typename?: 'GroupUser', id: string, name: string, email: string, roles: Array<string>, status: UserStatus, groupId: string | null }>, legalEntity: { __typename?: 'GroupLegalEntity', legalName: string, dba: string | null, tradingName: string | null, registrationNumber: string, taxId: string, relationToParent: GroupRelationToParent | null, address: { __typename?: 'RegisteredAddress', line1: string, line2: string | null, city: string, state: string | null, zip: string, country: string } } | null, totals: { __typename?: 'GroupTotals', openCharges: number, userCount: number, openBalance: { __typename?: 'Money', amountMinor: number, currency: string } } } };

export type UpdateGroupMutationVariables = Exact<{
  input: UpdateGroupInput;
}>;


export type UpdateGroupMutation = { __typename?: 'Mutation', updateGroup: { __typename?: 'Group', id: string, name: string, kind: GroupKind, parentGroupId: string | null, adminEmail: string | null, billTo: GroupBillTo, billingContactName: string | null, billingEmail: string | null, canManage: boolean, admin: { __typename?: 'GroupUser', id: string, name: string, email: string, roles: Array<string>, status: UserStatus, groupId: string | null } | null, users: Array<{ __typename?: 'GroupUser', id: string, name: string, email: string, roles: Array<string>, status: UserStatus, groupId: string | null }>, legalEntity: { __typename?: 'GroupLegalEntity', legalName: string, dba: string | null, tradingName: string | null, registrationNumber: string, taxId: string, relationToParent: GroupRelationToParent | null, address: { __typename?: 'RegisteredAddress', line1: string, line2: string | null, city: string, state: string | null, zip: string, country: string } } | null, totals: { __typename?: 'GroupTotals', openCharges: number, userCount: number, openBalance: { __typename?: 'Money', amountMinor: number, currency: string } } } };

export type MoveUserToGroupMutationVariables = Exact<{
  input: MoveUserToGroupInput;
}>;


export type MoveUserToGroupMutation = { __typename?: 'Mutation', moveUserToGroup: { __typename?: 'GroupUser', id: string, name: string, email: string, roles: Array<string>, status: UserStatus, groupId: string | null } };

export type InvoiceRowFragment = { __typename?: 'Invoice', id: string, invoiceNumber: string, invoiceStatus: ChargeStatus, invoiceType: InvoiceType, feeType: string | null, billDate: string, dueDate: string, isPastDue: boolean, payable: boolean, poNumber: string | null, buyerUserName: string | null, supplierName: string, consolidated: boolean, notes: string | null, invoiceTotal: { __typename?: 'Money', amountMinor: number, currency: string }, remainingDue: { __typename?: 'Money', amountMinor: number, currency: string }, applied: { __typename?: 'Money', amountMinor: number, currency: string }, document: { __typename?: 'InvoiceDocument', status: InvoiceDocumentStatus, version: number, url: string | null } };

export type InvoicesPageQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
  filter: InputMaybe<InvoiceFilter>;
  sort: InputMaybe<InvoiceSort>;
  page: InputMaybe<PageInput>;
}>;


export type InvoicesPageQuery = { __typename?: 'Query', invoices: { __typename?: 'InvoicePage', scope: ChargeScope, items: Array<{ __typename?: 'Invoice', id: string, invoiceNumber: string, invoiceStatus: ChargeStatus, invoiceType: InvoiceType, feeType: string | null, billDate: string, dueDate: string, isPastDue: boolean, payable: boolean, poNumber: string | null, buyerUserName: string | null, supplierName: string, consolidated: boolean, notes: string | null, invoiceTotal: { __typename?: 'Money', amountMinor: number, currency: string }, remainingDue: { __typename?: 'Money', amountMinor: number, currency: string }, applied: { __typename?: 'Money', amountMinor: number, currency: string }, document: { __typename?: 'InvoiceDocument', status: InvoiceDocumentStatus, version: number, url: string | null } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null, totalCount: number } } };

export type UpdateInvoiceDetailsMutationVariables = Exact<{
  input: UpdateInvoiceDetailsInput;
}>;


export type UpdateInvoiceDetailsMutation = { __typename?: 'Mutation', updateInvoiceDetails: { __typename?: 'UpdateInvoiceDetailsResult', updated: Array<{ __typename?: 'Invoice', id: string, invoiceNumber: string, invoiceStatus: ChargeStatus, invoiceType: InvoiceType, feeType: string | null, billDate: string, dueDate: string, isPastDue: boolean, payable: boolean, poNumber: string | null, buyerUserName: string | null, supplierName: string, consolidated: boolean, notes: string | null, invoiceTotal: { __typename?: 'Money', amountMinor: number, currency: string }, remainingDue: { __typename?: 'Money', amountMinor: number, currency: string }, applied: { __typename?: 'Money', amountMinor: number, currency: string }, document: { __typename?: 'InvoiceDocument', status: InvoiceDocumentStatus, version: number, url: string | null } }>, failed: Array<{ __typename?: 'InvoiceEditFailure', invoiceId: string, invoiceNumber: string | null, code: string, messageId: string }> } };

export type InvoiceDocumentUpdatedSubscriptionVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type InvoiceDocumentUpdatedSubscription = { __typename?: 'Subscription', invoiceDocumentUpdated: { __typename?: 'Invoice', id: string, invoiceNumber: string, invoiceStatus: ChargeStatus, invoiceType: InvoiceType, feeType: string | null, billDate: string, dueDate: string, isPastDue: boolean, payable: boolean, poNumber: string | null, buyerUserName: string | null, supplierName: string, consolidated: boolean, notes: string | null, invoiceTotal: { __typename?: 'Money', amountMinor: number, currency: string }, remainingDue: { __typename?: 'Money', amountMinor: number, currency: string }, applied: { __typename?: 'Money', amountMinor: number, currency: string }, document: { __typename?: 'InvoiceDocument', status: InvoiceDocumentStatus, version: number, url: string | null } } };

export type ChargeCreatedSubscriptionVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type ChargeCreatedSubscription = { __typename?: 'Subscription', chargeCreated: { __typename?: 'Invoice', id: string, invoiceNumber: string, invoiceStatus: ChargeStatus, invoiceType: InvoiceType, feeType: string | null, billDate: string, dueDate: string, isPastDue: boolean, payable: boolean, poNumber: string | null, buyerUserName: string | null, supplierName: string, consolidated: boolean, notes: string | null, invoiceTotal: { __typename?: 'Money', amountMinor: number, currency: string }, remainingDue: { __typename?: 'Money', amountMinor: number, currency: string }, applied: { __typename?: 'Money', amountMinor: number, currency: string }, document: { __typename?: 'InvoiceDocument', status: InvoiceDocumentStatus, version: number, url: string | null } } };

export type InvoiceByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InvoiceByIdQuery = { __typename?: 'Query', invoice: { __typename?: 'Invoice', id: string, invoiceNumber: string, invoiceStatus: ChargeStatus, invoiceType: InvoiceType, feeType: string | null, billDate: string, dueDate: string, isPastDue: boolean, payable: boolean, poNumber: string | null, buyerUserName: string | null, supplierName: string, consolidated: boolean, notes: string | null, invoiceTotal: { __typename?: 'Money', amountMinor: number, currency: string }, remainingDue: { __typename?: 'Money', amountMinor: number, currency: string }, applied: { __typename?: 'Money', amountMinor: number, currency: string }, document: { __typename?: 'InvoiceDocument', status: InvoiceDocumentStatus, version: number, url: string | null } } | null };

export type MyMfaQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMfaQuery = { __typename?: 'Query', myMfa: { __typename?: 'MyMfa', method: string | null, sentTo: string | null, requiredAtSignIn: boolean, canSetUp: boolean, disabledUntil: string | null } };

export type StartMfaSetupMutationVariables = Exact<{
  method: Scalars['String']['input'];
  target: InputMaybe<Scalars['String']['input']>;
}>;


export type StartMfaSetupMutation = { __typename?: 'Mutation', startMfaSetup: { __typename?: 'MfaSetupChallenge', challengeId: string, method: string, sentTo: string, resendAfterMs: number, expiresAt: string } };

export type ConfirmMfaSetupMutationVariables = Exact<{
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
}>;


export type ConfirmMfaSetupMutation = { __typename?: 'Mutation', confirmMfaSetup: { __typename?: 'MyMfa', method: string | null, sentTo: string | null, requiredAtSignIn: boolean, canSetUp: boolean, disabledUntil: string | null } };

export type OutboxMessageFieldsFragment = { __typename?: 'OutboxMessage', id: string, createdAt: string, channel: OutboxChannel, recipient: string, kind: string, subject: string, body: string, deliveredAt: string | null };

export type MyOutboxQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type MyOutboxQuery = { __typename?: 'Query', myOutbox: Array<{ __typename?: 'OutboxMessage', id: string, createdAt: string, channel: OutboxChannel, recipient: string, kind: string, subject: string, body: string, deliveredAt: string | null }> };

export type OutboxMessageAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OutboxMessageAddedSubscription = { __typename?: 'Subscription', outboxMessageAdded: { __typename?: 'OutboxMessage', id: string, createdAt: string, channel: OutboxChannel, recipient: string, kind: string, subject: string, body: string, deliveredAt: string | null } };

export type AccountOverviewQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type AccountOverviewQuery = { __typename?: 'Query', accountOverview: { __typename?: 'AccountOverview', buyerId: string, scope: ChargeScope, creditIsIndividualLimit: boolean, openInvoiceCount: number, pastDueInvoiceCount: number, creditApproved: { __typename?: 'Money', amountMinor: number, currency: string }, creditAvailable: { __typename?: 'Money', amountMinor: number, currency: string }, balanceDue: { __typename?: 'Money', amountMinor: number, currency: string }, pastDue: { __typename?: 'Money', amountMinor: number, currency: string } } };

export type PaymentRowFragment = { __typename?: 'Payment', id: string, type: PaymentMethod, receivedDate: string, status: PaymentStatus, failureReason: FailedPaymentReason | null, createdAt: string, madeBy: string | null, amount: { __typename?: 'Money', amountMinor: number, currency: string }, remaining: { __typename?: 'Money', amountMinor: number, currency: string }, invoices: Array<{ __typename?: 'PaymentInvoice', invoiceId: string, invoiceNumber: string, amount: { __typename?: 'Money', amountMinor: number, currency: string } }>, bankTransferInstructions: { __typename?: 'BankTransferInstructions', reference: string, amount: { __typename?: 'Money', amountMinor: number, currency: string }, details: Array<{ __typename?: 'RemittanceDetail', key: string, value: string }> } | null };

export type PaymentsPageQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
  filter: InputMaybe<PaymentFilter>;
  page: InputMaybe<PageInput>;
}>;


export type PaymentsPageQuery = { __typename?: 'Query', payments: { __typename?: 'PaymentPage', items: Array<{ __typename?: 'Payment', id: string, type: PaymentMethod, receivedDate: string, status: PaymentStatus, failureReason: FailedPaymentReason | null, createdAt: string, madeBy: string | null, amount: { __typename?: 'Money', amountMinor: number, currency: string }, remaining: { __typename?: 'Money', amountMinor: number, currency: string }, invoices: Array<{ __typename?: 'PaymentInvoice', invoiceId: string, invoiceNumber: string, amount: { __typename?: 'Money', amountMinor: number, currency: string } }>, bankTransferInstructions: { __typename?: 'BankTransferInstructions', reference: string, amount: { __typename?: 'Money', amountMinor: number, currency: string }, details: Array<{ __typename?: 'RemittanceDetail', key: string, value: string }> } | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null, totalCount: number } } };

export type RequestPaymentApprovalCodeMutationVariables = Exact<{
  input: PaymentPreviewInput;
}>;


export type RequestPaymentApprovalCodeMutation = { __typename?: 'Mutation', requestPaymentApprovalCode: { __typename?: 'PaymentApprovalChallenge', challengeId: string, method: string, sentTo: string, resendAfterMs: number, expiresAt: string } };

export type PaymentApprovalRequiredQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type PaymentApprovalRequiredQuery = { __typename?: 'Query', paymentApprovalRequired: boolean };

export type PaymentByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PaymentByIdQuery = { __typename?: 'Query', payment: { __typename?: 'Payment', id: string, type: PaymentMethod, receivedDate: string, status: PaymentStatus, failureReason: FailedPaymentReason | null, createdAt: string, madeBy: string | null, amount: { __typename?: 'Money', amountMinor: number, currency: string }, remaining: { __typename?: 'Money', amountMinor: number, currency: string }, invoices: Array<{ __typename?: 'PaymentInvoice', invoiceId: string, invoiceNumber: string, amount: { __typename?: 'Money', amountMinor: number, currency: string } }>, bankTransferInstructions: { __typename?: 'BankTransferInstructions', reference: string, amount: { __typename?: 'Money', amountMinor: number, currency: string }, details: Array<{ __typename?: 'RemittanceDetail', key: string, value: string }> } | null } | null };

export type MakePaymentMutationVariables = Exact<{
  input: MakePaymentInput;
}>;


export type MakePaymentMutation = { __typename?: 'Mutation', makePayment: { __typename?: 'MakePaymentResult', replayed: boolean, payment: { __typename?: 'Payment', id: string, type: PaymentMethod, receivedDate: string, status: PaymentStatus, failureReason: FailedPaymentReason | null, createdAt: string, madeBy: string | null, amount: { __typename?: 'Money', amountMinor: number, currency: string }, remaining: { __typename?: 'Money', amountMinor: number, currency: string }, invoices: Array<{ __typename?: 'PaymentInvoice', invoiceId: string, invoiceNumber: string, amount: { __typename?: 'Money', amountMinor: number, currency: string } }>, bankTransferInstructions: { __typename?: 'BankTransferInstructions', reference: string, amount: { __typename?: 'Money', amountMinor: number, currency: string }, details: Array<{ __typename?: 'RemittanceDetail', key: string, value: string }> } | null }, preview: { __typename?: 'PaymentPreview', valid: boolean, approvalRequired: boolean, problems: Array<{ __typename?: 'AllocationProblem', code: AllocationProblemCode, invoiceId: string | null, messageId: string }>, lines: Array<{ __typename?: 'AllocationPreviewLine', invoiceId: string, invoiceNumber: string | null, invoiceStatus: ChargeStatus | null, statusAfter: ChargeStatus | null, remainingBefore: { __typename?: 'Money', amountMinor: number, currency: string }, amount: { __typename?: 'Money', amountMinor: number, currency: string }, remainingAfter: { __typename?: 'Money', amountMinor: number, currency: string } }>, total: { __typename?: 'Money', amountMinor: number, currency: string }, creditAvailableBefore: { __typename?: 'Money', amountMinor: number, currency: string }, creditAvailableAfter: { __typename?: 'Money', amountMinor: number, currency: string }, balanceDueBefore: { __typename?: 'Money', amountMinor: number, currency: string }, balanceDueAfter: { __typename?: 'Money', amountMinor: number, currency: string } } } };

export type PaymentMethodsQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type PaymentMethodsQuery = { __typename?: 'Query', paymentMethods: Array<{ __typename?: 'PaymentMethodOption', method: PaymentMethod, available: boolean, unavailableReasonId: string | null, accountLabel: string | null }> };

export type PaymentModificationCandidatesQueryVariables = Exact<{
  paymentId: Scalars['ID']['input'];
}>;


export type PaymentModificationCandidatesQuery = { __typename?: 'Query', paymentModificationCandidates: Array<{ __typename?: 'ModifiableInvoice', id: string, invoiceNumber: string, status: ChargeStatus, dueDate: string, total: { __typename?: 'Money', amountMinor: number, currency: string }, remaining: { __typename?: 'Money', amountMinor: number, currency: string } }> };

export type ModifyPaymentMutationVariables = Exact<{
  input: ModifyPaymentInput;
}>;


export type ModifyPaymentMutation = { __typename?: 'Mutation', modifyPayment: { __typename?: 'ModifyPaymentResult', replayed: boolean, payment: { __typename?: 'Payment', id: string, type: PaymentMethod, receivedDate: string, status: PaymentStatus, failureReason: FailedPaymentReason | null, createdAt: string, madeBy: string | null, amount: { __typename?: 'Money', amountMinor: number, currency: string }, remaining: { __typename?: 'Money', amountMinor: number, currency: string }, invoices: Array<{ __typename?: 'PaymentInvoice', invoiceId: string, invoiceNumber: string, amount: { __typename?: 'Money', amountMinor: number, currency: string } }>, bankTransferInstructions: { __typename?: 'BankTransferInstructions', reference: string, amount: { __typename?: 'Money', amountMinor: number, currency: string }, details: Array<{ __typename?: 'RemittanceDetail', key: string, value: string }> } | null }, lines: Array<{ __typename?: 'PaymentModificationLine', invoiceId: string, invoiceNumber: string, statusAfter: ChargeStatus, amount: { __typename?: 'Money', amountMinor: number, currency: string }, remainingBefore: { __typename?: 'Money', amountMinor: number, currency: string }, remainingAfter: { __typename?: 'Money', amountMinor: number, currency: string } }>, total: { __typename?: 'Money', amountMinor: number, currency: string } } };

export type PaymentPreviewFieldsFragment = { __typename?: 'PaymentPreview', valid: boolean, approvalRequired: boolean, problems: Array<{ __typename?: 'AllocationProblem', code: AllocationProblemCode, invoiceId: string | null, messageId: string }>, lines: Array<{ __typename?: 'AllocationPreviewLine', invoiceId: string, invoiceNumber: string | null, invoiceStatus: ChargeStatus | null, statusAfter: ChargeStatus | null, remainingBefore: { __typename?: 'Money', amountMinor: number, currency: string }, amount: { __typename?: 'Money', amountMinor: number, currency: string }, remainingAfter: { __typename?: 'Money', amountMinor: number, currency: string } }>, total: { __typename?: 'Money', amountMinor: number, currency: string }, creditAvailableBefore: { __typename?: 'Money', amountMinor: number, currency: string }, creditAvailableAfter: { __typename?: 'Money', amountMinor: number, currency: string }, balanceDueBefore: { __typename?: 'Money', amountMinor: number, currency: string }, balanceDueAfter: { __typename?: 'Money', amountMinor: number, currency: string } };

export type PaymentPreviewQueryVariables = Exact<{
  input: PaymentPreviewInput;
}>;


export type PaymentPreviewQuery = { __typename?: 'Query', paymentPreview: { __typename?: 'PaymentPreview', valid: boolean, approvalRequired: boolean, problems: Array<{ __typename?: 'AllocationProblem', code: AllocationProblemCode, invoiceId: string | null, messageId: string }>, lines: Array<{ __typename?: 'AllocationPreviewLine', invoiceId: string, invoiceNumber: string | null, invoiceStatus: ChargeStatus | null, statusAfter: ChargeStatus | null, remainingBefore: { __typename?: 'Money', amountMinor: number, currency: string }, amount: { __typename?: 'Money', amountMinor: number, currency: string }, remainingAfter: { __typename?: 'Money', amountMinor: number, currency: string } }>, total: { __typename?: 'Money', amountMinor: number, currency: string }, creditAvailableBefore: { __typename?: 'Money', amountMinor: number, currency: string }, creditAvailableAfter: { __typename?: 'Money', amountMinor: number, currency: string }, balanceDueBefore: { __typename?: 'Money', amountMinor: number, currency: string }, balanceDueAfter: { __typename?: 'Money', amountMinor: number, currency: string } } };

export type PaymentUpdatedSubscriptionVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type PaymentUpdatedSubscription = { __typename?: 'Subscription', paymentUpdated: { __typename?: 'Payment', id: string, type: PaymentMethod, receivedDate: string, status: PaymentStatus, failureReason: FailedPaymentReason | null, createdAt: string, madeBy: string | null, amount: { __typename?: 'Money', amountMinor: number, currency: string }, remaining: { __typename?: 'Money', amountMinor: number, currency: string }, invoices: Array<{ __typename?: 'PaymentInvoice', invoiceId: string, invoiceNumber: string, amount: { __typename?: 'Money', amountMinor: number, currency: string } }>, bankTransferInstructions: { __typename?: 'BankTransferInstructions', reference: string, amount: { __typename?: 'Money', amountMinor: number, currency: string }, details: Array<{ __typename?: 'RemittanceDetail', key: string, value: string }> } | null } };

export type MyProfileFieldsFragment = { __typename?: 'MyProfile', id: string, firstName: string, lastName: string, email: string, phone: string | null, language: string | null, languages: Array<string>, isLastInvoiceReceiver: boolean, ssoStatus: string, notifications: Array<{ __typename?: 'NotificationPreference', topic: NotificationTopic, channel: NotificationChannelName, enabled: boolean }> };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { __typename?: 'Query', myProfile: { __typename?: 'MyProfile', id: string, firstName: string, lastName: string, email: string, phone: string | null, language: string | null, languages: Array<string>, isLastInvoiceReceiver: boolean, ssoStatus: string, notifications: Array<{ __typename?: 'NotificationPreference', topic: NotificationTopic, channel: NotificationChannelName, enabled: boolean }> } };

export type UpdateMyProfileMutationVariables = Exact<{
  input: UpdateMyProfileInput;
}>;


export type UpdateMyProfileMutation = { __typename?: 'Mutation', updateMyProfile: { __typename?: 'MyProfile', id: string, firstName: string, lastName: string, email: string, phone: string | null, language: string | null, languages: Array<string>, isLastInvoiceReceiver: boolean, ssoStatus: string, notifications: Array<{ __typename?: 'NotificationPreference', topic: NotificationTopic, channel: NotificationChannelName, enabled: boolean }> } };

export type UpdateMyNotificationsMutationVariables = Exact<{
  choices: Array<NotificationChoiceInput> | NotificationChoiceInput;
}>;


export type UpdateMyNotificationsMutation = { __typename?: 'Mutation', updateMyNotifications: { __typename?: 'MyProfile', id: string, firstName: string, lastName: string, email: string, phone: string | null, language: string | null, languages: Array<string>, isLastInvoiceReceiver: boolean, ssoStatus: string, notifications: Array<{ __typename?: 'NotificationPreference', topic: NotificationTopic, channel: NotificationChannelName, enabled: boolean }> } };

export type SetMyLanguageMutationVariables = Exact<{
  language: Scalars['String']['input'];
}>;


export type SetMyLanguageMutation = { __typename?: 'Mutation', setMyLanguage: { __typename?: 'MyProfile', language: string | null } };

export type DismissAppAlertMutationVariables = Exact<{
  messageStorageId: Scalars['ID']['input'];
}>;


export type DismissAppAlertMutation = { __typename?: 'Mutation', dismissAppAlert: boolean };

export type PurchaseCardFieldsFragment = { __typename?: 'PurchaseCard', id: string, userId: string, userName: string, groupName: string | null, cardType: PurchaseCardType, status: PurchaseCardStatus, cardholderName: string, businessName: string | null, cardLanguage: string, last4: string | null, purchasesBlocked: boolean, lockReason: CardReason | null, terminationReason: CardReason | null, terminatedAt: string | null, terminatedBy: string | null, shippedAt: string | null, activatedAt: string | null, createdAt: string, creationFailure: string | null, canManage: boolean, canReveal: boolean, shipTo: { __typename?: 'ShipToAddress', attentionTo: string | null, line1: string, line2: string | null, city: string, state: string | null, zip: string } | null, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, openCharges: { __typename?: 'Money', amountMinor: number, currency: string } };

export type PurchaseCardsQueryVariables = Exact<{
  tab: PurchaseCardTab;
  mine: InputMaybe<Scalars['Boolean']['input']>;
  userId: InputMaybe<Scalars['ID']['input']>;
}>;


export type PurchaseCardsQuery = { __typename?: 'Query', purchaseCards: Array<{ __typename?: 'PurchaseCard', id: string, userId: string, userName: string, groupName: string | null, cardType: PurchaseCardType, status: PurchaseCardStatus, cardholderName: string, businessName: string | null, cardLanguage: string, last4: string | null, purchasesBlocked: boolean, lockReason: CardReason | null, terminationReason: CardReason | null, terminatedAt: string | null, terminatedBy: string | null, shippedAt: string | null, activatedAt: string | null, createdAt: string, creationFailure: string | null, canManage: boolean, canReveal: boolean, shipTo: { __typename?: 'ShipToAddress', attentionTo: string | null, line1: string, line2: string | null, city: string, state: string | null, zip: string } | null, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, openCharges: { __typename?: 'Money', amountMinor: number, currency: string } }> };

export type PurchaseCardCreationOptionsQueryVariables = Exact<{
  userId: InputMaybe<Scalars['ID']['input']>;
}>;


export type PurchaseCardCreationOptionsQuery = { __typename?: 'Query', purchaseCardCreationOptions: { __typename?: 'PurchaseCardCreationOptions', userId: string, firstName: string, lastName: string, companyName: string, purchaseCardsEnabled: boolean, individualCreditLimitsEnabled: boolean, canSetLimit: boolean, languages: Array<string>, currentLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, inviterLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, companyCreditLine: { __typename?: 'Money', amountMinor: number, currency: string }, openCharges: { __typename?: 'Money', amountMinor: number, currency: string } } };

export type CreatePurchaseCardMutationVariables = Exact<{
  input: CreatePurchaseCardInput;
}>;


export type CreatePurchaseCardMutation = { __typename?: 'Mutation', createPurchaseCard: { __typename?: 'PurchaseCard', id: string, userId: string, userName: string, groupName: string | null, cardType: PurchaseCardType, status: PurchaseCardStatus, cardholderName: string, businessName: string | null, cardLanguage: string, last4: string | null, purchasesBlocked: boolean, lockReason: CardReason | null, terminationReason: CardReason | null, terminatedAt: string | null, terminatedBy: string | null, shippedAt: string | null, activatedAt: string | null, createdAt: string, creationFailure: string | null, canManage: boolean, canReveal: boolean, shipTo: { __typename?: 'ShipToAddress', attentionTo: string | null, line1: string, line2: string | null, city: string, state: string | null, zip: string } | null, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, openCharges: { __typename?: 'Money', amountMinor: number, currency: string } } };

export type LockPurchaseCardMutationVariables = Exact<{
  input: CardReasonInput;
}>;


export type LockPurchaseCardMutation = { __typename?: 'Mutation', lockPurchaseCard: { __typename?: 'PurchaseCard', id: string, userId: string, userName: string, groupName: string | null, cardType: PurchaseCardType, status: PurchaseCardStatus, cardholderName: string, businessName: string | null, cardLanguage: string, last4: string | null, purchasesBlocked: boolean, lockReason: CardReason | null, terminationReason: CardReason | null, terminatedAt: string | null, terminatedBy: string | null, shippedAt: string | null, activatedAt: string | null, createdAt: string, creationFailure: string | null, canManage: boolean, canReveal: boolean, shipTo: { __typename?: 'ShipToAddress', attentionTo: string | null, line1: string, line2: string | null, city: string, state: string | null, zip: string } | null, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, openCharges: { __typename?: 'Money', amountMinor: number, currency: string } } };

export type UnlockPurchaseCardMutationVariables = Exact<{
  cardId: Scalars['ID']['input'];
}>;


export type UnlockPurchaseCardMutation = { __typename?: 'Mutation', unlockPurchaseCard: { __typename?: 'PurchaseCard', id: string, userId: string, userName: string, groupName: string | null, cardType: PurchaseCardType, status: PurchaseCardStatus, cardholderName: string, businessName: string | null, cardLanguage: string, last4: string | null, purchasesBlocked: boolean, lockReason: CardReason | null, terminationReason: CardReason | null, terminatedAt: string | null, terminatedBy: string | null, shippedAt: string | null, activatedAt: string | null, createdAt: string, creationFailure: string | null, canManage: boolean, canReveal: boolean, shipTo: { __typename?: 'ShipToAddress', attentionTo: string | null, line1: string, line2: string | null, city: string, state: string | null, zip: string } | null, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, openCharges: { __typename?: 'Money', amountMinor: number, currency: string } } };

export type TerminatePurchaseCardMutationVariables = Exact<{
  input: CardReasonInput;
}>;


export type TerminatePurchaseCardMutation = { __typename?: 'Mutation', terminatePurchaseCard: { __typename?: 'PurchaseCard', id: string, userId: string, userName: string, groupName: string | null, cardType: PurchaseCardType, status: PurchaseCardStatus, cardholderName: string, businessName: string | null, cardLanguage: string, last4: string | null, purchasesBlocked: boolean, lockReason: CardReason | null, terminationReason: CardReason | null, terminatedAt: string | null, terminatedBy: string | null, shippedAt: string | null, activatedAt: string | null, createdAt: string, creationFailure: string | null, canManage: boolean, canReveal: boolean, shipTo: { __typename?: 'ShipToAddress', attentionTo: string | null, line1: string, line2: string | null, city: string, state: string | null, zip: string } | null, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, openCharges: { __typename?: 'Money', amountMinor: number, currency: string } } };

export type RequestCardNumberRevealMutationVariables = Exact<{
  cardId: Scalars['ID']['input'];
}>;


export type RequestCardNumberRevealMutation = { __typename?: 'Mutation', requestCardNumberReveal: { __typename?: 'CardNumberChallenge', challengeId: string, expiresAt: string, sentTo: string } };

export type RevealCardNumberMutationVariables = Exact<{
  input: RevealCardNumberInput;
}>;


export type RevealCardNumberMutation = { __typename?: 'Mutation', revealCardNumber: { __typename?: 'RevealedCardNumber', cardId: string, cardNumber: string } };

export type PurchaseCardUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PurchaseCardUpdatedSubscription = { __typename?: 'Subscription', purchaseCardUpdated: { __typename?: 'PurchaseCard', id: string, userId: string, userName: string, groupName: string | null, cardType: PurchaseCardType, status: PurchaseCardStatus, cardholderName: string, businessName: string | null, cardLanguage: string, last4: string | null, purchasesBlocked: boolean, lockReason: CardReason | null, terminationReason: CardReason | null, terminatedAt: string | null, terminatedBy: string | null, shippedAt: string | null, activatedAt: string | null, createdAt: string, creationFailure: string | null, canManage: boolean, canReveal: boolean, shipTo: { __typename?: 'ShipToAddress', attentionTo: string | null, line1: string, line2: string | null, city: string, state: string | null, zip: string } | null, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, openCharges: { __typename?: 'Money', amountMinor: number, currency: string } } };

export type PurchasingControlsFieldsFragment = { __typename?: 'PurchasingControls', buyerId: string, individualCreditLimits: FeatureSwitch, purchaseCards: FeatureSwitch, activeCardCount: number, canManage: boolean, purchasePolicyMaxValue: { __typename?: 'Money', amountMinor: number, currency: string } | null, companyCreditLine: { __typename?: 'Money', amountMinor: number, currency: string }, cardReturnAddress: { __typename?: 'ShipToAddress', attentionTo: string | null, line1: string, line2: string | null, city: string, state: string | null, zip: string } | null };

export type PurchasingControlsQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchasingControlsQuery = { __typename?: 'Query', purchasingControls: { __typename?: 'PurchasingControls', buyerId: string, individualCreditLimits: FeatureSwitch, purchaseCards: FeatureSwitch, activeCardCount: number, canManage: boolean, purchasePolicyMaxValue: { __typename?: 'Money', amountMinor: number, currency: string } | null, companyCreditLine: { __typename?: 'Money', amountMinor: number, currency: string }, cardReturnAddress: { __typename?: 'ShipToAddress', attentionTo: string | null, line1: string, line2: string | null, city: string, state: string | null, zip: string } | null } };

export type SetPurchasingFeatureMutationVariables = Exact<{
  input: SetPurchasingFeatureInput;
}>;


export type SetPurchasingFeatureMutation = { __typename?: 'Mutation', setPurchasingFeature: { __typename?: 'PurchasingControls', buyerId: string, individualCreditLimits: FeatureSwitch, purchaseCards: FeatureSwitch, activeCardCount: number, canManage: boolean, purchasePolicyMaxValue: { __typename?: 'Money', amountMinor: number, currency: string } | null, companyCreditLine: { __typename?: 'Money', amountMinor: number, currency: string }, cardReturnAddress: { __typename?: 'ShipToAddress', attentionTo: string | null, line1: string, line2: string | null, city: string, state: string | null, zip: string } | null } };

export type SetPurchasePolicyMutationVariables = Exact<{
  input: SetPurchasePolicyInput;
}>;


export type SetPurchasePolicyMutation = { __typename?: 'Mutation', setPurchasePolicy: { __typename?: 'PurchasingControls', buyerId: string, individualCreditLimits: FeatureSwitch, purchaseCards: FeatureSwitch, activeCardCount: number, canManage: boolean, purchasePolicyMaxValue: { __typename?: 'Money', amountMinor: number, currency: string } | null, companyCreditLine: { __typename?: 'Money', amountMinor: number, currency: string }, cardReturnAddress: { __typename?: 'ShipToAddress', attentionTo: string | null, line1: string, line2: string | null, city: string, state: string | null, zip: string } | null } };

export type SetCardReturnAddressMutationVariables = Exact<{
  input: SetCardReturnAddressInput;
}>;


export type SetCardReturnAddressMutation = { __typename?: 'Mutation', setCardReturnAddress: { __typename?: 'PurchasingControls', buyerId: string, individualCreditLimits: FeatureSwitch, purchaseCards: FeatureSwitch, activeCardCount: number, canManage: boolean, purchasePolicyMaxValue: { __typename?: 'Money', amountMinor: number, currency: string } | null, companyCreditLine: { __typename?: 'Money', amountMinor: number, currency: string }, cardReturnAddress: { __typename?: 'ShipToAddress', attentionTo: string | null, line1: string, line2: string | null, city: string, state: string | null, zip: string } | null } };

export type SetIndividualCreditLimitMutationVariables = Exact<{
  input: SetIndividualCreditLimitInput;
}>;


export type SetIndividualCreditLimitMutation = { __typename?: 'Mutation', setIndividualCreditLimit: { __typename?: 'IndividualCreditLimit', userId: string, purchasesBlocked: boolean, limit: { __typename?: 'Money', amountMinor: number, currency: string } | null, openCharges: { __typename?: 'Money', amountMinor: number, currency: string } } };

export type MySecurityQuestionQueryVariables = Exact<{ [key: string]: never; }>;


export type MySecurityQuestionQuery = { __typename?: 'Query', mySecurityQuestion: { __typename?: 'SecurityQuestionSetting', questionKey: SecurityQuestionKey, updatedAt: string } | null };

export type SetSecurityQuestionMutationVariables = Exact<{
  input: SetSecurityQuestionInput;
}>;


export type SetSecurityQuestionMutation = { __typename?: 'Mutation', setSecurityQuestion: { __typename?: 'SecurityQuestionSetting', questionKey: SecurityQuestionKey, updatedAt: string } };

export type SessionStartQueryVariables = Exact<{
  buyerId: Scalars['ID']['input'];
  fetchLatestExternalData: InputMaybe<Scalars['Boolean']['input']>;
  includeBuyer: Scalars['Boolean']['input'];
}>;


export type SessionStartQuery = { __typename?: 'Query', currentUser: { __typename?: 'CurrentUser', id: string, clientReferenceBuyerId: string | null, country: string | null, email: string, language: string | null, name: string, firstName: string, lastName: string, phone: string | null, receiveEmail: boolean, role: Array<string>, ssoStatus: SsoStatus, userType: string, clientId: string | null, buyerId: string | null, customerId: string | null, customerAccountName: string | null, parentUserId: string | null }, currentAppAlerts: Array<{ __typename?: 'AppAlert', messageStorageId: string, targetPublic: boolean, targetUserType: string | null, targetRole: string | null, titleIntlKey: string, messageIntlKey: string, urlLink: string | null, alertType: string, enabled: boolean, targetScreen: string | null, targetCountry: string | null, targetProgramId: string | null }>, buyer?: { __typename?: 'Buyer', id: string, name: string, billingCycle: string, businessCountry: string, status: string, type: string } | null };

export type CustomerFieldsFragment = { __typename?: 'Customer', id: string, name: string, status: string, suspensionReason: string | null, terms: string, clientReferenceId: string | null, clientReferenceBuyerId: string | null, charges: number, purchasers: number, activated: boolean, openPreauthorizations: number, createdAt: string, creditApproved: { __typename?: 'Money', amountMinor: number, currency: string }, creditAvailable: { __typename?: 'Money', amountMinor: number, currency: string } };

export type CustomersQueryVariables = Exact<{
  search: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<Scalars['String']['input']>;
}>;


export type CustomersQuery = { __typename?: 'Query', customers: Array<{ __typename?: 'Customer', id: string, name: string, status: string, suspensionReason: string | null, terms: string, clientReferenceId: string | null, clientReferenceBuyerId: string | null, charges: number, purchasers: number, activated: boolean, openPreauthorizations: number, createdAt: string, creditApproved: { __typename?: 'Money', amountMinor: number, currency: string }, creditAvailable: { __typename?: 'Money', amountMinor: number, currency: string } }> };

export type CustomerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CustomerQuery = { __typename?: 'Query', customer: { __typename?: 'CustomerDetail', customer: { __typename?: 'Customer', id: string, name: string, status: string, suspensionReason: string | null, terms: string, clientReferenceId: string | null, clientReferenceBuyerId: string | null, charges: number, purchasers: number, activated: boolean, openPreauthorizations: number, createdAt: string, creditApproved: { __typename?: 'Money', amountMinor: number, currency: string }, creditAvailable: { __typename?: 'Money', amountMinor: number, currency: string } }, users: Array<{ __typename?: 'CustomerUser', id: string, email: string, firstName: string, lastName: string, roles: Array<string>, status: string, mfaMethod: string | null, invitationPending: boolean }>, pendingCreditIncrease: { __typename?: 'CreditIncreaseRequest', id: string, submittedAt: string, type: CreditIncreaseType, requestedAmount: { __typename?: 'Money', amountMinor: number, currency: string } } | null, pendingEmailChange: { __typename?: 'PrimaryEmailChange', id: string, currentEmail: string, newEmail: string, submittedAt: string } | null } | null };

export type CustomerPreauthorizationsQueryVariables = Exact<{
  customerId: Scalars['ID']['input'];
  offset: InputMaybe<Scalars['Int']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
}>;


export type CustomerPreauthorizationsQuery = { __typename?: 'Query', customerPreauthorizations: { __typename?: 'CustomerPreauthorizationPage', total: number, offset: number, limit: number, items: Array<{ __typename?: 'CustomerPreauthorization', id: string, status: string, chargeInvoiceNumber: string | null, createdAt: string, expiresAt: string, amount: { __typename?: 'Money', amountMinor: number, currency: string }, capturedAmount: { __typename?: 'Money', amountMinor: number, currency: string } | null }> } | null };

export type ClientUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientUsersQuery = { __typename?: 'Query', clientUsers: Array<{ __typename?: 'ClientUser', id: string, email: string, firstName: string, lastName: string, roles: Array<string>, status: string }> };

export type SupportFindUsersQueryVariables = Exact<{
  search: Scalars['String']['input'];
}>;


export type SupportFindUsersQuery = { __typename?: 'Query', supportFindUsers: Array<{ __typename?: 'SupportUserHit', id: string, email: string, firstName: string, lastName: string, userType: string, status: string, buyerId: string | null, buyerName: string | null }> };

export type SupportResendInvitationMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type SupportResendInvitationMutation = { __typename?: 'Mutation', supportResendInvitation: { __typename?: 'CustomerUser', id: string, invitationPending: boolean } };

export type SupportResetMfaMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type SupportResetMfaMutation = { __typename?: 'Mutation', resetUserMfa: { __typename?: 'AccountUser', id: string } };

export type SupportDecidePrimaryEmailChangeMutationVariables = Exact<{
  input: DecidePrimaryEmailChangeInput;
}>;


export type SupportDecidePrimaryEmailChangeMutation = { __typename?: 'Mutation', supportDecidePrimaryEmailChange: { __typename?: 'PrimaryEmailChange', id: string, status: PrimaryEmailChangeStatus } };

export type OpenBuyerPortalMutationVariables = Exact<{
  buyerId: Scalars['ID']['input'];
  path: InputMaybe<Scalars['String']['input']>;
}>;


export type OpenBuyerPortalMutation = { __typename?: 'Mutation', openBuyerPortal: { __typename?: 'PortalHandoff', url: string, expiresAt: string, userEmail: string } };

export type UnderwritingQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type UnderwritingQueueQuery = { __typename?: 'Query', underwritingQueue: { __typename?: 'UnderwritingQueue', creditIncreases: Array<{ __typename?: 'UnderwritingCreditIncrease', buyerId: string, buyerName: string, request: { __typename?: 'CreditIncreaseRequest', id: string, type: CreditIncreaseType, startDate: string | null, endDate: string | null, reason: string | null, submittedAt: string, overdue: boolean, requestedAmount: { __typename?: 'Money', amountMinor: number, currency: string } }, creditApproved: { __typename?: 'Money', amountMinor: number, currency: string } }>, applications: Array<{ __typename?: 'UnderwritingApplication', id: string, buyerId: string, businessName: string, contactName: string, contactEmail: string, paymentTerms: string, submittedAt: string, requestedLimit: { __typename?: 'Money', amountMinor: number, currency: string } }> } };

export type DecideCreditIncreaseMutationVariables = Exact<{
  input: DecideCreditIncreaseInput;
}>;


export type DecideCreditIncreaseMutation = { __typename?: 'Mutation', decideCreditIncrease: { __typename?: 'CreditIncreaseRequest', id: string, status: CreditIncreaseStatus } };

export type DecideApplicationMutationVariables = Exact<{
  input: DecideApplicationInput;
}>;


export type DecideApplicationMutation = { __typename?: 'Mutation', decideApplication: { __typename?: 'DecidedApplication', id: string, status: string } };

export type StaffCreditIncreaseUpdatedSubscriptionVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type StaffCreditIncreaseUpdatedSubscription = { __typename?: 'Subscription', creditIncreaseUpdated: { __typename?: 'CreditIncreaseRequest', id: string, status: CreditIncreaseStatus } };

export type InviteClientUserMutationVariables = Exact<{
  input: InviteClientUserInput;
}>;


export type InviteClientUserMutation = { __typename?: 'Mutation', inviteClientUser: { __typename?: 'ClientUser', id: string, email: string, firstName: string, lastName: string, roles: Array<string>, status: string } };

export type SetClientUserRoleMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  role: Scalars['String']['input'];
}>;


export type SetClientUserRoleMutation = { __typename?: 'Mutation', setClientUserRole: { __typename?: 'ClientUser', id: string, roles: Array<string> } };

export type SuspendClientUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type SuspendClientUserMutation = { __typename?: 'Mutation', suspendClientUser: { __typename?: 'ClientUser', id: string, status: string } };

export type ReEnableClientUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type ReEnableClientUserMutation = { __typename?: 'Mutation', reEnableClientUser: { __typename?: 'ClientUser', id: string, status: string } };

export type ResendClientUserInvitationMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type ResendClientUserInvitationMutation = { __typename?: 'Mutation', resendClientUserInvitation: { __typename?: 'ClientUser', id: string, status: string } };

export type StatementQueryVariables = Exact<{
  buyerId: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
}>;


export type StatementQuery = { __typename?: 'Query', statement: { __typename?: 'Statement', scope: ChargeScope, from: string, to: string, openingBalance: { __typename?: 'Money', amountMinor: number, currency: string }, charges: { __typename?: 'Money', amountMinor: number, currency: string }, payments: { __typename?: 'Money', amountMinor: number, currency: string }, credits: { __typename?: 'Money', amountMinor: number, currency: string }, closingBalance: { __typename?: 'Money', amountMinor: number, currency: string }, lines: Array<{ __typename?: 'StatementLine', date: string, kind: StatementLineKind, invoiceNumber: string, amount: { __typename?: 'Money', amountMinor: number, currency: string }, balance: { __typename?: 'Money', amountMinor: number, currency: string } }> } };

export type AccountUserFieldsFragment = { __typename?: 'AccountUser', id: string, firstName: string, lastName: string, name: string, email: string, phone: string | null, internalId: string | null, groupId: string | null, groupName: string | null, roles: Array<string>, status: UserStatus, contactTypes: Array<ContactType>, contactOnly: boolean, receiveInvoiceEmails: boolean, invoicePermissions: Array<InvoicePermission>, isPrimaryUser: boolean, isSelf: boolean, canManage: boolean, createdAt: string, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, invitation: { __typename?: 'UserInvitation', status: ActivationLinkStatus, sentAt: string, expiresAt: string } | null, mfa: { __typename?: 'UserMfa', method: string | null, target: string | null, disabledUntil: string | null } };

export type AccountUsersQueryVariables = Exact<{
  filter: InputMaybe<UserFilter>;
  sort: InputMaybe<UserSort>;
  first: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type AccountUsersQuery = { __typename?: 'Query', accountUsers: { __typename?: 'AccountUserPage', totalCount: number, offset: number, items: Array<{ __typename?: 'AccountUser', id: string, firstName: string, lastName: string, name: string, email: string, phone: string | null, internalId: string | null, groupId: string | null, groupName: string | null, roles: Array<string>, status: UserStatus, contactTypes: Array<ContactType>, contactOnly: boolean, receiveInvoiceEmails: boolean, invoicePermissions: Array<InvoicePermission>, isPrimaryUser: boolean, isSelf: boolean, canManage: boolean, createdAt: string, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, invitation: { __typename?: 'UserInvitation', status: ActivationLinkStatus, sentAt: string, expiresAt: string } | null, mfa: { __typename?: 'UserMfa', method: string | null, target: string | null, disabledUntil: string | null } }> } };

export type AccountUserQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AccountUserQuery = { __typename?: 'Query', accountUser: { __typename?: 'AccountUser', id: string, firstName: string, lastName: string, name: string, email: string, phone: string | null, internalId: string | null, groupId: string | null, groupName: string | null, roles: Array<string>, status: UserStatus, contactTypes: Array<ContactType>, contactOnly: boolean, receiveInvoiceEmails: boolean, invoicePermissions: Array<InvoicePermission>, isPrimaryUser: boolean, isSelf: boolean, canManage: boolean, createdAt: string, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, invitation: { __typename?: 'UserInvitation', status: ActivationLinkStatus, sentAt: string, expiresAt: string } | null, mfa: { __typename?: 'UserMfa', method: string | null, target: string | null, disabledUntil: string | null } } | null };

export type UserAdminOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserAdminOptionsQuery = { __typename?: 'Query', userAdminOptions: { __typename?: 'UserAdminOptions', buyerId: string, roles: Array<string>, individualCreditLimitsEnabled: boolean, isAccountAdmin: boolean, groups: Array<{ __typename?: 'UserGroupOption', id: string, name: string, isTopLevel: boolean }>, inviterLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, companyCreditLine: { __typename?: 'Money', amountMinor: number, currency: string } } };

export type AccountUsersCsvQueryVariables = Exact<{
  filter: InputMaybe<UserFilter>;
  sort: InputMaybe<UserSort>;
}>;


export type AccountUsersCsvQuery = { __typename?: 'Query', accountUsersCsv: { __typename?: 'CsvExport', filename: string, contentType: string, content: string, rowCount: number, truncated: boolean, rowLimit: number } };

export type InviteUserMutationVariables = Exact<{
  input: InviteUserInput;
}>;


export type InviteUserMutation = { __typename?: 'Mutation', inviteUser: { __typename?: 'AccountUser', id: string, firstName: string, lastName: string, name: string, email: string, phone: string | null, internalId: string | null, groupId: string | null, groupName: string | null, roles: Array<string>, status: UserStatus, contactTypes: Array<ContactType>, contactOnly: boolean, receiveInvoiceEmails: boolean, invoicePermissions: Array<InvoicePermission>, isPrimaryUser: boolean, isSelf: boolean, canManage: boolean, createdAt: string, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, invitation: { __typename?: 'UserInvitation', status: ActivationLinkStatus, sentAt: string, expiresAt: string } | null, mfa: { __typename?: 'UserMfa', method: string | null, target: string | null, disabledUntil: string | null } } };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'AccountUser', id: string, firstName: string, lastName: string, name: string, email: string, phone: string | null, internalId: string | null, groupId: string | null, groupName: string | null, roles: Array<string>, status: UserStatus, contactTypes: Array<ContactType>, contactOnly: boolean, receiveInvoiceEmails: boolean, invoicePermissions: Array<InvoicePermission>, isPrimaryUser: boolean, isSelf: boolean, canManage: boolean, createdAt: string, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, invitation: { __typename?: 'UserInvitation', status: ActivationLinkStatus, sentAt: string, expiresAt: string } | null, mfa: { __typename?: 'UserMfa', method: string | null, target: string | null, disabledUntil: string | null } } };

export type ResendInvitationMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type ResendInvitationMutation = { __typename?: 'Mutation', resendInvitation: { __typename?: 'AccountUser', id: string, firstName: string, lastName: string, name: string, email: string, phone: string | null, internalId: string | null, groupId: string | null, groupName: string | null, roles: Array<string>, status: UserStatus, contactTypes: Array<ContactType>, contactOnly: boolean, receiveInvoiceEmails: boolean, invoicePermissions: Array<InvoicePermission>, isPrimaryUser: boolean, isSelf: boolean, canManage: boolean, createdAt: string, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, invitation: { __typename?: 'UserInvitation', status: ActivationLinkStatus, sentAt: string, expiresAt: string } | null, mfa: { __typename?: 'UserMfa', method: string | null, target: string | null, disabledUntil: string | null } } };

export type SuspendUserMutationVariables = Exact<{
  input: SuspendUserInput;
}>;


export type SuspendUserMutation = { __typename?: 'Mutation', suspendUser: { __typename?: 'AccountUser', id: string, firstName: string, lastName: string, name: string, email: string, phone: string | null, internalId: string | null, groupId: string | null, groupName: string | null, roles: Array<string>, status: UserStatus, contactTypes: Array<ContactType>, contactOnly: boolean, receiveInvoiceEmails: boolean, invoicePermissions: Array<InvoicePermission>, isPrimaryUser: boolean, isSelf: boolean, canManage: boolean, createdAt: string, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, invitation: { __typename?: 'UserInvitation', status: ActivationLinkStatus, sentAt: string, expiresAt: string } | null, mfa: { __typename?: 'UserMfa', method: string | null, target: string | null, disabledUntil: string | null } } };

export type ReEnableUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type ReEnableUserMutation = { __typename?: 'Mutation', reEnableUser: { __typename?: 'AccountUser', id: string, firstName: string, lastName: string, name: string, email: string, phone: string | null, internalId: string | null, groupId: string | null, groupName: string | null, roles: Array<string>, status: UserStatus, contactTypes: Array<ContactType>, contactOnly: boolean, receiveInvoiceEmails: boolean, invoicePermissions: Array<InvoicePermission>, isPrimaryUser: boolean, isSelf: boolean, canManage: boolean, createdAt: string, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, invitation: { __typename?: 'UserInvitation', status: ActivationLinkStatus, sentAt: string, expiresAt: string } | null, mfa: { __typename?: 'UserMfa', method: string | null, target: string | null, disabledUntil: string | null } } };

export type DeactivateUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type DeactivateUserMutation = { __typename?: 'Mutation', deactivateUser: { __typename?: 'AccountUser', id: string, firstName: string, lastName: string, name: string, email: string, phone: string | null, internalId: string | null, groupId: string | null, groupName: string | null, roles: Array<string>, status: UserStatus, contactTypes: Array<ContactType>, contactOnly: boolean, receiveInvoiceEmails: boolean, invoicePermissions: Array<InvoicePermission>, isPrimaryUser: boolean, isSelf: boolean, canManage: boolean, createdAt: string, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, invitation: { __typename?: 'UserInvitation', status: ActivationLinkStatus, sentAt: string, expiresAt: string } | null, mfa: { __typename?: 'UserMfa', method: string | null, target: string | null, disabledUntil: string | null } } };

export type ResetUserMfaMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type ResetUserMfaMutation = { __typename?: 'Mutation', resetUserMfa: { __typename?: 'AccountUser', id: string, firstName: string, lastName: string, name: string, email: string, phone: string | null, internalId: string | null, groupId: string | null, groupName: string | null, roles: Array<string>, status: UserStatus, contactTypes: Array<ContactType>, contactOnly: boolean, receiveInvoiceEmails: boolean, invoicePermissions: Array<InvoicePermission>, isPrimaryUser: boolean, isSelf: boolean, canManage: boolean, createdAt: string, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, invitation: { __typename?: 'UserInvitation', status: ActivationLinkStatus, sentAt: string, expiresAt: string } | null, mfa: { __typename?: 'UserMfa', method: string | null, target: string | null, disabledUntil: string | null } } };

export type SetUserActiveMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  active: Scalars['Boolean']['input'];
}>;


export type SetUserActiveMutation = { __typename?: 'Mutation', setUserActive: { __typename?: 'AccountUser', id: string, firstName: string, lastName: string, name: string, email: string, phone: string | null, internalId: string | null, groupId: string | null, groupName: string | null, roles: Array<string>, status: UserStatus, contactTypes: Array<ContactType>, contactOnly: boolean, receiveInvoiceEmails: boolean, invoicePermissions: Array<InvoicePermission>, isPrimaryUser: boolean, isSelf: boolean, canManage: boolean, createdAt: string, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, invitation: { __typename?: 'UserInvitation', status: ActivationLinkStatus, sentAt: string, expiresAt: string } | null, mfa: { __typename?: 'UserMfa', method: string | null, target: string | null, disabledUntil: string | null } } };

export type DisableUserMfaMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type DisableUserMfaMutation = { __typename?: 'Mutation', disableUserMfa: { __typename?: 'AccountUser', id: string, firstName: string, lastName: string, name: string, email: string, phone: string | null, internalId: string | null, groupId: string | null, groupName: string | null, roles: Array<string>, status: UserStatus, contactTypes: Array<ContactType>, contactOnly: boolean, receiveInvoiceEmails: boolean, invoicePermissions: Array<InvoicePermission>, isPrimaryUser: boolean, isSelf: boolean, canManage: boolean, createdAt: string, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, invitation: { __typename?: 'UserInvitation', status: ActivationLinkStatus, sentAt: string, expiresAt: string } | null, mfa: { __typename?: 'UserMfa', method: string | null, target: string | null, disabledUntil: string | null } } };

export type UpdateUserMfaMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  method: Scalars['String']['input'];
  target: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateUserMfaMutation = { __typename?: 'Mutation', updateUserMfa: { __typename?: 'AccountUser', id: string, firstName: string, lastName: string, name: string, email: string, phone: string | null, internalId: string | null, groupId: string | null, groupName: string | null, roles: Array<string>, status: UserStatus, contactTypes: Array<ContactType>, contactOnly: boolean, receiveInvoiceEmails: boolean, invoicePermissions: Array<InvoicePermission>, isPrimaryUser: boolean, isSelf: boolean, canManage: boolean, createdAt: string, individualCreditLimit: { __typename?: 'Money', amountMinor: number, currency: string } | null, invitation: { __typename?: 'UserInvitation', status: ActivationLinkStatus, sentAt: string, expiresAt: string } | null, mfa: { __typename?: 'UserMfa', method: string | null, target: string | null, disabledUntil: string | null } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const BankAccountRowFragmentDoc = new TypedDocumentString(`
    fragment BankAccountRow on BankAccount {
  id
  holderName
  accountName
  bankName
  bankingCountry
  currency
  scheme
  maskedAccountNumber
  branchCode
  partialIban
  autoPay
  directDebitSignatureDate
  status
  createdAt
  mandate {
    status
    reference
    signedAt
    failedAt
    failureReason
    cancelledAt
    retryAvailableAt
    auddis
  }
}
    `, {"fragmentName":"BankAccountRow"}) as unknown as TypedDocumentString<BankAccountRowFragment, unknown>;
export const CompanyInfoFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanyInfoFields on CompanyInfo {
  buyerId
  businessName
  tradingName
  address {
    line1
    line2
    city
    state
    zip
    country
  }
  country
  registrationNumber
  taxId
  updatedAt
  canEditProfile
}
    `, {"fragmentName":"CompanyInfoFields"}) as unknown as TypedDocumentString<CompanyInfoFieldsFragment, unknown>;
export const PrimaryEmailChangeFieldsFragmentDoc = new TypedDocumentString(`
    fragment PrimaryEmailChangeFields on PrimaryEmailChange {
  id
  contactUserId
  currentEmail
  newEmail
  status
  submittedAt
  expectedDecisionBy
  overdue
  decidedAt
  rejectionReason
}
    `, {"fragmentName":"PrimaryEmailChangeFields"}) as unknown as TypedDocumentString<PrimaryEmailChangeFieldsFragment, unknown>;
export const CreditIncreaseFieldsFragmentDoc = new TypedDocumentString(`
    fragment CreditIncreaseFields on CreditIncreaseRequest {
  id
  type
  requestedAmount {
    amountMinor
    currency
  }
  startDate
  endDate
  reason
  status
  submittedAt
  expectedDecisionBy
  overdue
  decidedAt
  approvedAmount {
    amountMinor
    currency
  }
  declineReason
  creditLimitAfter {
    amountMinor
    currency
  }
  endsAt
  expiredAt
}
    `, {"fragmentName":"CreditIncreaseFields"}) as unknown as TypedDocumentString<CreditIncreaseFieldsFragment, unknown>;
export const ApiKeyFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApiKeyFields on ApiKey {
  id
  name
  mode
  scopes
  prefix
  status
  createdAt
  lastUsedAt
}
    `, {"fragmentName":"ApiKeyFields"}) as unknown as TypedDocumentString<ApiKeyFieldsFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = new TypedDocumentString(`
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  mode
  eventTypes
  status
}
    `, {"fragmentName":"WebhookEndpointFields"}) as unknown as TypedDocumentString<WebhookEndpointFieldsFragment, unknown>;
export const DisputeRowFragmentDoc = new TypedDocumentString(`
    fragment DisputeRow on Dispute {
  id
  status
  reason
  comment
  raisedAt
  raisedBy
  closedAt
  invoiceId
  invoiceNumber
}
    `, {"fragmentName":"DisputeRow"}) as unknown as TypedDocumentString<DisputeRowFragment, unknown>;
export const GroupUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupUserFields on GroupUser {
  id
  name
  email
  roles
  status
  groupId
}
    `, {"fragmentName":"GroupUserFields"}) as unknown as TypedDocumentString<GroupUserFieldsFragment, unknown>;
export const GroupFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupFields on Group {
  id
  name
  kind
  parentGroupId
  admin {
    ...GroupUserFields
  }
  adminEmail
  users {
    ...GroupUserFields
  }
  legalEntity {
    legalName
    dba
    tradingName
    registrationNumber
    taxId
    address {
      line1
      line2
      city
      state
      zip
      country
    }
    relationToParent
  }
  billTo
  billingContactName
  billingEmail
  totals {
    openBalance {
      amountMinor
      currency
    }
    openCharges
    userCount
  }
  canManage
}
    fragment GroupUserFields on GroupUser {
  id
  name
  email
  roles
  status
  groupId
}`, {"fragmentName":"GroupFields"}) as unknown as TypedDocumentString<GroupFieldsFragment, unknown>;
export const InvoiceRowFragmentDoc = new TypedDocumentString(`
    fragment InvoiceRow on Invoice {
  id
  invoiceNumber
  invoiceStatus
  invoiceType
  feeType
  invoiceTotal {
    amountMinor
    currency
  }
  remainingDue {
    amountMinor
    currency
  }
  applied {
    amountMinor
    currency
  }
  billDate
  dueDate
  isPastDue
  payable
  poNumber
  buyerUserName
  supplierName
  consolidated
  notes
  document {
    status
    version
    url
  }
}
    `, {"fragmentName":"InvoiceRow"}) as unknown as TypedDocumentString<InvoiceRowFragment, unknown>;
export const OutboxMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment OutboxMessageFields on OutboxMessage {
  id
  createdAt
  channel
  recipient
  kind
  subject
  body
  deliveredAt
}
    `, {"fragmentName":"OutboxMessageFields"}) as unknown as TypedDocumentString<OutboxMessageFieldsFragment, unknown>;
export const PaymentRowFragmentDoc = new TypedDocumentString(`
    fragment PaymentRow on Payment {
  id
  type
  amount {
    amountMinor
    currency
  }
  remaining {
    amountMinor
    currency
  }
  receivedDate
  status
  failureReason
  createdAt
  madeBy
  invoices {
    invoiceId
    invoiceNumber
    amount {
      amountMinor
      currency
    }
  }
  bankTransferInstructions {
    amount {
      amountMinor
      currency
    }
    reference
    details {
      key
      value
    }
  }
}
    `, {"fragmentName":"PaymentRow"}) as unknown as TypedDocumentString<PaymentRowFragment, unknown>;
export const PaymentPreviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaymentPreviewFields on PaymentPreview {
  valid
  approvalRequired
  problems {
    code
    invoiceId
    messageId
  }
  lines {
    invoiceId
    invoiceNumber
    invoiceStatus
    remainingBefore {
      amountMinor
      currency
    }
    amount {
      amountMinor
      currency
    }
    remainingAfter {
      amountMinor
      currency
    }
    statusAfter
  }
  total {
    amountMinor
    currency
  }
  creditAvailableBefore {
    amountMinor
    currency
  }
  creditAvailableAfter {
    amountMinor
    currency
  }
  balanceDueBefore {
    amountMinor
    currency
  }
  balanceDueAfter {
    amountMinor
    currency
  }
}
    `, {"fragmentName":"PaymentPreviewFields"}) as unknown as TypedDocumentString<PaymentPreviewFieldsFragment, unknown>;
export const MyProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment MyProfileFields on MyProfile {
  id
  firstName
  lastName
  email
  phone
  language
  languages
  isLastInvoiceReceiver
  ssoStatus
  notifications {
    topic
    channel
    enabled
  }
}
    `, {"fragmentName":"MyProfileFields"}) as unknown as TypedDocumentString<MyProfileFieldsFragment, unknown>;
export const PurchaseCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment PurchaseCardFields on PurchaseCard {
  id
  userId
  userName
  groupName
  cardType
  status
  cardholderName
  businessName
  shipTo {
    attentionTo
    line1
    line2
    city
    state
    zip
  }
  cardLanguage
  last4
  individualCreditLimit {
    amountMinor
    currency
  }
  openCharges {
    amountMinor
    currency
  }
  purchasesBlocked
  lockReason
  terminationReason
  terminatedAt
  terminatedBy
  shippedAt
  activatedAt
  createdAt
  creationFailure
  canManage
  canReveal
}
    `, {"fragmentName":"PurchaseCardFields"}) as unknown as TypedDocumentString<PurchaseCardFieldsFragment, unknown>;
export const PurchasingControlsFieldsFragmentDoc = new TypedDocumentString(`
    fragment PurchasingControlsFields on PurchasingControls {
  buyerId
  individualCreditLimits
  purchaseCards
  activeCardCount
  canManage
  purchasePolicyMaxValue {
    amountMinor
    currency
  }
  companyCreditLine {
    amountMinor
    currency
  }
  cardReturnAddress {
    attentionTo
    line1
    line2
    city
    state
    zip
  }
}
    `, {"fragmentName":"PurchasingControlsFields"}) as unknown as TypedDocumentString<PurchasingControlsFieldsFragment, unknown>;
export const CustomerFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerFields on Customer {
  id
  name
  status
  suspensionReason
  terms
  clientReferenceId
  clientReferenceBuyerId
  creditApproved {
    amountMinor
    currency
  }
  creditAvailable {
    amountMinor
    currency
  }
  charges
  purchasers
  activated
  openPreauthorizations
  createdAt
}
    `, {"fragmentName":"CustomerFields"}) as unknown as TypedDocumentString<CustomerFieldsFragment, unknown>;
export const AccountUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccountUserFields on AccountUser {
  id
  firstName
  lastName
  name
  email
  phone
  internalId
  groupId
  groupName
  roles
  status
  contactTypes
  contactOnly
  individualCreditLimit {
    amountMinor
    currency
  }
  receiveInvoiceEmails
  invoicePermissions
  isPrimaryUser
  isSelf
  invitation {
    status
    sentAt
    expiresAt
  }
  mfa {
    method
    target
    disabledUntil
  }
  canManage
  createdAt
}
    `, {"fragmentName":"AccountUserFields"}) as unknown as TypedDocumentString<AccountUserFieldsFragment, unknown>;
export const AccountActivityDocument = new TypedDocumentString(`
    query AccountActivity($buyerId: ID, $first: Int, $before: Int) {
  accountActivity(buyerId: $buyerId, first: $first, before: $before) {
    hasMore
    entries {
      seq
      occurredAt
      actorRole
      entityType
      entityId
      messageId
      values {
        name
        value
      }
      fromState
      toState
    }
  }
}
    `) as unknown as TypedDocumentString<AccountActivityQuery, AccountActivityQueryVariables>;
export const AgingReportDocument = new TypedDocumentString(`
    query AgingReport($buyerId: ID) {
  agingReport(buyerId: $buyerId) {
    scope
    asOf
    totals {
      current {
        amountMinor
        currency
      }
      days1to30 {
        amountMinor
        currency
      }
      days31to60 {
        amountMinor
        currency
      }
      days61to90 {
        amountMinor
        currency
      }
      over90 {
        amountMinor
        currency
      }
      total {
        amountMinor
        currency
      }
    }
    groups {
      groupId
      groupName
      buckets {
        current {
          amountMinor
          currency
        }
        days1to30 {
          amountMinor
          currency
        }
        days31to60 {
          amountMinor
          currency
        }
        days61to90 {
          amountMinor
          currency
        }
        over90 {
          amountMinor
          currency
        }
        total {
          amountMinor
          currency
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AgingReportQuery, AgingReportQueryVariables>;
export const BankAccountsDocument = new TypedDocumentString(`
    query BankAccounts($buyerId: ID) {
  bankAccounts(buyerId: $buyerId) {
    accounts {
      ...BankAccountRow
    }
    canManage
    autoPayRequired
    now
    viewerUserId
  }
}
    fragment BankAccountRow on BankAccount {
  id
  holderName
  accountName
  bankName
  bankingCountry
  currency
  scheme
  maskedAccountNumber
  branchCode
  partialIban
  autoPay
  directDebitSignatureDate
  status
  createdAt
  mandate {
    status
    reference
    signedAt
    failedAt
    failureReason
    cancelledAt
    retryAvailableAt
    auddis
  }
}`) as unknown as TypedDocumentString<BankAccountsQuery, BankAccountsQueryVariables>;
export const AddBankAccountDocument = new TypedDocumentString(`
    mutation AddBankAccount($input: AddBankAccountInput!) {
  addBankAccount(input: $input) {
    ...BankAccountRow
  }
}
    fragment BankAccountRow on BankAccount {
  id
  holderName
  accountName
  bankName
  bankingCountry
  currency
  scheme
  maskedAccountNumber
  branchCode
  partialIban
  autoPay
  directDebitSignatureDate
  status
  createdAt
  mandate {
    status
    reference
    signedAt
    failedAt
    failureReason
    cancelledAt
    retryAvailableAt
    auddis
  }
}`) as unknown as TypedDocumentString<AddBankAccountMutation, AddBankAccountMutationVariables>;
export const SetBankAccountAutoPayDocument = new TypedDocumentString(`
    mutation SetBankAccountAutoPay($id: ID!, $autoPay: Boolean!) {
  setBankAccountAutoPay(id: $id, autoPay: $autoPay) {
    ...BankAccountRow
  }
}
    fragment BankAccountRow on BankAccount {
  id
  holderName
  accountName
  bankName
  bankingCountry
  currency
  scheme
  maskedAccountNumber
  branchCode
  partialIban
  autoPay
  directDebitSignatureDate
  status
  createdAt
  mandate {
    status
    reference
    signedAt
    failedAt
    failureReason
    cancelledAt
    retryAvailableAt
    auddis
  }
}`) as unknown as TypedDocumentString<SetBankAccountAutoPayMutation, SetBankAccountAutoPayMutationVariables>;
export const BankAccountUpdatedDocument = new TypedDocumentString(`
    subscription BankAccountUpdated($buyerId: ID) {
  bankAccountUpdated(buyerId: $buyerId) {
    ...BankAccountRow
  }
}
    fragment BankAccountRow on BankAccount {
  id
  holderName
  accountName
  bankName
  bankingCountry
  currency
  scheme
  maskedAccountNumber
  branchCode
  partialIban
  autoPay
  directDebitSignatureDate
  status
  createdAt
  mandate {
    status
    reference
    signedAt
    failedAt
    failureReason
    cancelledAt
    retryAvailableAt
    auddis
  }
}`) as unknown as TypedDocumentString<BankAccountUpdatedSubscription, BankAccountUpdatedSubscriptionVariables>;
export const CompanyInfoDocument = new TypedDocumentString(`
    query CompanyInfo($buyerId: ID) {
  companyInfo(buyerId: $buyerId) {
    ...CompanyInfoFields
  }
}
    fragment CompanyInfoFields on CompanyInfo {
  buyerId
  businessName
  tradingName
  address {
    line1
    line2
    city
    state
    zip
    country
  }
  country
  registrationNumber
  taxId
  updatedAt
  canEditProfile
}`) as unknown as TypedDocumentString<CompanyInfoQuery, CompanyInfoQueryVariables>;
export const UpdateCompanyProfileDocument = new TypedDocumentString(`
    mutation UpdateCompanyProfile($input: UpdateCompanyProfileInput!) {
  updateCompanyProfile(input: $input) {
    ...CompanyInfoFields
  }
}
    fragment CompanyInfoFields on CompanyInfo {
  buyerId
  businessName
  tradingName
  address {
    line1
    line2
    city
    state
    zip
    country
  }
  country
  registrationNumber
  taxId
  updatedAt
  canEditProfile
}`) as unknown as TypedDocumentString<UpdateCompanyProfileMutation, UpdateCompanyProfileMutationVariables>;
export const PrimaryContactDocument = new TypedDocumentString(`
    query PrimaryContact($buyerId: ID) {
  primaryContact(buyerId: $buyerId) {
    contact {
      userId
      name
      email
      phone
    }
    pending {
      ...PrimaryEmailChangeFields
    }
    lastDecided {
      ...PrimaryEmailChangeFields
    }
    canRequestChange
  }
}
    fragment PrimaryEmailChangeFields on PrimaryEmailChange {
  id
  contactUserId
  currentEmail
  newEmail
  status
  submittedAt
  expectedDecisionBy
  overdue
  decidedAt
  rejectionReason
}`) as unknown as TypedDocumentString<PrimaryContactQuery, PrimaryContactQueryVariables>;
export const RequestPrimaryEmailChangeDocument = new TypedDocumentString(`
    mutation RequestPrimaryEmailChange($input: RequestPrimaryEmailChangeInput!) {
  requestPrimaryEmailChange(input: $input) {
    ...PrimaryEmailChangeFields
  }
}
    fragment PrimaryEmailChangeFields on PrimaryEmailChange {
  id
  contactUserId
  currentEmail
  newEmail
  status
  submittedAt
  expectedDecisionBy
  overdue
  decidedAt
  rejectionReason
}`) as unknown as TypedDocumentString<RequestPrimaryEmailChangeMutation, RequestPrimaryEmailChangeMutationVariables>;
export const PrimaryEmailChangeUpdatedDocument = new TypedDocumentString(`
    subscription PrimaryEmailChangeUpdated($buyerId: ID) {
  primaryEmailChangeUpdated(buyerId: $buyerId) {
    ...PrimaryEmailChangeFields
  }
}
    fragment PrimaryEmailChangeFields on PrimaryEmailChange {
  id
  contactUserId
  currentEmail
  newEmail
  status
  submittedAt
  expectedDecisionBy
  overdue
  decidedAt
  rejectionReason
}`) as unknown as TypedDocumentString<PrimaryEmailChangeUpdatedSubscription, PrimaryEmailChangeUpdatedSubscriptionVariables>;
export const CreditIncreaseOverviewDocument = new TypedDocumentString(`
    query CreditIncreaseOverview($buyerId: ID) {
  creditIncreaseOverview(buyerId: $buyerId) {
    creditApproved {
      amountMinor
      currency
    }
    pending {
      ...CreditIncreaseFields
    }
    lastDecided {
      ...CreditIncreaseFields
    }
  }
}
    fragment CreditIncreaseFields on CreditIncreaseRequest {
  id
  type
  requestedAmount {
    amountMinor
    currency
  }
  startDate
  endDate
  reason
  status
  submittedAt
  expectedDecisionBy
  overdue
  decidedAt
  approvedAmount {
    amountMinor
    currency
  }
  declineReason
  creditLimitAfter {
    amountMinor
    currency
  }
  endsAt
  expiredAt
}`) as unknown as TypedDocumentString<CreditIncreaseOverviewQuery, CreditIncreaseOverviewQueryVariables>;
export const RequestCreditIncreaseDocument = new TypedDocumentString(`
    mutation RequestCreditIncrease($input: RequestCreditIncreaseInput!) {
  requestCreditIncrease(input: $input) {
    ...CreditIncreaseFields
  }
}
    fragment CreditIncreaseFields on CreditIncreaseRequest {
  id
  type
  requestedAmount {
    amountMinor
    currency
  }
  startDate
  endDate
  reason
  status
  submittedAt
  expectedDecisionBy
  overdue
  decidedAt
  approvedAmount {
    amountMinor
    currency
  }
  declineReason
  creditLimitAfter {
    amountMinor
    currency
  }
  endsAt
  expiredAt
}`) as unknown as TypedDocumentString<RequestCreditIncreaseMutation, RequestCreditIncreaseMutationVariables>;
export const CreditIncreaseUpdatedDocument = new TypedDocumentString(`
    subscription CreditIncreaseUpdated($buyerId: ID) {
  creditIncreaseUpdated(buyerId: $buyerId) {
    ...CreditIncreaseFields
  }
}
    fragment CreditIncreaseFields on CreditIncreaseRequest {
  id
  type
  requestedAmount {
    amountMinor
    currency
  }
  startDate
  endDate
  reason
  status
  submittedAt
  expectedDecisionBy
  overdue
  decidedAt
  approvedAmount {
    amountMinor
    currency
  }
  declineReason
  creditLimitAfter {
    amountMinor
    currency
  }
  endsAt
  expiredAt
}`) as unknown as TypedDocumentString<CreditIncreaseUpdatedSubscription, CreditIncreaseUpdatedSubscriptionVariables>;
export const CreditUsageDocument = new TypedDocumentString(`
    query CreditUsage($buyerId: ID) {
  creditUsage(buyerId: $buyerId) {
    months {
      date
      used {
        amountMinor
        currency
      }
    }
    aging {
      current {
        amountMinor
        currency
      }
      days1to30 {
        amountMinor
        currency
      }
      days31to60 {
        amountMinor
        currency
      }
      days61to90 {
        amountMinor
        currency
      }
      over90 {
        amountMinor
        currency
      }
      total {
        amountMinor
        currency
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CreditUsageQuery, CreditUsageQueryVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser($buyerId: ID!, $includeBuyer: Boolean!) {
  currentUser(buyerId: $buyerId) {
    id
    role
    userType
    email
    buyerId
    clientId
    customerId
    customerAccountName
    ssoStatus
  }
  buyer(id: $buyerId) @include(if: $includeBuyer) {
    id
    businessCountry
  }
}
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const DevelopersPageDocument = new TypedDocumentString(`
    query DevelopersPage {
  apiKeys {
    ...ApiKeyFields
  }
  webhookEndpoints {
    ...WebhookEndpointFields
  }
  webhookDeliveries(first: 25) {
    id
    endpointId
    eventId
    eventType
    status
    attempts
    lastStatusCode
    createdAt
  }
}
    fragment ApiKeyFields on ApiKey {
  id
  name
  mode
  scopes
  prefix
  status
  createdAt
  lastUsedAt
}
fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  mode
  eventTypes
  status
}`) as unknown as TypedDocumentString<DevelopersPageQuery, DevelopersPageQueryVariables>;
export const CreateApiKeyDocument = new TypedDocumentString(`
    mutation CreateApiKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    secret
    apiKey {
      ...ApiKeyFields
    }
  }
}
    fragment ApiKeyFields on ApiKey {
  id
  name
  mode
  scopes
  prefix
  status
  createdAt
  lastUsedAt
}`) as unknown as TypedDocumentString<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = new TypedDocumentString(`
    mutation RevokeApiKey($id: ID!) {
  revokeApiKey(id: $id) {
    ...ApiKeyFields
  }
}
    fragment ApiKeyFields on ApiKey {
  id
  name
  mode
  scopes
  prefix
  status
  createdAt
  lastUsedAt
}`) as unknown as TypedDocumentString<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const RegisterWebhookEndpointDocument = new TypedDocumentString(`
    mutation RegisterWebhookEndpoint($input: RegisterWebhookEndpointInput!) {
  registerWebhookEndpoint(input: $input) {
    signingSecret
    endpoint {
      ...WebhookEndpointFields
    }
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  mode
  eventTypes
  status
}`) as unknown as TypedDocumentString<RegisterWebhookEndpointMutation, RegisterWebhookEndpointMutationVariables>;
export const SetWebhookEndpointEnabledDocument = new TypedDocumentString(`
    mutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {
  setWebhookEndpointEnabled(id: $id, enabled: $enabled) {
    ...WebhookEndpointFields
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  mode
  eventTypes
  status
}`) as unknown as TypedDocumentString<SetWebhookEndpointEnabledMutation, SetWebhookEndpointEnabledMutationVariables>;
export const DisbursementsDocument = new TypedDocumentString(`
    query Disbursements($filter: DisbursementFilter, $page: PageInput) {
  disbursements(filter: $filter, page: $page) {
    totalCount
    items {
      id
      sellerId
      sellerName
      currency
      payoutDate
      totalOrders
      amountPaid {
        amountMinor
        currency
      }
      feeWithheld {
        amountMinor
        currency
      }
      taxAmount {
        amountMinor
        currency
      }
      totalAmount {
        amountMinor
        currency
      }
      payments {
        paymentId
        businessName
        buyerId
        buyerTerms
        feePercent
        orders
        transactionDate
        payoutDate
        amountPaid {
          amountMinor
          currency
        }
        feeWithheld {
          amountMinor
          currency
        }
        taxAmount {
          amountMinor
          currency
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DisbursementsQuery, DisbursementsQueryVariables>;
export const DisbursementsCsvDocument = new TypedDocumentString(`
    query DisbursementsCsv($filter: DisbursementFilter) {
  disbursementsCsv(filter: $filter)
}
    `) as unknown as TypedDocumentString<DisbursementsCsvQuery, DisbursementsCsvQueryVariables>;
export const DisputeRulesDocument = new TypedDocumentString(`
    query DisputeRules($buyerId: ID, $invoiceId: ID) {
  disputeRules(buyerId: $buyerId, invoiceId: $invoiceId) {
    timeLimitDays
    now
    commentMaxLength
    invoiceDisputeStatuses
  }
}
    `) as unknown as TypedDocumentString<DisputeRulesQuery, DisputeRulesQueryVariables>;
export const DisputesDocument = new TypedDocumentString(`
    query Disputes($buyerId: ID, $first: Int) {
  disputes(buyerId: $buyerId, first: $first) {
    ...DisputeRow
  }
}
    fragment DisputeRow on Dispute {
  id
  status
  reason
  comment
  raisedAt
  raisedBy
  closedAt
  invoiceId
  invoiceNumber
}`) as unknown as TypedDocumentString<DisputesQuery, DisputesQueryVariables>;
export const RaiseDisputeDocument = new TypedDocumentString(`
    mutation RaiseDispute($input: RaiseDisputeInput!) {
  raiseDispute(input: $input) {
    replayed
    dispute {
      ...DisputeRow
    }
    invoice {
      ...InvoiceRow
    }
  }
}
    fragment DisputeRow on Dispute {
  id
  status
  reason
  comment
  raisedAt
  raisedBy
  closedAt
  invoiceId
  invoiceNumber
}
fragment InvoiceRow on Invoice {
  id
  invoiceNumber
  invoiceStatus
  invoiceType
  feeType
  invoiceTotal {
    amountMinor
    currency
  }
  remainingDue {
    amountMinor
    currency
  }
  applied {
    amountMinor
    currency
  }
  billDate
  dueDate
  isPastDue
  payable
  poNumber
  buyerUserName
  supplierName
  consolidated
  notes
  document {
    status
    version
    url
  }
}`) as unknown as TypedDocumentString<RaiseDisputeMutation, RaiseDisputeMutationVariables>;
export const GroupDirectoryDocument = new TypedDocumentString(`
    query GroupDirectory {
  groupDirectory {
    groups {
      ...GroupFields
    }
    users {
      ...GroupUserFields
    }
    canCreate
  }
}
    fragment GroupUserFields on GroupUser {
  id
  name
  email
  roles
  status
  groupId
}
fragment GroupFields on Group {
  id
  name
  kind
  parentGroupId
  admin {
    ...GroupUserFields
  }
  adminEmail
  users {
    ...GroupUserFields
  }
  legalEntity {
    legalName
    dba
    tradingName
    registrationNumber
    taxId
    address {
      line1
      line2
      city
      state
      zip
      country
    }
    relationToParent
  }
  billTo
  billingContactName
  billingEmail
  totals {
    openBalance {
      amountMinor
      currency
    }
    openCharges
    userCount
  }
  canManage
}`) as unknown as TypedDocumentString<GroupDirectoryQuery, GroupDirectoryQueryVariables>;
export const CreateGroupDocument = new TypedDocumentString(`
    mutation CreateGroup($input: CreateGroupInput!) {
  createGroup(input: $input) {
    ...GroupFields
  }
}
    fragment GroupUserFields on GroupUser {
  id
  name
  email
  roles
  status
  groupId
}
fragment GroupFields on Group {
  id
  name
  kind
  parentGroupId
  admin {
    ...GroupUserFields
  }
  adminEmail
  users {
    ...GroupUserFields
  }
  legalEntity {
    legalName
    dba
    tradingName
    registrationNumber
    taxId
    address {
      line1
      line2
      city
      state
      zip
      country
    }
    relationToParent
  }
  billTo
  billingContactName
  billingEmail
  totals {
    openBalance {
      amountMinor
      currency
    }
    openCharges
    userCount
  }
  canManage
}`) as unknown as TypedDocumentString<CreateGroupMutation, CreateGroupMutationVariables>;
export const UpdateGroupDocument = new TypedDocumentString(`
    mutation UpdateGroup($input: UpdateGroupInput!) {
  updateGroup(input: $input) {
    ...GroupFields
  }
}
    fragment GroupUserFields on GroupUser {
  id
  name
  email
  roles
  status
  groupId
}
fragment GroupFields on Group {
  id
  name
  kind
  parentGroupId
  admin {
    ...GroupUserFields
  }
  adminEmail
  users {
    ...GroupUserFields
  }
  legalEntity {
    legalName
    dba
    tradingName
    registrationNumber
    taxId
    address {
      line1
      line2
      city
      state
      zip
      country
    }
    relationToParent
  }
  billTo
  billingContactName
  billingEmail
  totals {
    openBalance {
      amountMinor
      currency
    }
    openCharges
    userCount
  }
  canManage
}`) as unknown as TypedDocumentString<UpdateGroupMutation, UpdateGroupMutationVariables>;
export const MoveUserToGroupDocument = new TypedDocumentString(`
    mutation MoveUserToGroup($input: MoveUserToGroupInput!) {
  moveUserToGroup(input: $input) {
    ...GroupUserFields
  }
}
    fragment GroupUserFields on GroupUser {
  id
  name
  email
  roles
  status
  groupId
}`) as unknown as TypedDocumentString<MoveUserToGroupMutation, MoveUserToGroupMutationVariables>;
export const InvoicesPageDocument = new TypedDocumentString(`
    query InvoicesPage($buyerId: ID, $filter: InvoiceFilter, $sort: InvoiceSort, $page: PageInput) {
  invoices(buyerId: $buyerId, filter: $filter, sort: $sort, page: $page) {
    items {
      ...InvoiceRow
    }
    pageInfo {
      hasNextPage
      endCursor
      totalCount
    }
    scope
  }
}
    fragment InvoiceRow on Invoice {
  id
  invoiceNumber
  invoiceStatus
  invoiceType
  feeType
  invoiceTotal {
    amountMinor
    currency
  }
  remainingDue {
    amountMinor
    currency
  }
  applied {
    amountMinor
    currency
  }
  billDate
  dueDate
  isPastDue
  payable
  poNumber
  buyerUserName
  supplierName
  consolidated
  notes
  document {
    status
    version
    url
  }
}`) as unknown as TypedDocumentString<InvoicesPageQuery, InvoicesPageQueryVariables>;
export const UpdateInvoiceDetailsDocument = new TypedDocumentString(`
    mutation UpdateInvoiceDetails($input: UpdateInvoiceDetailsInput!) {
  updateInvoiceDetails(input: $input) {
    updated {
      ...InvoiceRow
    }
    failed {
      invoiceId
      invoiceNumber
      code
      messageId
    }
  }
}
    fragment InvoiceRow on Invoice {
  id
  invoiceNumber
  invoiceStatus
  invoiceType
  feeType
  invoiceTotal {
    amountMinor
    currency
  }
  remainingDue {
    amountMinor
    currency
  }
  applied {
    amountMinor
    currency
  }
  billDate
  dueDate
  isPastDue
  payable
  poNumber
  buyerUserName
  supplierName
  consolidated
  notes
  document {
    status
    version
    url
  }
}`) as unknown as TypedDocumentString<UpdateInvoiceDetailsMutation, UpdateInvoiceDetailsMutationVariables>;
export const InvoiceDocumentUpdatedDocument = new TypedDocumentString(`
    subscription InvoiceDocumentUpdated($buyerId: ID) {
  invoiceDocumentUpdated(buyerId: $buyerId) {
    ...InvoiceRow
  }
}
    fragment InvoiceRow on Invoice {
  id
  invoiceNumber
  invoiceStatus
  invoiceType
  feeType
  invoiceTotal {
    amountMinor
    currency
  }
  remainingDue {
    amountMinor
    currency
  }
  applied {
    amountMinor
    currency
  }
  billDate
  dueDate
  isPastDue
  payable
  poNumber
  buyerUserName
  supplierName
  consolidated
  notes
  document {
    status
    version
    url
  }
}`) as unknown as TypedDocumentString<InvoiceDocumentUpdatedSubscription, InvoiceDocumentUpdatedSubscriptionVariables>;
export const ChargeCreatedDocument = new TypedDocumentString(`
    subscription ChargeCreated($buyerId: ID) {
  chargeCreated(buyerId: $buyerId) {
    ...InvoiceRow
  }
}
    fragment InvoiceRow on Invoice {
  id
  invoiceNumber
  invoiceStatus
  invoiceType
  feeType
  invoiceTotal {
    amountMinor
    currency
  }
  remainingDue {
    amountMinor
    currency
  }
  applied {
    amountMinor
    currency
  }
  billDate
  dueDate
  isPastDue
  payable
  poNumber
  buyerUserName
  supplierName
  consolidated
  notes
  document {
    status
    version
    url
  }
}`) as unknown as TypedDocumentString<ChargeCreatedSubscription, ChargeCreatedSubscriptionVariables>;
export const InvoiceByIdDocument = new TypedDocumentString(`
    query InvoiceById($id: ID!) {
  invoice(id: $id) {
    ...InvoiceRow
  }
}
    fragment InvoiceRow on Invoice {
  id
  invoiceNumber
  invoiceStatus
  invoiceType
  feeType
  invoiceTotal {
    amountMinor
    currency
  }
  remainingDue {
    amountMinor
    currency
  }
  applied {
    amountMinor
    currency
  }
  billDate
  dueDate
  isPastDue
  payable
  poNumber
  buyerUserName
  supplierName
  consolidated
  notes
  document {
    status
    version
    url
  }
}`) as unknown as TypedDocumentString<InvoiceByIdQuery, InvoiceByIdQueryVariables>;
export const MyMfaDocument = new TypedDocumentString(`
    query MyMfa {
  myMfa {
    method
    sentTo
    requiredAtSignIn
    canSetUp
    disabledUntil
  }
}
    `) as unknown as TypedDocumentString<MyMfaQuery, MyMfaQueryVariables>;
export const StartMfaSetupDocument = new TypedDocumentString(`
    mutation StartMfaSetup($method: String!, $target: String) {
  startMfaSetup(method: $method, target: $target) {
    challengeId
    method
    sentTo
    resendAfterMs
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<StartMfaSetupMutation, StartMfaSetupMutationVariables>;
export const ConfirmMfaSetupDocument = new TypedDocumentString(`
    mutation ConfirmMfaSetup($challengeId: ID!, $code: String!) {
  confirmMfaSetup(challengeId: $challengeId, code: $code) {
    method
    sentTo
    requiredAtSignIn
    canSetUp
    disabledUntil
  }
}
    `) as unknown as TypedDocumentString<ConfirmMfaSetupMutation, ConfirmMfaSetupMutationVariables>;
export const MyOutboxDocument = new TypedDocumentString(`
    query MyOutbox($first: Int) {
  myOutbox(first: $first) {
    ...OutboxMessageFields
  }
}
    fragment OutboxMessageFields on OutboxMessage {
  id
  createdAt
  channel
  recipient
  kind
  subject
  body
  deliveredAt
}`) as unknown as TypedDocumentString<MyOutboxQuery, MyOutboxQueryVariables>;
export const OutboxMessageAddedDocument = new TypedDocumentString(`
    subscription OutboxMessageAdded {
  outboxMessageAdded {
    ...OutboxMessageFields
  }
}
    fragment OutboxMessageFields on OutboxMessage {
  id
  createdAt
  channel
  recipient
  kind
  subject
  body
  deliveredAt
}`) as unknown as TypedDocumentString<OutboxMessageAddedSubscription, OutboxMessageAddedSubscriptionVariables>;
export const AccountOverviewDocument = new TypedDocumentString(`
    query AccountOverview($buyerId: ID) {
  accountOverview(buyerId: $buyerId) {
    buyerId
    scope
    creditIsIndividualLimit
    creditApproved {
      amountMinor
      currency
    }
    creditAvailable {
      amountMinor
      currency
    }
    balanceDue {
      amountMinor
      currency
    }
    pastDue {
      amountMinor
      currency
    }
    openInvoiceCount
    pastDueInvoiceCount
  }
}
    `) as unknown as TypedDocumentString<AccountOverviewQuery, AccountOverviewQueryVariables>;
export const PaymentsPageDocument = new TypedDocumentString(`
    query PaymentsPage($buyerId: ID, $filter: PaymentFilter, $page: PageInput) {
  payments(buyerId: $buyerId, filter: $filter, page: $page) {
    items {
      ...PaymentRow
    }
    pageInfo {
      hasNextPage
      endCursor
      totalCount
    }
  }
}
    fragment PaymentRow on Payment {
  id
  type
  amount {
    amountMinor
    currency
  }
  remaining {
    amountMinor
    currency
  }
  receivedDate
  status
  failureReason
  createdAt
  madeBy
  invoices {
    invoiceId
    invoiceNumber
    amount {
      amountMinor
      currency
    }
  }
  bankTransferInstructions {
    amount {
      amountMinor
      currency
    }
    reference
    details {
      key
      value
    }
  }
}`) as unknown as TypedDocumentString<PaymentsPageQuery, PaymentsPageQueryVariables>;
export const RequestPaymentApprovalCodeDocument = new TypedDocumentString(`
    mutation RequestPaymentApprovalCode($input: PaymentPreviewInput!) {
  requestPaymentApprovalCode(input: $input) {
    challengeId
    method
    sentTo
    resendAfterMs
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<RequestPaymentApprovalCodeMutation, RequestPaymentApprovalCodeMutationVariables>;
export const PaymentApprovalRequiredDocument = new TypedDocumentString(`
    query PaymentApprovalRequired($buyerId: ID) {
  paymentApprovalRequired(buyerId: $buyerId)
}
    `) as unknown as TypedDocumentString<PaymentApprovalRequiredQuery, PaymentApprovalRequiredQueryVariables>;
export const PaymentByIdDocument = new TypedDocumentString(`
    query PaymentById($id: ID!) {
  payment(id: $id) {
    ...PaymentRow
  }
}
    fragment PaymentRow on Payment {
  id
  type
  amount {
    amountMinor
    currency
  }
  remaining {
    amountMinor
    currency
  }
  receivedDate
  status
  failureReason
  createdAt
  madeBy
  invoices {
    invoiceId
    invoiceNumber
    amount {
      amountMinor
      currency
    }
  }
  bankTransferInstructions {
    amount {
      amountMinor
      currency
    }
    reference
    details {
      key
      value
    }
  }
}`) as unknown as TypedDocumentString<PaymentByIdQuery, PaymentByIdQueryVariables>;
export const MakePaymentDocument = new TypedDocumentString(`
    mutation MakePayment($input: MakePaymentInput!) {
  makePayment(input: $input) {
    payment {
      ...PaymentRow
    }
    preview {
      ...PaymentPreviewFields
    }
    replayed
  }
}
    fragment PaymentRow on Payment {
  id
  type
  amount {
    amountMinor
    currency
  }
  remaining {
    amountMinor
    currency
  }
  receivedDate
  status
  failureReason
  createdAt
  madeBy
  invoices {
    invoiceId
    invoiceNumber
    amount {
      amountMinor
      currency
    }
  }
  bankTransferInstructions {
    amount {
      amountMinor
      currency
    }
    reference
    details {
      key
      value
    }
  }
}
fragment PaymentPreviewFields on PaymentPreview {
  valid
  approvalRequired
  problems {
    code
    invoiceId
    messageId
  }
  lines {
    invoiceId
    invoiceNumber
    invoiceStatus
    remainingBefore {
      amountMinor
      currency
    }
    amount {
      amountMinor
      currency
    }
    remainingAfter {
      amountMinor
      currency
    }
    statusAfter
  }
  total {
    amountMinor
    currency
  }
  creditAvailableBefore {
    amountMinor
    currency
  }
  creditAvailableAfter {
    amountMinor
    currency
  }
  balanceDueBefore {
    amountMinor
    currency
  }
  balanceDueAfter {
    amountMinor
    currency
  }
}`) as unknown as TypedDocumentString<MakePaymentMutation, MakePaymentMutationVariables>;
export const PaymentMethodsDocument = new TypedDocumentString(`
    query PaymentMethods($buyerId: ID) {
  paymentMethods(buyerId: $buyerId) {
    method
    available
    unavailableReasonId
    accountLabel
  }
}
    `) as unknown as TypedDocumentString<PaymentMethodsQuery, PaymentMethodsQueryVariables>;
export const PaymentModificationCandidatesDocument = new TypedDocumentString(`
    query PaymentModificationCandidates($paymentId: ID!) {
  paymentModificationCandidates(paymentId: $paymentId) {
    id
    invoiceNumber
    status
    total {
      amountMinor
      currency
    }
    remaining {
      amountMinor
      currency
    }
    dueDate
  }
}
    `) as unknown as TypedDocumentString<PaymentModificationCandidatesQuery, PaymentModificationCandidatesQueryVariables>;
export const ModifyPaymentDocument = new TypedDocumentString(`
    mutation ModifyPayment($input: ModifyPaymentInput!) {
  modifyPayment(input: $input) {
    payment {
      ...PaymentRow
    }
    lines {
      invoiceId
      invoiceNumber
      amount {
        amountMinor
        currency
      }
      remainingBefore {
        amountMinor
        currency
      }
      remainingAfter {
        amountMinor
        currency
      }
      statusAfter
    }
    total {
      amountMinor
      currency
    }
    replayed
  }
}
    fragment PaymentRow on Payment {
  id
  type
  amount {
    amountMinor
    currency
  }
  remaining {
    amountMinor
    currency
  }
  receivedDate
  status
  failureReason
  createdAt
  madeBy
  invoices {
    invoiceId
    invoiceNumber
    amount {
      amountMinor
      currency
    }
  }
  bankTransferInstructions {
    amount {
      amountMinor
      currency
    }
    reference
    details {
      key
      value
    }
  }
}`) as unknown as TypedDocumentString<ModifyPaymentMutation, ModifyPaymentMutationVariables>;
export const PaymentPreviewDocument = new TypedDocumentString(`
    query PaymentPreview($input: PaymentPreviewInput!) {
  paymentPreview(input: $input) {
    ...PaymentPreviewFields
  }
}
    fragment PaymentPreviewFields on PaymentPreview {
  valid
  approvalRequired
  problems {
    code
    invoiceId
    messageId
  }
  lines {
    invoiceId
    invoiceNumber
    invoiceStatus
    remainingBefore {
      amountMinor
      currency
    }
    amount {
      amountMinor
      currency
    }
    remainingAfter {
      amountMinor
      currency
    }
    statusAfter
  }
  total {
    amountMinor
    currency
  }
  creditAvailableBefore {
    amountMinor
    currency
  }
  creditAvailableAfter {
    amountMinor
    currency
  }
  balanceDueBefore {
    amountMinor
    currency
  }
  balanceDueAfter {
    amountMinor
    currency
  }
}`) as unknown as TypedDocumentString<PaymentPreviewQuery, PaymentPreviewQueryVariables>;
export const PaymentUpdatedDocument = new TypedDocumentString(`
    subscription PaymentUpdated($buyerId: ID) {
  paymentUpdated(buyerId: $buyerId) {
    ...PaymentRow
  }
}
    fragment PaymentRow on Payment {
  id
  type
  amount {
    amountMinor
    currency
  }
  remaining {
    amountMinor
    currency
  }
  receivedDate
  status
  failureReason
  createdAt
  madeBy
  invoices {
    invoiceId
    invoiceNumber
    amount {
      amountMinor
      currency
    }
  }
  bankTransferInstructions {
    amount {
      amountMinor
      currency
    }
    reference
    details {
      key
      value
    }
  }
}`) as unknown as TypedDocumentString<PaymentUpdatedSubscription, PaymentUpdatedSubscriptionVariables>;
export const MyProfileDocument = new TypedDocumentString(`
    query MyProfile {
  myProfile {
    ...MyProfileFields
  }
}
    fragment MyProfileFields on MyProfile {
  id
  firstName
  lastName
  email
  phone
  language
  languages
  isLastInvoiceReceiver
  ssoStatus
  notifications {
    topic
    channel
    enabled
  }
}`) as unknown as TypedDocumentString<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateMyProfileDocument = new TypedDocumentString(`
    mutation UpdateMyProfile($input: UpdateMyProfileInput!) {
  updateMyProfile(input: $input) {
    ...MyProfileFields
  }
}
    fragment MyProfileFields on MyProfile {
  id
  firstName
  lastName
  email
  phone
  language
  languages
  isLastInvoiceReceiver
  ssoStatus
  notifications {
    topic
    channel
    enabled
  }
}`) as unknown as TypedDocumentString<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const UpdateMyNotificationsDocument = new TypedDocumentString(`
    mutation UpdateMyNotifications($choices: [NotificationChoiceInput!]!) {
  updateMyNotifications(choices: $choices) {
    ...MyProfileFields
  }
}
    fragment MyProfileFields on MyProfile {
  id
  firstName
  lastName
  email
  phone
  language
  languages
  isLastInvoiceReceiver
  ssoStatus
  notifications {
    topic
    channel
    enabled
  }
}`) as unknown as TypedDocumentString<UpdateMyNotificationsMutation, UpdateMyNotificationsMutationVariables>;
export const SetMyLanguageDocument = new TypedDocumentString(`
    mutation SetMyLanguage($language: String!) {
  setMyLanguage(language: $language) {
    language
  }
}
    `) as unknown as TypedDocumentString<SetMyLanguageMutation, SetMyLanguageMutationVariables>;
export const DismissAppAlertDocument = new TypedDocumentString(`
    mutation DismissAppAlert($messageStorageId: ID!) {
  dismissAppAlert(messageStorageId: $messageStorageId)
}
    `) as unknown as TypedDocumentString<DismissAppAlertMutation, DismissAppAlertMutationVariables>;
export const PurchaseCardsDocument = new TypedDocumentString(`
    query PurchaseCards($tab: PurchaseCardTab!, $mine: Boolean, $userId: ID) {
  purchaseCards(tab: $tab, mine: $mine, userId: $userId) {
    ...PurchaseCardFields
  }
}
    fragment PurchaseCardFields on PurchaseCard {
  id
  userId
  userName
  groupName
  cardType
  status
  cardholderName
  businessName
  shipTo {
    attentionTo
    line1
    line2
    city
    state
    zip
  }
  cardLanguage
  last4
  individualCreditLimit {
    amountMinor
    currency
  }
  openCharges {
    amountMinor
    currency
  }
  purchasesBlocked
  lockReason
  terminationReason
  terminatedAt
  terminatedBy
  shippedAt
  activatedAt
  createdAt
  creationFailure
  canManage
  canReveal
}`) as unknown as TypedDocumentString<PurchaseCardsQuery, PurchaseCardsQueryVariables>;
export const PurchaseCardCreationOptionsDocument = new TypedDocumentString(`
    query PurchaseCardCreationOptions($userId: ID) {
  purchaseCardCreationOptions(userId: $userId) {
    userId
    firstName
    lastName
    companyName
    purchaseCardsEnabled
    individualCreditLimitsEnabled
    canSetLimit
    currentLimit {
      amountMinor
      currency
    }
    inviterLimit {
      amountMinor
      currency
    }
    companyCreditLine {
      amountMinor
      currency
    }
    openCharges {
      amountMinor
      currency
    }
    languages
  }
}
    `) as unknown as TypedDocumentString<PurchaseCardCreationOptionsQuery, PurchaseCardCreationOptionsQueryVariables>;
export const CreatePurchaseCardDocument = new TypedDocumentString(`
    mutation CreatePurchaseCard($input: CreatePurchaseCardInput!) {
  createPurchaseCard(input: $input) {
    ...PurchaseCardFields
  }
}
    fragment PurchaseCardFields on PurchaseCard {
  id
  userId
  userName
  groupName
  cardType
  status
  cardholderName
  businessName
  shipTo {
    attentionTo
    line1
    line2
    city
    state
    zip
  }
  cardLanguage
  last4
  individualCreditLimit {
    amountMinor
    currency
  }
  openCharges {
    amountMinor
    currency
  }
  purchasesBlocked
  lockReason
  terminationReason
  terminatedAt
  terminatedBy
  shippedAt
  activatedAt
  createdAt
  creationFailure
  canManage
  canReveal
}`) as unknown as TypedDocumentString<CreatePurchaseCardMutation, CreatePurchaseCardMutationVariables>;
export const LockPurchaseCardDocument = new TypedDocumentString(`
    mutation LockPurchaseCard($input: CardReasonInput!) {
  lockPurchaseCard(input: $input) {
    ...PurchaseCardFields
  }
}
    fragment PurchaseCardFields on PurchaseCard {
  id
  userId
  userName
  groupName
  cardType
  status
  cardholderName
  businessName
  shipTo {
    attentionTo
    line1
    line2
    city
    state
    zip
  }
  cardLanguage
  last4
  individualCreditLimit {
    amountMinor
    currency
  }
  openCharges {
    amountMinor
    currency
  }
  purchasesBlocked
  lockReason
  terminationReason
  terminatedAt
  terminatedBy
  shippedAt
  activatedAt
  createdAt
  creationFailure
  canManage
  canReveal
}`) as unknown as TypedDocumentString<LockPurchaseCardMutation, LockPurchaseCardMutationVariables>;
export const UnlockPurchaseCardDocument = new TypedDocumentString(`
    mutation UnlockPurchaseCard($cardId: ID!) {
  unlockPurchaseCard(cardId: $cardId) {
    ...PurchaseCardFields
  }
}
    fragment PurchaseCardFields on PurchaseCard {
  id
  userId
  userName
  groupName
  cardType
  status
  cardholderName
  businessName
  shipTo {
    attentionTo
    line1
    line2
    city
    state
    zip
  }
  cardLanguage
  last4
  individualCreditLimit {
    amountMinor
    currency
  }
  openCharges {
    amountMinor
    currency
  }
  purchasesBlocked
  lockReason
  terminationReason
  terminatedAt
  terminatedBy
  shippedAt
  activatedAt
  createdAt
  creationFailure
  canManage
  canReveal
}`) as unknown as TypedDocumentString<UnlockPurchaseCardMutation, UnlockPurchaseCardMutationVariables>;
export const TerminatePurchaseCardDocument = new TypedDocumentString(`
    mutation TerminatePurchaseCard($input: CardReasonInput!) {
  terminatePurchaseCard(input: $input) {
    ...PurchaseCardFields
  }
}
    fragment PurchaseCardFields on PurchaseCard {
  id
  userId
  userName
  groupName
  cardType
  status
  cardholderName
  businessName
  shipTo {
    attentionTo
    line1
    line2
    city
    state
    zip
  }
  cardLanguage
  last4
  individualCreditLimit {
    amountMinor
    currency
  }
  openCharges {
    amountMinor
    currency
  }
  purchasesBlocked
  lockReason
  terminationReason
  terminatedAt
  terminatedBy
  shippedAt
  activatedAt
  createdAt
  creationFailure
  canManage
  canReveal
}`) as unknown as TypedDocumentString<TerminatePurchaseCardMutation, TerminatePurchaseCardMutationVariables>;
export const RequestCardNumberRevealDocument = new TypedDocumentString(`
    mutation RequestCardNumberReveal($cardId: ID!) {
  requestCardNumberReveal(cardId: $cardId) {
    challengeId
    expiresAt
    sentTo
  }
}
    `) as unknown as TypedDocumentString<RequestCardNumberRevealMutation, RequestCardNumberRevealMutationVariables>;
export const RevealCardNumberDocument = new TypedDocumentString(`
    mutation RevealCardNumber($input: RevealCardNumberInput!) {
  revealCardNumber(input: $input) {
    cardId
    cardNumber
  }
}
    `) as unknown as TypedDocumentString<RevealCardNumberMutation, RevealCardNumberMutationVariables>;
export const PurchaseCardUpdatedDocument = new TypedDocumentString(`
    subscription PurchaseCardUpdated {
  purchaseCardUpdated {
    ...PurchaseCardFields
  }
}
    fragment PurchaseCardFields on PurchaseCard {
  id
  userId
  userName
  groupName
  cardType
  status
  cardholderName
  businessName
  shipTo {
    attentionTo
    line1
    line2
    city
    state
    zip
  }
  cardLanguage
  last4
  individualCreditLimit {
    amountMinor
    currency
  }
  openCharges {
    amountMinor
    currency
  }
  purchasesBlocked
  lockReason
  terminationReason
  terminatedAt
  terminatedBy
  shippedAt
  activatedAt
  createdAt
  creationFailure
  canManage
  canReveal
}`) as unknown as TypedDocumentString<PurchaseCardUpdatedSubscription, PurchaseCardUpdatedSubscriptionVariables>;
export const PurchasingControlsDocument = new TypedDocumentString(`
    query PurchasingControls {
  purchasingControls {
    ...PurchasingControlsFields
  }
}
    fragment PurchasingControlsFields on PurchasingControls {
  buyerId
  individualCreditLimits
  purchaseCards
  activeCardCount
  canManage
  purchasePolicyMaxValue {
    amountMinor
    currency
  }
  companyCreditLine {
    amountMinor
    currency
  }
  cardReturnAddress {
    attentionTo
    line1
    line2
    city
    state
    zip
  }
}`) as unknown as TypedDocumentString<PurchasingControlsQuery, PurchasingControlsQueryVariables>;
export const SetPurchasingFeatureDocument = new TypedDocumentString(`
    mutation SetPurchasingFeature($input: SetPurchasingFeatureInput!) {
  setPurchasingFeature(input: $input) {
    ...PurchasingControlsFields
  }
}
    fragment PurchasingControlsFields on PurchasingControls {
  buyerId
  individualCreditLimits
  purchaseCards
  activeCardCount
  canManage
  purchasePolicyMaxValue {
    amountMinor
    currency
  }
  companyCreditLine {
    amountMinor
    currency
  }
  cardReturnAddress {
    attentionTo
    line1
    line2
    city
    state
    zip
  }
}`) as unknown as TypedDocumentString<SetPurchasingFeatureMutation, SetPurchasingFeatureMutationVariables>;
export const SetPurchasePolicyDocument = new TypedDocumentString(`
    mutation SetPurchasePolicy($input: SetPurchasePolicyInput!) {
  setPurchasePolicy(input: $input) {
    ...PurchasingControlsFields
  }
}
    fragment PurchasingControlsFields on PurchasingControls {
  buyerId
  individualCreditLimits
  purchaseCards
  activeCardCount
  canManage
  purchasePolicyMaxValue {
    amountMinor
    currency
  }
  companyCreditLine {
    amountMinor
    currency
  }
  cardReturnAddress {
    attentionTo
    line1
    line2
    city
    state
    zip
  }
}`) as unknown as TypedDocumentString<SetPurchasePolicyMutation, SetPurchasePolicyMutationVariables>;
export const SetCardReturnAddressDocument = new TypedDocumentString(`
    mutation SetCardReturnAddress($input: SetCardReturnAddressInput!) {
  setCardReturnAddress(input: $input) {
    ...PurchasingControlsFields
  }
}
    fragment PurchasingControlsFields on PurchasingControls {
  buyerId
  individualCreditLimits
  purchaseCards
  activeCardCount
  canManage
  purchasePolicyMaxValue {
    amountMinor
    currency
  }
  companyCreditLine {
    amountMinor
    currency
  }
  cardReturnAddress {
    attentionTo
    line1
    line2
    city
    state
    zip
  }
}`) as unknown as TypedDocumentString<SetCardReturnAddressMutation, SetCardReturnAddressMutationVariables>;
export const SetIndividualCreditLimitDocument = new TypedDocumentString(`
    mutation SetIndividualCreditLimit($input: SetIndividualCreditLimitInput!) {
  setIndividualCreditLimit(input: $input) {
    userId
    limit {
      amountMinor
      currency
    }
    openCharges {
      amountMinor
      currency
    }
    purchasesBlocked
  }
}
    `) as unknown as TypedDocumentString<SetIndividualCreditLimitMutation, SetIndividualCreditLimitMutationVariables>;
export const MySecurityQuestionDocument = new TypedDocumentString(`
    query MySecurityQuestion {
  mySecurityQuestion {
    questionKey
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<MySecurityQuestionQuery, MySecurityQuestionQueryVariables>;
export const SetSecurityQuestionDocument = new TypedDocumentString(`
    mutation SetSecurityQuestion($input: SetSecurityQuestionInput!) {
  setSecurityQuestion(input: $input) {
    questionKey
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SetSecurityQuestionMutation, SetSecurityQuestionMutationVariables>;
export const SessionStartDocument = new TypedDocumentString(`
    query SessionStart($buyerId: ID!, $fetchLatestExternalData: Boolean, $includeBuyer: Boolean!) {
  currentUser(buyerId: $buyerId) {
    id
    clientReferenceBuyerId
    country
    email
    language
    name
    firstName
    lastName
    phone
    receiveEmail
    role
    ssoStatus
    userType
    clientId
    buyerId
    customerId
    customerAccountName
    parentUserId
  }
  currentAppAlerts {
    messageStorageId
    targetPublic
    targetUserType
    targetRole
    titleIntlKey
    messageIntlKey
    urlLink
    alertType
    enabled
    targetScreen
    targetCountry
    targetProgramId
  }
  buyer(id: $buyerId, fetchLatestExternalData: $fetchLatestExternalData) @include(if: $includeBuyer) {
    id
    name
    billingCycle
    businessCountry
    status
    type
  }
}
    `) as unknown as TypedDocumentString<SessionStartQuery, SessionStartQueryVariables>;
export const CustomersDocument = new TypedDocumentString(`
    query Customers($search: String, $status: String) {
  customers(search: $search, status: $status) {
    ...CustomerFields
  }
}
    fragment CustomerFields on Customer {
  id
  name
  status
  suspensionReason
  terms
  clientReferenceId
  clientReferenceBuyerId
  creditApproved {
    amountMinor
    currency
  }
  creditAvailable {
    amountMinor
    currency
  }
  charges
  purchasers
  activated
  openPreauthorizations
  createdAt
}`) as unknown as TypedDocumentString<CustomersQuery, CustomersQueryVariables>;
export const CustomerDocument = new TypedDocumentString(`
    query Customer($id: ID!) {
  customer(id: $id) {
    customer {
      ...CustomerFields
    }
    users {
      id
      email
      firstName
      lastName
      roles
      status
      mfaMethod
      invitationPending
    }
    pendingCreditIncrease {
      id
      requestedAmount {
        amountMinor
        currency
      }
      submittedAt
      type
    }
    pendingEmailChange {
      id
      currentEmail
      newEmail
      submittedAt
    }
  }
}
    fragment CustomerFields on Customer {
  id
  name
  status
  suspensionReason
  terms
  clientReferenceId
  clientReferenceBuyerId
  creditApproved {
    amountMinor
    currency
  }
  creditAvailable {
    amountMinor
    currency
  }
  charges
  purchasers
  activated
  openPreauthorizations
  createdAt
}`) as unknown as TypedDocumentString<CustomerQuery, CustomerQueryVariables>;
export const CustomerPreauthorizationsDocument = new TypedDocumentString(`
    query CustomerPreauthorizations($customerId: ID!, $offset: Int, $limit: Int) {
  customerPreauthorizations(
    customerId: $customerId
    offset: $offset
    limit: $limit
  ) {
    items {
      id
      status
      amount {
        amountMinor
        currency
      }
      capturedAmount {
        amountMinor
        currency
      }
      chargeInvoiceNumber
      createdAt
      expiresAt
    }
    total
    offset
    limit
  }
}
    `) as unknown as TypedDocumentString<CustomerPreauthorizationsQuery, CustomerPreauthorizationsQueryVariables>;
export const ClientUsersDocument = new TypedDocumentString(`
    query ClientUsers {
  clientUsers {
    id
    email
    firstName
    lastName
    roles
    status
  }
}
    `) as unknown as TypedDocumentString<ClientUsersQuery, ClientUsersQueryVariables>;
export const SupportFindUsersDocument = new TypedDocumentString(`
    query SupportFindUsers($search: String!) {
  supportFindUsers(search: $search) {
    id
    email
    firstName
    lastName
    userType
    status
    buyerId
    buyerName
  }
}
    `) as unknown as TypedDocumentString<SupportFindUsersQuery, SupportFindUsersQueryVariables>;
export const SupportResendInvitationDocument = new TypedDocumentString(`
    mutation SupportResendInvitation($userId: ID!) {
  supportResendInvitation(userId: $userId) {
    id
    invitationPending
  }
}
    `) as unknown as TypedDocumentString<SupportResendInvitationMutation, SupportResendInvitationMutationVariables>;
export const SupportResetMfaDocument = new TypedDocumentString(`
    mutation SupportResetMfa($userId: ID!) {
  resetUserMfa(userId: $userId) {
    id
  }
}
    `) as unknown as TypedDocumentString<SupportResetMfaMutation, SupportResetMfaMutationVariables>;
export const SupportDecidePrimaryEmailChangeDocument = new TypedDocumentString(`
    mutation SupportDecidePrimaryEmailChange($input: DecidePrimaryEmailChangeInput!) {
  supportDecidePrimaryEmailChange(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<SupportDecidePrimaryEmailChangeMutation, SupportDecidePrimaryEmailChangeMutationVariables>;
export const OpenBuyerPortalDocument = new TypedDocumentString(`
    mutation OpenBuyerPortal($buyerId: ID!, $path: String) {
  openBuyerPortal(buyerId: $buyerId, path: $path) {
    url
    expiresAt
    userEmail
  }
}
    `) as unknown as TypedDocumentString<OpenBuyerPortalMutation, OpenBuyerPortalMutationVariables>;
export const UnderwritingQueueDocument = new TypedDocumentString(`
    query UnderwritingQueue {
  underwritingQueue {
    creditIncreases {
      request {
        id
        type
        requestedAmount {
          amountMinor
          currency
        }
        startDate
        endDate
        reason
        submittedAt
        overdue
      }
      buyerId
      buyerName
      creditApproved {
        amountMinor
        currency
      }
    }
    applications {
      id
      buyerId
      businessName
      contactName
      contactEmail
      requestedLimit {
        amountMinor
        currency
      }
      paymentTerms
      submittedAt
    }
  }
}
    `) as unknown as TypedDocumentString<UnderwritingQueueQuery, UnderwritingQueueQueryVariables>;
export const DecideCreditIncreaseDocument = new TypedDocumentString(`
    mutation DecideCreditIncrease($input: DecideCreditIncreaseInput!) {
  decideCreditIncrease(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<DecideCreditIncreaseMutation, DecideCreditIncreaseMutationVariables>;
export const DecideApplicationDocument = new TypedDocumentString(`
    mutation DecideApplication($input: DecideApplicationInput!) {
  decideApplication(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<DecideApplicationMutation, DecideApplicationMutationVariables>;
export const StaffCreditIncreaseUpdatedDocument = new TypedDocumentString(`
    subscription StaffCreditIncreaseUpdated($buyerId: ID) {
  creditIncreaseUpdated(buyerId: $buyerId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<StaffCreditIncreaseUpdatedSubscription, StaffCreditIncreaseUpdatedSubscriptionVariables>;
export const InviteClientUserDocument = new TypedDocumentString(`
    mutation InviteClientUser($input: InviteClientUserInput!) {
  inviteClientUser(input: $input) {
    id
    email
    firstName
    lastName
    roles
    status
  }
}
    `) as unknown as TypedDocumentString<InviteClientUserMutation, InviteClientUserMutationVariables>;
export const SetClientUserRoleDocument = new TypedDocumentString(`
    mutation SetClientUserRole($userId: ID!, $role: String!) {
  setClientUserRole(userId: $userId, role: $role) {
    id
    roles
  }
}
    `) as unknown as TypedDocumentString<SetClientUserRoleMutation, SetClientUserRoleMutationVariables>;
export const SuspendClientUserDocument = new TypedDocumentString(`
    mutation SuspendClientUser($userId: ID!) {
  suspendClientUser(userId: $userId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<SuspendClientUserMutation, SuspendClientUserMutationVariables>;
export const ReEnableClientUserDocument = new TypedDocumentString(`
    mutation ReEnableClientUser($userId: ID!) {
  reEnableClientUser(userId: $userId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ReEnableClientUserMutation, ReEnableClientUserMutationVariables>;
export const ResendClientUserInvitationDocument = new TypedDocumentString(`
    mutation ResendClientUserInvitation($userId: ID!) {
  resendClientUserInvitation(userId: $userId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ResendClientUserInvitationMutation, ResendClientUserInvitationMutationVariables>;
export const StatementDocument = new TypedDocumentString(`
    query Statement($buyerId: ID, $from: String!, $to: String!) {
  statement(buyerId: $buyerId, from: $from, to: $to) {
    scope
    from
    to
    openingBalance {
      amountMinor
      currency
    }
    charges {
      amountMinor
      currency
    }
    payments {
      amountMinor
      currency
    }
    credits {
      amountMinor
      currency
    }
    closingBalance {
      amountMinor
      currency
    }
    lines {
      date
      kind
      invoiceNumber
      amount {
        amountMinor
        currency
      }
      balance {
        amountMinor
        currency
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StatementQuery, StatementQueryVariables>;
export const AccountUsersDocument = new TypedDocumentString(`
    query AccountUsers($filter: UserFilter, $sort: UserSort, $first: Int, $offset: Int) {
  accountUsers(filter: $filter, sort: $sort, first: $first, offset: $offset) {
    items {
      ...AccountUserFields
    }
    totalCount
    offset
  }
}
    fragment AccountUserFields on AccountUser {
  id
  firstName
  lastName
  name
  email
  phone
  internalId
  groupId
  groupName
  roles
  status
  contactTypes
  contactOnly
  individualCreditLimit {
    amountMinor
    currency
  }
  receiveInvoiceEmails
  invoicePermissions
  isPrimaryUser
  isSelf
  invitation {
    status
    sentAt
    expiresAt
  }
  mfa {
    method
    target
    disabledUntil
  }
  canManage
  createdAt
}`) as unknown as TypedDocumentString<AccountUsersQuery, AccountUsersQueryVariables>;
export const AccountUserDocument = new TypedDocumentString(`
    query AccountUser($id: ID!) {
  accountUser(id: $id) {
    ...AccountUserFields
  }
}
    fragment AccountUserFields on AccountUser {
  id
  firstName
  lastName
  name
  email
  phone
  internalId
  groupId
  groupName
  roles
  status
  contactTypes
  contactOnly
  individualCreditLimit {
    amountMinor
    currency
  }
  receiveInvoiceEmails
  invoicePermissions
  isPrimaryUser
  isSelf
  invitation {
    status
    sentAt
    expiresAt
  }
  mfa {
    method
    target
    disabledUntil
  }
  canManage
  createdAt
}`) as unknown as TypedDocumentString<AccountUserQuery, AccountUserQueryVariables>;
export const UserAdminOptionsDocument = new TypedDocumentString(`
    query UserAdminOptions {
  userAdminOptions {
    buyerId
    groups {
      id
      name
      isTopLevel
    }
    roles
    individualCreditLimitsEnabled
    inviterLimit {
      amountMinor
      currency
    }
    companyCreditLine {
      amountMinor
      currency
    }
    isAccountAdmin
  }
}
    `) as unknown as TypedDocumentString<UserAdminOptionsQuery, UserAdminOptionsQueryVariables>;
export const AccountUsersCsvDocument = new TypedDocumentString(`
    query AccountUsersCsv($filter: UserFilter, $sort: UserSort) {
  accountUsersCsv(filter: $filter, sort: $sort) {
    filename
    contentType
    content
    rowCount
    truncated
    rowLimit
  }
}
    `) as unknown as TypedDocumentString<AccountUsersCsvQuery, AccountUsersCsvQueryVariables>;
export const InviteUserDocument = new TypedDocumentString(`
    mutation InviteUser($input: InviteUserInput!) {
  inviteUser(input: $input) {
    ...AccountUserFields
  }
}
    fragment AccountUserFields on AccountUser {
  id
  firstName
  lastName
  name
  email
  phone
  internalId
  groupId
  groupName
  roles
  status
  contactTypes
  contactOnly
  individualCreditLimit {
    amountMinor
    currency
  }
  receiveInvoiceEmails
  invoicePermissions
  isPrimaryUser
  isSelf
  invitation {
    status
    sentAt
    expiresAt
  }
  mfa {
    method
    target
    disabledUntil
  }
  canManage
  createdAt
}`) as unknown as TypedDocumentString<InviteUserMutation, InviteUserMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($input: UpdateUserInput!) {
  updateUser(input: $input) {
    ...AccountUserFields
  }
}
    fragment AccountUserFields on AccountUser {
  id
  firstName
  lastName
  name
  email
  phone
  internalId
  groupId
  groupName
  roles
  status
  contactTypes
  contactOnly
  individualCreditLimit {
    amountMinor
    currency
  }
  receiveInvoiceEmails
  invoicePermissions
  isPrimaryUser
  isSelf
  invitation {
    status
    sentAt
    expiresAt
  }
  mfa {
    method
    target
    disabledUntil
  }
  canManage
  createdAt
}`) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const ResendInvitationDocument = new TypedDocumentString(`
    mutation ResendInvitation($userId: ID!) {
  resendInvitation(userId: $userId) {
    ...AccountUserFields
  }
}
    fragment AccountUserFields on AccountUser {
  id
  firstName
  lastName
  name
  email
  phone
  internalId
  groupId
  groupName
  roles
  status
  contactTypes
  contactOnly
  individualCreditLimit {
    amountMinor
    currency
  }
  receiveInvoiceEmails
  invoicePermissions
  isPrimaryUser
  isSelf
  invitation {
    status
    sentAt
    expiresAt
  }
  mfa {
    method
    target
    disabledUntil
  }
  canManage
  createdAt
}`) as unknown as TypedDocumentString<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const SuspendUserDocument = new TypedDocumentString(`
    mutation SuspendUser($input: SuspendUserInput!) {
  suspendUser(input: $input) {
    ...AccountUserFields
  }
}
    fragment AccountUserFields on AccountUser {
  id
  firstName
  lastName
  name
  email
  phone
  internalId
  groupId
  groupName
  roles
  status
  contactTypes
  contactOnly
  individualCreditLimit {
    amountMinor
    currency
  }
  receiveInvoiceEmails
  invoicePermissions
  isPrimaryUser
  isSelf
  invitation {
    status
    sentAt
    expiresAt
  }
  mfa {
    method
    target
    disabledUntil
  }
  canManage
  createdAt
}`) as unknown as TypedDocumentString<SuspendUserMutation, SuspendUserMutationVariables>;
export const ReEnableUserDocument = new TypedDocumentString(`
    mutation ReEnableUser($userId: ID!) {
  reEnableUser(userId: $userId) {
    ...AccountUserFields
  }
}
    fragment AccountUserFields on AccountUser {
  id
  firstName
  lastName
  name
  email
  phone
  internalId
  groupId
  groupName
  roles
  status
  contactTypes
  contactOnly
  individualCreditLimit {
    amountMinor
    currency
  }
  receiveInvoiceEmails
  invoicePermissions
  isPrimaryUser
  isSelf
  invitation {
    status
    sentAt
    expiresAt
  }
  mfa {
    method
    target
    disabledUntil
  }
  canManage
  createdAt
}`) as unknown as TypedDocumentString<ReEnableUserMutation, ReEnableUserMutationVariables>;
export const DeactivateUserDocument = new TypedDocumentString(`
    mutation DeactivateUser($userId: ID!) {
  deactivateUser(userId: $userId) {
    ...AccountUserFields
  }
}
    fragment AccountUserFields on AccountUser {
  id
  firstName
  lastName
  name
  email
  phone
  internalId
  groupId
  groupName
  roles
  status
  contactTypes
  contactOnly
  individualCreditLimit {
    amountMinor
    currency
  }
  receiveInvoiceEmails
  invoicePermissions
  isPrimaryUser
  isSelf
  invitation {
    status
    sentAt
    expiresAt
  }
  mfa {
    method
    target
    disabledUntil
  }
  canManage
  createdAt
}`) as unknown as TypedDocumentString<DeactivateUserMutation, DeactivateUserMutationVariables>;
export const ResetUserMfaDocument = new TypedDocumentString(`
    mutation ResetUserMfa($userId: ID!) {
  resetUserMfa(userId: $userId) {
    ...AccountUserFields
  }
}
    fragment AccountUserFields on AccountUser {
  id
  firstName
  lastName
  name
  email
  phone
  internalId
  groupId
  groupName
  roles
  status
  contactTypes
  contactOnly
  individualCreditLimit {
    amountMinor
    currency
  }
  receiveInvoiceEmails
  invoicePermissions
  isPrimaryUser
  isSelf
  invitation {
    status
    sentAt
    expiresAt
  }
  mfa {
    method
    target
    disabledUntil
  }
  canManage
  createdAt
}`) as unknown as TypedDocumentString<ResetUserMfaMutation, ResetUserMfaMutationVariables>;
export const SetUserActiveDocument = new TypedDocumentString(`
    mutation SetUserActive($userId: ID!, $active: Boolean!) {
  setUserActive(userId: $userId, active: $active) {
    ...AccountUserFields
  }
}
    fragment AccountUserFields on AccountUser {
  id
  firstName
  lastName
  name
  email
  phone
  internalId
  groupId
  groupName
  roles
  status
  contactTypes
  contactOnly
  individualCreditLimit {
    amountMinor
    currency
  }
  receiveInvoiceEmails
  invoicePermissions
  isPrimaryUser
  isSelf
  invitation {
    status
    sentAt
    expiresAt
  }
  mfa {
    method
    target
    disabledUntil
  }
  canManage
  createdAt
}`) as unknown as TypedDocumentString<SetUserActiveMutation, SetUserActiveMutationVariables>;
export const DisableUserMfaDocument = new TypedDocumentString(`
    mutation DisableUserMfa($userId: ID!) {
  disableUserMfa(userId: $userId) {
    ...AccountUserFields
  }
}
    fragment AccountUserFields on AccountUser {
  id
  firstName
  lastName
  name
  email
  phone
  internalId
  groupId
  groupName
  roles
  status
  contactTypes
  contactOnly
  individualCreditLimit {
    amountMinor
    currency
  }
  receiveInvoiceEmails
  invoicePermissions
  isPrimaryUser
  isSelf
  invitation {
    status
    sentAt
    expiresAt
  }
  mfa {
    method
    target
    disabledUntil
  }
  canManage
  createdAt
}`) as unknown as TypedDocumentString<DisableUserMfaMutation, DisableUserMfaMutationVariables>;
export const UpdateUserMfaDocument = new TypedDocumentString(`
    mutation UpdateUserMfa($userId: ID!, $method: String!, $target: String) {
  updateUserMfa(userId: $userId, method: $method, target: $target) {
    ...AccountUserFields
  }
}
    fragment AccountUserFields on AccountUser {
  id
  firstName
  lastName
  name
  email
  phone
  internalId
  groupId
  groupName
  roles
  status
  contactTypes
  contactOnly
  individualCreditLimit {
    amountMinor
    currency
  }
  receiveInvoiceEmails
  invoicePermissions
  isPrimaryUser
  isSelf
  invitation {
    status
    sentAt
    expiresAt
  }
  mfa {
    method
    target
    disabledUntil
  }
  canManage
  createdAt
}`) as unknown as TypedDocumentString<UpdateUserMfaMutation, UpdateUserMfaMutationVariables>;