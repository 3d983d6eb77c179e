import { describe, expect, it } from 'vitest';
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { catalog, catalogEntry, domainEntries } from './catalog';
import { decide } from './decide';
import { initialFor as cardAt } from './domain/purchaseCard';
import { initialFor as userAt } from './domain/userStatus';

/** DESIGN "Machines: how we write them", checked for every catalog machine. */

function nodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(nodes)];
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

const specOf = (x: { meta?: unknown }) => (x.meta as { spec?: unknown } | undefined)?.spec;
const SPEC_SECTION = /^\d+\. \S/;

describe('the catalog', () => {
  it('lists the 19 domain machines and the app machines (session, locale, ...), once each', () => {
    expect(domainEntries).toHaveLength(19);
    expect(catalog.filter((e) => e.kind === 'app').map((e) => e.id)).toEqual(expect.arrayContaining(['locale', 'session']));
    expect(new Set(catalog.map((e) => e.id)).size).toBe(catalog.length);
    expect(new Set(catalog.map((e) => e.machine)).size).toBe(catalog.length);
  });

  it('finds an entry by id and refuses an unknown one', () => {
    expect(catalogEntry('purchaseCard').machine.id).toBe('purchaseCard');
    expect(() => catalogEntry('purchaseCards')).toThrow(/no catalog machine/);
  });
});

describe.each(catalog.map((e) => [e.id, e] as const))('catalog entry %s', (id, entry) => {
  const all = nodes(entry.machine.root);
  const descriptors = new Set(all.flatMap((n) => [...n.transitions.keys()]));

  it('is registered under its machine id, with a title and a spec section', () => {
    expect(entry.machine.id).toBe(id);
    expect(entry.title.trim()).not.toBe('');
    expect(entry.specRef).toMatch(SPEC_SECTION);
  });

  it('describes every state in plain words and gives its spec section (the root: the entry’s)', () => {
    const undocumented = all.filter((n) => !n.description?.trim()).map((n) => n.id);
    expect(undocumented).toEqual([]);
    const withoutSpec = all.filter((n) => n !== entry.machine.root && typeof specOf(n) !== 'string').map((n) => n.id);
    expect(withoutSpec).toEqual([]);
  });

  it('describes every guarded transition (the rule a diagram shows)', () => {
    const guardedWithout = all.flatMap((n) => transitionsOf(n).filter((t) => t.guard !== undefined && !t.description?.trim()).map((t) => `${n.id} ${t.eventType}`));
    expect(guardedWithout).toEqual([]);
  });

  it('samples only events some state declares, and outcomes only of invoked actors', () => {
    expect(entry.sampleEvents.length).toBeGreaterThan(0);
    expect(entry.sampleEvents.map((e) => e.type).filter((t) => !descriptors.has(t))).toEqual([]);
    const invokeIds = new Set(all.flatMap((n) => n.invoke.map((i) => i.id)));
    expect(Object.keys(entry.actorOutputs ?? {}).filter((k) => !invokeIds.has(k))).toEqual([]);
    for (const [invokeId, events] of Object.entries(entry.actorOutputs ?? {})) {
      expect(events.map((e) => e.type).filter((t) => !t.endsWith(`.actor.${invokeId}`))).toEqual([]);
    }
  });

  it('has a sample for every event it declares (no transition only a made-up event could take)', () => {
    const sampled = new Set([...entry.sampleEvents, ...Object.values(entry.actorOutputs ?? {}).flat()].map((e) => e.type));
    expect([...descriptors].filter((d) => !sampled.has(d))).toEqual([]);
  });

  it('uses area.verb events', () => {
    const own = [...descriptors].filter((d) => !d.startsWith('xstate.'));
    expect(own.filter((e) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(e))).toEqual([]);
  });

  it('app machines invoke only actors the browser supplies by name', () => {
    const sources = all.flatMap((n) => n.invoke.map((i) => i.src)).filter((s) => typeof s !== 'string');
    expect(sources).toEqual([]);
  });
});

