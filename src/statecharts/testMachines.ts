import { and, fromPromise, not, setup } from 'xstate';

/**
 * Small machines for the statechart tests: each exercises one feature of the graph model
 * (guards, nesting, parallel regions, after, always, invoke, final, self and targetless
 * transitions, machine-level transitions, combinators).
 */

export const orderRules = {
  isPaid: { description: 'An order ships only when it is fully paid.', spec: '5. Payments' },
} as const;

export const orderMachine = setup({
  types: { events: {} as { type: 'order.ship' } | { type: 'order.note' } | { type: 'order.cancel' } | { type: 'order.touch' } },
  guards: { isPaid: () => true, isLarge: () => false, isBlocked: () => false, isTrusted: () => true },
  actions: { recordNote: () => {}, logCancel: () => {} },
  actors: { charge: fromPromise(async () => 'ok') },
  delays: { reminder: 30_000 },
}).createMachine({
  id: 'order',
  description: 'An order from placement to delivery.',
  meta: { spec: '3. Orders' },
  initial: 'open',
  on: { 'order.cancel': { target: '.cancelled', actions: 'logCancel', description: 'An order can be cancelled at any time.' } },
  states: {
    open: {
      description: 'Placed, not yet shipped.',
      meta: { spec: '3. Orders' },
      on: {
        'order.ship': [
          { guard: 'isPaid', target: 'charging', description: 'Paid orders are charged and shipped.', meta: { spec: '5. Payments' } },
          { guard: and(['isLarge', not('isBlocked')]), target: 'review' },
          { target: 'open', reenter: true },
        ],
        'order.note': { actions: 'recordNote' },
      },
      after: { reminder: { target: 'open', reenter: true }, 5000: { guard: 'isTrusted', target: 'charging' } },
    },
    review: { always: [{ guard: 'isTrusted', target: 'charging' }, { target: 'open' }] },
    charging: {
      invoke: {
        id: 'chargeCard',
        src: 'charge',
        onDone: { target: 'delivery' },
        onError: { target: 'open', description: 'A failed charge returns the order to open.' },
      },
    },
    delivery: {
      type: 'parallel',
      states: {
        shipping: { initial: 'packing', states: { packing: { on: { 'order.touch': 'sent' } }, sent: { type: 'final' } } },
        invoicing: { initial: 'drafting', states: { drafting: { on: { 'order.touch': 'issued' } }, issued: { type: 'final' } } },
      },
      onDone: { target: 'done' },
    },
    done: { type: 'final', description: 'Delivered and invoiced.' },
    cancelled: { type: 'final' },
  },
});

export const tinyMachine = setup({}).createMachine({
  id: 'tiny',
  initial: 'a',
  states: {
    a: { description: 'Has <b>"markup"</b> & \'quotes\' to escape.', on: { go: 'b' } },
    b: { on: { back: 'a' } },
  },
});
