import { afterAll, describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import { coverCatalogEntry } from '../coverage/machineCoverage';
import { formatCoverage, isFullyCovered, sumCoverage, type CoverageReport } from '../coverage/recorder';

/**
 * Machine-level model tests: for every catalog machine, generate paths that reach every
 * transition, replay them on a real actor (fake actors never settle; the path feeds their
 * outcomes), check each step's state, and require 100% transition coverage.
 */

const reports: CoverageReport[] = [];

describe.each(catalog.map((entry) => [entry.id, entry] as const))('%s machine', (_id, entry) => {
  it('replays generated paths and covers every transition', () => {
    const started = performance.now();
    const { paths, report } = coverCatalogEntry(entry);
    reports.push(report);
    console.log(`${formatCoverage(entry.id, report)} (${paths.length} paths, ${Math.round(performance.now() - started)} ms)`);
    expect(paths.length).toBeGreaterThan(0);
    expect(report.missing.map((m) => m.key)).toEqual([]);
    expect(isFullyCovered(report)).toBe(true);
  });
});

afterAll(() => {
  console.log(formatCoverage('all machines', sumCoverage(reports)));
});
