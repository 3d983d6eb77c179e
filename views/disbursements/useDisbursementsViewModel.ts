import { useActorRef, useSelector } from '@xstate/react';
import type { DisbursementsMachine, DisbursementsSnapshot } from '../../machines/app/disbursements/disbursementsMachine';
import type { Disbursement, DisbursementFilter } from '../../machines/app/disbursements/disbursementTypes';

export interface DisbursementsViewModel {
  /** Apply the filter form's values: ONE event (the machine checks the rule again). */
  apply: (filter: DisbursementFilter) => void;
  clear: () => void;
  /** Whether Apply and Clear can be used now (not while a request runs). */
  canFilter: boolean;
  loading: boolean;
  loadFailed: boolean;
  retry: () => void;
  items: Disbursement[];
  totalCount: number;
  /** Present when the list can be exported now. */
  exportCsv: (() => void) | undefined;
  exporting: boolean;
  exportOutcome: 'saved' | 'failed' | null;
}

const canExport = (s: DisbursementsSnapshot) => s.can({ type: 'disbursements.export' });
const canClear = (s: DisbursementsSnapshot) => s.can({ type: 'disbursements.clear' });

/** Payments -> Disbursements over the disbursements machine (machines/app/disbursements); `logic` with its actors from src/api. */
export function useDisbursementsViewModel(logic: DisbursementsMachine): DisbursementsViewModel {
  const actorRef = useActorRef(logic);
  const items = useSelector(actorRef, (s) => s.context.items);
  const totalCount = useSelector(actorRef, (s) => s.context.totalCount);
  const loading = useSelector(actorRef, (s) => s.matches('loading'));
  const loadFailed = useSelector(actorRef, (s) => s.matches('loadFailed'));
  const exporting = useSelector(actorRef, (s) => s.matches('exporting'));
  const exportOutcome = useSelector(actorRef, (s) => s.context.exportOutcome);
  const exportable = useSelector(actorRef, canExport);
  const canFilter = useSelector(actorRef, canClear);
  return {
    apply: (filter) => actorRef.send({ type: 'disbursements.apply', filter }),
    clear: () => actorRef.send({ type: 'disbursements.clear' }),
    canFilter,
    loading,
    loadFailed,
    retry: () => actorRef.send({ type: 'disbursements.retry' }),
    items,
    totalCount,
    exportCsv: exportable ? () => actorRef.send({ type: 'disbursements.export' }) : undefined,
    exporting,
    exportOutcome,
  };
}
