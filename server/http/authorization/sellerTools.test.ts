import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_IMPORT_PATH, CHARGE_IMPORT_TEMPLATE_PATH, XLSX_CONTENT_TYPE, type ChargeImportResult } from '../../../src/domain/chargeImport';
import { testBackends } from '../../db/testing';
import { handWrittenXlsx, TEMPLATE_HEADER } from '../../modules/chargeImport/testing/handWrittenXlsx';
import { cookieHeader, graphql, type ApiSession } from '../testing/apiClient';
import { data, FORBIDDEN, itRefuses, startAuthzServer, WHO, type AuthzServer, type RefusalCase, type Who } from './authzTesting';

/**
 * Seller tools (issue 14 items 4 and 5): disbursements, disbursement(id), disbursementsCsv, POST
 * /imports/charges and GET /imports/charges-template.xlsx. Only the seller's clientAdministrator,
 * and only for their own program: every buyer user, the developer, support, underwriting (and so
 * an Account Manager, a STAFF role) are refused; another program's payout reads as missing and its
 * buyers cannot be charged; no session or no X-Requested-With is 401.
 */
const LIST = 'query { disbursements(page: { first: 100 }) { totalCount items { id payments { businessName } } } }';
const ONE = 'query($id: ID!) { disbursement(id: $id) { id totalAmount { amountMinor } } }';
const CSV = 'query { disbursementsCsv }';
const OTHER_PROGRAM = 'southwind';
const OTHER_BUYER_REFERENCE = 'SW-0001';
const NOT_ADMINS: readonly Who[] = (Object.keys(WHO) as Who[]).filter((who) => who !== 'seller');

