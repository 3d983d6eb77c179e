import { sql, type Insertable, type Kysely } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from './database';
import { migrateToLatest } from './migrate';
import { migrationProvider } from './migrations/index';
import type { Database, InvoiceTable } from './schema';
import { openTestDatabase, testBackends } from './testing';

/** Every column of server/db/schema.ts; the types make the compiler reject a missing or extra one. */
const SCHEMA_COLUMNS: { [Table in keyof Database]: Record<keyof Database[Table], true> } = {
  programs: {
    id: true, name: true, default_buyer_locale: true, locales: true, mfa_enabled: true, mfa_at_login: true,
    mfa_at_buyer_create: true, mfa_required: true, dispute_time_limit_days: true, supported_payment_terms: true, remittance: true,
    mfa_remember_device_days: true,
  },
  buyers: {
    id: true, program_id: true, name: true, billing_cycle: true, business_country: true, status: true, type: true, terms: true,
    currency: true, credit_approved_minor: true, purchase_policy_max_minor: true, client_reference_buyer_id: true, created_at: true,
    client_reference_id: true, client_reference_customer_id: true, test_mode: true, suspension_reason: true,
  },
  groups: {
    id: true, buyer_id: true, name: true, parent_group_id: true, type: true, admin_user_id: true,
    // Migration 0014 (a separate legal entity, bill-to, Create Group's idempotency key).
    legal_name: true, dba: true, trading_name: true, registration_number: true, tax_id: true, registered_address: true, relation_to_parent: true,
    bill_to: true, billing_contact_name: true, billing_email: true, created_by_user_id: true, idempotency_key: true, created_at: true,
  },
  users: {
    id: true, program_id: true, buyer_id: true, group_id: true, client_id: true, email: true, first_name: true, last_name: true,
    phone: true, language: true, country: true, password_hash: true, roles: true, user_type: true, sso_status: true, status: true,
    contact_types: true, receive_email: true, credit_limit_minor: true, parent_user_id: true, client_reference_buyer_id: true,
    failed_sign_ins: true, last_failed_sign_in_at: true, locked_until: true, created_at: true,
    internal_id: true, contact_only: true, invoice_permissions: true, is_primary_user: true, status_context: true, mfa_method: true, mfa_target: true,
    invite_key: true, mfa_disabled_until: true,
  },
  sessions: { id_hash: true, user_id: true, checksum: true, buyer_id: true, created_at: true, last_seen_at: true, expires_at: true, revoked_at: true },
  used_handoffs: { jti: true, used_at: true },
  invoices: {
    id: true, buyer_id: true, group_id: true, buyer_user_id: true, invoice_number: true, invoice_type: true, fee_type: true,
    status: true, currency: true, total_minor: true, remaining_minor: true, bill_date: true, due_date: true, po_number: true,
    notes: true, consolidated: true, supplier_name: true, document_version: true, created_at: true,
    document_status: true, document_requested_at: true, document_failed_at: true, idempotency_key: true, request_fingerprint: true,
  },
  invoice_documents: { invoice_id: true, version: true, content: true, generated_at: true },
  disputes: {
    id: true, buyer_id: true, invoice_id: true, status: true, reason: true, comment: true, raised_at: true, raised_by_user_id: true,
    closed_at: true, outcome_note: true, idempotency_key: true, request_fingerprint: true, created_at: true,
  },
  payments: {
    id: true, buyer_id: true, user_id: true, type: true, currency: true, amount_minor: true, remaining_minor: true, status: true,
    failure_reason: true, received_date: true, idempotency_key: true, created_at: true, request_fingerprint: true, preview: true,
    bank_settles_at: true,
  },
  payment_allocations: { payment_id: true, invoice_id: true, amount_minor: true, invoice_status_before: true },
  payment_modifications: {
    id: true, payment_id: true, buyer_id: true, user_id: true, idempotency_key: true, request_fingerprint: true, total_minor: true,
    lines: true, created_at: true,
  },
  user_buyer_links: { user_id: true, buyer_id: true },
  user_invitations: { id: true, user_id: true, buyer_id: true, token_hash: true, status: true, context: true, sent_by: true, sent_at: true, created_at: true },
  outbox_messages: {
    id: true, created_at: true, channel: true, recipient: true, kind: true, subject: true, body: true, buyer_id: true, user_id: true,
    delivered_at: true,
  },
  credit_increase_requests: {
    id: true, buyer_id: true, requested_by_user_id: true, type: true, amount_minor: true, currency: true, start_date: true, end_date: true,
    reason: true, status: true, submitted_at: true, decided_at: true, approved_amount_minor: true, decline_reason: true,
    credit_before_minor: true, credit_after_minor: true, underwriting_decides_at: true, expired_at: true, idempotency_key: true,
    request_fingerprint: true,
  },
  bank_accounts: {
    id: true, buyer_id: true, created_by_user_id: true, idempotency_key: true, holder_name: true, account_name: true, bank_name: true,
    banking_country: true, currency: true, scheme: true, masked_account_number: true, branch_code: true, partial_iban: true, auto_pay: true,
    signature_date: true, status: true, mandate_status: true, mandate_context: true, mandate_reference: true, mandate_settles_at: true,
    created_at: true, removed_at: true, request_fingerprint: true,
  },
  buyer_purchasing_controls: { buyer_id: true, individual_credit_limits: true, purchase_cards: true, card_return_address: true, updated_at: true },
  purchase_cards: {
    id: true, buyer_id: true, user_id: true, card_type: true, status: true, context: true, cardholder_name: true, business_name: true,
    ship_to: true, card_language: true, issuer_token: true, number_last4: true, idempotency_key: true, created_by: true, created_at: true,
    updated_at: true, issuer_due_at: true,
  },
  mfa_tokens: {
    id: true, user_id: true, buyer_id: true, scope: true, subject_id: true, status: true, context: true, code_hash: true, sent_to_hash: true, expires_at: true,
    created_at: true,
  },
  buyer_company_info: {
    buyer_id: true, trading_name: true, address_line1: true, address_line2: true, city: true, state: true, zip: true,
    registration_number: true, tax_id: true, updated_at: true, updated_by_user_id: true,
  },
  primary_email_changes: {
    id: true, buyer_id: true, contact_user_id: true, requested_by_user_id: true, current_email: true, new_email: true, status: true,
    submitted_at: true, decided_at: true, rejection_reason: true, support_decides_at: true, idempotency_key: true, request_fingerprint: true,
  },
  password_reset_links: { id: true, user_id: true, secret_hash: true, created_at: true, expires_at: true, verified_at: true, used_at: true, superseded_at: true },
  password_history: { id: true, user_id: true, password_hash: true, replaced_at: true },
  security_answers: { user_id: true, question_key: true, answer_hash: true, failed_attempts: true, last_failed_at: true, updated_at: true },
  program_enrolment_settings: { program_id: true, reference_rules: true, channels: true },
  buyer_applications: {
    id: true, program_id: true, buyer_id: true, status: true, context: true, payment_terms: true, channel: true, contact_first_name: true, contact_last_name: true,
    contact_email: true, contact_phone: true, requested_limit_minor: true, currency: true, applicant_user_id: true, submitted_at: true, decided_at: true,
    underwriting_decides_at: true, idempotency_key: true, request_fingerprint: true,
  },
  trusted_devices: { id: true, user_id: true, secret_hash: true, created_at: true, expires_at: true },
  notification_preferences: { user_id: true, topic: true, channel: true, enabled: true, updated_at: true },
  app_alert_dismissals: { user_id: true, message_storage_id: true, dismissed_at: true },
  // Migration 0032 (server/modules/disbursements, server/modules/chargeImport).
  program_disbursement_settings: { program_id: true, seller_id: true, seller_name: true, fee_basis_points: true, tax_basis_points: true },
  disbursements: {
    id: true, program_id: true, seller_id: true, seller_name: true, currency: true, payout_date: true, amount_paid_minor: true, fee_withheld_minor: true,
    tax_minor: true, total_minor: true, total_orders: true, created_at: true,
  },
  disbursement_payments: {
    payment_id: true, disbursement_id: true, buyer_id: true, business_name: true, buyer_terms: true, fee_basis_points: true, amount_minor: true,
    fee_minor: true, tax_minor: true, orders: true, transaction_date: true, payout_date: true,
  },
  charge_import_references: { program_id: true, invoice_reference_id: true, invoice_id: true, buyer_id: true, imported_by_user_id: true, imported_at: true },
  api_keys: {
    id: true, program_id: true, name: true, mode: true, scopes: true, prefix: true, secret_hash: true, status: true,
    created_by_user_id: true, created_at: true, revoked_at: true, revoked_by_user_id: true, last_used_at: true,
  },
  preauthorizations: {
    id: true, buyer_id: true, status: true, amount_minor: true, currency: true, captured_minor: true, invoice_id: true,
    expires_at: true, created_at: true, idempotency_key: true, request_fingerprint: true,
  },
  webhook_endpoints: { id: true, program_id: true, mode: true, url: true, event_types: true, signing_secret: true, status: true, created_by_user_id: true, created_at: true },
  webhook_deliveries: {
    id: true, endpoint_id: true, event_id: true, event_type: true, payload: true, status: true, attempts: true, last_status_code: true,
    last_error: true, created_at: true, delivered_at: true,
  },
  webhook_dispatch_cursor: { id: true, last_seq: true },
  charge_adjustments: { id: true, invoice_id: true, amount_minor: true, status_after: true, remaining_after_minor: true, idempotency_key: true, request_fingerprint: true, created_at: true },
  app_alerts: {
    message_storage_id: true, target_public: true, target_user_type: true, target_role: true, title_intl_key: true,
    message_intl_key: true, url_link: true, alert_type: true, enabled: true, target_screen: true, target_country: true,
    target_program_id: true,
  },
  program_translations: { program_id: true, locale: true, messages: true },
  audit_log: {
    seq: true, occurred_at: true, actor_user_id: true, actor_role: true, buyer_id: true, entity_type: true, entity_id: true,
    machine_id: true, event_type: true, event_payload: true, from_state: true, to_state: true, rule_results: true, prev_hash: true, hash: true,
  },
};

