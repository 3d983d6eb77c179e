import { afterAll, describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import { coverCatalogEntry } from '../coverage/machineCoverage';
import { formatCoverage, isFullyCovered, sumCoverage, type CoverageReport } from '../coverage/recorder';

/**
 * Machine-level model tests over the whole catalog: for every machine, generate one path per
 * transition-taking edge of its state graph, replay a covering set of them on a real actor (fake
 * actors never settle; the path feeds their outcomes and delays), check each step's state, and
 * require 100% transition coverage; then the total.
 */

const reports: CoverageReport[] = [];

describe.each(catalog.map((entry) => [entry.id, entry] as const))('%s machine', (_id, entry) => {
  it('replays generated paths and covers every transition', () => {
    const started = performance.now();
    const { paths, replayed, report } = coverCatalogEntry(entry);
    reports.push(report);
    const ms = Math.round(performance.now() - started);
    console.log(`${formatCoverage(entry.id, report)} (${paths.length} edge paths, ${replayed.length} replayed, ${ms} ms)`);
    expect(replayed.length).toBeGreaterThan(0);
    expect(report.missing.map((m) => m.key)).toEqual([]);
    expect(isFullyCovered(report)).toBe(true);
  });
});

afterAll(() => {
  const total = sumCoverage(reports);
  console.log(formatCoverage(reports.length === catalog.length ? `all ${catalog.length} machines` : `${reports.length} of ${catalog.length} machines`, total));
  // The total gate: fails below 100% (each machine's own test fails too, naming what is missing).
  if (total.covered !== total.total) throw new Error(`model tests: ${total.covered}/${total.total} transitions covered`);
});
