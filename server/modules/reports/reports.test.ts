import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { cookieHeader, type ApiSession, type SignedIn } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { readPdf } from '../invoiceDocuments/pdfReader';
import { data, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { STATEMENT_CSV_PATH, STATEMENT_PDF_PATH } from './statementDownloads';

/**
 * The reports agree with the invoice list (issue 13 "Done when"): for the administrator, the group
 * administrator and the purchaser, the aging buckets and the statement totals are recomputed here
 * from what the `invoices` query lists for that user (plus the payments allocated to those invoices),
 * with this file's own arithmetic, and compared with `agingReport`, `statement`, `accountOverview`
 * and the statement's PDF and CSV.
 */
const LIST = `query($offset: Int) { invoices(page: { first: 100, offset: $offset }) { pageInfo { totalCount } items {
  id invoiceNumber invoiceType invoiceStatus invoiceTotal { amountMinor } remainingDue { amountMinor } billDate dueDate isPastDue customerGroupName
} } }`;
const BUCKETS = '{ current { amountMinor } days1to30 { amountMinor } days31to60 { amountMinor } days61to90 { amountMinor } over90 { amountMinor } total { amountMinor currency } }';
const AGING = `query { agingReport { buyerId scope asOf totals ${BUCKETS} groups { groupName buckets ${BUCKETS} } } }`;
const STATEMENT = `query($from: String!, $to: String!) { statement(from: $from, to: $to) { scope from to
  openingBalance { amountMinor } charges { amountMinor } payments { amountMinor } credits { amountMinor } closingBalance { amountMinor currency }
  lines { date kind invoiceNumber amount { amountMinor } balance { amountMinor } } } }`;
const OVERVIEW = 'query { accountOverview { balanceDue { amountMinor } pastDue { amountMinor } } }';
const USAGE = `query { creditUsage { months { date used { amountMinor } } aging ${BUCKETS} } }`;

interface Listed {
  id: string;
  invoiceNumber: string;
  invoiceType: string;
  invoiceStatus: string;
  invoiceTotal: { amountMinor: number };
  remainingDue: { amountMinor: number };
  billDate: string;
  dueDate: string;
  isPastDue: boolean;
  customerGroupName: string | null;
}
type Buckets = Record<'current' | 'days1to30' | 'days31to60' | 'days61to90' | 'over90' | 'total', { amountMinor: number }>;
interface StatementReply {
  scope: string;
  openingBalance: { amountMinor: number };
  charges: { amountMinor: number };
  payments: { amountMinor: number };
  credits: { amountMinor: number };
  closingBalance: { amountMinor: number; currency: string };
  lines: { date: string; kind: string; invoiceNumber: string; amount: { amountMinor: number }; balance: { amountMinor: number } }[];
}

/** Written here from spec 4, not imported: what a buyer still owes on. */
const OWED = ['created', 'open', 'pastDue', 'partiallyAdjusted', 'pendingPayment'];
const COUNTED_PAYMENTS = ['pending', 'active', 'applied'];
const DAY = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysLate = (due: string, today: string) => Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / DAY);

function expectedAging(items: readonly Listed[], today: string) {
  const sums = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 };
  for (const item of items) {
    const owed = OWED.includes(item.invoiceStatus) ? item.remainingDue.amountMinor : 0;
    if (owed <= 0) continue;
    const days = Math.max(daysLate(item.dueDate, today), 1);
    const bucket = !item.isPastDue ? 'current' : days <= 30 ? 'days1to30' : days <= 60 ? 'days31to60' : days <= 90 ? 'days61to90' : 'over90';
    sums[bucket] += owed;
    sums.total += owed;
  }
  return sums;
}
const amounts = (buckets: Buckets) => Object.fromEntries(Object.entries(buckets).map(([key, money]) => [key, money.amountMinor]));

