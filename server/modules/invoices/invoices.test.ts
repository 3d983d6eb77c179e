import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, ACME_GROUP_IDS, DEMO_PROGRAM_ID } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import type { ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { testBackends } from '../../db/testing';
import { data, errorCode, signInAll, type DemoWho } from './moduleTesting';

const OTHER_BUYER = '1a000000-0000-4000-8000-000000000001';
const OTHER_INVOICE = '4a000000-0000-4000-8000-000000000001';

const LIST = `query($buyerId: ID, $filter: InvoiceFilter, $sort: InvoiceSort, $page: PageInput) {
  invoices(buyerId: $buyerId, filter: $filter, sort: $sort, page: $page) {
    scope
    pageInfo { totalCount hasNextPage endCursor }
    items { id invoiceNumber invoiceStatus invoiceType dueDate billDate poNumber invoiceTotal { amountMinor } remainingDue { amountMinor } buyerUserName payable }
  }
}`;

interface Item { id: string; invoiceNumber: string; invoiceStatus: string; invoiceType: string; dueDate: string; billDate: string; poNumber: string | null; invoiceTotal: { amountMinor: number }; remainingDue: { amountMinor: number }; buyerUserName: string | null; payable: boolean }
interface Page { scope: string; pageInfo: { totalCount: number; hasNextPage: boolean; endCursor: string | null }; items: Item[] }

describe.each(await testBackends())('invoices on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  let all: { id: string; buyer_user_id: string | null; group_id: string | null; status: string; invoice_type: string; due_date: string; total_minor: number; remaining_minor: number; po_number: string | null; notes: string | null; invoice_number: string; supplier_name: string }[];

  const list = (who: DemoWho, variables: Record<string, unknown>) => data<{ invoices: Page }>(server, s[who], LIST, variables).then((d) => d.invoices);

  /** Every page of a sort, by cursor. */
  async function allPages(variables: Record<string, unknown>, first: number): Promise<Item[]> {
    const items: Item[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 100; guard++) {
      const page: Page = await list('admin', { ...variables, page: { first, ...(after ? { after } : {}) } });
      items.push(...page.items);
      if (!page.pageInfo.hasNextPage) return items;
      after = page.pageInfo.endCursor;
    }
    throw new Error('too many pages');
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    s = await signInAll(server, ['admin', 'payer', 'purchaser', 'groupAdmin', 'clientAdmin']);
    all = await server.db.selectFrom('invoices').selectAll().where('buyer_id', '=', ACME_BUYER_ID).execute();
    await server.db.insertInto('buyers').values({
      id: OTHER_BUYER, program_id: DEMO_PROGRAM_ID, name: 'Initech', billing_cycle: 'monthly', business_country: 'US', status: 'active',
      type: 'business', terms: 'Net30', currency: 'USD', credit_approved_minor: 100_000, purchase_policy_max_minor: null, client_reference_buyer_id: null,
    }).execute();
    await server.db.insertInto('invoices').values({
      id: OTHER_INVOICE, buyer_id: OTHER_BUYER, group_id: null, buyer_user_id: null, invoice_number: 'INV-1', invoice_type: 'sale', fee_type: null,
      status: 'open', currency: 'USD', total_minor: 5_000, remaining_minor: 5_000, bill_date: '2026-01-01', due_date: '2026-01-31', po_number: null,
      notes: null, consolidated: false, supplier_name: 'Initech Supplies',
    }).execute();
  });
  afterAll(() => server?.close());

  describe('who sees which charges (spec 6)', () => {
    it('a purchaser lists only their own charges', async () => {
      const page = await list('purchaser', { page: { first: 100 } });
      const own = all.filter((i) => i.buyer_user_id === DEMO_USER_IDS.purchaser);
      expect(own.length).toBeGreaterThan(3);
      expect(page.scope).toBe('own');
      expect(page.pageInfo.totalCount).toBe(own.length);
      expect(page.items.map((i) => i.id).sort()).toEqual(own.map((i) => i.id).sort());
      expect(new Set(page.items.map((i) => i.buyerUserName))).toEqual(new Set(['Sam Lee']));
    });

    it('a group admin lists the charges of their group and its sub-groups', async () => {
      const page = await list('groupAdmin', { page: { first: 100 } });
      expect(page.scope).toBe('group');
      expect(page.items.map((i) => i.id).sort()).toEqual(all.filter((i) => i.group_id === ACME_GROUP_IDS.eastCoast).map((i) => i.id).sort());
    });

    it('admins and payers list the whole account; seller users any buyer of their program', async () => {
      for (const who of ['admin', 'payer'] as const) expect((await list(who, { page: { first: 1 } })).pageInfo.totalCount).toBe(all.length);
      const seller = await list('clientAdmin', { buyerId: ACME_BUYER_ID, page: { first: 1 } });
      expect([seller.scope, seller.pageInfo.totalCount]).toEqual(['account', all.length]);
      expect(await errorCode(server, s.clientAdmin, LIST, {})).toBe('FORBIDDEN');
    });

    it('nobody lists another account\'s invoices', async () => {
      expect(await errorCode(server, s.admin, LIST, { buyerId: OTHER_BUYER })).toBe('FORBIDDEN');
      expect(await errorCode(server, s.purchaser, LIST, { buyerId: OTHER_BUYER })).toBe('FORBIDDEN');
    });

    it('direct lookup: own -> the invoice; a colleague\'s -> FORBIDDEN; another account\'s or none -> null', async () => {
      const query = 'query($id: ID!) { invoice(id: $id) { id invoiceNumber } }';
      const own = all.find((i) => i.buyer_user_id === DEMO_USER_IDS.purchaser)!;
      const colleague = all.find((i) => i.buyer_user_id === DEMO_USER_IDS.admin)!;
      expect((await data<{ invoice: { id: string } }>(server, s.purchaser, query, { id: own.id })).invoice.id).toBe(own.id);
      expect(await errorCode(server, s.purchaser, query, { id: colleague.id })).toBe('FORBIDDEN');
      expect((await data(server, s.admin, query, { id: colleague.id })).invoice).toMatchObject({ id: colleague.id });
      expect((await data(server, s.admin, query, { id: OTHER_INVOICE })).invoice).toBeNull();
      expect((await data(server, s.purchaser, query, { id: '4fffffff-0000-4000-8000-000000000000' })).invoice).toBeNull();
      expect((await data(server, s.admin, query, { id: 'not-a-uuid' })).invoice).toBeNull();
    });
  });

  describe('sorting and paging', () => {
    it.each([
      ['dueDate', 'asc'], ['dueDate', 'desc'], ['invoiceTotal', 'asc'], ['remainingDue', 'desc'], ['billDate', 'desc'], ['invoiceNumber', 'asc'], ['invoiceStatus', 'desc'],
    ])('by %s %s: cursor pages, offset pages and one page agree, ordered, no row twice', async (field, direction) => {
      const sort = { field, direction };
      const whole = (await list('admin', { sort, page: { first: 100 } })).items;
      expect(whole).toHaveLength(all.length);
      expect(await allPages({ sort }, 7)).toEqual(whole);
      const byOffset: Item[] = [];
      for (let offset = 0; offset < all.length; offset += 9) byOffset.push(...(await list('admin', { sort, page: { first: 9, offset } })).items);
      expect(byOffset).toEqual(whole);
      const value = (i: Item) => ({ dueDate: i.dueDate, billDate: i.billDate, invoiceTotal: i.invoiceTotal.amountMinor, remainingDue: i.remainingDue.amountMinor, invoiceNumber: i.invoiceNumber, invoiceStatus: i.invoiceStatus })[field as 'dueDate'];
      const sign = direction === 'asc' ? 1 : -1;
      for (let n = 1; n < whole.length; n++) {
        const [a, b] = [value(whole[n - 1]!), value(whole[n]!)];
        if (typeof a === 'number' && typeof b === 'number') expect(sign * (b - a)).toBeGreaterThanOrEqual(0);
        else if (field !== 'invoiceNumber' && field !== 'invoiceStatus') expect(sign * String(b).localeCompare(String(a))).toBeGreaterThanOrEqual(0);
      }
    });

    it('defaults to due date ascending, 25 a page', async () => {
      const page = await list('admin', {});
      expect(page.items).toHaveLength(25);
      expect(page.items.map((i) => i.dueDate)).toEqual([...page.items.map((i) => i.dueDate)].sort());
    });

    it('refuses more than 100 a page, a cursor with an offset, and a cursor of another sort', async () => {
      expect(await errorCode(server, s.admin, LIST, { page: { first: 101 } })).toBe('BAD_USER_INPUT');
      const { endCursor } = (await list('admin', { page: { first: 2 } })).pageInfo;
      expect(await errorCode(server, s.admin, LIST, { page: { first: 2, after: endCursor, offset: 2 } })).toBe('BAD_USER_INPUT');
      expect(await errorCode(server, s.admin, LIST, { sort: { field: 'invoiceTotal', direction: 'asc' }, page: { after: endCursor } })).toBe('BAD_USER_INPUT');
      expect(await errorCode(server, s.admin, LIST, { page: { after: 'garbage' } })).toBe('BAD_USER_INPUT');
    });
  });

  describe('filters', () => {
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

    it.each<[string, Record<string, unknown>, (i: (typeof all)[number]) => boolean]>([
      ['status', { statuses: ['open', 'pastDue'] }, (i) => ['open', 'pastDue'].includes(i.status)],
      ['type', { types: ['fee', 'credit'] }, (i) => ['fee', 'credit'].includes(i.invoice_type)],
      ['due date range', { dueFrom: '2026-01-01', dueTo: '2026-12-31' }, (i) => i.due_date >= '2026-01-01' && i.due_date <= '2026-12-31'],
      ['amount range', { minTotalMinor: 100_000, maxTotalMinor: 250_000 }, (i) => i.total_minor >= 100_000 && i.total_minor <= 250_000],
      ['PO number', { poNumber: 'po-4' }, (i) => (i.po_number ?? '').toLowerCase().includes('po-4')],
      ['text search', { search: 'safety' }, (i) => [i.invoice_number, i.po_number, i.notes, i.supplier_name].some((t) => (t ?? '').toLowerCase().includes('safety'))],
      ['payable only', { payableOnly: true }, (i) => ['created', 'open', 'pastDue', 'partiallyAdjusted'].includes(i.status) && i.remaining_minor > 0],
      ['combined', { statuses: ['open'], types: ['sale'], minTotalMinor: 50_000 }, (i) => i.status === 'open' && i.invoice_type === 'sale' && i.total_minor >= 50_000],
    ])('%s', async (_name, filter, expected) => {
      const want = all.filter(expected);
      expect(want.length).toBeGreaterThan(0);
      const page = await list('admin', { filter, page: { first: 100 } });
      expect(page.pageInfo.totalCount).toBe(want.length);
      expect(ids(page.items)).toEqual(ids(want));
    });

    it('takes search text literally (no wildcards) and refuses an inverted range', async () => {
      expect((await list('admin', { filter: { search: '%' }, page: { first: 1 } })).pageInfo.totalCount).toBe(0);
      expect(await errorCode(server, s.admin, LIST, { filter: { dueFrom: '2026-02-01', dueTo: '2026-01-01' } })).toBe('BAD_USER_INPUT');
      expect(await errorCode(server, s.admin, LIST, { filter: { dueFrom: '2026-02-30' } })).toBe('BAD_USER_INPUT');
    });

    it('filters within the scope only', async () => {
      const page = await list('purchaser', { filter: { statuses: ['paid'] }, page: { first: 100 } });
      expect(ids(page.items)).toEqual(ids(all.filter((i) => i.status === 'paid' && i.buyer_user_id === DEMO_USER_IDS.purchaser)));
    });
  });

  describe('CSV export', () => {
    const CSV = 'query($filter: InvoiceFilter, $sort: InvoiceSort) { invoicesCsv(filter: $filter, sort: $sort) { filename contentType content rowCount truncated } }';

    it('exports the whole filtered set, in the list\'s order', async () => {
      const filter = { statuses: ['open', 'pastDue', 'paid'] };
      const sort = { field: 'invoiceTotal', direction: 'desc' };
      const { invoicesCsv } = await data<{ invoicesCsv: { content: string; rowCount: number; truncated: boolean; contentType: string } }>(server, s.admin, CSV, { filter, sort });
      const listed = (await list('admin', { filter, sort, page: { first: 100 } })).items;
      const lines = invoicesCsv.content.trimEnd().split('\r\n');
      expect(lines[0]).toMatch(/^Invoice number,Type,Fee type,Status,Bill date,Due date,Currency,Total,Paid,Remaining,/);
      expect([invoicesCsv.rowCount, invoicesCsv.truncated, invoicesCsv.contentType]).toEqual([listed.length, false, 'text/csv; charset=utf-8']);
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(listed.map((i) => i.invoiceNumber));
      const first = listed[0]!;
      expect(lines[1]).toContain(`,USD,${(first.invoiceTotal.amountMinor / 100).toFixed(2)},`);
    });

    it('a purchaser exports only their own charges', async () => {
      const { invoicesCsv } = await data<{ invoicesCsv: { rowCount: number } }>(server, s.purchaser, CSV);
      expect(invoicesCsv.rowCount).toBe(all.filter((i) => i.buyer_user_id === DEMO_USER_IDS.purchaser).length);
    });
  });
});
