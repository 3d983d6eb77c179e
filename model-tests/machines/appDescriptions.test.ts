import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import { declaredTransitions } from '../coverage/declared';

/**
 * Issue 10: every app-machine transition says in plain words what it does, guarded or not (the
 * statechart pages draw these texts). Domain machines are held to the same by machines/catalog.test.ts.
 */
describe.each(catalog.filter((e) => e.kind === 'app').map((e) => [e.id, e] as const))('app machine %s', (_id, entry) => {
  it('describes every transition', () => {
    const undescribed = declaredTransitions(entry.machine).filter((t) => !t.description?.trim()).map((t) => t.key);
    expect(undescribed).toEqual([]);
  });
});
