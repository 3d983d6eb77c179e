import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { invoiceDocumentStatus, type InvoiceDocumentSnapshot } from '../../../machines/domain/invoiceDocument';
import { ACME_BUYER_ID } from '../../../server/db/demoIds';
import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import { documentWorkerFor } from '../../../server/modules/invoiceDocuments/regenerationWorker';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';
import { stepResultOf } from '../driverKit';
import { refusalsDuring } from './refusalRecords';

/**
 * Driver of the invoiceDocument machine (machines/domain/invoiceDocument.ts) against the real API:
 * - create: a fresh Acme invoice (not consolidated) whose document is ready at version 1;
 * - `document.regenerate`: `updateInvoiceDetails` (a PO number edit, as Acme's admin);
 * - `document.ready` / `document.failed`: the demo document service's answer through its test hook
 *   (`configure({ failFor })` then `runNow`); a refused answer shows as the rule book's refusal record;
 * - read: the `invoice(id)` query's `document { status version }`.
 */
const EDIT = 'mutation($input: UpdateInvoiceDetailsInput!) { updateInvoiceDetails(input: $input) { updated { id } failed { code } } }';
const READ = 'query($id: ID!) { invoice(id: $id) { document { status version } } }';

interface DocumentEntity {
  invoiceId: string;
}

export async function createInvoiceDocumentDriver({ server, admin }: { server: TestServer; admin: ApiSession }): Promise<ApiDriver<DocumentEntity>> {
  const worker = documentWorkerFor(server.services);
  worker.configure({ delayMs: null });
  const fresh = await server.db
    .selectFrom('invoices')
    .select('id')
    .where('buyer_id', '=', ACME_BUYER_ID)
    .where('consolidated', '=', false)
    .where('document_status', '=', 'ready')
    .where('document_version', '=', 1)
    .orderBy('id', 'desc')
    .execute();
  let serial = 0;

  async function answer(entity: DocumentEntity, outcome: 'ready' | 'failed'): Promise<StepResult> {
    worker.configure({ failFor: () => outcome === 'failed' });
    const records = await refusalsDuring('invoiceDocument', entity.invoiceId, () => worker.runNow(entity.invoiceId));
    const rule = records[0]?.rule;
    return rule?.name ? { kind: 'refused', code: 'RULE_REFUSED', rule: rule.name } : { kind: 'accepted' };
  }

  return {
    notDriven(event: AnyEventObject, from: AnyMachineSnapshot) {
      if (event.type === 'document.ready' && (event as { version?: unknown }).version !== (from as InvoiceDocumentSnapshot).context.version + 1) {
        return 'not driven yet: the document service always produces the next version, never an older or a skipped one';
      }
      return null;
    },

    async create() {
      const next = fresh.shift();
      if (!next) throw new Error('invoiceDocument driver: no fresh Acme invoice left');
      return { invoiceId: next.id };
    },

    async perform(entity: DocumentEntity, event: AnyEventObject) {
      if (event.type === 'document.regenerate') {
        return stepResultOf(await graphql(server.url, admin, EDIT, { input: { invoiceIds: [entity.invoiceId], poNumber: `PO-REPLAY-${++serial}` } }));
      }
      if (event.type === 'document.ready') return answer(entity, 'ready');
      if (event.type === 'document.failed') return answer(entity, 'failed');
      throw new Error(`invoiceDocument driver: ${event.type} is not driven`);
    },

    async read(entity: DocumentEntity): Promise<Observed> {
      const reply = await graphql(server.url, admin, READ, { id: entity.invoiceId });
      const invoice = (reply.body.data as { invoice: { document: { status: string; version: number } } | null } | undefined)?.invoice;
      if (!invoice) throw new Error(`invoice ${entity.invoiceId} not readable: ${JSON.stringify(reply.body.errors)}`);
      return { status: invoice.document.status, version: invoice.document.version };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      const documentSnapshot = snapshot as InvoiceDocumentSnapshot;
      return { status: invoiceDocumentStatus(documentSnapshot), version: documentSnapshot.context.version };
    },
  };
}
