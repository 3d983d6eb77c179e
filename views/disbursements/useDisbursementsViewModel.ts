import { useActorRef, useSelector } from '@xstate/react';
import type { DisbursementsMachine, DisbursementsSnapshot } from '../../machines/app/disbursements/disbursementsMachine';
import type { Disbursement, DisbursementFilter } from '../../machines/app/disbursements/disbursementTypes';

export interface DisbursementsViewModel {
  draft: DisbursementFilter;
  problem: 'startAfterEnd' | null;
  editFilter: (filter: DisbursementFilter) => void;
  apply: () => void;
  clear: () => void;
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

/** Payments -> Disbursements over the disbursements machine (machines/app/disbursements); `logic` with its actors from src/api. */
export function useDisbursementsViewModel(logic: DisbursementsMachine): DisbursementsViewModel {
  const actorRef = useActorRef(logic);
  const draft = useSelector(actorRef, (s) => s.context.draft);
  const problem = useSelector(actorRef, (s) => s.context.problem);
  const items = useSelector(actorRef, (s) => s.context.items);
  const totalCount = useSelector(actorRef, (s) => s.context.totalCount);
  const loading = useSelector(actorRef, (s) => s.matches('loading'));
  const loadFailed = useSelector(actorRef, (s) => s.matches('loadFailed'));
  const exporting = useSelector(actorRef, (s) => s.matches('exporting'));
  const exportOutcome = useSelector(actorRef, (s) => s.context.exportOutcome);
  const exportable = useSelector(actorRef, canExport);
  return {
    draft,
    problem,
    editFilter: (filter) => actorRef.send({ type: 'disbursements.filterChanged', filter }),
    apply: () => actorRef.send({ type: 'disbursements.apply' }),
    clear: () => actorRef.send({ type: 'disbursements.clear' }),
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
