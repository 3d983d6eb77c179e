import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { decide } from '../decide';
import { coverCatalogEntry } from '../../model-tests/coverage/machineCoverage';
import { isFullyCovered } from '../../model-tests/coverage/recorder';
import { domainCatalogEntries } from './catalogEntries';
import { initialFor as cardAt } from './purchaseCard';
import { initialFor as userAt } from './userStatus';
import { uncovered } from './testSupport';

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(nodesOf)];
}

describe.each(domainCatalogEntries.map((e) => [e.id, e] as const))('catalog entry %s', (id, entry) => {
  it('is named after its machine and is a pure domain machine', () => {
    expect(entry.machine.id).toBe(id);
    expect(entry.kind).toBe('domain');
    for (const node of nodesOf(entry.machine.root)) {
      expect(node.invoke, node.id).toEqual([]);
      expect(node.after, node.id).toEqual([]);
    }
  });

  it('documents every state and every transition in plain words with a spec reference', () => {
    for (const node of nodesOf(entry.machine.root)) {
      expect(node.description, node.id).toBeTruthy();
      if (node !== entry.machine.root) expect((node.meta as { spec?: string } | undefined)?.spec, node.id).toMatch(/^\d\. /);
      for (const t of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
        expect(t.description, `${node.id} ${t.eventType}`).toBeTruthy();
        expect((t.meta as { spec?: string } | undefined)?.spec, `${node.id} ${t.eventType}`).toMatch(/^\d\. /);
      }
    }
  });

  it('has exactly one rule-book entry per named guard, each with a description and a spec reference', () => {
    expect(Object.keys(entry.rules).sort()).toEqual(Object.keys(entry.machine.implementations.guards).sort());
    for (const doc of Object.values(entry.rules)) {
      expect(doc.description.length).toBeGreaterThan(20);
      expect(doc.spec).toMatch(/^\d\. /);
      if (doc.subRules) expect(typeof doc.explain).toBe('function');
    }
  });

  it('uses only area.verb events', () => {
    const events = new Set(nodesOf(entry.machine.root).flatMap((n) => [...n.transitions.keys()]));
    for (const e of events) expect(e).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
    for (const e of entry.sampleEvents) expect(events.has(e.type), e.type).toBe(true);
  });

  it('reaches 100% transition coverage with its sample events (our traversal)', () => {
    expect(uncovered(entry.machine, entry.sampleEvents, entry.input)).toEqual([]);
  });

  it("reaches 100% transition coverage under the model tests' gate", () => {
    const { report } = coverCatalogEntry(entry);
    expect(report.missing).toEqual([]);
    expect(isFullyCovered(report)).toBe(true);
  });
});

describe('decide names the rule', () => {
  const card = domainCatalogEntries.find((e) => e.id === 'purchaseCard')!;
  const user = domainCatalogEntries.find((e) => e.id === 'userStatus')!;

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
