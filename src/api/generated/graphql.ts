import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** One of the seller's own users (clientAdministrator). */
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

export type CustomerFieldsFragment = { __typename?: 'Customer', id: string, name: string, status: string, suspensionReason: string | null, terms: string, clientReferenceId: string | null, clientReferenceBuyerId: string | null, charges: number, purchasers: number, activated: boolean, createdAt: string, creditApproved: { __typename?: 'Money', amountMinor: number, currency: string }, creditAvailable: { __typename?: 'Money', amountMinor: number, currency: string } };

export type CustomersQueryVariables = Exact<{
  search: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<Scalars['String']['input']>;
}>;


export type CustomersQuery = { __typename?: 'Query', customers: Array<{ __typename?: 'Customer', id: string, name: string, status: string, suspensionReason: string | null, terms: string, clientReferenceId: string | null, clientReferenceBuyerId: string | null, charges: number, purchasers: number, activated: boolean, createdAt: string, creditApproved: { __typename?: 'Money', amountMinor: number, currency: string }, creditAvailable: { __typename?: 'Money', amountMinor: number, currency: string } }> };

export type CustomerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CustomerQuery = { __typename?: 'Query', customer: { __typename?: 'CustomerDetail', customer: { __typename?: 'Customer', id: string, name: string, status: string, suspensionReason: string | null, terms: string, clientReferenceId: string | null, clientReferenceBuyerId: string | null, charges: number, purchasers: number, activated: boolean, createdAt: string, creditApproved: { __typename?: 'Money', amountMinor: number, currency: string }, creditAvailable: { __typename?: 'Money', amountMinor: number, currency: string } }, users: Array<{ __typename?: 'CustomerUser', id: string, email: string, firstName: string, lastName: string, roles: Array<string>, status: string, mfaMethod: string | null, invitationPending: boolean }>, pendingCreditIncrease: { __typename?: 'CreditIncreaseRequest', id: string, submittedAt: string, type: CreditIncreaseType, requestedAmount: { __typename?: 'Money', amountMinor: number, currency: string } } | null, pendingEmailChange: { __typename?: 'PrimaryEmailChange', id: string, currentEmail: string, newEmail: string, submittedAt: string } | null } | null };

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

