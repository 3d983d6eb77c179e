/** The PDF's same-origin address (served by documentEndpoint.ts with the session cookie). */
export const INVOICE_DOCUMENT_PATH = /^\/documents\/invoices\/([0-9a-fA-F-]{36})\.pdf$/;

export function invoiceDocumentPath(invoiceId: string): string {
  return `/documents/invoices/${invoiceId}.pdf`;
}
