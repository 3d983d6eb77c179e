import { describe, expect, it } from 'vitest';
import { loadSources, staleFiles } from './docsFiles';
import { planExport } from './exportPlan';

// CI's guard (no step of its own in scripts/test.mjs) that docs/statecharts matches the machines: the same check as
// `npm run statecharts -- --check`. When it fails, run `npm run statecharts` and commit the result.
describe('docs/statecharts', () => {
  it('is a fresh export of every catalog machine', async () => {
    const sources = await loadSources();
    expect(sources.length).toBeGreaterThan(0);
    const plan = await planExport(sources);
    for (const s of sources) for (const ext of ['svg', 'json', 'md']) expect(plan.has(`${s.id}.${ext}`)).toBe(true);
    expect(staleFiles(plan), 'stale files: run `npm run statecharts`').toEqual([]);
  });
});