const PROGRAM = 'test-program';
const BUYER = '11111111-1111-4111-8111-111111111111';

async function insertProgramAndBuyer(db: Kysely<Database>): Promise<void> {
  await db.insertInto('programs').values({
    id: PROGRAM, name: 'Test', default_buyer_locale: 'en-US', locales: JSON.stringify(['en-US']), mfa_enabled: false,
    mfa_at_login: false, mfa_at_buyer_create: false, mfa_required: false, dispute_time_limit_days: 30,
    supported_payment_terms: JSON.stringify(['Net30']), remittance: JSON.stringify({ bankName: 'Bank' }),
  }).execute();
  await db.insertInto('buyers').values({
    id: BUYER, program_id: PROGRAM, name: 'Buyer', billing_cycle: 'monthly', business_country: 'US', status: 'active',
    type: 'business', terms: 'Net30', currency: 'USD', // Spec 5's largest amount, 9e12 major units, in cents: well past 2^32, still exact.
    credit_approved_minor: 900_000_000_000_000,
  }).execute();
}

function invoice(overrides: Partial<Insertable<InvoiceTable>> = {}): Insertable<InvoiceTable> {
  return {
    id: crypto.randomUUID(), buyer_id: BUYER, invoice_number: `INV-${crypto.randomUUID()}`, invoice_type: 'sale', status: 'open',
    currency: 'USD', total_minor: 10_000, remaining_minor: 10_000, bill_date: '2026-03-01', due_date: '2026-03-31',
    consolidated: false, supplier_name: 'Supplier', ...overrides,
  };
}

