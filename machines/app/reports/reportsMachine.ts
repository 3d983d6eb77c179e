import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { defaultStatementPeriod, statementPeriodProblem, type StatementPeriodProblem } from '../../rules/reportPeriod';
import type { AgingReportData, StatementData, StatementPeriod } from './reportTypes';

/**
 * The Reports screen (route `reports`, Account & Settings -> Reports): the aging report loads at
 * once; the statement is asked for a period the user chooses in the screen's form (the rules of
 * machines/rules/reportPeriod.ts decide whether it can be shown: the form refuses with them first,
 * this machine checks again, and so does the server), ONE event carrying the period, and is shown,
 * downloadable, until another period is shown. Today comes in as input. Actors: `loadAgingReport`,
 * `loadStatement` (src/api/reportActors.ts).
 */
export type ReportsEvent =
  | { type: 'reports.showStatement'; from: string; to: string }
  | { type: 'reports.retryAging' }
  | { type: 'reports.retryStatement' };

export interface ReportsContext {
  today: string;
  /** The period of the statement asked for (the default period at first). */
  period: StatementPeriod;
  /** Why the last period asked for could not be shown (null: it could). */
  problem: StatementPeriodProblem | null;
  aging: AgingReportData | null;
  /** The statement shown, for the period it was asked for. */
  statement: StatementData | null;
}

const SPEC = { spec: '2. Screens and routes (Account & Settings: Reports)' } satisfies SpecMeta;
const outputOf = <T>(event: AnyEventObject) => (event as unknown as { output: T }).output;

/** Another period asked for (from a statement shown or failed; the loading one is waited for). */
const showStatement = [
  {
    guard: 'isPeriodShowable',
    target: 'loading',
    actions: ['askPeriod', 'forgetStatement'],
    description: 'A period that starts no later than it ends, ends no later than today and covers at most 366 days is asked for; the statement shown was for another one, so it is put away.',
    meta: SPEC,
  },
  { actions: 'refusePeriod', description: 'The period breaks a rule of the statement period: nothing is asked, the field says why (the form refuses first, with the same rules).', meta: SPEC },
] as const;

export const reportsMachine = setup({
  types: {
    context: {} as ReportsContext,
    events: {} as ReportsEvent,
    input: {} as { today: string },
    meta: {} as SpecMeta,
  },
  actors: {
    loadAgingReport: fromPromise<AgingReportData, { buyerId: string | null }>(async () => {
      throw new Error('reports actor "loadAgingReport" is not provided');
    }),
    loadStatement: fromPromise<StatementData, StatementPeriod & { buyerId: string | null }>(async () => {
      throw new Error('reports actor "loadStatement" is not provided');
    }),
  },
  guards: {
    isPeriodShowable: ({ context, event }) => event.type === 'reports.showStatement' && statementPeriodProblem(event, context.today) === null,
  },
  actions: {
    askPeriod: assign(({ event }) => (event.type === 'reports.showStatement' ? { period: { from: event.from, to: event.to }, problem: null } : {})),
    refusePeriod: assign(({ context, event }) => (event.type === 'reports.showStatement' ? { problem: statementPeriodProblem(event, context.today) } : {})),
    storeAging: assign(({ event }) => ({ aging: outputOf<AgingReportData>(event) })),
    storeStatement: assign(({ event }) => ({ statement: outputOf<StatementData>(event) })),
    forgetStatement: assign({ statement: null }),
  },
}).createMachine({
  id: 'reports',
  description: 'The aging report and a statement for a chosen period, over the charges the user may see.',
  meta: SPEC,
  context: ({ input }) => ({ today: input.today, period: defaultStatementPeriod(input.today), problem: null, aging: null, statement: null }),
  type: 'parallel',
  states: {
    aging: {
      description: 'The aging of what is owed (current, 1–30, 31–60, 61–90, over 90 days past due).',
      meta: SPEC,
      initial: 'loading',
      states: {
        loading: {
          description: 'Loads the aging report.',
          meta: SPEC,
          invoke: {
            id: 'loadAging',
            src: 'loadAgingReport',
            input: { buyerId: null },
            onDone: { target: 'shown', actions: 'storeAging', description: 'The aging report shows.', meta: SPEC },
            onError: { target: 'failed', description: 'The aging report could not be loaded; the user may retry.', meta: SPEC },
          },
        },
        shown: { description: 'The aging report is shown.', meta: SPEC },
        failed: {
          description: 'Loading the aging report failed.',
          meta: SPEC,
          on: { 'reports.retryAging': { target: 'loading', description: 'Load the aging report again.', meta: SPEC } },
        },
      },
    },
    statement: {
      description: 'The statement of account for a period: opening balance, charges, payments, credits, closing balance.',
      meta: SPEC,
      initial: 'loading',
      states: {
        loading: {
          description: 'Loads the statement of the chosen period (the default period at first).',
          meta: SPEC,
          invoke: {
            id: 'loadStatement',
            src: 'loadStatement',
            input: ({ context }) => ({ buyerId: null, ...context.period }),
            onDone: { target: 'shown', actions: 'storeStatement', description: 'The statement shows, with its downloads.', meta: SPEC },
            onError: { target: 'failed', description: 'The statement could not be loaded; the user may retry.', meta: SPEC },
          },
        },
        shown: {
          description: 'The statement of the chosen period is shown; PDF and CSV can be downloaded; another period may be asked for.',
          meta: SPEC,
          on: {
            'reports.showStatement': showStatement,
          },
        },
        failed: {
          description: 'Loading the statement failed.',
          meta: SPEC,
          on: {
            'reports.retryStatement': { target: 'loading', description: 'Load the statement again.', meta: SPEC },
            'reports.showStatement': showStatement,
          },
        },
      },
    },
  },
});

export type ReportsMachine = typeof reportsMachine;
export type ReportsSnapshot = SnapshotFrom<typeof reportsMachine>;
