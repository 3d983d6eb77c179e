import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_IMPORT_COLUMNS, CHARGE_IMPORT_PATH, CHARGE_IMPORT_TEMPLATE_PATH, XLSX_CONTENT_TYPE, type ChargeImportResult } from '../../../src/domain/chargeImport';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_PASSWORD } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { cookieHeader, graphql, openApiSession, type ApiSession, type SignedIn } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { handWrittenXlsx, TEMPLATE_HEADER, threeGoodOneBad } from './testing/handWrittenXlsx';

/**
 * Issue 14 "Done when": an XLSX file made by another spreadsheet program (written by hand here,
 * testing/handWrittenXlsx.ts, not by exceljs) with 3 good rows and 1 bad row imports 3 charges and
 * lists the bad row's reference id and reason; uploading it again creates nothing new. The charges
 * are Acme's, Created, on the audit trail, in Acme's invoice list, and announced live.
 */
export async function upload(server: TestServer, session: ApiSession | null, body: Buffer, contentType = XLSX_CONTENT_TYPE): Promise<{ status: number; body: unknown }> {
  const auth: Record<string, string> = session ? { Authorization: `Bearer ${session.token}`, 'X-Session-Checksum': session.checksum } : {};
  const response = await fetch(`${server.url}${CHARGE_IMPORT_PATH}`, { method: 'POST', headers: { 'Content-Type': contentType, 'X-Requested-With': 'XMLHttpRequest', ...auth }, body: new Uint8Array(body) });
  return { status: response.status, body: await response.json() };
}