function user(email: string) {
  return {
    id: crypto.randomUUID(), program_id: PROGRAM, buyer_id: BUYER, email, first_name: 'A', last_name: 'B', password_hash: 'x',
    roles: JSON.stringify(['buyerPurchaser']), user_type: 'BUYER', sso_status: 'Inactive', status: 'active',
    contact_types: JSON.stringify([]), receive_email: false,
  };
}

function payment(idempotencyKey: string | null) {
  return {
    id: crypto.randomUUID(), buyer_id: BUYER, type: 'bankTransfer', currency: 'USD', amount_minor: 5_000, remaining_minor: 5_000,
    status: 'pending', received_date: '2026-03-02', idempotency_key: idempotencyKey,
  };
}

const UNIQUE_VIOLATION = { code: '23505' };
const CHECK_VIOLATION = { code: '23514' };
const FOREIGN_KEY_VIOLATION = { code: '23503' };

describe.each(await testBackends({ databaseBehaviour: true }))('migrations on %s', (kind) => {
  let database: PortalDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
    await insertProgramAndBuyer(database.db);
  });
  afterAll(() => database?.close());

  it('create exactly the tables and columns of schema.ts', async () => {
    const tables = await database.db.introspection.getTables();
    const actual = Object.fromEntries(tables.map((table) => [table.name, table.columns.map((column) => column.name).sort()]));
    const expected = Object.fromEntries(Object.entries(SCHEMA_COLUMNS).map(([table, columns]) => [table, Object.keys(columns).sort()]));
    expect(actual).toEqual(expected);
  });

  it('are recorded, so opening again applies nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('give money as JS numbers, calendar dates as strings, jsonb parsed and timestamps as Dates', async () => {
    const buyer = await database.db.selectFrom('buyers').selectAll().where('id', '=', BUYER).executeTakeFirstOrThrow();
    expect(buyer.credit_approved_minor).toBe(900_000_000_000_000);
    expect(buyer.created_at).toBeInstanceOf(Date);
    await database.db.insertInto('invoices').values([invoice({ total_minor: 4_000_000_000, remaining_minor: 1 }), invoice()]).execute();
    const totals = await database.db
      .selectFrom('invoices')
      .select((eb) => [eb.fn.sum<number>('total_minor').as('total'), eb.fn.countAll<number>().as('count'), eb.fn.max('due_date').as('latestDue')])
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ total: 4_000_010_000, count: 2, latestDue: '2026-03-31' });
    const program = await database.db.selectFrom('programs').select(['locales', 'remittance']).executeTakeFirstOrThrow();
    expect(program).toEqual({ locales: ['en-US'], remittance: { bankName: 'Bank' } });
  });

  it('refuse a value that would not fit a JS number exactly, instead of rounding it', async () => {
    await expect(sql`select 9007199254740993::bigint as too_big`.execute(database.db)).rejects.toThrow(/losing precision/);
  });

  it('keep e-mail addresses unique and lower-cased', async () => {
    await database.db.insertInto('users').values(user('unique@example.test')).execute();
    await expect(database.db.insertInto('users').values(user('unique@example.test')).execute()).rejects.toMatchObject(UNIQUE_VIOLATION);
    await expect(database.db.insertInto('users').values(user('Mixed@Example.test')).execute()).rejects.toMatchObject(CHECK_VIOLATION);
  });

  it('allow one payment per idempotency key and buyer, and any number without a key', async () => {
    await database.db.insertInto('payments').values([payment('key-1'), payment(null), payment(null)]).execute();
    await expect(database.db.insertInto('payments').values(payment('key-1')).execute()).rejects.toMatchObject(UNIQUE_VIOLATION);
  });

  it.each([
    ['a remaining amount above the total', invoice({ total_minor: 100, remaining_minor: 101 })],
    ['a negative total', invoice({ total_minor: -1, remaining_minor: 0 })],
    ['an unknown charge status', invoice({ status: 'lost' })],
    ['a fee type on a sale', invoice({ fee_type: 'Late Fee' })],
    ['a due date before the bill date', invoice({ due_date: '2026-02-01' })],
  ])('refuse an invoice with %s', async (_case, row) => {
    await expect(database.db.insertInto('invoices').values(row).execute()).rejects.toMatchObject(CHECK_VIOLATION);
  });

  it('refuse an invoice of a buyer that does not exist', async () => {
    const row = invoice({ buyer_id: '22222222-2222-4222-8222-222222222222' });
    await expect(database.db.insertInto('invoices').values(row).execute()).rejects.toMatchObject(FOREIGN_KEY_VIOLATION);
  });

  it('can be rolled back completely and applied again', async () => {
    const scratch = await openTestDatabase(kind, { seed: false });
    try {
      const migrator = new Migrator({ db: scratch.db, provider: migrationProvider });
      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      expect(await scratch.db.introspection.getTables()).toEqual([]);
      const every = Object.keys(await migrationProvider.getMigrations()).sort();
      expect(every[0]).toBe('0001_initial_schema');
      expect(await migrateToLatest(scratch.db)).toEqual(every);
    } finally {
      await scratch.close();
    }
  });
});
