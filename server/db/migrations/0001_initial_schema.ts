import { sql, type Expression, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Creates the tables of server/db/schema.ts. Enumerations are written out here rather than imported
 * from src/domain on purpose: a migration describes the database as it was at this step and must not
 * change when the domain constants do later.
 */
const CHARGE_STATUSES = [
  'adjusted', 'cancelled', 'created', 'credited', 'open', 'paid', 'paidDirect', 'partiallyAdjusted',
  'pastDue', 'pending', 'pendingPayment', 'rejected', 'reversed', 'settled',
];
const INVOICE_TYPES = ['sale', 'fee', 'credit'];
const PAYMENT_STATUSES = ['active', 'applied', 'failed', 'pending', 'refunded', 'transferred', 'writeOff'];
const PAYMENT_TYPES = ['bankTransfer', 'directDebit'];
const USER_TYPES = ['BUYER', 'CLIENT', 'STAFF', 'MSTS'];
const SSO_STATUSES = ['Active', 'Inactive'];
const GROUP_TYPES = ['reporting', 'legalEntity'];

function isOneOf(column: string, values: readonly string[]): Expression<boolean> {
  return sql<boolean>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

function isNotNegative(column: string): Expression<boolean> {
  return sql<boolean>`${sql.ref(column)} >= 0`;
}

const now = sql`now()`;

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('programs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('default_buyer_locale', 'text', (col) => col.notNull())
    .addColumn('locales', 'jsonb', (col) => col.notNull())
    .addColumn('mfa_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('mfa_at_login', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('mfa_at_buyer_create', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('mfa_required', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('dispute_time_limit_days', 'integer', (col) => col.notNull())
    .addColumn('supported_payment_terms', 'jsonb', (col) => col.notNull())
    .addColumn('remittance', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addCheckConstraint('programs_dispute_time_limit_positive', sql`dispute_time_limit_days > 0`)
    .addCheckConstraint('programs_locales_is_array', sql`jsonb_typeof(locales) = 'array'`)
    .execute();

  await db.schema
    .createTable('buyers')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('program_id', 'text', (col) => col.notNull().references('programs.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('billing_cycle', 'text', (col) => col.notNull())
    .addColumn('business_country', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('terms', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('credit_approved_minor', 'bigint', (col) => col.notNull())
    .addColumn('purchase_policy_max_minor', 'bigint')
    .addColumn('client_reference_buyer_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('buyers_country_code', sql`length(business_country) = 2`)
    .addCheckConstraint('buyers_currency_code', sql`length(currency) = 3`)
    .addCheckConstraint('buyers_credit_approved_not_negative', isNotNegative('credit_approved_minor'))
    .addCheckConstraint('buyers_purchase_policy_not_negative', isNotNegative('purchase_policy_max_minor'))
    .execute();
  await db.schema.createIndex('buyers_program_idx').on('buyers').column('program_id').execute();

  // admin_user_id gets its foreign key once users exists (groups and users refer to each other).
  await db.schema
    .createTable('groups')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('parent_group_id', 'uuid', (col) => col.references('groups.id'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('admin_user_id', 'uuid')
    .addCheckConstraint('groups_type', isOneOf('type', GROUP_TYPES))
    .addCheckConstraint('groups_not_own_parent', sql`parent_group_id <> id`)
    .execute();
  await db.schema.createIndex('groups_buyer_idx').on('groups').columns(['buyer_id', 'parent_group_id']).execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('program_id', 'text', (col) => col.notNull().references('programs.id'))
    .addColumn('buyer_id', 'uuid', (col) => col.references('buyers.id').onDelete('cascade'))
    .addColumn('group_id', 'uuid', (col) => col.references('groups.id').onDelete('set null'))
    .addColumn('client_id', 'text')
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('language', 'text')
    .addColumn('country', 'text')
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('roles', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('user_type', 'text', (col) => col.notNull())
    .addColumn('sso_status', 'text', (col) => col.notNull().defaultTo('Inactive'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('contact_types', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('receive_email', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('credit_limit_minor', 'bigint')
    .addColumn('parent_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('client_reference_buyer_id', 'text')
    .addColumn('failed_sign_ins', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_failed_sign_in_at', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    // Stored lower-cased so a plain equality finds a user however the address was typed.
    .addCheckConstraint('users_email_lower_case', sql`email = lower(email)`)
    .addCheckConstraint('users_user_type', isOneOf('user_type', USER_TYPES))
    .addCheckConstraint('users_sso_status', isOneOf('sso_status', SSO_STATUSES))
    .addCheckConstraint('users_roles_is_array', sql`jsonb_typeof(roles) = 'array'`)
    .addCheckConstraint('users_contact_types_is_array', sql`jsonb_typeof(contact_types) = 'array'`)
    .addCheckConstraint('users_credit_limit_not_negative', isNotNegative('credit_limit_minor'))
    .addCheckConstraint('users_failed_sign_ins_not_negative', isNotNegative('failed_sign_ins'))
    .execute();
  await db.schema.createIndex('users_buyer_idx').on('users').columns(['buyer_id', 'group_id']).execute();

  await db.schema
    .alterTable('groups')
    .addForeignKeyConstraint('groups_admin_user_fk', ['admin_user_id'], 'users', ['id'], (fk) => fk.onDelete('set null'))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('checksum', 'text', (col) => col.notNull())
    .addColumn('buyer_id', 'uuid', (col) => col.references('buyers.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('used_handoffs')
    .addColumn('jti', 'text', (col) => col.primaryKey())
    .addColumn('used_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('group_id', 'uuid', (col) => col.references('groups.id').onDelete('set null'))
    .addColumn('buyer_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('invoice_number', 'text', (col) => col.notNull())
    .addColumn('invoice_type', 'text', (col) => col.notNull())
    .addColumn('fee_type', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('total_minor', 'bigint', (col) => col.notNull())
    .addColumn('remaining_minor', 'bigint', (col) => col.notNull())
    .addColumn('bill_date', 'date', (col) => col.notNull())
    .addColumn('due_date', 'date', (col) => col.notNull())
    .addColumn('po_number', 'text')
    .addColumn('notes', 'text')
    .addColumn('consolidated', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('supplier_name', 'text', (col) => col.notNull())
    .addColumn('document_version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('invoices_number_per_buyer', ['buyer_id', 'invoice_number'])
    .addCheckConstraint('invoices_type', isOneOf('invoice_type', INVOICE_TYPES))
    .addCheckConstraint('invoices_fee_type_only_on_fees', sql`fee_type is null or invoice_type = 'fee'`)
    .addCheckConstraint('invoices_status', isOneOf('status', CHARGE_STATUSES))
    .addCheckConstraint('invoices_currency_code', sql`length(currency) = 3`)
    .addCheckConstraint('invoices_total_not_negative', isNotNegative('total_minor'))
    .addCheckConstraint('invoices_remaining_within_total', sql`remaining_minor >= 0 and remaining_minor <= total_minor`)
    .addCheckConstraint('invoices_due_not_before_bill', sql`due_date >= bill_date`)
    .addCheckConstraint('invoices_document_version_positive', sql`document_version >= 1`)
    .execute();
  // Invoice listing filters by buyer then status and sorts by due date; "own charges" by buyer user.
  await db.schema.createIndex('invoices_listing_idx').on('invoices').columns(['buyer_id', 'status', 'due_date']).execute();
  await db.schema.createIndex('invoices_buyer_user_idx').on('invoices').columns(['buyer_id', 'buyer_user_id']).execute();
  await db.schema.createIndex('invoices_group_idx').on('invoices').column('group_id').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('remaining_minor', 'bigint', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('received_date', 'date', (col) => col.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    // A retried create with the same key finds the first payment instead of making a second one.
    .addUniqueConstraint('payments_idempotency_key_per_buyer', ['buyer_id', 'idempotency_key'])
    .addCheckConstraint('payments_type', isOneOf('type', PAYMENT_TYPES))
    .addCheckConstraint('payments_status', isOneOf('status', PAYMENT_STATUSES))
    .addCheckConstraint('payments_currency_code', sql`length(currency) = 3`)
    .addCheckConstraint('payments_amount_positive', sql`amount_minor > 0`)
    .addCheckConstraint('payments_remaining_within_amount', sql`remaining_minor >= 0 and remaining_minor <= amount_minor`)
    .execute();
  await db.schema.createIndex('payments_listing_idx').on('payments').columns(['buyer_id', 'received_date']).execute();

  await db.schema
    .createTable('payment_allocations')
    .addColumn('payment_id', 'uuid', (col) => col.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('invoice_id', 'uuid', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_allocations_pk', ['payment_id', 'invoice_id'])
    .addCheckConstraint('payment_allocations_amount_positive', sql`amount_minor > 0`)
    .execute();
  await db.schema.createIndex('payment_allocations_invoice_idx').on('payment_allocations').column('invoice_id').execute();

  await db.schema
    .createTable('app_alerts')
    .addColumn('message_storage_id', 'text', (col) => col.primaryKey())
    .addColumn('target_public', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('target_user_type', 'text')
    .addColumn('target_role', 'text')
    .addColumn('title_intl_key', 'text', (col) => col.notNull())
    .addColumn('message_intl_key', 'text', (col) => col.notNull())
    .addColumn('url_link', 'text')
    .addColumn('alert_type', 'text', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('target_screen', 'text')
    .addColumn('target_country', 'text')
    .addColumn('target_program_id', 'text', (col) => col.references('programs.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('program_translations')
    .addColumn('program_id', 'text', (col) => col.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('messages', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('program_translations_pk', ['program_id', 'locale'])
    .addCheckConstraint('program_translations_messages_is_object', sql`jsonb_typeof(messages) = 'object'`)
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('groups').dropConstraint('groups_admin_user_fk').execute();
  const tables = [
    'program_translations', 'app_alerts', 'payment_allocations', 'payments', 'invoices', 'used_handoffs',
    'sessions', 'users', 'groups', 'buyers', 'programs',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}

export const initialSchema: Migration = { up, down };
