import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activeLeafPaths, activeStateIds } from './activeStates';
import { toGraphModel } from './graphModel';
import { orderMachine } from './testMachines';

describe('activeStateIds', () => {
  const model = toGraphModel(orderMachine);

  it('maps a snapshot value to the active states, ancestors included', () => {
    const actor = createActor(orderMachine).start();
    expect(activeStateIds(model, actor.getSnapshot().value)).toEqual(['order.open']);
    actor.stop();
  });

  it('follows nested and parallel values and ignores unknown keys', () => {
    const ids = activeStateIds(model, { delivery: { shipping: 'sent', invoicing: 'drafting' }, nowhere: 'x' });
    expect(ids).toEqual(['order.delivery', 'order.delivery.shipping', 'order.delivery.shipping.sent', 'order.delivery.invoicing', 'order.delivery.invoicing.drafting']);
    expect(activeLeafPaths(model, ids)).toEqual(['delivery.shipping.sent', 'delivery.invoicing.drafting']);
  });
});
