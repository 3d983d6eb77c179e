import { normalisePhoneNumber } from '../../machines/rules/phoneNumber';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { hashPassword, type ScryptCost } from '../security/password';
import { calendarDay, daysBefore } from './calendarDays';
import { ACME_BUYER_ID, ACME_GROUP_IDS, DEMO_PROGRAM_ID, GLOBEX_BUYER_ID, GLOBEX_GROUP_ID } from './demoIds';
import { buildAcmeDisputes } from './demoDisputes';
import { buildAcmeInvoices } from './demoInvoices';
import { acmeBankAccounts } from './demoBankAccounts';
import { buildAcmePayments } from './demoPayments';
import { insertPaymentModificationDemo } from './demoPaymentModifications';
import { ACME_COMPANY_INFO } from './demoCompanyInfo';
import {
  acmeBuyer,
  ALPENLAND_ENROLMENT_SETTINGS,
  ALPENLAND_PROGRAM,
  ALPENLAND_PROGRAM_TRANSLATIONS,
  DEMO_APP_ALERTS,
  DEMO_ENROLMENT_SETTINGS,
  DEMO_PROGRAM,
  DEMO_PROGRAM_TRANSLATIONS,
  globexBuyer,
} from './demoProgram';
import { DEMO_PASSWORD, DEMO_USER_IDS, DEMO_USERS, GLOBEX_ADMIN, type DemoUser } from './demoUsers';
import { buildLargeBuyerInvoices } from './largeBuyer';
import type { Database, GroupTable, UserTable } from './schema';
import { SeededRandom } from './seedRandom';
import { insertDemoPurchasingControls } from './demoPurchaseCards';
import { insertInvoiceNoticesDemo } from './demoInvoiceNotices';
import { insertDemoDisbursements } from './seedDisbursements';

export interface SeedOptions {
  /** Every date in the demo data is relative to this instant. */
  now: Date;
  /** Also create the large buyer Globex Wholesale with this many invoices. */
  invoices?: number;
  /**
   * The demo password's hash cost, for test databases only (server/db/testing.ts): the product's
   * cost otherwise. Every hash names its own cost, so sign-in checks it as stored.
   */
  passwordCost?: ScryptCost;
}

export interface SeedSummary {
  /** False when the database already had a program, so nothing was inserted. */
  seeded: boolean;
  users: number;
  invoices: number;
  payments: number;
  largeBuyerInvoices: number;
}

/** Fixed generator seeds: the same data on every machine and every run. */
const ACME_RANDOM_SEED = 20_261_121;
const LARGE_BUYER_RANDOM_SEED = 4_242;
/** Rows per INSERT when bulk-loading (about 20 parameters a row stays far below Postgres' 65,535). */
const INSERT_BATCH_ROWS = 1_000;
/** Advisory lock key so two servers starting on one empty PostgreSQL database do not both seed. */
const SEED_LOCK_KEY = 7_310_001;

const NOTHING_SEEDED: SeedSummary = { seeded: false, users: 0, invoices: 0, payments: 0, largeBuyerInvoices: 0 };

/** Hashing is deliberately slow, so all demo users share one hash of the demo password (per cost). */
const demoPasswordHashes = new Map<string, Promise<string>>();
function demoPasswordHash(cost: ScryptCost | undefined): Promise<string> {
  const key = JSON.stringify(cost ?? null);
  let hash = demoPasswordHashes.get(key);
  if (hash === undefined) {
    hash = hashPassword(DEMO_PASSWORD, cost);
    demoPasswordHashes.set(key, hash);
  }
  return hash;
}

/** Inserts the deterministic demo data when the database has no program yet. */
export async function seedDemo(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> {
  // Cheap look first so a warm start skips the (deliberately slow) hash; re-checked under the lock.
  if (await db.selectFrom('programs').select('id').limit(1).executeTakeFirst()) return NOTHING_SEEDED;
  const passwordHash = await demoPasswordHash(options.passwordCost);
  const seeded = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const existingProgram = await trx.selectFrom('programs').select('id').limit(1).executeTakeFirst();
    if (existingProgram) return NOTHING_SEEDED;

    const summary = await insertAcme(trx, options.now, passwordHash);
    const largeBuyerInvoices = options.invoices ? await insertLargeBuyer(trx, options.now, passwordHash, options.invoices) : 0;
    return { ...summary, seeded: true, largeBuyerInvoices, users: summary.users + (largeBuyerInvoices ? 1 : 0) };
  });
  // Planner statistics for the new rows: PGlite runs no autovacuum, so without this the invoice list
  // joins every matching row before sorting (bench/README.md: 57 ms as seeded, 25 ms analysed).
  if (seeded.seeded) await sql`analyze`.execute(db);
  return seeded;
}

