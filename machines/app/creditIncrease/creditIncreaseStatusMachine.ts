import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { applyCreditIncreaseUpdate } from './creditIncreaseUpdates';
import type { CreditIncreaseOverviewData, CreditIncreaseUpdatedEvent } from './creditIncreaseTypes';

/**
 * The credit-increase line of the Account Overview's Current Status (Buyer:Administrator only): the
 * pending request or the last decision, kept live. A decision is emitted as `creditIncrease.decided`
 * so the overview reloads its credit figures. Actors: src/api/creditIncreaseActors.ts.
 */
export type CreditIncreaseStatusEvent = { type: 'creditIncrease.show' } | CreditIncreaseUpdatedEvent;
export type CreditIncreaseStatusEmitted = { type: 'creditIncrease.decided' };

export interface CreditIncreaseStatusContext {
  data: CreditIncreaseOverviewData | null;
}

const LINE = { spec: '2. Screens named by the interface text (Account Overview, Current Status)' } satisfies SpecMeta;
const LIFECYCLE = { spec: '4. Credit limit request' } satisfies SpecMeta;

export const creditIncreaseStatusMachine = setup({
  types: {
    context: {} as CreditIncreaseStatusContext,
    events: {} as CreditIncreaseStatusEvent,
    emitted: {} as CreditIncreaseStatusEmitted,
    meta: {} as SpecMeta,
  },
  actors: {
    loadCreditIncreaseOverview: fromPromise<CreditIncreaseOverviewData, { buyerId: string | null }>(async () => {
      throw new Error('credit-increase-status actor "loadCreditIncreaseOverview" is not provided');
    }),
    watchCreditIncreases: fromCallback<EventObject, { buyerId: string | null }>(() => {
      throw new Error('credit-increase-status actor "watchCreditIncreases" is not provided');
    }),
  },
  guards: {
    isDecision: ({ event }) => event.type === 'creditIncrease.updated' && event.request.status !== 'submitted',
  },
  actions: {
    storeData: assign({ data: ({ event }) => (event as unknown as { output: CreditIncreaseOverviewData }).output }),
    applyUpdate: assign({
      data: ({ context, event }) => (event.type === 'creditIncrease.updated' && context.data ? applyCreditIncreaseUpdate(context.data, event.request) : context.data),
    }),
    emitDecided: emit({ type: 'creditIncrease.decided' as const }),
  },
}).createMachine({
  id: 'creditIncreaseStatus',
  description: 'The pending credit-increase request or the last decision on the Account Overview, updated live.',
  meta: LINE,
  context: { data: null },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'Not shown (only a Buyer:Administrator sees the line).',
      meta: LINE,
      on: { 'creditIncrease.show': { target: 'loading', description: 'The overview shows the line to a Buyer:Administrator.', meta: LINE } },
    },
    loading: {
      description: 'Loads the pending request and the last decision.',
      meta: LINE,
      invoke: {
        id: 'loadOverview',
        src: 'loadCreditIncreaseOverview',
        input: { buyerId: null },
        onDone: { target: 'live', actions: 'storeData', description: 'The line shows the pending request or the last decision.', meta: LINE },
        onError: { target: 'unavailable', description: 'The requests could not be loaded: the line is left out.', meta: LINE },
      },
    },
    live: {
      description: 'Shows the line and listens for request changes.',
      meta: LIFECYCLE,
      invoke: { id: 'watchCreditIncreases', src: 'watchCreditIncreases', input: { buyerId: null } },
      on: {
        'creditIncrease.updated': [
          {
            guard: 'isDecision',
            actions: ['applyUpdate', 'emitDecided'],
            description: 'A decision (or an ended increase) arrives: the line says it and the credit figures reload.',
            meta: LIFECYCLE,
          },
          { actions: 'applyUpdate', description: 'A new pending request shows on the line.', meta: LIFECYCLE },
        ],
      },
    },
    unavailable: {
      description: 'The requests could not be loaded; the rest of the overview still shows.',
      meta: LINE,
    },
  },
});

export type CreditIncreaseStatusMachine = typeof creditIncreaseStatusMachine;
export type CreditIncreaseStatusSnapshot = SnapshotFrom<typeof creditIncreaseStatusMachine>;