describe.each(await testBackends())('XLSX charge import on %s', (kind) => {
  let server: TestServer;
  let seller: ApiSession & SignedIn;
  let acmeAdmin: ApiSession & SignedIn;
  const fixture = threeGoodOneBad('T14');

  const importedInvoices = () =>
    server.db.selectFrom('charge_import_references as r').innerJoin('invoices as i', 'i.id', 'r.invoice_id')
      .select(['r.invoice_reference_id', 'i.buyer_id', 'i.status', 'i.total_minor', 'i.remaining_minor', 'i.invoice_number', 'i.bill_date', 'i.due_date', 'i.po_number', 'i.notes', 'i.group_id'])
      .orderBy('r.invoice_reference_id').execute();

  beforeAll(async () => {
    server = await startTestServer(kind);
    [seller, acmeAdmin] = await Promise.all([openApiSession(server.url, 'client.admin@northwind.example', DEMO_PASSWORD), openApiSession(server.url, 'admin@acme.example', DEMO_PASSWORD)]);
  });
  afterAll(() => server?.close());

  it('imports the 3 good rows, lists the bad row with its reason, and announces each charge to Acme', async () => {
    const live = server.services.pubsub.subscribe('chargeCreated', ACME_BUYER_ID)[Symbol.asyncIterator]();
    // A repeater listens from its first next(): ask before the upload publishes.
    const heard = live.next();
    const first = await upload(server, seller, fixture.file);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const result = first.body as ChargeImportResult;
    expect(result).toMatchObject({ rows: 4, imported: 3, alreadyImported: 0 });
    expect(result.failures).toEqual([
      expect.objectContaining({ rowNumber: 4, invoiceReferenceId: fixture.bad, messageId: fixture.badReason, values: { reference: 'NOPE-9999' }, message: expect.stringContaining('NOPE-9999') }),
    ]);

    const rows = await importedInvoices();
    expect(rows.map((r) => r.invoice_reference_id)).toEqual(fixture.good);
    expect(rows.map((r) => [r.buyer_id, r.status, r.total_minor, r.remaining_minor])).toEqual([
      [ACME_BUYER_ID, 'created', 125_050, 125_050], [ACME_BUYER_ID, 'created', 9_900, 9_900], [ACME_BUYER_ID, 'created', 4_242, 4_242],
    ]);
    // Serial dates styled as dates and dates typed as text read alike; optional texts kept or empty.
    expect(rows.map((r) => [r.bill_date, r.due_date, r.po_number, r.notes])).toEqual([
      ['2026-11-02', '2026-12-02', 'PO-77', 'First import'], ['2026-11-03', '2026-12-03', null, null], ['2026-11-04', '2026-12-04', null, 'Dates typed as text'],
    ]);
    expect(rows.every((r) => r.group_id !== null)).toBe(true);

    // Created on the audit trail by the charge machine's creation, by the seller's user.
    const audit = await server.db.selectFrom('audit_log').select(['event_type', 'machine_id', 'actor_role']).where('entity_id', 'in', (await server.db.selectFrom('charge_import_references').select('invoice_id').execute()).map((r) => r.invoice_id)).execute();
    expect(audit).toHaveLength(3);
    expect(audit.every((a) => a.event_type === 'charge.created' && a.machine_id === 'charge' && a.actor_role === 'clientAdministrator')).toBe(true);

    // Acme's Transaction History lists them, and the live event reached Acme's topic.
    const listed = await graphql(server.url, acmeAdmin, 'query($s: String) { invoices(filter: { search: $s }, page: { first: 10 }) { items { invoiceNumber invoiceStatus } } }', { s: 'T14-INV' });
    const numbers = ((listed.body.data?.['invoices'] as { items: { invoiceNumber: string }[] } | undefined)?.items ?? []).map((i) => i.invoiceNumber).sort();
    expect(numbers, JSON.stringify(listed.body.errors)).toEqual(['T14-INV-1', 'T14-INV-2', 'T14-INV-3']);
    expect((await heard).value).toEqual({ invoiceId: expect.any(String) });
    await live.return?.();
  });

  it('uploading the same file again creates nothing new: 3 already imported, the bad row again', async () => {
    const before = await server.db.selectFrom('invoices').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const again = await upload(server, seller, fixture.file);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ rows: 4, imported: 0, alreadyImported: 3, failures: [expect.objectContaining({ invoiceReferenceId: fixture.bad })] });
    const after = await server.db.selectFrom('invoices').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a used reference with a different charge, or a taken invoice number, is refused; nothing is written', async () => {
    const before = await importedInvoices();
    const file = handWrittenXlsx([
      [...TEMPLATE_HEADER],
      [fixture.good[0]!, 'ACME-0001', 'T14-INV-1', { date: '2026-11-02' }, { date: '2026-12-02' }, 1, 'USD', null, null],
      ['T14-NEW', 'ACME-0001', 'T14-INV-2', { date: '2026-11-02' }, { date: '2026-12-02' }, 5, 'USD', null, null],
      ['T14-EUR', 'ACME-0001', 'T14-INV-EUR', { date: '2026-11-02' }, { date: '2026-12-02' }, 5, 'EUR', null, null],
    ]);
    const reply = await upload(server, seller, file);
    expect((reply.body as ChargeImportResult).failures.map((f) => [f.invoiceReferenceId, f.messageId])).toEqual([
      [fixture.good[0], 'uploadData.failure.referenceConflict'], ['T14-NEW', 'uploadData.failure.duplicateInvoiceNumber'], ['T14-EUR', 'uploadData.failure.currencyMismatch'],
    ]);
    expect(await importedInvoices()).toEqual(before);
  });

  it('refuses a file that is not the template: wrong headers, not a workbook', async () => {
    const wrong = await upload(server, seller, handWrittenXlsx([['Reference', 'Buyer'], ['A', 'B']]));
    expect(wrong).toEqual({ status: 400, body: { code: 'BAD_USER_INPUT', messageId: 'uploadData.error.wrongHeaders' } });
    const text = await upload(server, seller, Buffer.from('Invoice Reference ID,Buyer\n'));
    expect(text).toEqual({ status: 400, body: { code: 'BAD_USER_INPUT', messageId: 'uploadData.error.notAWorkbook' } });
  });

  it('the template downloads with the nine columns, and reads back as an empty import', async () => {
    const response = await fetch(`${server.url}${CHARGE_IMPORT_TEMPLATE_PATH}`, { headers: { Cookie: cookieHeader(seller.cookies) } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    const bytes = Buffer.from(await response.arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const header = workbook.worksheets[0]!.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual([...CHARGE_IMPORT_COLUMNS]);
    expect(await upload(server, seller, bytes)).toEqual({ status: 200, body: { rows: 0, imported: 0, alreadyImported: 0, failures: [] } });
  });
});