/** Empties every table (the migrations stay applied), for `seed --reset` and tests. */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  const tables = Object.keys(TABLES).map((table) => sql.table(table));
  await sql`truncate table ${sql.join(tables)} restart identity cascade`.execute(db);
}

/** Every table of the schema; typed so that adding a table to Database without listing it here fails. */
const TABLES: Record<keyof Database, true> = {
  programs: true, buyers: true, groups: true, users: true, sessions: true, used_handoffs: true, invoices: true,
  payments: true, payment_allocations: true, app_alerts: true, program_translations: true, audit_log: true,
  outbox_messages: true, payment_modifications: true, credit_increase_requests: true, bank_accounts: true,
  invoice_documents: true, disputes: true, buyer_purchasing_controls: true, purchase_cards: true, mfa_tokens: true,
  buyer_company_info: true, primary_email_changes: true,
  user_buyer_links: true, user_invitations: true,
  password_reset_links: true, password_history: true, security_answers: true,
  program_enrolment_settings: true, buyer_applications: true,
  trusted_devices: true,
  notification_preferences: true, app_alert_dismissals: true,
  program_disbursement_settings: true, disbursements: true, disbursement_payments: true, charge_import_references: true,
  api_keys: true, preauthorizations: true, webhook_endpoints: true, webhook_deliveries: true, webhook_dispatch_cursor: true,
  charge_adjustments: true,
};

async function insertAcme(trx: Transaction<Database>, now: Date, passwordHash: string): Promise<Omit<SeedSummary, 'seeded' | 'largeBuyerInvoices'>> {
  const today = calendarDay(now);
  const random = new SeededRandom(ACME_RANDOM_SEED);
  const invoices = buildAcmeInvoices(today, random);
  const { payments, allocations } = buildAcmePayments(invoices, today);

  await trx.insertInto('programs').values(DEMO_PROGRAM).execute();
  await trx.insertInto('program_enrolment_settings').values(DEMO_ENROLMENT_SETTINGS).execute();
  await trx.insertInto('program_translations').values(DEMO_PROGRAM_TRANSLATIONS).execute();
  // The second white label (README "A second program"): no buyers of its own.
  await trx.insertInto('programs').values(ALPENLAND_PROGRAM).execute();
  await trx.insertInto('program_enrolment_settings').values(ALPENLAND_ENROLMENT_SETTINGS).execute();
  await trx.insertInto('program_translations').values(ALPENLAND_PROGRAM_TRANSLATIONS).execute();
  await trx.insertInto('app_alerts').values(DEMO_APP_ALERTS).execute();
  await trx.insertInto('buyers').values(acmeBuyer(daysBefore(now, 420))).execute();
  // Acme is the demo's sandbox buyer: test data, which test-mode API keys see (spec 6 clientDeveloper; server/modules/sellerApi).
  await trx.updateTable('buyers').set({ test_mode: true }).where('id', '=', ACME_BUYER_ID).execute();
  await insertGroupsAndUsers(trx, now, acmeGroups(), DEMO_USERS.map((user, index) => userRow(user, passwordHash, daysBefore(now, 400 - index * 10))));
  await insertInBatches(trx, 'invoices', invoices);
  await trx.insertInto('payments').values(payments).execute();
  await trx.insertInto('payment_allocations').values(allocations).execute();
  await insertPaymentModificationDemo(trx, today);
  await trx.insertInto('bank_accounts').values(acmeBankAccounts(now)).execute();
  await trx.insertInto('disputes').values(buildAcmeDisputes(invoices)).execute();
  await insertDemoPurchasingControls(trx);
  await trx.insertInto('buyer_company_info').values(ACME_COMPANY_INFO).execute();
  await insertInvoiceNoticesDemo(trx, invoices, now);
  await insertDemoDisbursements(trx, now);
  return { users: DEMO_USERS.length, invoices: invoices.length, payments: payments.length };
}

