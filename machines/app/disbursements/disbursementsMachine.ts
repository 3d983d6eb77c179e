import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import type { Disbursement, DisbursementFilter, DisbursementPage } from './disbursementTypes';

/**
 * Payments -> Disbursements (issue 14 item 4): the seller's payouts, newest first, filtered by
 * payout dates and currency (applied only when the start is not after the end, spec 5 "Start date
 * must be before end date"; the server checks again), and exported as CSV (spec 8 "CSV export
 * error" when that fails). Actors: `loadDisbursements`, `exportDisbursementsCsv` (src/api/disbursementActors.ts).
 */
export type DisbursementsEvent =
  | { type: 'disbursements.filterChanged'; filter: DisbursementFilter }
  | { type: 'disbursements.apply' }
  | { type: 'disbursements.clear' }
  | { type: 'disbursements.retry' }
  | { type: 'disbursements.export' };

export interface DisbursementsContext {
  /** The filter being edited. */
  draft: DisbursementFilter;
  /** The filter of the rows shown. */
  applied: DisbursementFilter;
  items: Disbursement[];
  totalCount: number;
  /** Why the draft cannot be applied (null: it can). */
  problem: 'startAfterEnd' | null;
  /** The last export's outcome. */
  exportOutcome: 'saved' | 'failed' | null;
}

const SPEC = { spec: '2. Screens named by the interface text (Payments/Disbursements)' } satisfies SpecMeta;
const CSV = { spec: '8. The error catalogue (CSV export error)' } satisfies SpecMeta;
export const NO_FILTER: DisbursementFilter = { payoutFrom: null, payoutTo: null, currency: null };
const outputOf = <T>(event: AnyEventObject) => (event as unknown as { output: T }).output;

/** The filter rule (pure): a start after the end cannot be applied. */
export function filterProblem(filter: DisbursementFilter): 'startAfterEnd' | null {
  return filter.payoutFrom && filter.payoutTo && filter.payoutFrom > filter.payoutTo ? 'startAfterEnd' : null;
}

export const disbursementsMachine = setup({
  types: {
    context: {} as DisbursementsContext,
    events: {} as DisbursementsEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    loadDisbursements: fromPromise<DisbursementPage, DisbursementFilter>(async () => {
      throw new Error('disbursements actor "loadDisbursements" is not provided');
    }),
    exportDisbursementsCsv: fromPromise<void, DisbursementFilter>(async () => {
      throw new Error('disbursements actor "exportDisbursementsCsv" is not provided');
    }),
  },
  guards: {
    isApplicable: ({ context }) => filterProblem(context.draft) === null,
  },
  actions: {
    editFilter: assign(({ event }) => (event.type === 'disbursements.filterChanged' ? { draft: event.filter, problem: filterProblem(event.filter) } : {})),
    applyDraft: assign(({ context }) => ({ applied: context.draft })),
    clearFilter: assign({ draft: NO_FILTER, applied: NO_FILTER, problem: null }),
    storePage: assign(({ event }) => {
      const page = outputOf<DisbursementPage>(event);
      return { items: page.items, totalCount: page.totalCount };
    }),
    forgetExport: assign({ exportOutcome: null }),
    exportSaved: assign({ exportOutcome: 'saved' as const }),
    exportFailed: assign({ exportOutcome: 'failed' as const }),
  },
}).createMachine({
  id: 'disbursements',
  description: "The seller's payouts, filtered, with payment details and a CSV export.",
  meta: SPEC,
  context: { draft: NO_FILTER, applied: NO_FILTER, items: [], totalCount: 0, problem: null, exportOutcome: null },
  initial: 'loading',
  on: { 'disbursements.filterChanged': { actions: 'editFilter', description: 'The user edits the filter; the rows stay until it is applied.', meta: SPEC } },
  states: {
    loading: {
      description: 'Loads the payouts that match the applied filter.',
      meta: SPEC,
      invoke: {
        id: 'loadDisbursements',
        src: 'loadDisbursements',
        input: ({ context }) => context.applied,
        onDone: { target: 'ready', actions: 'storePage', description: 'The payouts show.', meta: SPEC },
        onError: { target: 'loadFailed', description: 'The payouts could not be loaded.', meta: SPEC },
      },
    },
    loadFailed: {
      description: 'Loading failed; the user may try again.',
      meta: SPEC,
      on: { 'disbursements.retry': { target: 'loading', description: 'The user tries again.', meta: SPEC } },
    },
    ready: {
      description: 'The payouts show; the filter may be applied or cleared and the list exported.',
      meta: SPEC,
      on: {
        'disbursements.apply': [
          { guard: 'isApplicable', target: 'loading', actions: ['applyDraft', 'forgetExport'], description: 'The filter holds its rule: the list reloads with it.', meta: SPEC },
          { description: 'The start date is after the end date: nothing reloads and the field says why.', meta: { spec: '5. Validation rules (Start date must be before end date)' } },
        ],
        'disbursements.clear': { target: 'loading', actions: ['clearFilter', 'forgetExport'], description: 'The user clears the filter: every payout again.', meta: SPEC },
        'disbursements.export': { target: 'exporting', actions: 'forgetExport', description: 'The user exports the payouts shown (the applied filter) as CSV.', meta: CSV },
      },
    },
    exporting: {
      description: 'The CSV is made and saved.',
      meta: CSV,
      invoke: {
        id: 'exportDisbursementsCsv',
        src: 'exportDisbursementsCsv',
        input: ({ context }) => context.applied,
        onDone: { target: 'ready', actions: 'exportSaved', description: 'The file is saved.', meta: CSV },
        onError: { target: 'ready', actions: 'exportFailed', description: 'The export failed: spec 8 "CSV export error" shows.', meta: CSV },
      },
    },
  },
});

export type DisbursementsMachine = typeof disbursementsMachine;
export type DisbursementsSnapshot = SnapshotFrom<typeof disbursementsMachine>;
