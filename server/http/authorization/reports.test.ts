import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, ACME_GROUP_IDS, GLOBEX_BUYER_ID } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { STATEMENT_CSV_PATH, STATEMENT_PDF_PATH } from '../../modules/reports/statementDownloads';
import { cookieHeader } from '../testing/apiClient';
import { acmeInvoices, data, FORBIDDEN, itRefuses, NOT_YOURS, startAuthzServer, type AuthzServer, type RefusalCase, type Who } from './authzTesting';

/**
 * Reports (agingReport, statement, creditUsage, GET /documents/statement.pdf and .csv): the invoice
 * list's scope (spec 6). Another buyer's account is refused; seller and staff users must name the
 * buyer; a purchaser's and a group admin's figures and files hold only the charges in their scope.
 */
const AGING = 'query($buyerId: ID) { agingReport(buyerId: $buyerId) { totals { total { amountMinor } } groups { groupName } } }';
const STATEMENT = 'query($buyerId: ID, $from: String!, $to: String!) { statement(buyerId: $buyerId, from: $from, to: $to) { closingBalance { amountMinor } lines { invoiceNumber } } }';
const USAGE = 'query($buyerId: ID) { creditUsage(buyerId: $buyerId) { months { used { amountMinor } } } }';

const today = new Date().toISOString().slice(0, 10);
const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

describe.each(await testBackends())('reports authorization on %s', (kind) => {
  let env: AuthzServer;
  let all: { invoice_number: string; buyer_user_id: string | null; group_id: string | null }[];
  const download = (who: Who, path: string, buyerId?: string) =>
    fetch(`${env.server.url}${path}?from=${from}&to=${today}${buyerId ? `&buyerId=${buyerId}` : ''}`, { headers: { Cookie: cookieHeader(env.s[who].cookies) } });

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    all = await acmeInvoices(env).execute();
  });
  afterAll(() => env?.server.close());

  it('positive controls: Acme admin and the seller (naming Acme) read the reports and the files', async () => {
    for (const [who, buyerId] of [['acmeAdmin', undefined], ['seller', ACME_BUYER_ID]] as const) {
      const aging = await data<{ agingReport: { totals: { total: { amountMinor: number } } } }>(env, who, AGING, { buyerId });
      expect(aging.agingReport.totals.total.amountMinor).toBeGreaterThan(0);
      expect((await data<{ statement: { lines: unknown[] } }>(env, who, STATEMENT, { buyerId, from, to: today })).statement.lines.length).toBeGreaterThan(0);
      expect((await data<{ creditUsage: { months: unknown[] } }>(env, who, USAGE, { buyerId })).creditUsage.months).toHaveLength(12);
      for (const path of [STATEMENT_PDF_PATH, STATEMENT_CSV_PATH]) expect((await download(who, path, buyerId)).status).toBe(200);
    }
  });

  const cases: RefusalCase[] = [];
  for (const [name, query, extra] of [['agingReport', AGING, {}], ['statement', STATEMENT, { from, to: today }], ['creditUsage', USAGE, {}]] as const) {
    cases.push(
      { name: `${name}(buyerId: Acme)`, who: 'globexAdmin', query, variables: () => ({ ...extra, buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
      { name: `${name}(buyerId: Globex)`, who: 'purchaser', query, variables: () => ({ ...extra, buyerId: GLOBEX_BUYER_ID }), refusal: NOT_YOURS },
      { name: `${name}(buyerId: Globex)`, who: 'groupAdmin', query, variables: () => ({ ...extra, buyerId: GLOBEX_BUYER_ID }), refusal: NOT_YOURS },
      // Program users have no account of their own: they must name one.
      ...(['seller', 'staff', 'developer', 'underwriter'] as const).map((who): RefusalCase => ({ name: `${name} without a buyer`, who, query, variables: () => ({ ...extra }), refusal: FORBIDDEN })),
    );
  }
  describe('wrong buyer, wrong role', () => itRefuses(() => env, cases));

  it('statement downloads: another buyer 403/404 (nothing of Acme in the body), no session 401, a program user without a buyer 403', async () => {
    const acmeNumbers = all.map((r) => r.invoice_number);
    for (const path of [STATEMENT_PDF_PATH, STATEMENT_CSV_PATH]) {
      const response = await download('globexAdmin', path, ACME_BUYER_ID);
      expect([403, 404]).toContain(response.status);
      const body = await response.text();
      for (const number of acmeNumbers) expect(body).not.toContain(number);
      expect((await download('purchaser', path, GLOBEX_BUYER_ID)).status).toBe(403);
      expect((await download('seller', path)).status).toBe(403);
      expect((await fetch(`${env.server.url}${path}?from=${from}&to=${today}`)).status).toBe(401);
      // Globex's own statement holds none of Acme's invoices.
      const own = await download('globexAdmin', path);
      expect(own.status).toBe(200);
      if (path === STATEMENT_CSV_PATH) {
        const text = await own.text();
        for (const number of acmeNumbers) expect(text).not.toContain(number);
      }
    }
  });

  describe('charge scope within Acme: purchasers their own charges, group admins their group', () => {
    const scopes: Record<'purchaser' | 'groupAdmin', (row: (typeof all)[number]) => boolean> = {
      purchaser: (r) => r.buyer_user_id === DEMO_USER_IDS.purchaser,
      groupAdmin: (r) => r.group_id === ACME_GROUP_IDS.eastCoast,
    };
    for (const who of ['purchaser', 'groupAdmin'] as const) {
      it(`${who}: the statement and its CSV name only invoices in scope, even naming the account`, async () => {
        const outOfScope = all.filter((r) => !scopes[who](r)).map((r) => r.invoice_number);
        for (const buyerId of [undefined, ACME_BUYER_ID]) {
          const { statement } = await data<{ statement: { lines: { invoiceNumber: string }[] } }>(env, who, STATEMENT, { buyerId, from, to: today });
          expect(statement.lines.length).toBeGreaterThan(0);
          for (const line of statement.lines) expect(outOfScope).not.toContain(line.invoiceNumber);
          const csv = await (await download(who, STATEMENT_CSV_PATH, buyerId)).text();
          for (const number of outOfScope) expect(csv).not.toContain(`,${number},`);
        }
        const aging = await data<{ agingReport: { groups: { groupName: string }[] } }>(env, who, AGING);
        if (who === 'purchaser') expect(aging.agingReport.groups).toEqual([]);
        else expect(aging.agingReport.groups.map((g) => g.groupName)).toEqual(['East Coast Operations']);
      });
    }
  });
});
