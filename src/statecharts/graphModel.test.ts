import { describe, expect, it } from 'vitest';
import { toGraphModel } from './graphModel';
import { orderMachine, orderRules } from './testMachines';
import type { GraphModel, TransitionModel } from './types';

const model: GraphModel = toGraphModel(orderMachine, { id: 'order', title: 'Order', rules: orderRules });

function transitions(source: string, eventType?: string): TransitionModel[] {
  return model.transitions.filter((t) => t.source === source && (eventType === undefined || t.eventType === eventType));
}

describe('toGraphModel', () => {
  it('lists states depth-first in document order with parents, types and initial flags', () => {
    expect(model.states.map((s) => [s.path, s.type, s.parent, s.isInitial])).toEqual([
      ['', 'compound', null, false],
      ['open', 'atomic', 'order', true],
      ['review', 'atomic', 'order', false],
      ['charging', 'atomic', 'order', false],
      ['delivery', 'parallel', 'order', false],
      ['delivery.shipping', 'compound', 'order.delivery', false],
      ['delivery.shipping.packing', 'atomic', 'order.delivery.shipping', true],
      ['delivery.shipping.sent', 'final', 'order.delivery.shipping', false],
      ['delivery.invoicing', 'compound', 'order.delivery', false],
      ['delivery.invoicing.drafting', 'atomic', 'order.delivery.invoicing', true],
      ['delivery.invoicing.issued', 'final', 'order.delivery.invoicing', false],
      ['done', 'final', 'order', false],
      ['cancelled', 'final', 'order', false],
    ]);
    expect(model).toMatchObject({ id: 'order', machineId: 'order', title: 'Order', spec: '3. Orders', description: 'An order from placement to delivery.' });
  });

  it('keeps descriptions, spec meta and invoked actors of states', () => {
    const open = model.states.find((s) => s.id === 'order.open');
    expect(open).toMatchObject({ description: 'Placed, not yet shipped.', spec: '3. Orders' });
    expect(model.states.find((s) => s.id === 'order.charging')?.invokes).toEqual(['charge as chargeCard']);
  });

  it('hides the timer actions XState adds for after transitions', () => {
    const open = model.states.find((s) => s.id === 'order.open');
    expect(open?.entry).toEqual([]);
    expect(open?.exit).toEqual([]);
  });

  it('gives each guarded branch of one event its own transition, with rules, combinators and the fallback', () => {
    const [paid, large, otherwise] = transitions('order.open', 'order.ship');
    expect(paid).toMatchObject({
      targets: ['order.charging'],
      guard: { name: 'isPaid', text: orderRules.isPaid.description, short: 'is paid', source: 'rules', spec: '5. Payments' },
      description: 'Paid orders are charged and shipped.',
      spec: '5. Payments',
      otherwise: false,
    });
    expect(large?.guard).toMatchObject({ name: 'and(isLarge, not(isBlocked))', text: 'is large and not is blocked', source: 'name' });
    expect(otherwise).toMatchObject({ targets: ['order.open'], guard: null, otherwise: true, reenter: true });
  });

  it('labels delayed transitions with their delay, named or numeric', () => {
    const delayed = transitions('order.open').filter((t) => t.trigger === 'after');
    expect(delayed.map((t) => [t.event, t.guard?.name ?? null, t.targets])).toEqual([
      ['after 5\u00a0s', 'isTrusted', ['order.charging']],
      ['after reminder (30\u00a0s)', null, ['order.open']],
    ]);
  });

  it('keeps targetless transitions with their actions', () => {
    expect(transitions('order.open', 'order.note')).toEqual([
      expect.objectContaining({ targets: [], actions: ['recordNote'], trigger: 'event', event: 'order.note' }),
    ]);
  });

  it('reads always transitions, invoke done/error and the done event of a parallel state', () => {
    expect(transitions('order.review').map((t) => [t.trigger, t.event, t.guard?.name ?? null, t.otherwise])).toEqual([
      ['always', 'always', 'isTrusted', false],
      ['always', 'always', null, true],
    ]);
    expect(transitions('order.charging').map((t) => [t.trigger, t.event, t.targets[0], t.description])).toEqual([
      ['done', 'chargeCard done', 'order.delivery', null],
      ['error', 'chargeCard failed', 'order.open', 'A failed charge returns the order to open.'],
    ]);
    expect(transitions('order.delivery').map((t) => [t.trigger, t.event, t.targets[0]])).toEqual([['stateDone', 'delivery finished', 'order.done']]);
  });

  it('keeps machine-level transitions on the root', () => {
    expect(transitions('order')).toEqual([
      expect.objectContaining({ eventType: 'order.cancel', targets: ['order.cancelled'], actions: ['logCancel'], description: 'An order can be cancelled at any time.' }),
    ]);
  });

  it('is deterministic and plain JSON', () => {
    const again = toGraphModel(orderMachine, { id: 'order', title: 'Order', rules: orderRules });
    expect(JSON.parse(JSON.stringify(model))).toEqual(again);
    expect(new Set(model.transitions.map((t) => t.id)).size).toBe(model.transitions.length);
  });
});
