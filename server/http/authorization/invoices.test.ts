import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, ACME_GROUP_IDS, GLOBEX_BUYER_ID } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { INVOICES_CSV_PATH } from '../../modules/invoices/csvExport';
import { cookieHeader, JSON_HEADERS, type GraphQLReply } from '../testing/apiClient';
import {
  acmeInvoices, codeOf, data, expectNotDisclosed, FORBIDDEN, hidden, invoiceState, itRefuses, NOT_YOURS, startAuthzServer, READ_ONLY,
  type AuthzServer, type RefusalCase, type Refusal, type Who,
} from './authzTesting';

/**
 * Invoices, their CSV (GraphQL and the streamed export) and PDF, and the PO number / notes edit.
 * Spec 6: "Users see only their own charges unless admin or group admin (who see group totals)";
 * seller and staff users read every buyer of the program but change nothing.
 */
const INVOICES = 'query($buyerId: ID) { invoices(buyerId: $buyerId, page: { first: 100 }) { pageInfo { totalCount } items { id invoiceNumber } } }';
const SEARCH = 'query($search: String) { invoices(filter: { search: $search }) { pageInfo { totalCount } } }';
const INVOICE = 'query($id: ID!) { invoice(id: $id) { id invoiceNumber } }';
const CSV = 'query($buyerId: ID) { invoicesCsv(buyerId: $buyerId) { content rowCount } }';
const EDIT = `mutation($input: UpdateInvoiceDetailsInput!) { updateInvoiceDetails(input: $input) {
  updated { id poNumber notes } failed { invoiceId invoiceNumber code } } }`;

interface Inv { id: string; number: string }

