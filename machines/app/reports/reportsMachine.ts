import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { defaultStatementPeriod, statementPeriodProblem, type StatementPeriodProblem } from '../../rules/reportPeriod';
import type { AgingReportData, StatementData, StatementPeriod } from './reportTypes';

/**
 * The Reports screen (route `reports`, Account & Settings -> Reports): the aging report loads at
 * once; the statement is asked for a period the user chooses (the rules of
 * machines/rules/reportPeriod.ts decide whether it can be shown, the server checks again), and is
 * shown, downloadable, until the period changes. Today comes in as input. Actors: `loadAgingReport`,
 * `loadStatement` (src/api/reportActors.ts).
 */
export type ReportsEvent =
  | { type: 'reports.periodChanged'; from: string; to: string }
  | { type: 'reports.showStatement' }
  | { type: 'reports.retryAging' }
  | { type: 'reports.retryStatement' };

export interface ReportsContext {
  today: string;
  /** The period being chosen. */
  period: StatementPeriod;
  /** Why the chosen period cannot be shown (null: it can). */
  problem: StatementPeriodProblem | null;
  aging: AgingReportData | null;
  /** The statement shown, for the period it was asked for. */
  statement: StatementData | null;
}

const SPEC = { spec: '2. Screens and routes (Account & Settings: Reports)' } satisfies SpecMeta;
const outputOf = <T>(event: AnyEventObject) => (event as unknown as { output: T }).output;

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
    isPeriodShowable: ({ context }) => statementPeriodProblem(context.period, context.today) === null,
  },
  actions: {
    choosePeriod: assign(({ context, event }) => {
      if (event.type !== 'reports.periodChanged') return {};
      const period = { from: event.from, to: event.to };
      return { period, problem: statementPeriodProblem(period, context.today) };
    }),
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
      on: {
        'reports.periodChanged': {
          target: '.choosing',
          actions: ['choosePeriod', 'forgetStatement'],
          description: 'A new period is being chosen: the statement shown was for another one, so it is put away.',
          meta: SPEC,
        },
      },
      states: {
        choosing: {
          description: 'The user chooses the start and end of the period.',
          meta: SPEC,
          on: {
            'reports.showStatement': {
              guard: 'isPeriodShowable',
              target: 'loading',
              description: 'A period that starts no later than it ends, ends no later than today and covers at most 366 days can be shown.',
              meta: SPEC,
            },
          },
        },
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
          description: 'The statement of the chosen period is shown; PDF and CSV can be downloaded.',
          meta: SPEC,
        },
        failed: {
          description: 'Loading the statement failed.',
          meta: SPEC,
          on: { 'reports.retryStatement': { target: 'loading', description: 'Load the statement again.', meta: SPEC } },
        },
      },
    },
  },
});

export type ReportsMachine = typeof reportsMachine;
export type ReportsSnapshot = SnapshotFrom<typeof reportsMachine>;
