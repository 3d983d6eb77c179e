import type { ColumnType, Generated } from 'kysely';

/**
 * The database as kysely sees it. Migrations in server/db/migrations create exactly this.
 * Money columns end in `_minor`: bigint in SQL, parsed to JS number (safe below 2^53; spec 5 caps
 * amounts at 9e12 major units). Timestamps are timestamptz (Date in JS); calendar dates are `date`
 * kept as 'YYYY-MM-DD' strings. JSON columns are jsonb.
 */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in (default now()) unless the insert gives one. */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CalendarDate = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface ProgramTable {
  id: string;
  name: string;
  default_buyer_locale: string;
  locales: Json<string[]>;
  mfa_enabled: boolean;
  mfa_at_login: boolean;
  mfa_at_buyer_create: boolean;
  mfa_required: boolean;
  /** Spec 9 remember-device days (migration 0018). */
  mfa_remember_device_days: Generated<number>;
  dispute_time_limit_days: number;
  supported_payment_terms: Json<string[]>;
  /** Bank-transfer remittance details shown on Make Payment. */
  remittance: Json<Record<string, string>>;
}

export interface BuyerTable {
  id: string;
  program_id: string;
  name: string;
  billing_cycle: string;
  business_country: string;
  status: string;
  type: string;
  terms: string;
  currency: string;
  credit_approved_minor: number;
  purchase_policy_max_minor: number | null;
  client_reference_buyer_id: string | null;
  created_at: GeneratedTimestamp;
  /** The seller's references of spec 3 (migration 0022; server/modules/apply). */
  client_reference_id: ColumnType<string | null, string | null | undefined, string | null>;
  client_reference_customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Test data (a sandbox buyer) or live data: which API keys see it (migration 0030; server/modules/sellerApi). */
  test_mode: ColumnType<boolean, boolean | undefined, boolean>;
  /** Spec 4 suspension reason of a suspended buyer (migration 0031): 'default' | 'nonPayment' | 'unableToValidate'. */
  suspension_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GroupTable {
  id: string;
  buyer_id: string;
  name: string;
  parent_group_id: string | null;
  /** 'reporting' | 'legalEntity' */
  type: string;
  admin_user_id: string | null;
  /** A separate legal entity's identity (migration 0014; machines/rules/groupEntity.ts). */
  legal_name: ColumnType<string | null, string | null | undefined, string | null>;
  dba: ColumnType<string | null, string | null | undefined, string | null>;
  trading_name: ColumnType<string | null, string | null | undefined, string | null>;
  registration_number: ColumnType<string | null, string | null | undefined, string | null>;
  tax_id: ColumnType<string | null, string | null | undefined, string | null>;
  registered_address: ColumnType<RegisteredAddressJson | null, string | null | undefined, string | null>;
  /** 'sameLegalEntity' | 'subsidiary' | 'affiliate' | 'franchiseAssociation' */
  relation_to_parent: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'parent' | 'own' */
  bill_to: Generated<string>;
  billing_contact_name: ColumnType<string | null, string | null | undefined, string | null>;
  billing_email: ColumnType<string | null, string | null | undefined, string | null>;
  created_by_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: GeneratedTimestamp;
}

/** A legal entity group's registered address (jsonb). */
export interface RegisteredAddressJson {
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  zip: string;
  country: string;
}

export interface UserTable {
  id: string;
  program_id: string;
  buyer_id: string | null;
  group_id: string | null;
  client_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  language: string | null;
  country: string | null;
  /** scrypt: `scrypt$N$r$p$saltB64$hashB64` */
  password_hash: string;
  roles: Json<string[]>;
  user_type: string;
  sso_status: string;
  status: string;
  contact_types: Json<string[]>;
  receive_email: boolean;
  credit_limit_minor: number | null;
  parent_user_id: string | null;
  client_reference_buyer_id: string | null;
  failed_sign_ins: Generated<number>;
  last_failed_sign_in_at: Timestamp | null;
  locked_until: Timestamp | null;
  created_at: GeneratedTimestamp;
  /** The buyer's own reference for the person, unique within the buyer (migration 0012). */
  internal_id: Generated<string | null>;
  /** A contact who never signs in ("Create Contact User"). */
  contact_only: Generated<boolean>;
  /** 'invoiceDownload' | 'invoiceEdit' (spec 3). */
  invoice_permissions: ColumnType<string[], string | undefined, string>;
  /** The account's primary user (spec 5: cannot be deactivated). */
  is_primary_user: Generated<boolean>;
  /** The userStatus machine's context (machines/domain/userStatus.ts). */
  status_context: ColumnType<unknown, string | undefined, string>;
  /** 'sms' | 'email': the user's 2-step verification, and where codes go. */
  mfa_method: Generated<string | null>;
  mfa_target: Generated<string | null>;
  /** An administrator's temporary MFA disable ends here (migration 0018). */
  mfa_disabled_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** inviteUser's idempotency key. */
  invite_key: Generated<string | null>;
}

/** Other buyer accounts a user is linked to (migration 0012). */
export interface UserBuyerLinkTable {
  user_id: string;
  buyer_id: string;
}

/** An invited user's activation link (machines/domain/activationLink.ts); only the token's sha256 is kept. */
export interface UserInvitationTable {
  id: Generated<string>;
  user_id: string;
  /** Null for a seller (CLIENT) user's invitation (migration 0036). */
  buyer_id: string | null;
  token_hash: string;
  /** 'valid' | 'expired' | 'used' | 'withdrawn' */
  status: string;
  context: Json<unknown>;
  sent_by: string | null;
  sent_at: Timestamp;
  created_at: GeneratedTimestamp;
}

export interface SessionTable {
  /** sha256 (hex) of the cookie credential; the credential itself is never stored. */
  id_hash: string;
  user_id: string;
  checksum: string;
  buyer_id: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface UsedHandoffTable {
  jti: string;
  used_at: Timestamp;
}

export interface InvoiceTable {
  id: string;
  buyer_id: string;
  group_id: string | null;
  buyer_user_id: string | null;
  invoice_number: string;
  /** 'sale' | 'fee' | 'credit' */
  invoice_type: string;
  fee_type: string | null;
  /** Spec 4 charge status label key, e.g. 'created', 'pastDue', 'paid'. */
  status: string;
  currency: string;
  total_minor: number;
  remaining_minor: number;
  bill_date: CalendarDate;
  due_date: CalendarDate;
  po_number: string | null;
  notes: string | null;
  consolidated: boolean;
  supplier_name: string;
  /** Increases each time the document is regenerated. */
  document_version: Generated<number>;
  created_at: GeneratedTimestamp;
  /** The invoiceDocument machine's state: 'ready' | 'regenerating' | 'failed' (migration 0006). */
  document_status: Generated<string>;
  document_requested_at: Timestamp | null;
  document_failed_at: Timestamp | null;
  /** A charge created through the seller API or the XLSX import: its namespaced idempotency key and request fingerprint (migration 0030). */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  request_fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What one generated version of an invoice document shows (server/modules/invoiceDocuments). */
export interface InvoiceDocumentTable {
  invoice_id: string;
  version: number;
  content: Json<Record<string, unknown>>;
  generated_at: Timestamp;
}

/** A raised dispute (server/modules/disputes); `status` is the dispute machine's state. */
export interface DisputeTable {
  id: Generated<string>;
  buyer_id: string;
  invoice_id: string;
  /** 'open' | 'underReview' | 'resolved' | 'rejected' */
  status: string;
  /** Spec 3 stored value, e.g. 'incorrect_price'. */
  reason: string;
  comment: string | null;
  raised_at: Timestamp;
  raised_by_user_id: string | null;
  closed_at: Timestamp | null;
  outcome_note: string | null;
  idempotency_key: string;
  request_fingerprint: string;
  created_at: GeneratedTimestamp;
}

export interface PaymentTable {
  id: string;
  buyer_id: string;
  user_id: string | null;
  /** 'bankTransfer' | 'directDebit' */
  type: string;
  currency: string;
  amount_minor: number;
  remaining_minor: number;
  /** Spec 4 payment status: active, applied, failed, pending, refunded, transferred, writeOff. */
  status: string;
  failure_reason: string | null;
  received_date: CalendarDate;
  idempotency_key: string | null;
  created_at: GeneratedTimestamp;
  /** sha256 (hex) of the canonical makePayment request, to refuse a used key with another payload. */
  request_fingerprint: string | null;
  /** The allocation plan as booked (server/modules/payments), returned again on a retry. */
  preview: Json<unknown> | null;
  /** When the (demo) bank posts or rejects a pending payment. */
  bank_settles_at: Timestamp | null;
}

export interface PaymentAllocationTable {
  payment_id: string;
  invoice_id: string;
  amount_minor: number;
  /** The invoice's status before this payment, restored if the payment fails (null in older rows). */
  invoice_status_before: string | null;
}

export interface AppAlertTable {
  message_storage_id: string;
  target_public: boolean;
  target_user_type: string | null;
  target_role: string | null;
  title_intl_key: string;
  message_intl_key: string;
  url_link: string | null;
  alert_type: string;
  enabled: boolean;
  target_screen: string | null;
  target_country: string | null;
  target_program_id: string | null;
}

export interface ProgramTranslationTable {
  program_id: string;
  locale: string;
  messages: Json<Record<string, string>>;
}

/**
 * The audit trail of accepted domain transitions (server/audit): append-only, one hash chain.
 * `seq` is gap-free (the appender takes last + 1 under a lock), `hash` = sha256(prev_hash +
 * canonical JSON of the other columns); the first entry's prev_hash is 64 zeros.
 */
export interface AuditLogTable {
  seq: number;
  occurred_at: Timestamp;
  actor_user_id: string | null;
  actor_role: string | null;
  buyer_id: string | null;
  entity_type: string;
  entity_id: string;
  machine_id: string;
  event_type: string;
  /** The event as decided, secrets redacted. */
  event_payload: Json<unknown>;
  /** `{ value, context }` before and after, secrets redacted. */
  from_state: Json<unknown>;
  to_state: Json<unknown>;
  /** Which guards were evaluated and their outcome (server/audit/auditEntry.ts `RuleResults`). */
  rule_results: Json<unknown>;
  prev_hash: string;
  hash: string;
}

/** An e-mail or SMS as the server sent it (server/notify). */
export interface OutboxMessageTable {
  id: Generated<string>;
  created_at: GeneratedTimestamp;
  channel: 'email' | 'sms';
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  buyer_id: string | null;
  user_id: string | null;
  delivered_at: Timestamp | null;
}

/** An accepted modification of a payment (spec 5): its remainder applied to invoices (server/modules/payments/modifyPayment.ts). */
export interface PaymentModificationTable {
  id: string;
  payment_id: string;
  buyer_id: string;
  user_id: string | null;
  idempotency_key: string;
  /** sha256 (hex) of the canonical request, to refuse a used key with another payload. */
  request_fingerprint: string;
  total_minor: number;
  /** What it did to each invoice, returned again on a retry. */
  lines: Json<unknown>;
  created_at: GeneratedTimestamp;
}

/** A credit-limit increase request (migration 0009; machines/domain/creditIncrease.ts). */
export interface CreditIncreaseRequestTable {
  id: Generated<string>;
  buyer_id: string;
  requested_by_user_id: string | null;
  type: 'temporary' | 'permanent';
  amount_minor: number;
  currency: string;
  /** YYYY-MM-DD, temporary requests only. */
  start_date: string | null;
  end_date: string | null;
  reason: string | null;
  /** The machine's leaf state: 'submitted' (pending) | 'approved' | 'declined' | 'expired' (a temporary increase that ended). */
  status: 'submitted' | 'approved' | 'declined' | 'expired';
  submitted_at: Timestamp;
  decided_at: Timestamp | null;
  approved_amount_minor: number | null;
  decline_reason: string | null;
  /** The buyer's credit line just before and after the decision. */
  credit_before_minor: number | null;
  credit_after_minor: number | null;
  underwriting_decides_at: Timestamp | null;
  /** When a temporary increase ended and the credit line was lowered again (migration 0011). */
  expired_at: Timestamp | null;
  /** The requestCreditIncrease idempotency key (unique per buyer) and its request's fingerprint. */
  idempotency_key: string | null;
  request_fingerprint: string | null;
}

/** A buyer's bank account and its direct-debit mandate (migration 0007, server/modules/bankAccounts). */
export interface BankAccountTable {
  id: Generated<string>;
  buyer_id: string;
  created_by_user_id: string | null;
  idempotency_key: string | null;
  holder_name: string;
  account_name: string;
  bank_name: string;
  banking_country: string;
  currency: string;
  /** 'V1' | 'V2NonSEPA' | 'V2SEPA' (spec 9). */
  scheme: string;
  /** e.g. '••••6789'; null for IBAN accounts. The full number is never stored. */
  masked_account_number: string | null;
  /** Sort code, BSB, branch or routing number (not secret); null for IBAN accounts. */
  branch_code: string | null;
  /** e.g. 'DE89 •••• 3000'; null for non-IBAN accounts. */
  partial_iban: string | null;
  auto_pay: Generated<boolean>;
  /** Direct-debit signature date (YYYY-MM-DD). */
  signature_date: CalendarDate;
  /** 'active' | 'inactive' | 'removed' */
  status: string;
  /** bankMandate machine state: pending, signed, failed, cancelled, unsupportedBank. */
  mandate_status: string;
  /** bankMandate machine context (signedAt, failedAt, failureReason, cancelledAt). */
  mandate_context: ColumnType<Record<string, unknown>, string | undefined, string>;
  mandate_reference: string;
  /** When the (demo) bank answers a pending mandate. */
  mandate_settles_at: Timestamp | null;
  /** The addBankAccount request under idempotency_key (sha256 of the masked fields + an HMAC of the full number; migration 0011). */
  request_fingerprint: string | null;
  created_at: GeneratedTimestamp;
  removed_at: Timestamp | null;
}

/** A buyer's purchasing-control switches (machines/domain/featureDependencies.ts); no row = both Disabled. */
export interface BuyerPurchasingControlsTable {
  buyer_id: string;
  individual_credit_limits: Generated<'Enabled' | 'Disabled'>;
  purchase_cards: Generated<'Enabled' | 'Disabled'>;
  /** Where the card issuer returns undeliverable physical cards (ship-to address shape). */
  card_return_address: Json<unknown> | null;
  updated_at: GeneratedTimestamp;
}

/** A purchase card (machines/domain/purchaseCard.ts). The card number is never stored: the issuer holds it. */
export interface PurchaseCardTable {
  id: Generated<string>;
  buyer_id: string;
  user_id: string;
  card_type: 'physical' | 'virtual';
  /** The machine's leaf state (notCreated, pending, inactive, active, locked, terminated). */
  status: string;
  /** The machine's context (reasons, dates, terminated by). */
  context: Json<unknown>;
  cardholder_name: string;
  business_name: string | null;
  ship_to: Json<unknown> | null;
  card_language: string;
  /** The card issuer's reference for the card, from which only the issuer can tell the number. */
  issuer_token: string | null;
  number_last4: string | null;
  idempotency_key: string;
  created_by: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  /** When the (demo) card issuer answers next; picked up again after a restart. */
  issuer_due_at: Timestamp | null;
}

/** A one-time code (machines/domain/mfaToken.ts); only an HMAC of the code is kept. */
export interface MfaTokenTable {
  id: Generated<string>;
  user_id: string;
  buyer_id: string | null;
  scope: string;
  /** What the token unlocks (e.g. the card id for RevealCardNumber). */
  subject_id: string | null;
  status: string;
  context: Json<unknown>;
  code_hash: string;
  /** HMAC of the address the code went to (migration 0033: the per-address throttle); null on older rows. */
  sent_to_hash: string | null;
  expires_at: Timestamp;
  created_at: GeneratedTimestamp;
}

/** A remembered browser after a Login code (migration 0018); only the secret's SHA-256 is kept. */
export interface TrustedDeviceTable {
  id: string;
  user_id: string;
  secret_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A password reset link (migration 0017): `<id>.<secret>` in the e-mail, only the secret's SHA-256 here. */
export interface PasswordResetLinkTable {
  id: string;
  user_id: string;
  secret_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
  used_at: Timestamp | null;
  superseded_at: Timestamp | null;
}

/** Passwords a user had before (spec 5 "not a recently used password"): scrypt hashes only. */
export interface PasswordHistoryTable {
  id: Generated<string>;
  user_id: string;
  password_hash: string;
  replaced_at: Timestamp;
}

/** The user's security question (spec 3 key) and the scrypt hash of the normalised answer. */
export interface SecurityAnswerTable {
  user_id: string;
  question_key: string;
  answer_hash: string;
  failed_attempts: Generated<number>;
  last_failed_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface Database {
  programs: ProgramTable;
  buyers: BuyerTable;
  groups: GroupTable;
  users: UserTable;
  sessions: SessionTable;
  used_handoffs: UsedHandoffTable;
  invoices: InvoiceTable;
  payments: PaymentTable;
  payment_allocations: PaymentAllocationTable;
  app_alerts: AppAlertTable;
  program_translations: ProgramTranslationTable;
  audit_log: AuditLogTable;
  outbox_messages: OutboxMessageTable;
  payment_modifications: PaymentModificationTable;
  credit_increase_requests: CreditIncreaseRequestTable;
  bank_accounts: BankAccountTable;
  invoice_documents: InvoiceDocumentTable;
  disputes: DisputeTable;
  buyer_purchasing_controls: BuyerPurchasingControlsTable;
  purchase_cards: PurchaseCardTable;
  mfa_tokens: MfaTokenTable;
  trusted_devices: TrustedDeviceTable;
  password_reset_links: PasswordResetLinkTable;
  password_history: PasswordHistoryTable;
  security_answers: SecurityAnswerTable;
  user_buyer_links: UserBuyerLinkTable;
  user_invitations: UserInvitationTable;
  buyer_company_info: BuyerCompanyInfoTable;
  primary_email_changes: PrimaryEmailChangeTable;
  program_enrolment_settings: ProgramEnrolmentSettingsTable;
  buyer_applications: BuyerApplicationTable;
  notification_preferences: NotificationPreferenceTable;
  app_alert_dismissals: AppAlertDismissalTable;
  program_disbursement_settings: ProgramDisbursementSettingsTable;
  disbursements: DisbursementTable;
  disbursement_payments: DisbursementPaymentTable;
  charge_import_references: ChargeImportReferenceTable;
  api_keys: ApiKeyTable;
  preauthorizations: PreauthorizationTable;
  charge_adjustments: ChargeAdjustmentTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_dispatch_cursor: WebhookDispatchCursorTable;
}

/** Per program: the seller paid out, the fee withheld and the tax on it (migration 0032, server/modules/disbursements). */
export interface ProgramDisbursementSettingsTable {
  program_id: string;
  seller_id: string;
  seller_name: string;
  fee_basis_points: number;
  tax_basis_points: number;
}

/** Spec 3 Disbursement: one payout per program, currency and payout date; amounts are the sums of its payments. */
export interface DisbursementTable {
  id: string;
  program_id: string;
  seller_id: string;
  seller_name: string;
  currency: string;
  payout_date: CalendarDate;
  amount_paid_minor: number;
  fee_withheld_minor: number;
  tax_minor: number;
  total_minor: number;
  total_orders: number;
  created_at: GeneratedTimestamp;
}

/** Spec 3 Payment details: a settled buyer payment in exactly one payout. */
export interface DisbursementPaymentTable {
  payment_id: string;
  disbursement_id: string;
  buyer_id: string;
  business_name: string;
  buyer_terms: string;
  fee_basis_points: number;
  amount_minor: number;
  fee_minor: number;
  tax_minor: number;
  orders: number;
  transaction_date: CalendarDate;
  payout_date: CalendarDate;
}

/** The Invoice Reference ID of a charge created by the XLSX import, unique per program (server/modules/chargeImport). */
export interface ChargeImportReferenceTable {
  program_id: string;
  invoice_reference_id: string;
  invoice_id: string;
  buyer_id: string;
  imported_by_user_id: string | null;
  imported_at: Timestamp;
}

/** A seller API key (migration 0030; machines/domain/apiKey.ts). Only the secret's SHA-256 is stored. */
export interface ApiKeyTable {
  id: string;
  program_id: string;
  name: string;
  /** 'test' | 'live' */
  mode: string;
  scopes: Json<string[]>;
  prefix: string;
  secret_hash: string;
  /** 'active' | 'revoked' */
  status: string;
  created_by_user_id: string | null;
  created_at: GeneratedTimestamp;
  revoked_at: Timestamp | null;
  revoked_by_user_id: string | null;
  last_used_at: Timestamp | null;
}

/** A preauthorization of spec 3 (migration 0030; machines/domain/preauthorization.ts). */
export interface PreauthorizationTable {
  id: string;
  buyer_id: string;
  /** 'preauthorized' | 'captured' | 'cancelled' | 'expired' | 'rejected' */
  status: string;
  amount_minor: number;
  currency: string;
  captured_minor: number | null;
  invoice_id: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
  idempotency_key: string;
  request_fingerprint: string;
}

/** One seller API adjust of a charge, kept for its Idempotency-Key and the answer it gave (migration 0035). */
export interface ChargeAdjustmentTable {
  id: string;
  invoice_id: string;
  amount_minor: number;
  /** The charge's status after this adjust (the answer a retry replays). */
  status_after: string;
  remaining_after_minor: number;
  idempotency_key: string;
  request_fingerprint: string;
  created_at: Timestamp;
}

/** A developer's webhook endpoint (migration 0030; machines/domain/webhookEndpoint.ts). */
export interface WebhookEndpointTable {
  id: string;
  program_id: string;
  mode: string;
  url: string;
  event_types: Json<string[]>;
  signing_secret: string;
  /** 'enabled' | 'disabled' */
  status: string;
  created_by_user_id: string | null;
  created_at: GeneratedTimestamp;
}

/** One event for one endpoint: the delivery log (server/modules/webhooks). */
export interface WebhookDeliveryTable {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  payload: Json<Record<string, unknown>>;
  /** 'pending' | 'delivered' | 'failed' */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  last_status_code: number | null;
  last_error: string | null;
  created_at: GeneratedTimestamp;
  delivered_at: Timestamp | null;
}

export interface WebhookDispatchCursorTable {
  id: string;
  last_seq: number;
}

/** A buyer's company profile and identifiers beside `buyers.name` and `business_country` (migration 0015, server/modules/company). */
export interface BuyerCompanyInfoTable {
  buyer_id: string;
  trading_name: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string | null;
  zip: string;
  registration_number: string | null;
  /** A US tax ID is stored as its 9 digits (machines/rules/companyInfo.ts normaliseTaxId). */
  tax_id: string | null;
  updated_at: GeneratedTimestamp;
  updated_by_user_id: string | null;
}

/** A request to change the primary contact's e-mail (migration 0015; machines/domain/primaryEmailChange.ts). */
export interface PrimaryEmailChangeTable {
  id: Generated<string>;
  buyer_id: string;
  contact_user_id: string;
  requested_by_user_id: string | null;
  /** The contact's e-mail when the change was requested. */
  current_email: string;
  /** Normalised (trimmed, lower case). */
  new_email: string;
  /** The machine's leaf state. */
  status: 'submitted' | 'approved' | 'rejected';
  submitted_at: Timestamp;
  decided_at: Timestamp | null;
  rejection_reason: string | null;
  support_decides_at: Timestamp | null;
  idempotency_key: string;
  request_fingerprint: string;
}

/** Per program: the client references a link requires, allows or refuses, and its channels (migration 0022; machines/rules/enrolment.ts). */
export interface ProgramEnrolmentSettingsTable {
  program_id: string;
  /** clientReferenceId / clientReferenceCustomerId / clientReferenceBuyerId -> 'required' | 'optional' | 'unsupported'. */
  reference_rules: Json<Record<string, string>>;
  channels: Json<string[]>;
}

/** An application through an enrolment link and its pending buyer (migration 0022; machines/domain/buyerApplication.ts). */
export interface BuyerApplicationTable {
  id: string;
  program_id: string;
  buyer_id: string;
  /** The machine's leaf state. */
  status: 'submitted' | 'approved' | 'declined';
  /** The machine's context. */
  context: ColumnType<unknown, string, string>;
  payment_terms: string;
  channel: string | null;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  contact_phone: string;
  requested_limit_minor: number;
  currency: string;
  applicant_user_id: string | null;
  submitted_at: Timestamp;
  decided_at: Timestamp | null;
  underwriting_decides_at: Timestamp | null;
  idempotency_key: string;
  request_fingerprint: string;
}

/** A user's choice for one notice topic and channel (migration 0020; machines/rules/notificationPreferences.ts). */
export interface NotificationPreferenceTable {
  user_id: string;
  topic: string;
  channel: string;
  enabled: boolean;
  updated_at: GeneratedTimestamp;
}

/** An app alert a user closed (migration 0020): currentAppAlerts leaves it out from then on. */
export interface AppAlertDismissalTable {
  user_id: string;
  message_storage_id: string;
  dismissed_at: GeneratedTimestamp;
}