describe.each(domainEntries.map((e) => [e.id, e] as const))('domain entry %s', (_id, entry) => {
  const all = nodes(entry.machine.root);

  it('is pure: no invoked actors, no delays', () => {
    expect(all.flatMap((n) => n.invoke.map((i) => `${n.id} invokes ${i.id}`))).toEqual([]);
    expect(all.flatMap((n) => n.after.map((t) => `${n.id} ${t.eventType}`))).toEqual([]);
    expect(entry.actorOutputs ?? {}).toEqual({});
  });

  it('describes every transition, guarded or not, and gives its spec section', () => {
    const bad = all.flatMap((n) =>
      transitionsOf(n)
        .filter((t) => !t.description?.trim() || typeof specOf(t) !== 'string' || !SPEC_SECTION.test(specOf(t) as string))
        .map((t) => `${n.id} ${t.eventType || 'always'}`),
    );
    expect(bad).toEqual([]);
    expect(all.filter((n) => n !== entry.machine.root && !SPEC_SECTION.test(String(specOf(n)))).map((n) => n.id)).toEqual([]);
  });

  it('has exactly one rule-book entry per named guard, in plain words with a spec section', () => {
    expect(Object.keys(entry.rules).sort()).toEqual(Object.keys(entry.machine.implementations.guards).sort());
    for (const [name, doc] of Object.entries(entry.rules)) {
      expect(doc.description.length, name).toBeGreaterThan(20);
      expect(doc.spec, name).toMatch(SPEC_SECTION);
      if (doc.subRules) {
        expect(typeof doc.explain, name).toBe('function');
        for (const [sub, text] of Object.entries(doc.subRules)) expect(text.trim().length, `${name}.${sub}`).toBeGreaterThan(10);
      }
    }
  });

  it('names its guards, never inline or combined (so refusals and diagrams can name them)', () => {
    const guards = all.flatMap((n) => transitionsOf(n).map((t) => t.guard).filter((g) => g !== undefined));
    expect(guards.filter((g) => typeof g !== 'string' && !(typeof g === 'object' && g !== null && 'type' in g))).toEqual([]);
  });
});

describe('decide names the rule, from the catalog’s rule book', () => {
  const card = catalogEntry('purchaseCard');
  const user = catalogEntry('userStatus');

  it('terminating a terminated card: canBeTerminated / alreadyTerminated', () => {
    const stored = cardAt({ status: 'terminated', terminatedAt: '2026-03-01T00:00:00Z', terminationReason: 'lost' });
    const d = decide(card.machine, { value: stored.value, context: stored.context }, { type: 'card.terminate', reason: 'stolen', by: 'u', now: '2026-03-02T00:00:00Z' }, undefined, { rules: card.rules });
    expect(d).toMatchObject({ accepted: false, rule: { name: 'canBeTerminated', subRules: ['alreadyTerminated'], spec: '4. Card status' } });
  });

  it('deactivating the last invoice receiver: canBeDeactivated / lastInvoiceReceiver', () => {
    const stored = userAt({ status: 'active' });
    const facts = { targetUserId: 'a', actingUserId: 'b', isPrimaryUser: false, receivesInvoiceEmails: true, otherInvoiceReceiverCount: 0, isPrimaryContact: false, otherPrimaryContactCount: 0, linkedAccountCount: 0 };
    const d = decide(user.machine, { value: stored.value, context: stored.context }, { type: 'user.deactivate', facts, now: '2026-03-02T00:00:00Z' }, undefined, { rules: user.rules });
    expect(d).toMatchObject({ accepted: false, rule: { name: 'canBeDeactivated', subRules: ['lastInvoiceReceiver'] } });
  });

  it('an accepted event returns the next state', () => {
    const stored = cardAt({ status: 'active' });
    const d = decide(card.machine, { value: stored.value, context: stored.context }, { type: 'card.lock', reason: 'lost' }, undefined, { rules: card.rules });
    expect(d).toMatchObject({ accepted: true, next: { issued: 'locked' } });
  });
});
