import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../security/password';
import { calendarDay } from './calendarDays';
import type { PortalDatabase } from './database';
import { ACME_BUYER_ID, ACME_GROUP_IDS, GLOBEX_BUYER_ID } from './demoIds';
import { DEMO_PASSWORD, DEMO_SIGN_INS, DEMO_USER_IDS, DEMO_USERS } from './demoUsers';
import type { Database } from './schema';
import { resetDatabase, seedDemo } from './seed';
import { openTestDatabase, testBackends } from './testing';
import { CHARGE_STATUSES } from '../../src/domain/money';

const NOW = new Date('2026-06-15T09:30:00Z');
const TODAY = calendarDay(NOW);

/** Spec 4 and 3 enumerations the demo data must cover (charge statuses: src/domain/money.ts). */
const PAYMENT_STATUSES = ['active', 'applied', 'failed', 'pending', 'refunded', 'transferred', 'writeOff'];
const FAILED_PAYMENT_REASONS = [
  'account not found', 'bank return', 'compliance', 'insufficient funds', 'no mandate', 'stop payment', 'unauthorized corporate debit',
];

/** Every row of every table, in a stable order. */
async function dumpAll(db: Kysely<Database>) {
  return {
    programs: await db.selectFrom('programs').selectAll().orderBy('id').execute(),
    program_translations: await db.selectFrom('program_translations').selectAll().orderBy('locale').execute(),
    app_alerts: await db.selectFrom('app_alerts').selectAll().orderBy('message_storage_id').execute(),
    buyers: await db.selectFrom('buyers').selectAll().orderBy('id').execute(),
    groups: await db.selectFrom('groups').selectAll().orderBy('id').execute(),
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    invoices: await db.selectFrom('invoices').selectAll().orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().orderBy('id').execute(),
    payment_allocations: await db.selectFrom('payment_allocations').selectAll().orderBy('payment_id').orderBy('invoice_id').execute(),
    sessions: await db.selectFrom('sessions').selectAll().execute(),
    used_handoffs: await db.selectFrom('used_handoffs').selectAll().execute(),
  };
}

type Dump = Awaited<ReturnType<typeof dumpAll>>;