async function insertLargeBuyer(trx: Transaction<Database>, now: Date, passwordHash: string, count: number): Promise<number> {
  const invoices = buildLargeBuyerInvoices(count, calendarDay(now), new SeededRandom(LARGE_BUYER_RANDOM_SEED));
  await trx.insertInto('buyers').values(globexBuyer(daysBefore(now, 900))).execute();
  const group: GroupRow = { id: GLOBEX_GROUP_ID, buyer_id: GLOBEX_BUYER_ID, name: 'Globex Wholesale', parent_group_id: null, type: 'reporting', admin_user_id: GLOBEX_ADMIN.id };
  await insertGroupsAndUsers(trx, now, [group], [userRow(GLOBEX_ADMIN, passwordHash, daysBefore(now, 900))]);
  await insertInBatches(trx, 'invoices', invoices);
  return invoices.length;
}

type GroupRow = Insertable<GroupTable> & { id: string };

function acmeGroups(): GroupRow[] {
  const group = (id: string, name: string, parent: string | null, admin: string): GroupRow => ({
    id, buyer_id: ACME_BUYER_ID, name, parent_group_id: parent, type: 'reporting', admin_user_id: admin,
  });
  return [
    group(ACME_GROUP_IDS.topLevel, 'Acme Industrial Supply', null, DEMO_USER_IDS.admin),
    group(ACME_GROUP_IDS.westCoast, 'West Coast Operations', ACME_GROUP_IDS.topLevel, DEMO_USER_IDS.admin),
    group(ACME_GROUP_IDS.eastCoast, 'East Coast Operations', ACME_GROUP_IDS.topLevel, DEMO_USER_IDS.groupAdmin),
  ];
}

/**
 * Groups name their admin and users name their group: insert groups first, then set the admins.
 * Stamped with the seed's `now` (not the column default), so the same `now` seeds the same rows.
 */
async function insertGroupsAndUsers(trx: Transaction<Database>, now: Date, groups: GroupRow[], users: Insertable<UserTable>[]): Promise<void> {
  await trx.insertInto('groups').values(groups.map((group) => ({ ...group, admin_user_id: null, created_at: now }))).execute();
  await trx.insertInto('users').values(users).execute();
  for (const group of groups) {
    await trx.updateTable('groups').set({ admin_user_id: group.admin_user_id }).where('id', '=', group.id).execute();
  }
}

function userRow(user: DemoUser, passwordHash: string, createdAt: Date): Insertable<UserTable> {
  // Users a buyer's admin invited point back to that admin.
  const isInvited = user.buyerId === ACME_BUYER_ID && user.id !== DEMO_USER_IDS.admin;
  return {
    id: user.id,
    program_id: DEMO_PROGRAM_ID,
    buyer_id: user.buyerId,
    group_id: user.groupId,
    client_id: user.clientId,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    // No saved language: the browser's choice applies until the user picks one (Profile or the header).
    language: null,
    country: 'US',
    password_hash: passwordHash,
    roles: JSON.stringify(user.roles),
    user_type: user.userType,
    sso_status: user.ssoStatus,
    status: 'active',
    contact_types: JSON.stringify(user.contactTypes),
    receive_email: user.receiveEmail,
    credit_limit_minor: user.creditLimitMinor,
    parent_user_id: isInvited ? DEMO_USER_IDS.admin : null,
    client_reference_buyer_id: null,
    created_at: createdAt,
    // Issue 11 (migration 0012): each buyer's first administrator is its primary user; invoice
    // permissions go with the invoice e-mails; the payer set up 2-step verification by SMS.
    is_primary_user: user.id === DEMO_USER_IDS.admin || user.id === GLOBEX_ADMIN.id,
    invoice_permissions: JSON.stringify(user.receiveEmail ? ['invoiceDownload', 'invoiceEdit'] : []),
    status_context: JSON.stringify({ activatedAt: createdAt.toISOString(), suspensionReason: null, deactivatedAt: null, deactivatedBy: null }),
    ...(user.id === DEMO_USER_IDS.payer && user.phone ? { mfa_method: 'sms', mfa_target: normalisePhoneNumber(user.phone) } : {}),
  };
}

async function insertInBatches(trx: Transaction<Database>, table: 'invoices', rows: Insertable<Database['invoices']>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
    await trx.insertInto(table).values(rows.slice(start, start + INSERT_BATCH_ROWS)).execute();
  }
}