describe.each(await testBackends())('reports agree with the invoice list on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession & SignedIn>;
  let payments: { invoice_id: string; amount_minor: number; status: string; received_date: string }[];
  const today = new Date().toISOString().slice(0, 10);
  const WHO = ['admin', 'groupAdmin', 'purchaser'] as const;
  const SCOPES = { admin: 'account', groupAdmin: 'group', purchaser: 'own' } as const;

  async function listed(who: DemoWho): Promise<Listed[]> {
    const items: Listed[] = [];
    for (let total = Infinity; items.length < total; ) {
      const page = await data<{ invoices: { pageInfo: { totalCount: number }; items: Listed[] } }>(server, s[who], LIST, { offset: items.length });
      total = page.invoices.pageInfo.totalCount;
      if (page.invoices.items.length === 0) break;
      items.push(...page.invoices.items);
    }
    return items;
  }

  /** The statement of a period, recomputed from the list and the allocations of the listed invoices. */
  function expectedStatement(items: readonly Listed[], from: string, to: string) {
    const result = { opening: 0, charges: 0, payments: 0, credits: 0 };
    for (const item of items) {
      if (!['sale', 'fee'].includes(item.invoiceType) || item.invoiceStatus === 'pending') continue;
      const owed = OWED.includes(item.invoiceStatus) ? item.remainingDue.amountMinor : 0;
      const paid = payments.filter((p) => p.invoice_id === item.id && COUNTED_PAYMENTS.includes(p.status));
      const credit = item.invoiceTotal.amountMinor - paid.reduce((sum, p) => sum + p.amount_minor, 0) - owed;
      const moves: [string, 'charges' | 'payments' | 'credits', number][] = [
        [item.billDate, 'charges', item.invoiceTotal.amountMinor],
        ...paid.map((p): [string, 'payments', number] => [p.received_date, 'payments', p.amount_minor]),
        [item.billDate, 'credits', credit],
      ];
      for (const [date, what, amount] of moves) {
        const signed = what === 'charges' ? amount : -amount;
        if (date < from) result.opening += signed;
        else if (date <= to) result[what] += amount;
      }
    }
    return { ...result, closing: result.opening + result.charges - result.payments - result.credits };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    s = (await signInAll(server, ['admin', 'groupAdmin', 'purchaser', 'payer', 'clientAdmin'])) as Record<DemoWho, ApiSession & SignedIn>;
    payments = (
      await server.db
        .selectFrom('payment_allocations as a')
        .innerJoin('payments as p', 'p.id', 'a.payment_id')
        .select(['a.invoice_id', 'a.amount_minor', 'p.status', 'p.received_date'])
        .where('p.buyer_id', '=', ACME_BUYER_ID)
        .execute()
    ).map((row) => ({ ...row, amount_minor: Number(row.amount_minor) }));
  });
  afterAll(() => server?.close());

  for (const who of WHO) {
    it(`${who}: the aging buckets are the listed invoices' balances by days past due, and match the overview`, async () => {
      const items = await listed(who);
      const { agingReport } = await data<{ agingReport: { scope: string; asOf: string; totals: Buckets; groups: { groupName: string | null; buckets: Buckets }[] } }>(server, s[who], AGING);
      expect(agingReport.scope).toBe(SCOPES[who]);
      expect(agingReport.asOf).toBe(today);
      const want = expectedAging(items, today);
      expect(amounts(agingReport.totals)).toEqual(want);
      expect(want.total).toBeGreaterThan(0);
      const { accountOverview } = await data<{ accountOverview: { balanceDue: { amountMinor: number }; pastDue: { amountMinor: number } } }>(server, s[who], OVERVIEW);
      expect(agingReport.totals.total.amountMinor).toBe(accountOverview.balanceDue.amountMinor);
      expect(want.total - want.current).toBe(accountOverview.pastDue.amountMinor);
      if (who === 'purchaser') {
        expect(agingReport.groups).toEqual([]);
      } else {
        // Per group: each group's buckets are its listed invoices'; together they are the totals.
        expect(agingReport.groups.length).toBeGreaterThan(0);
        for (const group of agingReport.groups) expect(amounts(group.buckets)).toEqual(expectedAging(items.filter((i) => i.customerGroupName === group.groupName), today));
        expect(agingReport.groups.reduce((sum, g) => sum + g.buckets.total.amountMinor, 0)).toBe(want.total);
      }
      const { creditUsage } = await data<{ creditUsage: { months: { date: string; used: { amountMinor: number } }[]; aging: Buckets } }>(server, s[who], USAGE);
      expect(amounts(creditUsage.aging)).toEqual(want);
      expect(creditUsage.months).toHaveLength(12);
      expect(creditUsage.months.at(-1)).toEqual({ date: today, used: { amountMinor: want.total } });
    });

    it(`${who}: the statement's totals are the listed invoices' charges, payments and credits; the closing balance is the balance due`, async () => {
      const items = await listed(who);
      const periods = [
        { from: shift(today, -365), to: today },
        { from: shift(today, -60), to: shift(today, -20) },
        { from: shift(today, -19), to: today },
      ];
      const replies: StatementReply[] = [];
      for (const period of periods) {
        const { statement } = await data<{ statement: StatementReply }>(server, s[who], STATEMENT, period);
        const want = expectedStatement(items, period.from, period.to);
        expect(statement.scope).toBe(SCOPES[who]);
        expect({
          opening: statement.openingBalance.amountMinor,
          charges: statement.charges.amountMinor,
          payments: statement.payments.amountMinor,
          credits: statement.credits.amountMinor,
          closing: statement.closingBalance.amountMinor,
        }).toEqual(want);
        // Every line is one of the listed invoices, inside the period; the running balance ends at the closing balance.
        const numbers = new Set(items.map((i) => i.invoiceNumber));
        for (const line of statement.lines) {
          expect(numbers.has(line.invoiceNumber)).toBe(true);
          expect(line.date >= period.from && line.date <= period.to).toBe(true);
        }
        expect(statement.lines.at(-1)?.balance.amountMinor ?? statement.openingBalance.amountMinor).toBe(statement.closingBalance.amountMinor);
        for (const charge of statement.lines.filter((l) => l.kind === 'charge')) {
          expect(charge.amount.amountMinor).toBe(items.find((i) => i.invoiceNumber === charge.invoiceNumber)?.invoiceTotal.amountMinor);
        }
        replies.push(statement);
      }
      expect(replies[0]!.charges.amountMinor).toBeGreaterThan(0);
      expect(replies[0]!.payments.amountMinor + replies[0]!.credits.amountMinor).toBeGreaterThan(0);
      // The period ending today closes at what the list (and the overview) says is owed.
      const balanceDue = items.reduce((sum, i) => sum + (OWED.includes(i.invoiceStatus) ? i.remainingDue.amountMinor : 0), 0);
      expect(replies[0]!.closingBalance.amountMinor).toBe(balanceDue);
      expect(replies[2]!.closingBalance.amountMinor).toBe(balanceDue);
      // Consecutive periods chain: one's closing balance is the next one's opening balance.
      expect(replies[2]!.openingBalance.amountMinor).toBe(replies[1]!.closingBalance.amountMinor);
    });
  }

  it('the statement PDF opens, and its totals are the statement query\'s', async () => {
    const period = { from: shift(today, -90), to: today };
    const { statement } = await data<{ statement: StatementReply }>(server, s.admin, STATEMENT, period);
    const response = await fetch(`${server.url}${STATEMENT_PDF_PATH}?from=${period.from}&to=${period.to}`, { headers: { Cookie: cookieHeader(s.admin.cookies) } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="statement-${period.from}-to-${period.to}.pdf"`);
    const pdf = readPdf(Buffer.from(await response.arrayBuffer()));
    expect(pdf.title).toBe(`Statement ${period.from} to ${period.to}`);
    const usd = (minor: number) => `${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USD`;
    expect(pdf.texts).toEqual(
      expect.arrayContaining([
        'Acme Industrial Supply',
        `Opening balance ${usd(statement.openingBalance.amountMinor)}`,
        `Charges ${usd(statement.charges.amountMinor)}`,
        `Payments ${usd(-statement.payments.amountMinor)}`,
        `Credits ${usd(-statement.credits.amountMinor)}`,
        `Closing balance ${usd(statement.closingBalance.amountMinor)}`,
        'Date Type Invoice Amount Balance',
      ]),
    );
    // Every line of the statement is in the PDF, once.
    const body = pdf.texts.join('\n');
    for (const line of statement.lines) expect(body).toContain(`${line.date} ${line.kind[0]!.toUpperCase()}${line.kind.slice(1)} ${line.invoiceNumber} ${usd(line.amount.amountMinor)} ${usd(line.balance.amountMinor)}`);
  });

  it('the statement CSV holds the same totals and lines (a purchaser: only their own)', async () => {
    const period = { from: shift(today, -365), to: today };
    const { statement } = await data<{ statement: StatementReply }>(server, s.purchaser, STATEMENT, period);
    const response = await fetch(`${server.url}${STATEMENT_CSV_PATH}?from=${period.from}&to=${period.to}`, { headers: { Cookie: cookieHeader(s.purchaser.cookies) } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const records = (await response.text()).split('\r\n');
    const decimal = (minor: number) => (minor / 100).toFixed(2);
    expect(records).toContain(`Opening balance,,USD,${decimal(statement.openingBalance.amountMinor)}`);
    expect(records).toContain(`Payments,,USD,${decimal(statement.payments.amountMinor)}`);
    expect(records).toContain(`Closing balance,,USD,${decimal(statement.closingBalance.amountMinor)}`);
    const lines = records.slice(records.indexOf('Date,Type,Invoice,Currency,Amount,Balance') + 1).filter((r) => r !== '');
    expect(lines).toEqual(statement.lines.map((l) => `${l.date},${l.kind},${l.invoiceNumber},USD,${decimal(l.amount.amountMinor)},${decimal(l.balance.amountMinor)}`));
  });

  it('refuses a period the rules refuse, with the rule, in the query and the downloads', async () => {
    const reply = async (from: string, to: string) => errorCode(server, s.admin, STATEMENT, { from, to });
    expect(await reply(today, shift(today, -1))).toBe('BAD_USER_INPUT');
    expect(await reply(today, shift(today, 1))).toBe('BAD_USER_INPUT');
    expect(await reply(shift(today, -400), today)).toBe('BAD_USER_INPUT');
    expect(await reply('2026-02-30', today)).toBe('BAD_USER_INPUT');
    const download = await fetch(`${server.url}${STATEMENT_PDF_PATH}?from=${today}&to=${shift(today, -1)}`, { headers: { Cookie: cookieHeader(s.admin.cookies) } });
    expect(download.status).toBe(400);
    expect(await download.json()).toMatchObject({ code: 'BAD_USER_INPUT', values: { rule: 'fromAfterTo' } });
    expect((await fetch(`${server.url}${STATEMENT_CSV_PATH}?from=${today}&to=${today}`)).status).toBe(401);
  });
});
