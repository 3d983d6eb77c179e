import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, GLOBEX_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { JSON_HEADERS, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { INVOICES_CSV_PATH, registerInvoicesCsvExport, TOTAL_ROWS_HEADER, TRUNCATED_HEADER } from './csvExport';
import { data, errorCode, signInAll, type DemoWho } from './moduleTesting';

const CSV = `query($buyerId: ID, $filter: InvoiceFilter, $sort: InvoiceSort) { invoicesCsv(buyerId: $buyerId, filter: $filter, sort: $sort) { filename content rowCount truncated } }`;
const COUNT = 'query($filter: InvoiceFilter) { invoices(filter: $filter, page: { first: 1 }) { pageInfo { totalCount } } }';
interface CsvOut { filename: string; content: string; rowCount: number; truncated: boolean }

const auth = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}`, 'X-Session-Checksum': session.checksum });

async function exportCsv(baseUrl: string, session: ApiSession | null, body: unknown, headers: Record<string, string> = JSON_HEADERS) {
  const response = await fetch(`${baseUrl}${INVOICES_CSV_PATH}`, { method: 'POST', headers: { ...headers, ...(session ? auth(session) : {}) }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Quote-aware record count (a quoted cell may hold a line break). */
function records(csv: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < csv.length; i++) {
    if (csv[i] === '"') quoted = !quoted;
    else if (!quoted && csv[i] === '\r' && csv[i + 1] === '\n') {
      out.push(csv.slice(start, i));
      start = i + 2;
      i++;
    }
  }
  return out;
}

describe.each(await testBackends())('streamed CSV export on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  /** The same handler with 7-row pages and a 10-row limit, on the test server's services. */
  let small: FastifyInstance;
  let smallUrl: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    s = await signInAll(server, ['admin', 'purchaser', 'groupAdmin', 'clientAdmin']);
    small = Fastify();
    registerInvoicesCsvExport(small, server.services, { pageRows: 7, rowLimit: 10 });
    smallUrl = await small.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await small?.close();
    await server?.close();
  });

  it('refuses callers without a live session or without X-Requested-With, like /graphql', async () => {
    expect((await exportCsv(server.url, null, {})).status).toBe(401);
    expect((await exportCsv(server.url, s.admin, {}, { 'Content-Type': 'application/json' })).status).toBe(401);
    expect(JSON.parse((await exportCsv(server.url, { token: 'x.y.z', checksum: s.admin.checksum }, {})).text)).toMatchObject({ code: 'UNAUTHENTICATED' });
    const get = await fetch(`${server.url}${INVOICES_CSV_PATH}`, { headers: { ...JSON_HEADERS, ...auth(s.admin) } });
    expect(get.status).toBe(405);
  });

  it('answers another account and bad input as the invoicesCsv query does', async () => {
    for (const [who, body] of [
      ['purchaser', { buyerId: GLOBEX_BUYER_ID }],
      ['admin', { buyerId: '00000000-0000-4000-8000-000000000000' }],
      ['admin', { filter: { dueFrom: 'yesterday' } }],
      ['admin', { filter: { minTotalMinor: 500, maxTotalMinor: 100 } }],
    ] as const) {
      const expected = await errorCode(server, s[who], CSV, body);
      const streamed = await exportCsv(server.url, s[who], body);
      expect(JSON.parse(streamed.text)).toMatchObject({ code: expected });
      expect(streamed.status).toBe({ FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 }[expected as string]);
    }
  });

  it('streams exactly the bytes of the invoicesCsv query, with the total up front', async () => {
    const body = { filter: { statuses: ['open', 'pastDue', 'paid', 'credited'] }, sort: { field: 'invoiceTotal', direction: 'desc' } };
    const { invoicesCsv } = await data<{ invoicesCsv: CsvOut }>(server, s.admin, CSV, body);
    const streamed = await exportCsv(server.url, s.admin, body);
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(streamed.headers.get('Content-Disposition')).toBe(`attachment; filename="${invoicesCsv.filename}"`);
    expect(streamed.headers.get(TOTAL_ROWS_HEADER)).toBe(String(invoicesCsv.rowCount));
    expect(streamed.headers.get(TRUNCATED_HEADER)).toBe('false');
    expect(invoicesCsv.rowCount).toBeGreaterThan(10);
    expect(streamed.text).toBe(invoicesCsv.content);
  });

  it('gives a purchaser only their own charges (and a group admin their groups\')', async () => {
    for (const who of ['purchaser', 'groupAdmin'] as const) {
      const { invoicesCsv } = await data<{ invoicesCsv: CsvOut }>(server, s[who], CSV, {});
      const { invoices } = await data<{ invoices: { pageInfo: { totalCount: number } } }>(server, s[who], COUNT, {});
      const streamed = await exportCsv(server.url, s[who], {});
      expect(streamed.text).toBe(invoicesCsv.content);
      expect(records(streamed.text)).toHaveLength(invoices.pageInfo.totalCount + 1);
      expect(streamed.headers.get(TOTAL_ROWS_HEADER)).toBe(String(invoices.pageInfo.totalCount));
    }
    const numbers = records((await exportCsv(server.url, s.purchaser, {})).text).slice(1).map((line) => line.split(',')[0]!);
    expect(numbers.length).toBeGreaterThan(0);
    const owners = await server.db.selectFrom('invoices as i').innerJoin('users as u', 'u.id', 'i.buyer_user_id').select('u.email')
      .where('i.buyer_id', '=', ACME_BUYER_ID).where('i.invoice_number', 'in', numbers).execute();
    expect(new Set(owners.map((o) => o.email))).toEqual(new Set(['purchaser@acme.example']));
    expect(owners).toHaveLength(numbers.length);
    const all = records((await exportCsv(server.url, s.admin, {})).text);
    expect(all.length).toBeGreaterThan(numbers.length + 1);
  });

  it('a seller user exports an account they may see', async () => {
    const { invoicesCsv } = await data<{ invoicesCsv: CsvOut }>(server, s.clientAdmin, CSV, { buyerId: ACME_BUYER_ID });
    expect((await exportCsv(server.url, s.clientAdmin, { buyerId: ACME_BUYER_ID })).text).toBe(invoicesCsv.content);
  });

  it.each(['dueDate', 'billDate', 'invoiceNumber', 'invoiceTotal', 'remainingDue', 'invoiceStatus'])('pages by keyset without losing or repeating rows (sort %s)', async (field) => {
    for (const direction of ['asc', 'desc']) {
      const sort = { field, direction };
      const { invoicesCsv } = await data<{ invoicesCsv: CsvOut }>(server, s.admin, CSV, { sort });
      const streamed = await exportCsv(smallUrl, s.admin, { sort });
      expect(streamed.headers.get(TRUNCATED_HEADER)).toBe('true');
      expect(streamed.headers.get(TOTAL_ROWS_HEADER)).toBe('10');
      expect(records(streamed.text)).toEqual(records(invoicesCsv.content).slice(0, 11));
    }
  });
});