export const BankAccountRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankingCountry"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"maskedAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"branchCode"}},{"kind":"Field","name":{"kind":"Name","value":"partialIban"}},{"kind":"Field","name":{"kind":"Name","value":"autoPay"}},{"kind":"Field","name":{"kind":"Name","value":"directDebitSignatureDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"retryAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"auddis"}}]}}]}}]} as unknown as DocumentNode<BankAccountRowFragment, unknown>;
export const CompanyInfoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"tradingName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEditProfile"}}]}}]} as unknown as DocumentNode<CompanyInfoFieldsFragment, unknown>;
export const PrimaryEmailChangeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrimaryEmailChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrimaryEmailChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"newEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDecisionBy"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<PrimaryEmailChangeFieldsFragment, unknown>;
export const CreditIncreaseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditIncreaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditIncreaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDecisionBy"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}}]}}]} as unknown as DocumentNode<CreditIncreaseFieldsFragment, unknown>;
export const ApiKeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiKeyFieldsFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<WebhookEndpointFieldsFragment, unknown>;
export const DisputeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisputeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}}]} as unknown as DocumentNode<DisputeRowFragment, unknown>;
export const GroupUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode<GroupUserFieldsFragment, unknown>;
export const GroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"parentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminEmail"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"tradingName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relationToParent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billTo"}},{"kind":"Field","name":{"kind":"Name","value":"billingContactName"}},{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode<GroupFieldsFragment, unknown>;
export const InvoiceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remainingDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applied"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"buyerUserName"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"consolidated"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<InvoiceRowFragment, unknown>;
export const OutboxMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboxMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]} as unknown as DocumentNode<OutboxMessageFieldsFragment, unknown>;
export const PaymentRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remaining"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"madeBy"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankTransferInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentRowFragment, unknown>;
export const PaymentPreviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remainingAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditAvailableBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditAvailableAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<PaymentPreviewFieldsFragment, unknown>;
export const MyProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"isLastInvoiceReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"ssoStatus"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<MyProfileFieldsFragment, unknown>;
export const PurchaseCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attentionTo"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasesBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"lockReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminationReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creationFailure"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"canReveal"}}]}}]} as unknown as DocumentNode<PurchaseCardFieldsFragment, unknown>;
export const PurchasingControlsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasingControlsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasingControls"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimits"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseCards"}},{"kind":"Field","name":{"kind":"Name","value":"activeCardCount"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePolicyMaxValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyCreditLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardReturnAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attentionTo"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]}}]} as unknown as DocumentNode<PurchasingControlsFieldsFragment, unknown>;
export const CustomerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"clientReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"clientReferenceBuyerId"}},{"kind":"Field","name":{"kind":"Name","value":"creditApproved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditAvailable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charges"}},{"kind":"Field","name":{"kind":"Name","value":"purchasers"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CustomerFieldsFragment, unknown>;
export const AccountUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactTypes"}},{"kind":"Field","name":{"kind":"Name","value":"contactOnly"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveInvoiceEmails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePermissions"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryUser"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AccountUserFieldsFragment, unknown>;
export const AccountActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fromState"}},{"kind":"Field","name":{"kind":"Name","value":"toState"}}]}}]}}]}}]} as unknown as DocumentNode<AccountActivityQuery, AccountActivityQueryVariables>;
export const AgingReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgingReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days1to30"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days31to60"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days61to90"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"over90"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days1to30"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days31to60"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days61to90"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"over90"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgingReportQuery, AgingReportQueryVariables>;
export const BankAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankAccountRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"autoPayRequired"}},{"kind":"Field","name":{"kind":"Name","value":"now"}},{"kind":"Field","name":{"kind":"Name","value":"viewerUserId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankingCountry"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"maskedAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"branchCode"}},{"kind":"Field","name":{"kind":"Name","value":"partialIban"}},{"kind":"Field","name":{"kind":"Name","value":"autoPay"}},{"kind":"Field","name":{"kind":"Name","value":"directDebitSignatureDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"retryAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"auddis"}}]}}]}}]} as unknown as DocumentNode<BankAccountsQuery, BankAccountsQueryVariables>;
export const AddBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddBankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankAccountRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankingCountry"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"maskedAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"branchCode"}},{"kind":"Field","name":{"kind":"Name","value":"partialIban"}},{"kind":"Field","name":{"kind":"Name","value":"autoPay"}},{"kind":"Field","name":{"kind":"Name","value":"directDebitSignatureDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"retryAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"auddis"}}]}}]}}]} as unknown as DocumentNode<AddBankAccountMutation, AddBankAccountMutationVariables>;
export const SetBankAccountAutoPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBankAccountAutoPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"autoPay"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBankAccountAutoPay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"autoPay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"autoPay"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankAccountRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankingCountry"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"maskedAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"branchCode"}},{"kind":"Field","name":{"kind":"Name","value":"partialIban"}},{"kind":"Field","name":{"kind":"Name","value":"autoPay"}},{"kind":"Field","name":{"kind":"Name","value":"directDebitSignatureDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"retryAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"auddis"}}]}}]}}]} as unknown as DocumentNode<SetBankAccountAutoPayMutation, SetBankAccountAutoPayMutationVariables>;
export const BankAccountUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BankAccountUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankAccountRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankingCountry"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"maskedAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"branchCode"}},{"kind":"Field","name":{"kind":"Name","value":"partialIban"}},{"kind":"Field","name":{"kind":"Name","value":"autoPay"}},{"kind":"Field","name":{"kind":"Name","value":"directDebitSignatureDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"retryAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"auddis"}}]}}]}}]} as unknown as DocumentNode<BankAccountUpdatedSubscription, BankAccountUpdatedSubscriptionVariables>;
export const CompanyInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyInfoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"tradingName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEditProfile"}}]}}]} as unknown as DocumentNode<CompanyInfoQuery, CompanyInfoQueryVariables>;
export const UpdateCompanyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompanyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCompanyProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompanyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyInfoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"tradingName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEditProfile"}}]}}]} as unknown as DocumentNode<UpdateCompanyProfileMutation, UpdateCompanyProfileMutationVariables>;
export const PrimaryContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrimaryContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrimaryEmailChangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastDecided"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrimaryEmailChangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canRequestChange"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrimaryEmailChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrimaryEmailChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"newEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDecisionBy"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<PrimaryContactQuery, PrimaryContactQueryVariables>;
export const RequestPrimaryEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPrimaryEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPrimaryEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPrimaryEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrimaryEmailChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrimaryEmailChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrimaryEmailChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"newEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDecisionBy"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<RequestPrimaryEmailChangeMutation, RequestPrimaryEmailChangeMutationVariables>;
export const PrimaryEmailChangeUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PrimaryEmailChangeUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryEmailChangeUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrimaryEmailChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrimaryEmailChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrimaryEmailChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"newEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDecisionBy"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<PrimaryEmailChangeUpdatedSubscription, PrimaryEmailChangeUpdatedSubscriptionVariables>;
export const CreditIncreaseOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditIncreaseOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditIncreaseOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditApproved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditIncreaseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastDecided"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditIncreaseFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditIncreaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditIncreaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDecisionBy"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}}]}}]} as unknown as DocumentNode<CreditIncreaseOverviewQuery, CreditIncreaseOverviewQueryVariables>;
export const RequestCreditIncreaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCreditIncrease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestCreditIncreaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCreditIncrease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditIncreaseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditIncreaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditIncreaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDecisionBy"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}}]}}]} as unknown as DocumentNode<RequestCreditIncreaseMutation, RequestCreditIncreaseMutationVariables>;
export const CreditIncreaseUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CreditIncreaseUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditIncreaseUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditIncreaseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditIncreaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditIncreaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDecisionBy"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}}]}}]} as unknown as DocumentNode<CreditIncreaseUpdatedSubscription, CreditIncreaseUpdatedSubscriptionVariables>;
export const CreditUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditUsage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditUsage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"used"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"aging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days1to30"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days31to60"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days61to90"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"over90"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CreditUsageQuery, CreditUsageQueryVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeBuyer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"ssoStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buyer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeBuyer"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessCountry"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const DevelopersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevelopersPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<DevelopersPageQuery, DevelopersPageQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const RegisterWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signingSecret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RegisterWebhookEndpointMutation, RegisterWebhookEndpointMutationVariables>;
export const SetWebhookEndpointEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWebhookEndpointEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWebhookEndpointEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<SetWebhookEndpointEnabledMutation, SetWebhookEndpointEnabledMutationVariables>;
export const DisbursementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Disbursements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DisbursementFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disbursements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sellerId"}},{"kind":"Field","name":{"kind":"Name","value":"sellerName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"payoutDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalOrders"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeWithheld"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"buyerTerms"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"transactionDate"}},{"kind":"Field","name":{"kind":"Name","value":"payoutDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeWithheld"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DisbursementsQuery, DisbursementsQueryVariables>;
export const DisbursementsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisbursementsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DisbursementFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disbursementsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode<DisbursementsCsvQuery, DisbursementsCsvQueryVariables>;
export const DisputeRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisputeRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputeRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitDays"}},{"kind":"Field","name":{"kind":"Name","value":"now"}},{"kind":"Field","name":{"kind":"Name","value":"commentMaxLength"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDisputeStatuses"}}]}}]}}]} as unknown as DocumentNode<DisputeRulesQuery, DisputeRulesQueryVariables>;
export const DisputesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Disputes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DisputeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisputeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}}]} as unknown as DocumentNode<DisputesQuery, DisputesQueryVariables>;
export const RaiseDisputeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RaiseDispute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RaiseDisputeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raiseDispute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"dispute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DisputeRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisputeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remainingDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applied"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"buyerUserName"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"consolidated"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RaiseDisputeMutation, RaiseDisputeMutationVariables>;
export const GroupDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupDirectory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupDirectory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canCreate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"parentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminEmail"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"tradingName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relationToParent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billTo"}},{"kind":"Field","name":{"kind":"Name","value":"billingContactName"}},{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}}]}}]} as unknown as DocumentNode<GroupDirectoryQuery, GroupDirectoryQueryVariables>;
export const CreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"parentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminEmail"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"tradingName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relationToParent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billTo"}},{"kind":"Field","name":{"kind":"Name","value":"billingContactName"}},{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}}]}}]} as unknown as DocumentNode<CreateGroupMutation, CreateGroupMutationVariables>;
export const UpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"parentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminEmail"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"tradingName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relationToParent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billTo"}},{"kind":"Field","name":{"kind":"Name","value":"billingContactName"}},{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}}]}}]} as unknown as DocumentNode<UpdateGroupMutation, UpdateGroupMutationVariables>;
export const MoveUserToGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveUserToGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveUserToGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveUserToGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode<MoveUserToGroupMutation, MoveUserToGroupMutationVariables>;
export const InvoicesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scope"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remainingDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applied"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"buyerUserName"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"consolidated"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<InvoicesPageQuery, InvoicesPageQueryVariables>;
export const UpdateInvoiceDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInvoiceDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInvoiceDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInvoiceDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remainingDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applied"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"buyerUserName"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"consolidated"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UpdateInvoiceDetailsMutation, UpdateInvoiceDetailsMutationVariables>;
export const InvoiceDocumentUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"InvoiceDocumentUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceDocumentUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remainingDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applied"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"buyerUserName"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"consolidated"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<InvoiceDocumentUpdatedSubscription, InvoiceDocumentUpdatedSubscriptionVariables>;
export const InvoiceByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remainingDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applied"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"buyerUserName"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"consolidated"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<InvoiceByIdQuery, InvoiceByIdQueryVariables>;
export const MyMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"requiredAtSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"canSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}}]}}]} as unknown as DocumentNode<MyMfaQuery, MyMfaQueryVariables>;
export const StartMfaSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartMfaSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMfaSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}},{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"resendAfterMs"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<StartMfaSetupMutation, StartMfaSetupMutationVariables>;
export const ConfirmMfaSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmMfaSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMfaSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"requiredAtSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"canSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}}]}}]} as unknown as DocumentNode<ConfirmMfaSetupMutation, ConfirmMfaSetupMutationVariables>;
export const MyOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutboxMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboxMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]} as unknown as DocumentNode<MyOutboxQuery, MyOutboxQueryVariables>;
export const OutboxMessageAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OutboxMessageAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboxMessageAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutboxMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboxMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]} as unknown as DocumentNode<OutboxMessageAddedSubscription, OutboxMessageAddedSubscriptionVariables>;
export const AccountOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"creditIsIndividualLimit"}},{"kind":"Field","name":{"kind":"Name","value":"creditApproved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditAvailable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pastDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openInvoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"pastDueInvoiceCount"}}]}}]}}]} as unknown as DocumentNode<AccountOverviewQuery, AccountOverviewQueryVariables>;
export const PaymentsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remaining"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"madeBy"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankTransferInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsPageQuery, PaymentsPageQueryVariables>;
export const RequestPaymentApprovalCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPaymentApprovalCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPaymentApprovalCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"resendAfterMs"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<RequestPaymentApprovalCodeMutation, RequestPaymentApprovalCodeMutationVariables>;
export const PaymentByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remaining"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"madeBy"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankTransferInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentByIdQuery, PaymentByIdQueryVariables>;
export const MakePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MakePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MakePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"makePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentPreviewFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remaining"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"madeBy"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankTransferInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remainingAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditAvailableBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditAvailableAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<MakePaymentMutation, MakePaymentMutationVariables>;
export const PaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentMethods"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReasonId"}},{"kind":"Field","name":{"kind":"Name","value":"accountLabel"}}]}}]}}]} as unknown as DocumentNode<PaymentMethodsQuery, PaymentMethodsQueryVariables>;
export const PaymentModificationCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentModificationCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentModificationCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remaining"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}}]} as unknown as DocumentNode<PaymentModificationCandidatesQuery, PaymentModificationCandidatesQueryVariables>;
export const ModifyPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModifyPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModifyPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifyPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remainingBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remainingAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remaining"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"madeBy"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankTransferInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<ModifyPaymentMutation, ModifyPaymentMutationVariables>;
export const PaymentPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentPreviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remainingAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditAvailableBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditAvailableAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<PaymentPreviewQuery, PaymentPreviewQueryVariables>;
export const PaymentUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PaymentUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remaining"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"madeBy"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankTransferInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentUpdatedSubscription, PaymentUpdatedSubscriptionVariables>;
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"isLastInvoiceReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"ssoStatus"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMyProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"isLastInvoiceReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"ssoStatus"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const UpdateMyNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"choices"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationChoiceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"choices"},"value":{"kind":"Variable","name":{"kind":"Name","value":"choices"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"isLastInvoiceReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"ssoStatus"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<UpdateMyNotificationsMutation, UpdateMyNotificationsMutationVariables>;
export const SetMyLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<SetMyLanguageMutation, SetMyLanguageMutationVariables>;
export const DismissAppAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissAppAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageStorageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissAppAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messageStorageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageStorageId"}}}]}]}}]} as unknown as DocumentNode<DismissAppAlertMutation, DismissAppAlertMutationVariables>;
export const PurchaseCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tab"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCardTab"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mine"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tab"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tab"}}},{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mine"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attentionTo"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasesBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"lockReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminationReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creationFailure"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"canReveal"}}]}}]} as unknown as DocumentNode<PurchaseCardsQuery, PurchaseCardsQueryVariables>;
export const PurchaseCardCreationOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseCardCreationOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCardCreationOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseCardsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimitsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"canSetLimit"}},{"kind":"Field","name":{"kind":"Name","value":"currentLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inviterLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyCreditLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"languages"}}]}}]}}]} as unknown as DocumentNode<PurchaseCardCreationOptionsQuery, PurchaseCardCreationOptionsQueryVariables>;
export const CreatePurchaseCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePurchaseCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePurchaseCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPurchaseCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attentionTo"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasesBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"lockReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminationReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creationFailure"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"canReveal"}}]}}]} as unknown as DocumentNode<CreatePurchaseCardMutation, CreatePurchaseCardMutationVariables>;
export const LockPurchaseCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LockPurchaseCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardReasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockPurchaseCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attentionTo"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasesBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"lockReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminationReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creationFailure"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"canReveal"}}]}}]} as unknown as DocumentNode<LockPurchaseCardMutation, LockPurchaseCardMutationVariables>;
export const UnlockPurchaseCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlockPurchaseCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlockPurchaseCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attentionTo"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasesBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"lockReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminationReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creationFailure"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"canReveal"}}]}}]} as unknown as DocumentNode<UnlockPurchaseCardMutation, UnlockPurchaseCardMutationVariables>;
export const TerminatePurchaseCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TerminatePurchaseCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardReasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terminatePurchaseCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attentionTo"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasesBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"lockReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminationReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creationFailure"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"canReveal"}}]}}]} as unknown as DocumentNode<TerminatePurchaseCardMutation, TerminatePurchaseCardMutationVariables>;
export const RequestCardNumberRevealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCardNumberReveal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCardNumberReveal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}}]}}]}}]} as unknown as DocumentNode<RequestCardNumberRevealMutation, RequestCardNumberRevealMutationVariables>;
export const RevealCardNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevealCardNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevealCardNumberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revealCardNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}}]}}]}}]} as unknown as DocumentNode<RevealCardNumberMutation, RevealCardNumberMutationVariables>;
export const PurchaseCardUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PurchaseCardUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCardUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attentionTo"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasesBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"lockReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminationReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creationFailure"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"canReveal"}}]}}]} as unknown as DocumentNode<PurchaseCardUpdatedSubscription, PurchaseCardUpdatedSubscriptionVariables>;
export const PurchasingControlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchasingControls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchasingControls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasingControlsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasingControlsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasingControls"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimits"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseCards"}},{"kind":"Field","name":{"kind":"Name","value":"activeCardCount"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePolicyMaxValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyCreditLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardReturnAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attentionTo"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]}}]} as unknown as DocumentNode<PurchasingControlsQuery, PurchasingControlsQueryVariables>;
export const SetPurchasingFeatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPurchasingFeature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPurchasingFeatureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPurchasingFeature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasingControlsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasingControlsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasingControls"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimits"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseCards"}},{"kind":"Field","name":{"kind":"Name","value":"activeCardCount"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePolicyMaxValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyCreditLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardReturnAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attentionTo"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]}}]} as unknown as DocumentNode<SetPurchasingFeatureMutation, SetPurchasingFeatureMutationVariables>;
export const SetPurchasePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPurchasePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPurchasePolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPurchasePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasingControlsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasingControlsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasingControls"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimits"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseCards"}},{"kind":"Field","name":{"kind":"Name","value":"activeCardCount"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePolicyMaxValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyCreditLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardReturnAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attentionTo"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]}}]} as unknown as DocumentNode<SetPurchasePolicyMutation, SetPurchasePolicyMutationVariables>;
export const SetCardReturnAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCardReturnAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCardReturnAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCardReturnAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasingControlsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasingControlsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasingControls"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimits"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseCards"}},{"kind":"Field","name":{"kind":"Name","value":"activeCardCount"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePolicyMaxValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyCreditLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardReturnAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attentionTo"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]}}]} as unknown as DocumentNode<SetCardReturnAddressMutation, SetCardReturnAddressMutationVariables>;
export const SetIndividualCreditLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetIndividualCreditLimit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetIndividualCreditLimitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setIndividualCreditLimit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasesBlocked"}}]}}]}}]} as unknown as DocumentNode<SetIndividualCreditLimitMutation, SetIndividualCreditLimitMutationVariables>;
export const MySecurityQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySecurityQuestion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySecurityQuestion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<MySecurityQuestionQuery, MySecurityQuestionQueryVariables>;
export const SetSecurityQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSecurityQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSecurityQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSecurityQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetSecurityQuestionMutation, SetSecurityQuestionMutationVariables>;
export const SessionStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fetchLatestExternalData"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeBuyer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientReferenceBuyerId"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"receiveEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"ssoStatus"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"parentUserId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentAppAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageStorageId"}},{"kind":"Field","name":{"kind":"Name","value":"targetPublic"}},{"kind":"Field","name":{"kind":"Name","value":"targetUserType"}},{"kind":"Field","name":{"kind":"Name","value":"targetRole"}},{"kind":"Field","name":{"kind":"Name","value":"titleIntlKey"}},{"kind":"Field","name":{"kind":"Name","value":"messageIntlKey"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"alertType"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"targetScreen"}},{"kind":"Field","name":{"kind":"Name","value":"targetCountry"}},{"kind":"Field","name":{"kind":"Name","value":"targetProgramId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buyer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fetchLatestExternalData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fetchLatestExternalData"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeBuyer"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"billingCycle"}},{"kind":"Field","name":{"kind":"Name","value":"businessCountry"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<SessionStartQuery, SessionStartQueryVariables>;
export const CustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Customers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"clientReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"clientReferenceBuyerId"}},{"kind":"Field","name":{"kind":"Name","value":"creditApproved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditAvailable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charges"}},{"kind":"Field","name":{"kind":"Name","value":"purchasers"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CustomersQuery, CustomersQueryVariables>;
export const CustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Customer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mfaMethod"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingCreditIncrease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmailChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"newEmail"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"clientReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"clientReferenceBuyerId"}},{"kind":"Field","name":{"kind":"Name","value":"creditApproved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditAvailable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charges"}},{"kind":"Field","name":{"kind":"Name","value":"purchasers"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CustomerQuery, CustomerQueryVariables>;
export const ClientUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ClientUsersQuery, ClientUsersQueryVariables>;
export const SupportFindUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportFindUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportFindUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}}]}}]}}]} as unknown as DocumentNode<SupportFindUsersQuery, SupportFindUsersQueryVariables>;
export const SupportResendInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportResendInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportResendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}}]}}]}}]} as unknown as DocumentNode<SupportResendInvitationMutation, SupportResendInvitationMutationVariables>;
export const SupportResetMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportResetMfa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserMfa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SupportResetMfaMutation, SupportResetMfaMutationVariables>;
export const SupportDecidePrimaryEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportDecidePrimaryEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecidePrimaryEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportDecidePrimaryEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SupportDecidePrimaryEmailChangeMutation, SupportDecidePrimaryEmailChangeMutationVariables>;
export const OpenBuyerPortalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenBuyerPortal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openBuyerPortal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}}]}}]}}]} as unknown as DocumentNode<OpenBuyerPortalMutation, OpenBuyerPortalMutationVariables>;
export const UnderwritingQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnderwritingQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"underwritingQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditIncreases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"creditApproved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"requestedLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]}}]} as unknown as DocumentNode<UnderwritingQueueQuery, UnderwritingQueueQueryVariables>;
export const DecideCreditIncreaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideCreditIncrease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideCreditIncreaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideCreditIncrease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DecideCreditIncreaseMutation, DecideCreditIncreaseMutationVariables>;
export const DecideApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DecideApplicationMutation, DecideApplicationMutationVariables>;
export const StaffCreditIncreaseUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"StaffCreditIncreaseUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditIncreaseUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<StaffCreditIncreaseUpdatedSubscription, StaffCreditIncreaseUpdatedSubscriptionVariables>;
export const StatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Statement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"openingBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StatementQuery, StatementQueryVariables>;
export const AccountUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactTypes"}},{"kind":"Field","name":{"kind":"Name","value":"contactOnly"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveInvoiceEmails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePermissions"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryUser"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AccountUsersQuery, AccountUsersQueryVariables>;
export const AccountUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactTypes"}},{"kind":"Field","name":{"kind":"Name","value":"contactOnly"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveInvoiceEmails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePermissions"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryUser"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AccountUserQuery, AccountUserQueryVariables>;
export const UserAdminOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserAdminOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userAdminOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTopLevel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimitsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"inviterLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyCreditLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAccountAdmin"}}]}}]}}]} as unknown as DocumentNode<UserAdminOptionsQuery, UserAdminOptionsQueryVariables>;
export const AccountUsersCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountUsersCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountUsersCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"rowLimit"}}]}}]}}]} as unknown as DocumentNode<AccountUsersCsvQuery, AccountUsersCsvQueryVariables>;
export const InviteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactTypes"}},{"kind":"Field","name":{"kind":"Name","value":"contactOnly"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveInvoiceEmails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePermissions"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryUser"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<InviteUserMutation, InviteUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactTypes"}},{"kind":"Field","name":{"kind":"Name","value":"contactOnly"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveInvoiceEmails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePermissions"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryUser"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const ResendInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactTypes"}},{"kind":"Field","name":{"kind":"Name","value":"contactOnly"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveInvoiceEmails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePermissions"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryUser"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const SuspendUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuspendUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SuspendUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactTypes"}},{"kind":"Field","name":{"kind":"Name","value":"contactOnly"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveInvoiceEmails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePermissions"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryUser"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SuspendUserMutation, SuspendUserMutationVariables>;
export const ReEnableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReEnableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reEnableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactTypes"}},{"kind":"Field","name":{"kind":"Name","value":"contactOnly"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveInvoiceEmails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePermissions"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryUser"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ReEnableUserMutation, ReEnableUserMutationVariables>;
export const DeactivateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactTypes"}},{"kind":"Field","name":{"kind":"Name","value":"contactOnly"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveInvoiceEmails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePermissions"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryUser"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DeactivateUserMutation, DeactivateUserMutationVariables>;
export const ResetUserMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetUserMfa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserMfa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactTypes"}},{"kind":"Field","name":{"kind":"Name","value":"contactOnly"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveInvoiceEmails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePermissions"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryUser"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ResetUserMfaMutation, ResetUserMfaMutationVariables>;
export const SetUserActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactTypes"}},{"kind":"Field","name":{"kind":"Name","value":"contactOnly"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveInvoiceEmails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePermissions"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryUser"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SetUserActiveMutation, SetUserActiveMutationVariables>;
export const DisableUserMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableUserMfa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableUserMfa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactTypes"}},{"kind":"Field","name":{"kind":"Name","value":"contactOnly"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveInvoiceEmails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePermissions"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryUser"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DisableUserMfaMutation, DisableUserMfaMutationVariables>;
export const UpdateUserMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserMfa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserMfa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}},{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactTypes"}},{"kind":"Field","name":{"kind":"Name","value":"contactOnly"}},{"kind":"Field","name":{"kind":"Name","value":"individualCreditLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveInvoiceEmails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePermissions"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryUser"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateUserMfaMutation, UpdateUserMfaMutationVariables>;