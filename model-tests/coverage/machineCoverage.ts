import { allSampleEvents, type CatalogEntry } from '../../machines/catalog';
import { appMachinePaths, domainMachinePaths, type MachinePath } from './paths';
import { declaredTransitions } from './declared';
import { createCoverageRecorder, type CoverageReport } from './recorder';
import { replayPath } from './replay';

/** Result of covering one catalog machine with generated paths. */
export interface MachineCoverageRun {
  paths: MachinePath[];
  report: CoverageReport;
}

/** The transition-covering paths of a catalog entry: createTestModel for domain machines, graph traversal for app machines. */
export function pathsForEntry(entry: CatalogEntry): MachinePath[] {
  const options = { events: allSampleEvents(entry), input: entry.input };
  return entry.kind === 'domain' ? domainMachinePaths(entry.machine, options) : appMachinePaths(entry.machine, options);
}

/**
 * Generates the entry's paths, replays each on a real actor (checking every step's state), and
 * reports the transitions the replays took. Throws `ReplayMismatch` if the actor disagrees.
 */
export function coverCatalogEntry(entry: CatalogEntry): MachineCoverageRun {
  const paths = pathsForEntry(entry);
  const recorder = createCoverageRecorder(entry.machine);
  for (const path of paths) replayPath(entry.machine, path, { input: entry.input, inspect: recorder.inspect });
  return { paths, report: recorder.report() };
}

/**
 * A small set of paths with the same coverage (greedy set cover over the transitions each path
 * takes), for replays that are expensive: the API and UI model tests.
 */
export function minimalCoveringPaths(entry: CatalogEntry): MachinePath[] {
  const candidates = pathsForEntry(entry).map((path) => {
    const recorder = createCoverageRecorder(entry.machine);
    replayPath(entry.machine, path, { input: entry.input, inspect: recorder.inspect });
    const { missing } = recorder.report();
    const missed = new Set(missing.map((m) => m.key));
    return { path, keys: declaredKeys(entry).filter((k) => !missed.has(k)) };
  });
  const chosen: MachinePath[] = [];
  const covered = new Set<string>();
  for (;;) {
    const best = candidates
      .map((c) => ({ c, gain: c.keys.filter((k) => !covered.has(k)).length }))
      .sort((a, b) => b.gain - a.gain || a.c.path.steps.length - b.c.path.steps.length)[0];
    if (!best || best.gain === 0) return chosen;
    chosen.push(best.c.path);
    best.c.keys.forEach((k) => covered.add(k));
  }
}

function declaredKeys(entry: CatalogEntry): string[] {
  return declaredTransitions(entry.machine).map((d) => d.key);
}
