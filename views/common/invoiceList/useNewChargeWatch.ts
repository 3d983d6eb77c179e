import { useEffect, useRef } from 'react';
import { createActor } from 'xstate';
import type { InvoiceActionActors, InvoiceRow } from '../../../machines/app/invoices/invoiceTypes';

/**
 * Hears of charges created on the account (chargeCreated over graphql-ws: the seller API, the XLSX
 * import) for as long as the component is shown, and calls `onCreated` with each new row the user
 * may see. Transaction History and the Account Overview show them without a reload.
 */
export function useNewChargeWatch(watch: InvoiceActionActors['watchNewCharges'] | undefined, onCreated: (row: InvoiceRow) => void): void {
  // The handler may change identity on every render: read the latest through a ref instead of restarting the watcher.
  const latest = useRef(onCreated);
  useEffect(() => {
    latest.current = onCreated;
  }, [onCreated]);
  useEffect(() => {
    if (!watch) return;
    const watcher = createActor(watch);
    watcher.on('charge.created', (event) => latest.current(event.invoice));
    watcher.start();
    return () => {
      watcher.stop();
    };
  }, [watch]);
}
