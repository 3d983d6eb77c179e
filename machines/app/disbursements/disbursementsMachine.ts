import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import type { Disbursement, DisbursementFilter, DisbursementPage } from './disbursementTypes';

/**
 * Payments -> Disbursements (issue 14 item 4): the seller's payouts, newest first, filtered by
 * payout dates and currency (applied only when the start is not after the end, spec 5 "Start date
 * must be before end date"; the server checks again), and exported as CSV (spec 8 "CSV export
 * error" when that fails). The filter is the page's form (views/disbursements: it refuses with
 * `filterProblem` first); Apply is ONE event carrying it, checked again here. Actors:
 * `loadDisbursements`, `exportDisbursementsCsv` (src/api/disbursementActors.ts).
 */
export type DisbursementsEvent =
  | { type: 'disbursements.apply'; filter: DisbursementFilter }
  | { type: 'disbursements.clear' }
  | { type: 'disbursements.retry' }
  | { type: 'disbursements.export' };

export interface DisbursementsContext {
  /** The filter of the rows shown. */
  applied: DisbursementFilter;
  items: Disbursement[];
  totalCount: number;
  /** Why the last filter asked for could not be applied (null: it could). */
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
    isApplicable: ({ event }) => event.type === 'disbursements.apply' && filterProblem(event.filter) === null,
  },
  actions: {
    applyFilter: assign(({ event }) => (event.type === 'disbursements.apply' ? { applied: event.filter, problem: null } : {})),
    refuseFilter: assign(({ event }) => (event.type === 'disbursements.apply' ? { problem: filterProblem(event.filter) } : {})),
    clearFilter: assign({ applied: NO_FILTER, problem: null }),
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
  context: { applied: NO_FILTER, items: [], totalCount: 0, problem: null, exportOutcome: null },
  initial: 'loading',
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
          { guard: 'isApplicable', target: 'loading', actions: ['applyFilter', 'forgetExport'], description: 'The filter holds its rule: the list reloads with it.', meta: SPEC },
          {
            actions: 'refuseFilter',
            description: 'The start date is after the end date: nothing reloads and the end day says why (the form refuses first, with the same rule).',
            meta: { spec: '5. Validation rules (Start date must be before end date)' },
          },
        ],
        'disbursements.clear': { target: 'loading', actions: ['clearFilter', 'forgetExport'], description: 'The user clears the filter (the form empties): every payout again.', meta: SPEC },
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
