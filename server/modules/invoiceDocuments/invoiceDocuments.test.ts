import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_PASSWORD, DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { cookieHeader, openApiSession, type ApiSession, type SignedIn } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, DEMO_EMAILS, type DemoWho } from '../invoices/moduleTesting';
import { readPdf } from './pdfReader';
import { jobsFor, QUEUES } from '../../jobs';
import { documentWorkerFor } from './regenerationWorker';

const EDIT = 'mutation($input: UpdateInvoiceDetailsInput!) { updateInvoiceDetails(input: $input) { updated { id } failed { code } } }';
const SUBSCRIBE = 'subscription { invoiceDocumentUpdated { id invoiceNumber document { status version url } } }';

type Session = ApiSession & SignedIn;
interface DocumentEvent { id: string; document: { status: string; version: number; url: string | null } }

/** Resolves once `check` holds, polling every 20 ms (fails after 5 s). */
async function eventually(check: () => boolean): Promise<void> {
  for (const started = Date.now(); !check(); ) {
    if (Date.now() - started > 5_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(await testBackends())('invoice documents on %s', (kind) => {
  let server: TestServer;
  const s = {} as Record<DemoWho, Session>;
  const clients: Client[] = [];
  const invoiceOf = async (owner: string) =>
    (await server.db.selectFrom('invoices').select(['id', 'invoice_number']).where('buyer_id', '=', ACME_BUYER_ID).where('buyer_user_id', '=', owner)
      .where('consolidated', '=', false).orderBy('invoice_number').executeTakeFirstOrThrow());
  const download = (path: string, who: DemoWho | null) => fetch(`${server.url}${path}`, { headers: who ? { Cookie: cookieHeader(s[who].cookies) } : {} });
  const subscribe = (session: Session, events: DocumentEvent[]) => {
    const client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazyCloseTimeout: 60_000,
      connectionParams: { token: session.token, sessionChecksum: session.checksum },
    });
    clients.push(client);
    client.subscribe({ query: SUBSCRIBE }, { next: (r) => events.push((r.data as { invoiceDocumentUpdated: DocumentEvent }).invoiceDocumentUpdated), error: () => {}, complete: () => {} });
    // Live once a heartbeat, subscribed after it on the same socket, has arrived (not after a guessed pause).
    return new Promise<void>((resolve) => {
      const stop = client.subscribe({ query: 'subscription { heartbeat }' }, { next: () => { stop(); resolve(); }, error: () => {}, complete: () => {} });
    });
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    documentWorkerFor(server.services).configure({ delayMs: null });
    for (const who of ['admin', 'purchaser', 'groupAdmin'] as const) s[who] = await openApiSession(server.url, DEMO_EMAILS[who], DEMO_PASSWORD);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await server?.close();
  });

  it('serves the PDF to users who may see the invoice, and not to others (same scope as the invoice query)', async () => {
    const own = await invoiceOf(DEMO_USER_IDS.purchaser);
    const others = await invoiceOf(DEMO_USER_IDS.groupAdmin);
    const path = (id: string) => `/documents/invoices/${id}.pdf`;

    const mine = await download(path(own.id), 'purchaser');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-disposition')).toBe(`attachment; filename="${own.invoice_number}.pdf"`);
    const parsed = readPdf(Buffer.from(await mine.arrayBuffer()));
    expect(parsed.texts).toContain(`Invoice ${own.invoice_number}`);

    expect((await download(path(others.id), 'purchaser')).status).toBe(403);
    expect((await download(path(others.id), 'admin')).status).toBe(200);
    expect((await download(path(own.id), null)).status).toBe(401);
    expect((await download(path('00000000-0000-4000-8000-0000000009ff'), 'admin')).status).toBe(404);
  });

  it('an edit regenerates live: regenerating then ready over graphql-ws, and the PDF shows the new PO number and notes', async () => {
    const invoice = await invoiceOf(DEMO_USER_IDS.groupAdmin);
    const adminEvents: DocumentEvent[] = [];
    const purchaserEvents: DocumentEvent[] = [];
    await Promise.all([subscribe(s.admin, adminEvents), subscribe(s.purchaser, purchaserEvents)]);
    await data(server, s.groupAdmin, EDIT, { input: { invoiceIds: [invoice.id], poNumber: 'PO-LIVE-9', notes: 'Leave at reception' } });
    await eventually(() => adminEvents.some((e) => e.id === invoice.id && e.document.status === 'regenerating'));
    await documentWorkerFor(server.services).runNow(invoice.id);
    await eventually(() => adminEvents.some((e) => e.id === invoice.id && e.document.status === 'ready'));
    expect(adminEvents.filter((e) => e.id === invoice.id).map((e) => e.document)).toEqual([
      { status: 'regenerating', version: 1, url: null },
      { status: 'ready', version: 2, url: `/documents/invoices/${invoice.id}.pdf` },
    ]);
    // The purchaser does not see the group admin's charges, so hears nothing of them.
    expect(purchaserEvents.filter((e) => e.id === invoice.id)).toEqual([]);

    const pdf = readPdf(Buffer.from(await (await download(`/documents/invoices/${invoice.id}.pdf`, 'admin')).arrayBuffer()));
    expect(pdf.texts).toEqual(expect.arrayContaining(['PO number PO-LIVE-9', 'Leave at reception']));
    expect(pdf.texts.some((t) => t.includes('Document version 2,'))).toBe(true);
  });

  it('a failed job leaves the document failed (link inactive) until an edit regenerates it again', async () => {
    const invoice = (await server.db.selectFrom('invoices').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('buyer_user_id', '=', DEMO_USER_IDS.purchaser)
      .where('consolidated', '=', false).orderBy('invoice_number', 'desc').executeTakeFirstOrThrow());
    const worker = documentWorkerFor(server.services);
    worker.configure({ failFor: (id) => id === invoice.id });
    await data(server, s.purchaser, EDIT, { input: { invoiceIds: [invoice.id], poNumber: 'PO-F' } });
    await worker.runNow(invoice.id);
    expect(await server.db.selectFrom('invoices').select(['document_status', 'document_version']).where('id', '=', invoice.id).executeTakeFirstOrThrow())
      .toEqual({ document_status: 'failed', document_version: 1 });
    worker.configure({ failFor: () => false });
    await data(server, s.purchaser, EDIT, { input: { invoiceIds: [invoice.id], poNumber: 'PO-G' } });
    await worker.runNow(invoice.id);
    // Running the job again for a document that is ready changes nothing.
    await worker.runNow(invoice.id);
    expect(await server.db.selectFrom('invoices').select(['document_status', 'document_version']).where('id', '=', invoice.id).executeTakeFirstOrThrow())
      .toEqual({ document_status: 'ready', document_version: 2 });
    const events = await server.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', invoice.id).orderBy('seq').execute();
    expect(events.map((e) => e.event_type)).toEqual(['document.regenerate', 'document.failed', 'document.regenerate', 'document.ready']);
  });

  it('a document-regeneration job answers on its own after the configured delay', async () => {
    const invoice = await invoiceOf(DEMO_USER_IDS.admin);
    await server.db.updateTable('invoices').set({ document_status: 'regenerating' }).where('id', '=', invoice.id).execute();
    const worker = documentWorkerFor(server.services);
    const jobs = jobsFor(server.services)!;
    worker.configure({ delayMs: 10 });
    try {
      worker.schedule(invoice.id);
      let queued: string[] = [];
      await eventually(() => {
        void jobs.jobs(QUEUES.documentRegeneration, invoice.id).then((found) => (queued = found.map((job) => job.id)));
        return queued.length === 1;
      });
      expect((await jobs.settled(QUEUES.documentRegeneration, queued)).map((job) => job.state)).toEqual(['completed']);
      const stored = await server.db.selectFrom('invoices').select('document_status').where('id', '=', invoice.id).executeTakeFirstOrThrow();
      expect(stored.document_status).toBe('ready');
    } finally {
      worker.configure({ delayMs: null });
    }
  });
});
