import { z } from 'zod';
import { canAccessRoute } from '../../../machines/rules/routeAccess';
import { invoiceEditProblems, invoiceEditRefusal, normalizedEditText } from '../../../machines/rules/invoiceEdit';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import type { Invoice, InvoiceEditFailure } from '../../schema/generated/resolvers';
import { publishInvoiceDocumentUpdated } from '../invoiceDocuments/documentEvents';
import { requestDocumentRegeneration } from '../invoiceDocuments/documentState';
import { documentWorkerFor } from '../invoiceDocuments/regenerationWorker';
import { isProgramWide, resolveChargeScope, scopeKindForRoles, todayOf, type ChargeScopeKind } from './chargeScope';
import { toInvoice } from './invoiceMapper';
import { findInvoice, invoiceInScope, paymentIdsByInvoice, scopedInvoices } from './invoiceQuery';
import { idSchema, parseInput } from '../../graphql/parseInput';

/**
 * updateInvoiceDetails: the Edit Invoices/Transactions dialog (spec 2; spec 5 "Editing PO and notes
 * needs at least one non-consolidated invoice selected"; spec 8 "partial failure (lists failed
 * invoice numbers)"). Each listed invoice the user may see and that is not consolidated gets the
 * PO number and notes and a new document (invoiceDocument machine, audited); the others are
 * listed as failures. Lengths are the rule of machines/rules/invoiceEdit.ts.
 */
export const updateInvoiceDetailsSchema = z.object({
  invoiceIds: z.array(idSchema).min(1).max(100),
  // Bounded here so a huge string is refused before the rule measures it.
  poNumber: z.string().max(1_000).nullish(),
  notes: z.string().max(1_000).nullish(),
});

export interface UpdateInvoiceDetailsOutcome {
  updated: Invoice[];
  failed: InvoiceEditFailure[];
}

const failure = (invoiceId: string, invoiceNumber: string | null, code: 'consolidatedInvoice' | 'notFound'): InvoiceEditFailure => ({
  invoiceId, invoiceNumber, code, messageId: `invoices.edit.failure.${code}`,
});

/**
 * The role the user edits in (the audit trail's actor role): the one that gave the charge scope the
 * edit was checked against (account: Buyer:Administrator or buyerPayer; group: the group
 * administrator), not whichever role is listed first. A group administrator without a group is
 * scoped to their own charges, so their first role stands for it.
 */
export function editRoleOf(roles: readonly string[], scope: ChargeScopeKind): string | null {
  return roles.find((role) => scopeKindForRoles([role]) === scope) ?? roles[0] ?? null;
}

export async function updateInvoiceDetails(context: GraphQLContext, input: unknown): Promise<UpdateInvoiceDetailsOutcome> {
  const parsed = parseInput(updateInvoiceDetailsSchema, input, 'input');
  const { viewer, services } = context;
  // Seller and staff users read invoices; only the buyer's own users edit them.
  if (isProgramWide(viewer) || !canAccessRoute(viewer.user.roles, viewer.user.user_type, 'buyer')) throw portalError('FORBIDDEN');
  const poNumber = normalizedEditText(parsed.poNumber);
  const notes = normalizedEditText(parsed.notes);
  const lengthProblem = invoiceEditProblems({ invoices: [{ id: 'any', consolidated: false }], poNumber, notes })[0];
  if (lengthProblem) throw portalError('BAD_USER_INPUT', { field: lengthProblem === 'poNumberTooLong' ? 'input.poNumber' : 'input.notes', reason: lengthProblem });

  const scope = await resolveChargeScope(context, null);
  const ids = [...new Set(parsed.invoiceIds)].sort();
  const now = services.now();
  const today = todayOf(context);
  const actor = { userId: viewer.user.id, role: editRoleOf(viewer.user.roles, scope.kind) };
  const failed: InvoiceEditFailure[] = [];
  const changed: string[] = [];
  await services.db.transaction().execute(async (trx) => {
    // Only the caller's own charges are locked (the scope is in the locking query, so nobody can hold
    // another buyer's or user's invoices by naming them), in id order (as payments lock invoices), so
    // two edits of overlapping selections cannot deadlock.
    const rows = await scopedInvoices(trx, scope, null, today).selectAll('i').where('i.id', 'in', ids).orderBy('i.id').forUpdate().execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row || !invoiceInScope(row, scope)) {
        failed.push(failure(id, null, 'notFound'));
        continue;
      }
      if (invoiceEditRefusal({ id, consolidated: row.consolidated })) {
        failed.push(failure(id, row.invoice_number, 'consolidatedInvoice'));
        continue;
      }
      await trx.updateTable('invoices').set({ po_number: poNumber, notes }).where('id', '=', id).execute();
      await requestDocumentRegeneration(trx, row, now, actor);
      changed.push(id);
    }
  });

  const worker = documentWorkerFor(services);
  for (const id of changed) {
    worker.schedule(id);
    publishInvoiceDocumentUpdated(services, scope.buyer.id, id, 'regenerating');
  }
  const payments = await paymentIdsByInvoice(services.db, changed);
  const updated = await Promise.all(changed.map(async (id) => {
    const row = await findInvoice(services.db, id);
    if (!row) throw new Error(`updateInvoiceDetails: invoice ${id} vanished`);
    return toInvoice(row, today, payments.get(id) ?? []);
  }));
  return { updated, failed };
}
