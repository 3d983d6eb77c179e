import { z } from 'zod';
import type { InvoiceRow } from '../../../machines/app/invoices/invoiceTypes';
import { invoiceEditProblems, type InvoiceEditProblem } from '../../../machines/rules/invoiceEdit';

/** The Edit Invoices/Transactions dialog's values. */
export interface InvoiceEditValues {
  poNumber: string;
  notes: string;
}

const FIELD_OF: Partial<Record<InvoiceEditProblem, keyof InvoiceEditValues>> = { poNumberTooLong: 'poNumber', notesTooLong: 'notes' };

/**
 * The dialog's fields checked by the edit rule itself (invoiceEditProblems, machines/rules/invoiceEdit.ts,
 * the same the invoiceActions machine's guard and the server ask), in the rule's words
 * (invoices.edit.rule.<problem>) under the field it is about.
 */
export function invoiceEditSchema(invoices: readonly InvoiceRow[]) {
  const facts = invoices.map((row) => ({ id: row.id, consolidated: row.consolidated ?? false }));
  return z.object({ poNumber: z.string(), notes: z.string() }).superRefine((values, ctx) => {
    for (const problem of invoiceEditProblems({ invoices: facts, poNumber: values.poNumber, notes: values.notes })) {
      const field = FIELD_OF[problem];
      if (!field) continue;
      const messageId = `invoices.edit.rule.${problem}`;
      ctx.addIssue({ code: 'custom', path: [field], message: messageId, params: { messageId } });
    }
  });
}
