/**
 * Spec 5 "Editing PO and notes needs at least one non-consolidated invoice selected", spec 8
 * "partial failure (lists failed invoice numbers)". Lengths: the spec lists 30 and 64 among its
 * length constants "without a stated use"; we use them for the PO number (30) and the notes (64).
 * Pure: the Edit Invoices dialog and the server (updateInvoiceDetails) both call these.
 */
export const PO_NUMBER_MAX_LENGTH = 30;
export const INVOICE_NOTES_MAX_LENGTH = 64;

export interface EditableInvoiceFacts {
  id: string;
  consolidated: boolean;
}

export type InvoiceEditProblem = 'noEditableInvoice' | 'poNumberTooLong' | 'notesTooLong';
export type InvoiceEditRefusal = 'consolidatedInvoice';

export const INVOICE_EDIT_RULES: Record<InvoiceEditProblem | InvoiceEditRefusal, string> = {
  noEditableInvoice: 'Select at least one invoice that is not consolidated.',
  poNumberTooLong: `The PO number cannot exceed ${PO_NUMBER_MAX_LENGTH} characters.`,
  notesTooLong: `The notes cannot exceed ${INVOICE_NOTES_MAX_LENGTH} characters.`,
  consolidatedInvoice: 'A consolidated invoice cannot be edited.',
};

/** Why this edit cannot be made at all (empty: it can, for the editable invoices). */
export function invoiceEditProblems(request: { invoices: readonly EditableInvoiceFacts[]; poNumber: string | null; notes: string | null }): InvoiceEditProblem[] {
  const problems: InvoiceEditProblem[] = [];
  if (!request.invoices.some((invoice) => !invoice.consolidated)) problems.push('noEditableInvoice');
  if ((request.poNumber ?? '').length > PO_NUMBER_MAX_LENGTH) problems.push('poNumberTooLong');
  if ((request.notes ?? '').length > INVOICE_NOTES_MAX_LENGTH) problems.push('notesTooLong');
  return problems;
}

/** Why one invoice of the selection is left unchanged; null when it can be edited. */
export function invoiceEditRefusal(invoice: EditableInvoiceFacts): InvoiceEditRefusal | null {
  return invoice.consolidated ? 'consolidatedInvoice' : null;
}

/** Trimmed text, or null when empty (what is stored). */
export function normalizedEditText(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
