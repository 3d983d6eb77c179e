import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { csvExportActors, csvExportMachine, percentDone, type CsvExportDeps, type CsvExportRequest, type CsvExportSnapshot } from '../../../machines/app/invoices/csvExportMachine';

export type { CsvExportDeps } from '../../../machines/app/invoices/csvExportMachine';

/** What the Export CSV control shows, read from the csvExport machine (machines/app/invoices). */
export type CsvExportState =
  | { status: 'idle' }
  | { status: 'exporting'; rows: number; total: number | null }
  | { status: 'saved'; rows: number; truncated: boolean; rowLimit: number }
  | { status: 'failed'; messageId: string }
  | { status: 'cancelled' };

export interface CsvExportViewModel {
  state: CsvExportState;
  percent: number | null;
  start: () => void;
  cancel: () => void;
}

function stateOf(s: CsvExportSnapshot): CsvExportState {
  const { rows, total, truncated, rowLimit, messageId } = s.context;
  if (s.matches('exporting')) return { status: 'exporting', rows, total };
  if (s.matches('saved')) return { status: 'saved', rows, truncated, rowLimit };
  if (s.matches('failed')) return { status: 'failed', messageId: messageId ?? 'signIn.error.internal' };
  if (s.matches('cancelled')) return { status: 'cancelled' };
  return { status: 'idle' };
}
const sameState = (a: CsvExportState, b: CsvExportState) => JSON.stringify(a) === JSON.stringify(b);

/** "Export CSV" of the invoice list over the csvExport machine; leaving the page stops a running export (the actor stops). */
export function useCsvExportViewModel(request: () => CsvExportRequest, deps: CsvExportDeps): CsvExportViewModel {
  const logic = useMemo(() => csvExportMachine.provide({ actors: csvExportActors(deps) }), [deps]);
  const actorRef = useActorRef(logic);
  const state = useSelector(actorRef, stateOf, sameState);
  const percent = useSelector(actorRef, percentDone);
  return {
    state,
    percent,
    start: () => actorRef.send({ type: 'csvExport.start', request: request() }),
    cancel: () => actorRef.send({ type: 'csvExport.cancel' }),
  };
}
