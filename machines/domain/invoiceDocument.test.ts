import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import {
  initialFor,
  invoiceDocumentMachine as machine,
  invoiceDocumentRules,
  invoiceDocumentSampleEvents,
  invoiceDocumentStatus,
  isInvoiceLinkActive,
} from './invoiceDocument';
import { reachedStates, run, send, testModelPaths, uncovered } from './testSupport';

const NOW = '2026-03-02T09:00:00Z';

describe('invoiceDocument', () => {
  it('the link is active only when the document is ready', () => {
    const ready = initialFor({ status: 'ready', version: 3 });
    expect(isInvoiceLinkActive(ready)).toBe(true);
    const regenerating = run(machine, [{ type: 'document.regenerate', now: NOW }], ready);
    expect([invoiceDocumentStatus(regenerating), isInvoiceLinkActive(regenerating)]).toEqual(['regenerating', false]);
    const again = run(machine, [{ type: 'document.ready', version: 4 }], regenerating);
    expect([invoiceDocumentStatus(again), isInvoiceLinkActive(again), again.context.version]).toEqual(['ready', true, 4]);
  });

  it('a failed regeneration keeps the link inactive and can be retried', () => {
    const failed = run(machine, [{ type: 'document.regenerate', now: NOW }, { type: 'document.failed', now: NOW }]);
    expect([invoiceDocumentStatus(failed), isInvoiceLinkActive(failed), failed.context.failedAt]).toEqual(['failed', false, NOW]);
    const retry = run(machine, [{ type: 'document.regenerate', now: '2026-03-02T09:05:00Z' }], failed);
    expect([invoiceDocumentStatus(retry), retry.context.failedAt]).toEqual(['regenerating', null]);
  });

  it('another edit while regenerating keeps regenerating', () => {
    const s = run(machine, [{ type: 'document.regenerate', now: NOW }, { type: 'document.regenerate', now: '2026-03-02T09:00:30Z' }]);
    expect([invoiceDocumentStatus(s), s.context.requestedAt]).toEqual(['regenerating', '2026-03-02T09:00:30Z']);
  });

  it('a result not newer than the current version is refused (isNewerVersion)', () => {
    const regenerating = initialFor({ status: 'regenerating', version: 4 });
    expect(send(machine, regenerating, { type: 'document.ready', version: 4 })).toMatchObject({ accepted: false, failedGuards: ['isNewerVersion'] });
    expect(send(machine, regenerating, { type: 'document.ready', version: 3 }).accepted).toBe(false);
    expect(send(machine, regenerating, { type: 'document.ready', version: 5 }).accepted).toBe(true);
  });

  it('a ready document takes no result', () => {
    expect(send(machine, initialFor({ status: 'ready' }), { type: 'document.ready', version: 9 }).accepted).toBe(false);
  });

  it('runs in an actor', () => {
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'document.regenerate', now: NOW });
    actor.send({ type: 'document.ready', version: 2 });
    expect(actor.getSnapshot().hasTag('linkActive')).toBe(true);
  });

  it('every transition is covered, every state reached, every guard documented', () => {
    expect(uncovered(machine, invoiceDocumentSampleEvents)).toEqual([]);
    expect([...reachedStates(testModelPaths(machine, invoiceDocumentSampleEvents))].sort()).toEqual(['failed', 'ready', 'regenerating']);
    expect(Object.keys(invoiceDocumentRules)).toEqual(Object.keys(machine.implementations.guards));
    expect(getSimplePaths(machine, { events: [...invoiceDocumentSampleEvents] }).length).toBeGreaterThan(3);
  });
});
