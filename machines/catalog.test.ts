import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { catalog } from './catalog';

/** DESIGN "Machines: how we write them", checked for every catalog machine. */

function nodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(nodes)];
}

describe.each(catalog.map((e) => [e.id, e] as const))('catalog entry %s', (id, entry) => {
  const all = nodes(entry.machine.root);

  it('is registered under its machine id', () => {
    expect(entry.machine.id).toBe(id);
    expect(catalog.filter((e) => e.id === id)).toHaveLength(1);
  });

  it('describes every state and gives its spec section', () => {
    const undocumented = all.filter((n) => !n.description || typeof (n.meta as { spec?: unknown } | undefined)?.spec !== 'string').map((n) => n.id);
    expect(undocumented).toEqual([]);
  });

  it('describes every guarded transition (the rule a diagram shows)', () => {
    const guardedWithout = all.flatMap((n) => [...n.transitions.values()].flat().filter((t) => t.guard !== undefined && !t.description).map((t) => `${n.id} ${t.eventType}`));
    expect(guardedWithout).toEqual([]);
  });

  it('samples only events some state declares, and outcomes only of invoked actors', () => {
    const descriptors = new Set(all.flatMap((n) => [...n.transitions.keys()]));
    expect(entry.sampleEvents.map((e) => e.type).filter((t) => !descriptors.has(t))).toEqual([]);
    const invokeIds = new Set(all.flatMap((n) => n.invoke.map((i) => i.id)));
    expect(Object.keys(entry.actorOutputs ?? {}).filter((k) => !invokeIds.has(k))).toEqual([]);
    for (const [invokeId, events] of Object.entries(entry.actorOutputs ?? {})) {
      expect(events.map((e) => e.type).filter((t) => !t.endsWith(`.actor.${invokeId}`))).toEqual([]);
    }
  });

  it('app machines invoke only actors the browser supplies by name; domain machines invoke none', () => {
    const sources = all.flatMap((n) => n.invoke.map((i) => i.src)).filter((s) => typeof s !== 'string');
    expect(sources).toEqual([]);
    if (entry.kind === 'domain') expect(all.flatMap((n) => n.invoke)).toEqual([]);
  });
});