describe.each(await testBackends({ databaseBehaviour: true }))('demo seed on %s', (kind) => {
  let first: PortalDatabase;
  let second: PortalDatabase;
  let data: Dump;

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(kind, { seed: false }), openTestDatabase(kind, { seed: false })]);
    await seedDemo(first.db, { now: NOW });
    await seedDemo(second.db, { now: NOW });
    data = await dumpAll(first.db);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('is deterministic: two databases seeded with the same "now" hold identical rows', async () => {
    expect(await dumpAll(second.db)).toEqual(data);
  });

  it('covers every charge status, invoice type and fee type', () => {
    const acme = data.invoices.filter((invoice) => invoice.buyer_id === ACME_BUYER_ID);
    expect(acme.length).toBeGreaterThanOrEqual(55);
    expect(new Set(acme.map((invoice) => invoice.status))).toEqual(new Set(CHARGE_STATUSES));
    expect(new Set(acme.map((invoice) => invoice.invoice_type))).toEqual(new Set(['sale', 'fee', 'credit']));
    const feeTypes = acme.filter((invoice) => invoice.invoice_type === 'fee').map((invoice) => invoice.fee_type);
    expect(new Set(feeTypes)).toEqual(new Set(['Collections Fee', 'Failed Payment Fee', 'Late Fee']));
    expect(acme.some((invoice) => invoice.consolidated)).toBe(true);
    expect(acme.some((invoice) => invoice.po_number !== null)).toBe(true);
    expect(acme.some((invoice) => invoice.notes !== null)).toBe(true);
  });

  it('dates invoices relative to "now": past-due ones are overdue, open ones are not yet due', () => {
    for (const invoice of data.invoices) {
      if (invoice.status === 'pastDue') expect(invoice.due_date < TODAY).toBe(true);
      if (invoice.status === 'open' || invoice.status === 'created') expect(invoice.due_date >= TODAY).toBe(true);
      expect(invoice.bill_date <= TODAY).toBe(true);
    }
  });

  it('spreads charges over the groups and users, several of them the purchaser\'s own', () => {
    const purchasersOwn = data.invoices.filter((invoice) => invoice.buyer_user_id === DEMO_USER_IDS.purchaser);
    expect(purchasersOwn.length).toBeGreaterThanOrEqual(5);
    expect(purchasersOwn.every((invoice) => invoice.group_id === ACME_GROUP_IDS.westCoast)).toBe(true);
    expect(new Set(data.invoices.map((invoice) => invoice.group_id))).toEqual(new Set(Object.values(ACME_GROUP_IDS)));
  });

  it('has the demo users, each signing in with the demo password', async () => {
    expect(data.users.map((user) => user.email).sort()).toEqual(DEMO_USERS.map((user) => user.email).sort());
    for (const signIn of DEMO_SIGN_INS) {
      const user = data.users.find((row) => row.email === signIn.email);
      expect(signIn.role).toContain(user?.roles[0]);
    }
    const hashes = new Set(data.users.map((user) => user.password_hash));
    expect(hashes.size).toBe(1); // hashed once, shared: seeding stays fast
    expect(await verifyPassword(DEMO_PASSWORD, [...hashes][0] ?? '')).toBe(true);
    expect(data.users.filter((user) => user.sso_status === 'Active').map((user) => user.email)).toEqual(['sso@acme.example']);
  });

  it('builds the group tree: a top-level reporting group with two child groups and their admins', () => {
    const topLevel = data.groups.find((group) => group.parent_group_id === null && group.buyer_id === ACME_BUYER_ID);
    expect(topLevel).toMatchObject({ name: 'Acme Industrial Supply', type: 'reporting', admin_user_id: DEMO_USER_IDS.admin });
    const children = data.groups.filter((group) => group.parent_group_id === topLevel?.id).map((group) => [group.name, group.admin_user_id]);
    expect(children.sort()).toEqual([['East Coast Operations', DEMO_USER_IDS.groupAdmin], ['West Coast Operations', DEMO_USER_IDS.admin]]);
  });

  it('covers every payment status, with a spec failure reason on failed payments', () => {
    expect(new Set(data.payments.map((payment) => payment.status))).toEqual(new Set(PAYMENT_STATUSES));
    for (const payment of data.payments.filter((row) => row.status === 'failed')) {
      expect(FAILED_PAYMENT_REASONS).toContain(payment.failure_reason);
    }
  });

  it('keeps payments, allocations and invoice balances consistent', () => {
    type Payment = Dump['payments'][number];
    const paymentsById = new Map(data.payments.map((payment) => [payment.id, payment]));
    const allocated = (key: 'payment_id' | 'invoice_id', id: string, filter: (payment?: Payment) => boolean = () => true) =>
      data.payment_allocations
        .filter((allocation) => allocation[key] === id && filter(paymentsById.get(allocation.payment_id)))
        .reduce((sum, allocation) => sum + allocation.amount_minor, 0);
    for (const payment of data.payments) {
      const unallocated = ['failed', 'refunded', 'transferred', 'writeOff'].includes(payment.status);
      if (unallocated) expect([allocated('payment_id', payment.id), payment.remaining_minor]).toEqual([0, 0]);
      else expect(allocated('payment_id', payment.id) + payment.remaining_minor).toBe(payment.amount_minor);
    }
    const cleared = (payment?: Payment) => payment?.status === 'applied' || payment?.status === 'active';
    for (const invoice of data.invoices) {
      const paid = allocated('invoice_id', invoice.id, cleared);
      if (invoice.status === 'pendingPayment') {
        expect([invoice.remaining_minor, allocated('invoice_id', invoice.id)]).toEqual([invoice.total_minor, invoice.total_minor]);
      } else if (['paid', 'settled', 'open', 'pastDue', 'created', 'pending'].includes(invoice.status)) {
        expect(invoice.total_minor - invoice.remaining_minor).toBe(paid);
      } else if (invoice.status === 'partiallyAdjusted') {
        expect(invoice.remaining_minor).toBeGreaterThan(0);
        expect(invoice.remaining_minor).toBeLessThan(invoice.total_minor);
      } else {
        expect([invoice.remaining_minor, paid]).toEqual([0, 0]);
      }
    }
    expect(data.invoices.some((invoice) => invoice.remaining_minor > 0 && invoice.remaining_minor < invoice.total_minor && invoice.status === 'open')).toBe(true);
  });

  it('keeps what is owed well below the credit line and each purchaser\'s own limit', () => {
    const owed = (filter: (invoice: Dump['invoices'][number]) => boolean) =>
      data.invoices.filter(filter).reduce((sum, invoice) => sum + (invoice.invoice_type === 'credit' ? 0 : invoice.remaining_minor), 0);
    const creditLine = data.buyers.find((buyer) => buyer.id === ACME_BUYER_ID)?.credit_approved_minor ?? 0;
    expect(owed(() => true)).toBeLessThan(creditLine / 2);
    for (const user of data.users.filter((row) => row.credit_limit_minor !== null)) {
      expect(owed((invoice) => invoice.buyer_user_id === user.id)).toBeLessThan(user.credit_limit_minor ?? 0);
    }
  });

  it('has the alerts and the program translation overrides', () => {
    expect(data.app_alerts.map((alert) => [alert.target_role, alert.target_screen, alert.enabled, alert.target_public])).toEqual(
      expect.arrayContaining([['Buyer:Administrator', 'account-overview', true, false], [null, null, false, true]]),
    );
    const northwind = data.program_translations.filter((row) => row.program_id === 'northwind');
    expect(northwind.map((row) => row.locale)).toEqual(['de-DE', 'en-US']);
    expect(northwind[0]?.messages).toHaveProperty('app.brandTagline');
    // The second white label (issue 15): its own overrides, a Swiss-German default and five locales.
    expect(data.program_translations.filter((row) => row.program_id === 'alpenland').map((row) => row.locale)).toEqual(['de-CH', 'de-DE', 'en-GB', 'fr-CH']);
    expect(data.programs.map((program) => [program.id, program.default_buyer_locale, program.locales.length])).toEqual([['alpenland', 'de-CH', 5], ['northwind', 'en-US', 16]]);
  });

  it('inserts nothing when the database already has data; after a reset it seeds the same rows again', async () => {
    expect((await seedDemo(second.db, { now: NOW })).seeded).toBe(false);
    await resetDatabase(second.db);
    expect(await second.db.selectFrom('users').select('id').execute()).toEqual([]);
    expect((await seedDemo(second.db, { now: NOW })).seeded).toBe(true);
    expect(await dumpAll(second.db)).toEqual(data);
  });

  it('adds the large buyer Globex Wholesale with N invoices when asked', async () => {
    await resetDatabase(second.db);
    const summary = await seedDemo(second.db, { now: NOW, invoices: 2_500 });
    expect(summary).toMatchObject({ seeded: true, largeBuyerInvoices: 2_500 });
    const globex = await second.db.selectFrom('invoices').selectAll().where('buyer_id', '=', GLOBEX_BUYER_ID).execute();
    expect(globex).toHaveLength(2_500);
    expect(new Set(globex.map((invoice) => invoice.invoice_number)).size).toBe(2_500);
    for (const invoice of globex) {
      if (invoice.status === 'pastDue') expect(invoice.due_date < TODAY).toBe(true);
      if (invoice.status === 'open') expect(invoice.due_date >= TODAY && invoice.bill_date <= TODAY).toBe(true);
    }
    const admin = await second.db.selectFrom('users').select(['buyer_id', 'roles']).where('email', '=', 'admin@globex.example').executeTakeFirst();
    expect(admin).toEqual({ buyer_id: GLOBEX_BUYER_ID, roles: ['Buyer:Administrator'] });
  });
});
