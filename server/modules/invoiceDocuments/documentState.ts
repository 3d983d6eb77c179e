import { catalogEntry } from '../../../machines/catalog';
import type { Kysely, Transaction } from 'kysely';
import { initialFor, invoiceDocumentStatus, type InvoiceDocumentStatus } from '../../../machines/domain/invoiceDocument';
import type { Database } from '../../db/schema';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import { applyDomainEvent } from '../../rulebook/enforce';
import { RULE_REFUSED } from '../../rulebook/ruleRefusedError';
import { documentContentOf } from './documentContent';

/**
 * An invoice's document through the invoiceDocument machine (spec 4 "Invoice edits and disputes
 * regenerate the invoice in the background; the invoice link becomes active when ready"):
 * `requestDocumentRegeneration` (an edit or a dispute, in the caller's transaction) and
 * `finishDocumentRegeneration` (the background worker). Both go through applyDomainEvent, so
 * each step is decided by the machine and chained in the audit trail.
 */

export interface DocumentRow {
  id: string;
  buyer_id: string;
  document_status: string;
  document_version: number;
  document_requested_at: Date | null;
  document_failed_at: Date | null;
}

export type Actor = { userId: string | null; role: string | null };

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function storedOf(row: DocumentRow) {
  const snapshot = initialFor({
    status: row.document_status as InvoiceDocumentStatus,
    version: row.document_version,
    requestedAt: iso(row.document_requested_at),
    failedAt: iso(row.document_failed_at),
  });
  return { value: snapshot.value, context: snapshot.context };
}

const entityOf = (row: DocumentRow) => ({ type: 'invoiceDocument', id: row.id, buyerId: row.buyer_id });

/** `document.regenerate` for an invoice the caller has locked (FOR UPDATE) in `trx`. */
export async function requestDocumentRegeneration(trx: Transaction<Database>, row: DocumentRow, now: Date, actor: Actor): Promise<void> {
  await applyDomainEvent(trx, {
    entry: catalogEntry('invoiceDocument'),
    entity: entityOf(row),
    stored: storedOf(row),
    event: { type: 'document.regenerate', now: now.toISOString() },
    now,
    actor,
    persist: async ({ snapshot, context }) => {
      await trx
        .updateTable('invoices')
        .set({ document_status: invoiceDocumentStatus(snapshot), document_requested_at: context.requestedAt, document_failed_at: context.failedAt })
        .where('id', '=', row.id)
        .execute();
    },
  });
}

export interface FinishedDocument {
  invoiceId: string;
  buyerId: string;
  status: InvoiceDocumentStatus;
  version: number;
}

/** A RULE_REFUSED error of applyDomainEvent (the refusal is already logged by it). */
function isRuleRefusal(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions['code'] === RULE_REFUSED;
}

/**
 * The background job's answer for one invoice: `ready` stores the next version's content (read now,
 * under the row lock, so it shows the latest edit) and moves the state to ready; `failed` records the
 * failure. The machine decides: a job for a document that is no longer regenerating (the job ran
 * twice) is refused (`notAllowedInState`, logged by applyDomainEvent) and changes nothing. Null then,
 * or when the invoice is gone.
 */
export async function finishDocumentRegeneration(db: Kysely<Database>, invoiceId: string, outcome: 'ready' | 'failed', now: Date): Promise<FinishedDocument | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).forUpdate().executeTakeFirst();
    if (!row) return null;
    const version = row.document_version + 1;
    const content = outcome === 'ready' && row.document_status === 'regenerating' ? await documentContentOf(trx, row, version, now) : null;
    try {
      const applied = await applyDomainEvent(trx, {
        entry: catalogEntry('invoiceDocument'),
        entity: entityOf(row),
        stored: storedOf(row),
        event: outcome === 'ready' ? { type: 'document.ready', version } : { type: 'document.failed', now: now.toISOString() },
        now,
        actor: { userId: null, role: null },
        persist: async ({ snapshot, context }) => {
          await trx
            .updateTable('invoices')
            .set({ document_status: invoiceDocumentStatus(snapshot), document_version: context.version, document_failed_at: context.failedAt })
            .where('id', '=', row.id)
            .execute();
          if (content) {
            await trx.insertInto('invoice_documents').values({ invoice_id: row.id, version, content: JSON.stringify(content), generated_at: now }).execute();
          }
        },
      });
      return { invoiceId: row.id, buyerId: row.buyer_id, status: invoiceDocumentStatus(applied.snapshot), version: applied.context.version };
    } catch (error) {
      if (isRuleRefusal(error)) return null;
      throw error;
    }
  });
}
