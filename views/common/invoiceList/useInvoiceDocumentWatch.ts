import { useEffect, useRef } from 'react';
import { createActor } from 'xstate';
import type { InvoiceActionActors, InvoiceRow } from '../../../machines/app/invoices/invoiceTypes';

/**
 * Keeps invoice rows' document states live (invoiceDocumentUpdated over graphql-ws) for as long as
 * the component is shown: one subscription, `onUpdated` called with each newer row. Used by every
 * invoice table with document links (Transaction History, the Account Overview's Invoices tab).
 */
export function useInvoiceDocumentWatch(watch: InvoiceActionActors['watchInvoiceDocuments'] | undefined, onUpdated: (rows: readonly InvoiceRow[]) => void): void {
  // The handler may change identity on every render: read the latest through a ref instead of
  // restarting the watcher.
  const latest = useRef(onUpdated);
  useEffect(() => {
    latest.current = onUpdated;
  }, [onUpdated]);
  useEffect(() => {
    if (!watch) return;
    const watcher = createActor(watch);
    watcher.on('invoiceDocument.updated', (event) => latest.current([event.invoice]));
    watcher.start();
    return () => {
      watcher.stop();
    };
  }, [watch]);
}