describe.each(await testBackends())('seller tools authorization on %s', (kind) => {
  let env: AuthzServer;
  let otherPayoutId: string;
  let otherBuyerId: string;
  let ownPayoutId: string;

  const upload = (session: ApiSession | null, body: Buffer, headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' }) =>
    fetch(`${env.server.url}${CHARGE_IMPORT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': XLSX_CONTENT_TYPE, ...headers, ...(session ? { Authorization: `Bearer ${session.token}`, 'X-Session-Checksum': session.checksum } : {}) },
      body: new Uint8Array(body),
    });
  const invoiceCount = async () => Number((await env.server.db.selectFrom('invoices').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const file = (reference: string, buyer: string) =>
    handWrittenXlsx([[...TEMPLATE_HEADER], [reference, buyer, `${reference}-INV`, { date: '2026-11-02' }, { date: '2026-12-02' }, 10, 'USD', null, null]]);

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    // Another program with its own buyer and payout: nothing of it may reach Northwind's seller.
    const db = env.server.db;
    await db.insertInto('programs').values({ ...(await db.selectFrom('programs').selectAll().where('id', '=', 'northwind').executeTakeFirstOrThrow()), id: OTHER_PROGRAM, name: 'Southwind Credit', locales: JSON.stringify(['en-US']), supported_payment_terms: JSON.stringify(['Net30']), remittance: JSON.stringify({}) }).execute();
    otherBuyerId = randomUUID();
    await db.insertInto('buyers').values({ id: otherBuyerId, program_id: OTHER_PROGRAM, name: 'Southwind Buyer', billing_cycle: 'monthly', business_country: 'US', status: 'active', type: 'business', terms: 'Net30', currency: 'USD', credit_approved_minor: 100_000, purchase_policy_max_minor: null, client_reference_buyer_id: OTHER_BUYER_REFERENCE }).execute();
    otherPayoutId = randomUUID();
    await db.insertInto('disbursements').values({ id: otherPayoutId, program_id: OTHER_PROGRAM, seller_id: 'southwind-client', seller_name: 'Southwind Traders', currency: 'USD', payout_date: '2026-11-01', amount_paid_minor: 1_000, fee_withheld_minor: 25, tax_minor: 3, total_minor: 972, total_orders: 1 }).execute();
    ownPayoutId = (await db.selectFrom('disbursements').select('id').where('program_id', '=', 'northwind').orderBy('payout_date', 'desc').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => env?.server.close());

  it("positive control: Northwind's clientAdministrator reads its payouts, one payout, the CSV, the template, and imports a charge", async () => {
    const list = await data<{ disbursements: { totalCount: number; items: { id: string }[] } }>(env, 'seller', LIST);
    expect(list.disbursements.totalCount).toBeGreaterThan(0);
    expect(list.disbursements.items.map((d) => d.id)).toContain(ownPayoutId);
    expect((await data<{ disbursement: { id: string } | null }>(env, 'seller', ONE, { id: ownPayoutId })).disbursement?.id).toBe(ownPayoutId);
    const csv = (await data<{ disbursementsCsv: string }>(env, 'seller', CSV)).disbursementsCsv;
    expect(csv.split('\r\n')[0]).toContain('Payout date');
    expect(csv).toContain('Acme Industrial Supply');
    const template = await fetch(`${env.server.url}${CHARGE_IMPORT_TEMPLATE_PATH}`, { headers: { Cookie: cookieHeader(env.s.seller.cookies) } });
    expect(template.status).toBe(200);
    const reply = await upload(env.s.seller, file('AUTHZ-OK', 'ACME-0001'));
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as ChargeImportResult).imported).toBe(1);
  });

  it('filters: payout dates (inclusive) and currency; a start after the end is refused as input, not as access', async () => {
    const FILTERED = 'query($f: DisbursementFilter) { disbursements(filter: $f, page: { first: 100 }) { totalCount items { payoutDate currency } } }';
    const all = (await data<{ disbursements: { items: { payoutDate: string }[] } }>(env, 'seller', FILTERED, {})).disbursements.items.map((d) => d.payoutDate).sort();
    expect(all.length).toBeGreaterThan(2);
    const [from, to] = [all[1]!, all[all.length - 2]!];
    const some = (await data<{ disbursements: { items: { payoutDate: string }[] } }>(env, 'seller', FILTERED, { f: { payoutFrom: from, payoutTo: to } })).disbursements.items;
    expect(some.map((d) => d.payoutDate).sort()).toEqual(all.filter((d) => d >= from && d <= to));
    expect((await data<{ disbursements: { totalCount: number } }>(env, 'seller', FILTERED, { f: { currency: 'EUR' } })).disbursements.totalCount).toBe(0);
    const reversed = await graphql(env.server.url, env.s.seller, FILTERED, { f: { payoutFrom: to, payoutTo: from } });
    expect(reversed.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it("wrong program: another program's payout reads as missing and is in no list or CSV; its buyer cannot be charged", async () => {
    expect((await data<{ disbursement: unknown }>(env, 'seller', ONE, { id: otherPayoutId })).disbursement).toBeNull();
    const list = await data<{ disbursements: { items: { id: string; payments: { businessName: string }[] }[] } }>(env, 'seller', LIST);
    expect(list.disbursements.items.map((d) => d.id)).not.toContain(otherPayoutId);
    expect((await data<{ disbursementsCsv: string }>(env, 'seller', CSV)).disbursementsCsv).not.toContain('Southwind');
    const before = await env.server.db.selectFrom('invoices').select('id').where('buyer_id', '=', otherBuyerId).execute();
    const reply = await upload(env.s.seller, file('AUTHZ-SW', OTHER_BUYER_REFERENCE));
    const result = (await reply.json()) as ChargeImportResult;
    expect(result.imported).toBe(0);
    expect(result.failures.map((f) => [f.invoiceReferenceId, f.messageId])).toEqual([['AUTHZ-SW', 'uploadData.failure.buyerNotFound']]);
    expect(await env.server.db.selectFrom('invoices').select('id').where('buyer_id', '=', otherBuyerId).execute()).toEqual(before);
  });

  const cases: RefusalCase[] = NOT_ADMINS.flatMap((who): RefusalCase[] => [
    { name: 'disbursements', who, query: LIST, variables: () => ({}), refusal: FORBIDDEN },
    { name: 'disbursement(id: own program)', who, query: ONE, variables: () => ({ id: ownPayoutId }), refusal: FORBIDDEN },
    { name: 'disbursementsCsv', who, query: CSV, variables: () => ({}), refusal: FORBIDDEN },
  ]);
  describe('wrong role (every buyer user, developer, support, underwriting)', () => itRefuses(() => env, cases));

  it('wrong role: the upload is 403 and creates nothing; the template is 403', async () => {
    for (const who of NOT_ADMINS) {
      const before = await invoiceCount();
      const reply = await upload(env.s[who], file(`AUTHZ-${who}`, 'ACME-0001'));
      expect(reply.status, who).toBe(403);
      expect(await reply.json()).toEqual({ code: 'FORBIDDEN', messageId: 'error.forbidden' });
      expect(await invoiceCount()).toBe(before);
      const template = await fetch(`${env.server.url}${CHARGE_IMPORT_TEMPLATE_PATH}`, { headers: { Cookie: cookieHeader(env.s[who].cookies) } });
      expect(template.status, who).toBe(403);
    }
  });

  it('no session, or no X-Requested-With: 401 and nothing imported; the template without a cookie: 401', async () => {
    const before = await invoiceCount();
    expect((await upload(null, file('AUTHZ-ANON', 'ACME-0001'))).status).toBe(401);
    expect((await upload(env.s.seller, file('AUTHZ-NOXRW', 'ACME-0001'), {})).status).toBe(401);
    expect(await invoiceCount()).toBe(before);
    expect((await fetch(`${env.server.url}${CHARGE_IMPORT_TEMPLATE_PATH}`)).status).toBe(401);
  });
});
