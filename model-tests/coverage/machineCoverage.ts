import { getMicrosteps, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { allSampleEvents, type CatalogEntry } from '../../machines/catalog';
import { transitionKey } from './declared';
import { appMachinePaths, domainMachinePaths, serializeState, type MachinePath } from './paths';
import { createCoverageRecorder, type CoverageReport } from './recorder';
import { replayPath } from './replay';

/**
 * Transition coverage of a catalog machine in three steps:
 * 1. generate: one path per edge of the state graph that takes a transition (`pathsForEntry`);
 * 2. select: a small set of those paths that takes every transition they take together (greedy set
 *    cover over what the pure machine says each step takes; `selectCoveringPaths`);
 * 3. replay the selected paths on real actors, checking every step's state, and count the
 *    transitions the actors took (`replayForCoverage`). The report comes from the actors only.
 *    If they miss a transition some unselected path may take, those paths are replayed too, so
 *    selection can make the run faster but never changes the verdict.
 */

/** Result of covering one catalog machine with generated paths. */
export interface MachineCoverageRun {
  /** Every generated path (one per transition-taking edge, prefixes dropped). */
  paths: MachinePath[];
  /** The paths replayed on real actors (the selected ones, plus any the fallback added). */
  replayed: MachinePath[];
  report: CoverageReport;
}

/**
 * Generated once per entry object and process: the machine, API and property tests of one Vitest
 * worker share their module instances (vitest.config.ts, `isolate: false`), and generating the
 * large machines' paths (editUser, makePayment, companyInfo) was most of those files' time. Paths
 * are read, never changed; callers get their own array.
 */
const generatedPaths = new WeakMap<CatalogEntry, readonly MachinePath[]>();
const coveringPaths = new WeakMap<CatalogEntry, readonly MachinePath[]>();

/** The transition-covering paths of a catalog entry: createTestModel for domain machines, graph traversal for app machines. */
export function pathsForEntry(entry: CatalogEntry): MachinePath[] {
  let paths = generatedPaths.get(entry);
  if (paths === undefined) {
    const options = { events: allSampleEvents(entry), input: entry.input };
    paths = entry.kind === 'domain' ? domainMachinePaths(entry.machine, options) : appMachinePaths(entry.machine, options);
    generatedPaths.set(entry, paths);
  }
  return [...paths];
}

/** Internally raised events whose transitions the pure estimate infers from the microsteps. */
function isRaisedInternally(t: AnyTransitionDefinition): boolean {
  return t.eventType === '' || t.eventType.startsWith('xstate.done.state.');
}

/**
 * The transitions one event takes from a snapshot, computed on the pure machine: the event's own
 * (exactly what XState selects) and, for the later microsteps of the macrostep, the eventless or
 * state-done transitions whose targets were entered (an estimate; the actor replay is the judge).
 */
export function transitionsTaken(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject): string[] {
  const keys = machine.getTransitionData(snapshot, event).map(transitionKey);
  const micro = getMicrosteps(machine, snapshot as never, event as never).map(([s]) => s as AnyMachineSnapshot);
  for (let i = 1; i < micro.length; i++) {
    const before = (micro[i - 1] as AnyMachineSnapshot)._nodes as AnyStateNode[];
    const after = new Set((micro[i] as AnyMachineSnapshot)._nodes as AnyStateNode[]);
    for (const node of before) {
      const raised = [...(node.always ?? []), ...[...node.transitions.values()].flat()].filter(isRaisedInternally);
      for (const t of raised) if (t.target?.length && t.target.every((n) => after.has(n))) keys.push(transitionKey(t));
    }
  }
  return keys;
}

interface Candidate {
  path: MachinePath;
  keys: Set<string>;
}

function estimate(machine: AnyStateMachine, paths: readonly MachinePath[]): Candidate[] {
  const memo = new Map<string, string[]>();
  return paths.map((path) => {
    const keys = new Set<string>();
    path.steps.forEach((step, i) => {
      const before = path.steps[i - 1]?.state;
      if (step.event.type === 'xstate.init' || !before) return;
      const memoKey = `${serializeState(before)}|${JSON.stringify(step.event)}`;
      let taken = memo.get(memoKey);
      if (!taken) memo.set(memoKey, (taken = transitionsTaken(machine, before, step.event)));
      taken.forEach((k) => keys.add(k));
    });
    return { path, keys };
  });
}

function greedyCover(candidates: readonly Candidate[]): Candidate[] {
  const chosen: Candidate[] = [];
  const covered = new Set<string>();
  for (;;) {
    let best: { c: Candidate; gain: number } | undefined;
    for (const c of candidates) {
      let gain = 0;
      for (const k of c.keys) if (!covered.has(k)) gain++;
      if (gain > 0 && (!best || gain > best.gain || (gain === best.gain && c.path.steps.length < best.c.path.steps.length))) best = { c, gain };
    }
    if (!best) return chosen;
    chosen.push(best.c);
    best.c.keys.forEach((k) => covered.add(k));
  }
}

/** A small set of the given paths that (by the pure machine) takes every transition they take together. */
export function selectCoveringPaths(machine: AnyStateMachine, paths: readonly MachinePath[]): MachinePath[] {
  return greedyCover(estimate(machine, paths)).map((c) => c.path);
}

/**
 * Replays `selected` on real actors (checking each step's state; throws `ReplayMismatch` if an actor
 * disagrees) and reports the transitions the actors took. Transitions still missing are retried
 * with the other paths: those the pure estimate says take them, or every path when an eventless
 * or state-done transition is missing (the estimate is only a guess for those).
 */
export function replayForCoverage(entry: CatalogEntry, paths: readonly MachinePath[], selected: readonly MachinePath[]): { replayed: MachinePath[]; report: CoverageReport } {
  const recorder = createCoverageRecorder(entry.machine);
  const replay = (path: MachinePath) => replayPath(entry.machine, path, { input: entry.input, inspect: recorder.inspect });
  selected.forEach(replay);
  const replayed = [...selected];
  const { missing } = recorder.report();
  if (missing.length > 0) {
    const rest = paths.filter((p) => !selected.includes(p));
    const missingKeys = new Set(missing.map((m) => m.key));
    const guessOnly = missing.some((m) => m.kind === 'always' || m.kind === 'stateDone');
    const extra = guessOnly ? rest : estimate(entry.machine, rest).filter((c) => [...c.keys].some((k) => missingKeys.has(k))).map((c) => c.path);
    extra.forEach(replay);
    replayed.push(...extra);
  }
  return { replayed, report: recorder.report() };
}

/**
 * Generates the entry's paths, selects a covering set, replays it on real actors (checking every
 * step's state) and reports the transitions the replays took. Throws `ReplayMismatch` if an actor disagrees.
 */
export function coverCatalogEntry(entry: CatalogEntry): MachineCoverageRun {
  const paths = pathsForEntry(entry);
  return { paths, ...replayForCoverage(entry, paths, minimalCoveringPaths(entry)) };
}

/** The small covering set of paths, for replays that are expensive: the API and UI model tests (selected once per entry, as above). */
export function minimalCoveringPaths(entry: CatalogEntry): MachinePath[] {
  let selected = coveringPaths.get(entry);
  if (selected === undefined) {
    selected = selectCoveringPaths(entry.machine, pathsForEntry(entry));
    coveringPaths.set(entry, selected);
  }
  return [...selected];
}
