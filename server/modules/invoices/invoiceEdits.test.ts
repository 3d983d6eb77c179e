import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, GLOBEX_BUYER_ID } from '../../db/demoIds';
import { globexBuyer } from '../../db/demoProgram';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import type { ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { documentWorkerFor } from '../invoiceDocuments/regenerationWorker';
import { data, errorCode, signInAll, type DemoWho } from './moduleTesting';

const EDIT = `mutation($input: UpdateInvoiceDetailsInput!) { updateInvoiceDetails(input: $input) {
  updated { id invoiceNumber poNumber notes document { status version url } }
  failed { invoiceId invoiceNumber code messageId }
} }`;

interface EditOut {
  updated: { id: string; invoiceNumber: string; poNumber: string | null; notes: string | null; document: { status: string; version: number; url: string | null } }[];
  failed: { invoiceId: string; invoiceNumber: string | null; code: string; messageId: string }[];
}

describe.each(await testBackends())('updateInvoiceDetails on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  const invoices = (consolidated: boolean, owner?: string) => {
    let q = server.db.selectFrom('invoices').select(['id', 'invoice_number']).where('buyer_id', '=', ACME_BUYER_ID).where('consolidated', '=', consolidated).where('invoice_type', '=', 'sale');
    if (owner) q = q.where('buyer_user_id', '=', owner);
    return q.orderBy('invoice_number', 'desc').execute();
  };
  const edit = (who: DemoWho, input: Record<string, unknown>) => data<{ updateInvoiceDetails: EditOut }>(server, s[who], EDIT, { input }).then((d) => d.updateInvoiceDetails);

  beforeAll(async () => {
    server = await startTestServer(kind);
    documentWorkerFor(server.services).configure({ delayMs: null });
    s = await signInAll(server, ['admin', 'purchaser', 'clientAdmin']);
  });
  afterAll(() => server?.close());

  it('sets PO number and notes on each invoice and regenerates their documents', async () => {
    const [a, b] = await invoices(false);
    const result = await edit('admin', { invoiceIds: [a!.id, b!.id], poNumber: ' PO-EDIT-1 ', notes: 'Deliver to gate 4' });
    expect(result.failed).toEqual([]);
    expect(result.updated.map((i) => [i.id, i.poNumber, i.notes, i.document.status, i.document.url]).sort()).toEqual(
      [[a!.id, 'PO-EDIT-1', 'Deliver to gate 4', 'regenerating', null], [b!.id, 'PO-EDIT-1', 'Deliver to gate 4', 'regenerating', null]].sort(),
    );
    const worker = documentWorkerFor(server.services);
    await Promise.all([worker.runNow(a!.id), worker.runNow(b!.id)]);
    const rows = await server.db.selectFrom('invoices').select(['document_status', 'document_version', 'po_number']).where('id', 'in', [a!.id, b!.id]).execute();
    expect(rows).toEqual([{ document_status: 'ready', document_version: 2, po_number: 'PO-EDIT-1' }, { document_status: 'ready', document_version: 2, po_number: 'PO-EDIT-1' }]);
    const trail = await server.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', a!.id).orderBy('seq').execute();
    expect(trail.map((e) => e.event_type)).toEqual(['document.regenerate', 'document.ready']);
  });

  it('partial failure: a consolidated invoice is left unchanged and listed by number, the others are changed', async () => {
    const [consolidated] = await invoices(true);
    const [, , plain] = await invoices(false);
    const result = await edit('admin', { invoiceIds: [consolidated!.id, plain!.id], poNumber: 'PO-77', notes: null });
    expect(result.updated.map((i) => i.id)).toEqual([plain!.id]);
    expect(result.failed).toEqual([{ invoiceId: consolidated!.id, invoiceNumber: consolidated!.invoice_number, code: 'consolidatedInvoice', messageId: 'invoices.edit.failure.consolidatedInvoice' }]);
    const kept = await server.db.selectFrom('invoices').select(['po_number', 'document_status']).where('id', '=', consolidated!.id).executeTakeFirstOrThrow();
    expect(kept.document_status).toBe('ready');
    expect(kept.po_number).not.toBe('PO-77');
  });

  it('a purchaser edits only their own charges; another user\'s invoice fails without its number', async () => {
    const [own] = await invoices(false, DEMO_USER_IDS.purchaser);
    const [other] = await invoices(false, DEMO_USER_IDS.admin);
    const result = await edit('purchaser', { invoiceIds: [own!.id, other!.id], poNumber: 'PO-OWN', notes: '' });
    expect(result.updated.map((i) => [i.id, i.notes])).toEqual([[own!.id, null]]);
    expect(result.failed).toEqual([{ invoiceId: other!.id, invoiceNumber: null, code: 'notFound', messageId: 'invoices.edit.failure.notFound' }]);
  });

  it('refuses lengths over the rule, an empty selection and seller users', async () => {
    const [a] = await invoices(false);
    expect(await errorCode(server, s.admin, EDIT, { input: { invoiceIds: [a!.id], poNumber: 'x'.repeat(31) } })).toBe('BAD_USER_INPUT');
    expect(await errorCode(server, s.admin, EDIT, { input: { invoiceIds: [a!.id], notes: 'y'.repeat(65) } })).toBe('BAD_USER_INPUT');
    expect(await errorCode(server, s.admin, EDIT, { input: { invoiceIds: [] } })).toBe('BAD_USER_INPUT');
    expect(await errorCode(server, s.clientAdmin, EDIT, { input: { invoiceIds: [a!.id], poNumber: 'PO-1' } })).toBe('FORBIDDEN');
  });

  it("another buyer's invoices are neither changed nor locked: the locking query holds only the caller's charges", async () => {
    // The test database has no other buyer (Globex is the benchmark's large buyer): add it, with a copy of one of Acme's invoices.
    await server.db.insertInto('buyers').values(globexBuyer(new Date())).execute();
    const template = await server.db.selectFrom('invoices').selectAll().where('buyer_id', '=', ACME_BUYER_ID).where('consolidated', '=', false).orderBy('invoice_number').executeTakeFirstOrThrow();
    const globex = { id: crypto.randomUUID(), po_number: 'PO-GLOBEX' };
    await server.db.insertInto('invoices').values({ ...template, ...globex, buyer_id: GLOBEX_BUYER_ID, group_id: null, buyer_user_id: null }).execute();
    const [, , , own] = await invoices(false);
    const run = () => edit('admin', { invoiceIds: [globex.id, own!.id], poNumber: 'PO-SCOPE', notes: null });
    let result: EditOut;
    if (kind === 'postgres') {
      // Globex's invoice is held locked by another transaction while Acme's administrator edits: were
      // it in the edit's FOR UPDATE, the edit would wait for this transaction, which waits for the
      // edit, and the test would never finish.
      result = await server.db.transaction().execute(async (trx) => {
        await trx.selectFrom('invoices').select('id').where('id', '=', globex.id).forUpdate().execute();
        return run();
      });
    } else {
      // PGlite has one connection: a second transaction cannot hold a lock while the edit runs.
      result = await run();
    }
    expect(result.updated.map((i) => i.id)).toEqual([own!.id]);
    expect(result.failed).toEqual([{ invoiceId: globex.id, invoiceNumber: null, code: 'notFound', messageId: 'invoices.edit.failure.notFound' }]);
    const kept = await server.db.selectFrom('invoices').select(['po_number', 'document_status']).where('id', '=', globex.id).executeTakeFirstOrThrow();
    expect(kept).toEqual({ po_number: globex.po_number, document_status: 'ready' });
  });

  it('records the role that scoped the edit as the actor role, not the first role the user holds', async () => {
    const [, , , , , target] = await invoices(false);
    await server.db.updateTable('users').set({ roles: JSON.stringify(['buyerPurchaser', 'Buyer:Administrator']) }).where('id', '=', DEMO_USER_IDS.admin).execute();
    try {
      await edit('admin', { invoiceIds: [target!.id], poNumber: 'PO-ROLE', notes: null });
      const trail = await server.db.selectFrom('audit_log').select(['event_type', 'actor_role']).where('entity_id', '=', target!.id).orderBy('seq').execute();
      expect(trail).toEqual([{ event_type: 'document.regenerate', actor_role: 'Buyer:Administrator' }]);
    } finally {
      await server.db.updateTable('users').set({ roles: JSON.stringify(['Buyer:Administrator']) }).where('id', '=', DEMO_USER_IDS.admin).execute();
    }
  });
});
