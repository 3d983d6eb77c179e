import { useCallback, useMemo, useState } from 'react';
import type { InvoiceSummary } from '../../../machines/app/makePayment/paymentTypes';
import type { InvoiceActionActors, InvoiceRow } from '../../../machines/app/invoices/invoiceTypes';
import type { InvoiceRowsModel } from './useInvoiceActions';
import { useInvoiceDocumentWatch } from './useInvoiceDocumentWatch';

const NONE: readonly InvoiceSummary[] = [];
const versionOf = (row: InvoiceSummary) => (row as Partial<InvoiceRow>).document?.version ?? 0;

/**
 * A fixed page of invoices (no paging, no selection) kept up to date like Transaction History's list:
 * rows changed by an edit or a dispute and live document states replace the loaded ones. For the
 * row actions (useInvoiceRowActions) of a preview table such as the Account Overview's.
 */
export function useLiveInvoiceRows(loaded: readonly InvoiceSummary[], watch: InvoiceActionActors['watchInvoiceDocuments'] | undefined): InvoiceRowsModel {
  // Not a workflow: newer versions of loaded rows pushed live (a data cache over the loaded preview).
  const [newer, setNewer] = useState<ReadonlyMap<string, InvoiceRow>>(() => new Map());
  const updateRows = useCallback((changed: readonly InvoiceRow[]) => {
    setNewer((current) => {
      const next = new Map(current);
      for (const row of changed) next.set(row.id, row);
      return next;
    });
  }, []);
  useInvoiceDocumentWatch(watch, updateRows);
  // Only loaded rows are replaced, and only by a version at least as new (a reload may bring a newer one).
  const rows = useMemo(() => (newer.size === 0 ? loaded : loaded.map((row) => {
    const update = newer.get(row.id);
    return update && versionOf(update) >= versionOf(row) ? update : row;
  })), [loaded, newer]);
  return useMemo(() => ({ rows, selected: NONE, updateRows }), [rows, updateRows]);
}