describe.each(await testBackends())('invoices authorization on %s', (kind) => {
  let env: AuthzServer;
  /** Every Acme invoice, with whose and which group's it is. */
  let all: { id: string; invoice_number: string; buyer_user_id: string | null; group_id: string | null; consolidated: boolean }[];
  let globexNumbers: string[];
  const pick = (where: (row: (typeof all)[number]) => boolean): Inv => {
    const row = all.find((r) => !r.consolidated && where(r));
    if (!row) throw new Error('no such demo invoice');
    return { id: row.id, number: row.invoice_number };
  };
  /** Invoices of distinct owners, so each case has its own. */
  let purchasers: Inv; let admins: Inv; let westCoast: Inv; let eastCoast: Inv;
  const numbersWhere = (where: (row: (typeof all)[number]) => boolean) => all.filter(where).map((r) => r.invoice_number);
  const scopes: Record<'purchaser' | 'groupAdmin', (row: (typeof all)[number]) => boolean> = {
    purchaser: (r) => r.buyer_user_id === DEMO_USER_IDS.purchaser,
    groupAdmin: (r) => r.group_id === ACME_GROUP_IDS.eastCoast,
  };

  const auth = (who: Who) => ({ Authorization: `Bearer ${env.s[who].token}`, 'X-Session-Checksum': env.s[who].checksum });
  const exportCsv = async (who: Who, body: unknown) => {
    const response = await fetch(`${env.server.url}${INVOICES_CSV_PATH}`, { method: 'POST', headers: { ...JSON_HEADERS, ...auth(who) }, body: JSON.stringify(body) });
    return { status: response.status, text: await response.text() };
  };
  const pdf = (who: Who, id: string) => fetch(`${env.server.url}/documents/invoices/${id}.pdf`, { headers: { Cookie: cookieHeader(env.s[who].cookies) } });

  /** An edit of an invoice outside the user's scope: listed as notFound without its number, or refused; never applied. */
  const editNotApplied = (invoice: () => Inv): Refusal => ({
    check: (reply: GraphQLReply) => {
      expectNotDisclosed(reply, [invoice().number]);
      const code = codeOf(reply);
      if (code !== undefined) return void expect(['FORBIDDEN', 'NOT_FOUND']).toContain(code);
      expect(reply.body.data?.['updateInvoiceDetails']).toEqual({ updated: [], failed: [{ invoiceId: invoice().id, invoiceNumber: null, code: 'notFound' }] });
    },
  });
  const edit = (invoice: () => Inv) => () => ({ input: { invoiceIds: [invoice().id], poNumber: 'PO-AUTHZ', notes: 'not yours' } });

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    all = await acmeInvoices(env).execute();
    globexNumbers = (await env.server.db.selectFrom('invoices').select('invoice_number').where('buyer_id', '=', GLOBEX_BUYER_ID).execute()).map((r) => r.invoice_number);
    purchasers = pick(scopes.purchaser);
    admins = pick((r) => r.buyer_user_id === DEMO_USER_IDS.admin);
    westCoast = pick((r) => r.group_id === ACME_GROUP_IDS.westCoast);
    eastCoast = pick((r) => r.group_id === ACME_GROUP_IDS.eastCoast && r.buyer_user_id !== DEMO_USER_IDS.groupAdmin);
  });
  afterAll(() => env?.server.close());

  it('positive controls: Acme admin reads every invoice, CSV and PDF; Globex reads only its own', async () => {
    const acme = await data<{ invoices: { pageInfo: { totalCount: number } } }>(env, 'acmeAdmin', INVOICES);
    expect(acme.invoices.pageInfo.totalCount).toBe(all.length);
    expect((await data<{ invoice: { id: string } }>(env, 'acmeAdmin', INVOICE, { id: purchasers.id })).invoice.id).toBe(purchasers.id);
    expect((await data<{ invoicesCsv: { rowCount: number } }>(env, 'acmeAdmin', CSV)).invoicesCsv.rowCount).toBe(all.length);
    expect((await exportCsv('acmeAdmin', {})).status).toBe(200);
    expect((await pdf('acmeAdmin', purchasers.id)).status).toBe(200);
    const globex = await data<{ invoices: { pageInfo: { totalCount: number }; items: { invoiceNumber: string }[] } }>(env, 'globexAdmin', INVOICES);
    expect(globex.invoices.items.map((i) => i.invoiceNumber).sort()).toEqual([...globexNumbers].sort());
  });

  describe("cross-buyer: Globex's admin with Acme's ids", () => {
    const cases: RefusalCase[] = [
      { name: 'invoices(buyerId: Acme)', who: 'globexAdmin', query: INVOICES, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
      { name: 'invoice(id) of an Acme invoice', who: 'globexAdmin', query: INVOICE, variables: () => ({ id: admins.id }), refusal: hidden('invoice') },
      { name: 'invoicesCsv(buyerId: Acme)', who: 'globexAdmin', query: CSV, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
      { name: 'accountOverview(buyerId: Acme)', who: 'globexAdmin', query: 'query($b: ID) { accountOverview(buyerId: $b) { balanceDue { amountMinor } } }', variables: () => ({ b: ACME_BUYER_ID }), refusal: NOT_YOURS },
      {
        name: 'updateInvoiceDetails of an Acme invoice', who: 'globexAdmin', query: EDIT, variables: edit(() => admins),
        refusal: editNotApplied(() => admins), unchanged: () => invoiceState(env, admins.id),
      },
    ];
    itRefuses(() => env, cases);

    it("its own invoicesCsv and exports list no Acme invoice", async () => {
      const acmeNumbers = all.map((r) => r.invoice_number);
      const csv = await data<{ invoicesCsv: { content: string; rowCount: number } }>(env, 'globexAdmin', CSV);
      expect(csv.invoicesCsv.rowCount).toBe(globexNumbers.length);
      const streamed = await exportCsv('globexAdmin', {});
      expect(streamed.status).toBe(200);
      for (const text of [csv.invoicesCsv.content, streamed.text]) {
        for (const number of globexNumbers) expect(text).toContain(number);
        for (const number of acmeNumbers) expect(text).not.toContain(number);
      }
    });

    it('POST /exports/invoices.csv with buyerId: Acme is 403 and lists nothing', async () => {
      const streamed = await exportCsv('globexAdmin', { buyerId: ACME_BUYER_ID });
      expect(streamed.status).toBe(403);
      expect(JSON.parse(streamed.text)).toMatchObject({ code: 'FORBIDDEN' });
      for (const number of [admins.number, purchasers.number]) expect(streamed.text).not.toContain(number);
    });

    it('GET /documents/invoices/<Acme invoice>.pdf with a Globex session is 404', async () => {
      for (const invoice of [admins, purchasers]) {
        const response = await pdf('globexAdmin', invoice.id);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).not.toBe('application/pdf');
      }
    });
  });

  describe('charge scope within Acme (spec 6): purchasers see their own, group admins their group', () => {
    for (const who of ['purchaser', 'groupAdmin'] as const) {
      it(`${who}: invoices, invoicesCsv and the streamed export hold exactly the charges in scope`, async () => {
        const inScope = numbersWhere(scopes[who]);
        const outOfScope = numbersWhere((r) => !scopes[who](r));
        expect(inScope.length).toBeGreaterThan(0);
        expect(outOfScope.length).toBeGreaterThan(0);
        // Naming the account explicitly changes nothing: the scope is the user's, not the request's.
        for (const variables of [{}, { buyerId: ACME_BUYER_ID }]) {
          const list = await data<{ invoices: { pageInfo: { totalCount: number }; items: { invoiceNumber: string }[] } }>(env, who, INVOICES, variables);
          expect(list.invoices.pageInfo.totalCount).toBe(inScope.length);
          for (const item of list.invoices.items) expect(inScope).toContain(item.invoiceNumber);
        }
        // Searching for a charge outside the scope by its number finds nothing.
        const searched = await data<{ invoices: { pageInfo: { totalCount: number } } }>(env, who, SEARCH, { search: outOfScope[0] });
        expect(searched.invoices.pageInfo.totalCount).toBe(0);
        expect((await data<{ invoices: { pageInfo: { totalCount: number } } }>(env, 'acmeAdmin', SEARCH, { search: outOfScope[0] })).invoices.pageInfo.totalCount).toBeGreaterThan(0);
        const csv = await data<{ invoicesCsv: { content: string; rowCount: number } }>(env, who, CSV);
        expect(csv.invoicesCsv.rowCount).toBe(inScope.length);
        const streamed = await exportCsv(who, {});
        expect(streamed.status).toBe(200);
        const named = await exportCsv(who, { buyerId: ACME_BUYER_ID });
        expect(named.status).toBe(200);
        for (const text of [csv.invoicesCsv.content, streamed.text, named.text]) {
          for (const number of inScope) expect(text).toContain(number);
          for (const number of outOfScope) expect(text).not.toContain(number);
        }
      });
    }

    it('PDFs: a purchaser gets its own (200) but 403 for another user\'s; a group admin 403 outside its group', async () => {
      expect((await pdf('purchaser', purchasers.id)).status).toBe(200);
      expect((await pdf('purchaser', admins.id)).status).toBe(403);
      expect((await pdf('purchaser', eastCoast.id)).status).toBe(403);
      expect((await pdf('groupAdmin', eastCoast.id)).status).toBe(200);
      expect((await pdf('groupAdmin', westCoast.id)).status).toBe(403);
    });

    it('positive control: a purchaser edits its own invoice', async () => {
      const own = pick((r) => scopes.purchaser(r) && r.id !== purchasers.id);
      const reply = await data<{ updateInvoiceDetails: { updated: { id: string; poNumber: string }[] } }>(env, 'purchaser', EDIT, { input: { invoiceIds: [own.id], poNumber: 'PO-OWN' } });
      expect(reply.updateInvoiceDetails.updated).toEqual([expect.objectContaining({ id: own.id, poNumber: 'PO-OWN' })]);
    });

    const cases: RefusalCase[] = [
      { name: "invoice(id) of another user's invoice", who: 'purchaser', query: INVOICE, variables: () => ({ id: admins.id }), refusal: hidden('invoice') },
      { name: 'invoice(id) outside its group', who: 'groupAdmin', query: INVOICE, variables: () => ({ id: westCoast.id }), refusal: hidden('invoice') },
      { name: "updateInvoiceDetails of another user's invoice", who: 'purchaser', query: EDIT, variables: edit(() => admins), refusal: editNotApplied(() => admins), unchanged: () => invoiceState(env, admins.id) },
      { name: 'updateInvoiceDetails outside its group', who: 'groupAdmin', query: EDIT, variables: edit(() => westCoast), refusal: editNotApplied(() => westCoast), unchanged: () => invoiceState(env, westCoast.id) },
      ...READ_ONLY.map((who): RefusalCase => ({
        name: 'updateInvoiceDetails (read-only)', who, query: EDIT, variables: edit(() => admins), refusal: FORBIDDEN, unchanged: () => invoiceState(env, admins.id),
      })),
    ];
    itRefuses(() => env, cases);
  });
});
