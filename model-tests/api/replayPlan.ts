import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { allSampleEvents, type DomainCatalogEntry } from '../../machines/catalog';
import { decide, type RefusedRule } from '../../machines/decide';
import { selectCoveringPaths, pathsForEntry, transitionsTaken } from '../coverage/machineCoverage';
import { dropPrefixPaths, sampleEventsFor, serializeState, type MachinePath } from '../coverage/paths';

/**
 * What to replay against the API, computed from the machine alone (pure, no server):
 *
 * 1. the machine's transition-covering paths (`pathsForEntry`, as the coverage tests make them);
 * 2. each cut before its first step the driver cannot perform yet (`notDriven`), the cut step
 *    recorded as skipped with the driver's reason;
 * 3. a small covering set of the cut paths (`selectCoveringPaths`, as `minimalCoveringPaths`);
 * 4. refusal paths: for every state those paths reach, the sample events the machine refuses
 *    there, after the shortest driven path to the state. Which samples: those the coverage tests'
 *    traversal offers in that state (`sampleEventsFor`: a transition is declared for the event
 *    type, every guard says no), or with `refusals: 'allSamples'` every sample (also the
 *    `notAllowedInState` ones).
 */

export interface PlannedStep {
  event: AnyEventObject;
  /** The machine's state after the step (unchanged for a refusal). */
  expected: AnyMachineSnapshot;
  /** null: the machine accepts the event; else the rule that refuses it (as `decide` names it). */
  refusal: RefusedRule | null;
}

export interface PlannedPath {
  /** The machine's start state (the entity the driver creates). */
  initial: AnyMachineSnapshot;
  steps: PlannedStep[];
}

export interface SkippedStep {
  event: AnyEventObject;
  /** State value (JSON) the event would have been sent in. */
  from: string;
  accepted: boolean;
  reason: string;
}

export interface ReplayPlan {
  paths: PlannedPath[];
  skipped: SkippedStep[];
  /** Transition keys the planned accepted steps take, by the pure machine. */
  transitionsDriven: Set<string>;
  /** Transition keys all covering paths take (what a complete driver would take). */
  transitionsTotal: Set<string>;
}

export interface PlanOptions {
  refusals?: 'declaredEvents' | 'allSamples';
  /** The driver's `performsWithNext`: the second event of such a pair is performed with the first, never asked about on its own. */
  performsWithNext?: (event: AnyEventObject, next: AnyEventObject) => boolean;
}

/**
 * Why a driver cannot perform an event from a state yet, or null when it can. `next`: the path's
 * following event (undefined at a path's end and for refusals), for requests that perform two
 * steps at once (`StepResult.withNext`): such a driver refuses the first when the next is not the
 * one its request performs with it. `history`: the path's events before this one, for drivers
 * whose facts depend on what the API was made to do so far (e.g. which payments are pending).
 */
export type NotDriven = (event: AnyEventObject, from: AnyMachineSnapshot, next?: AnyEventObject, history?: readonly AnyEventObject[]) => string | null;

const stable = (value: unknown) => JSON.stringify(value);

export function planApiReplay(entry: DomainCatalogEntry, notDriven: NotDriven, options: PlanOptions = {}): ReplayPlan {
  const { machine } = entry;
  const samples = uniqueEvents(allSampleEvents(entry));
  const skipped = new Map<string, SkippedStep>();
  const skip = (event: AnyEventObject, from: AnyMachineSnapshot, accepted: boolean, reason: string) => {
    const key = `${stable(event)}@${serializeState(from)}`;
    if (!skipped.has(key)) skipped.set(key, { event, from: stable(from.value), accepted, reason });
  };

  const full = pathsForEntry(entry);
  const transitionsTotal = new Set<string>();
  forEachStep(full, (before, event) => transitionsTaken(machine, before, event).forEach((k) => transitionsTotal.add(k)));

  const cut = dropPrefixPaths(
    full
      .map((path) => {
        const withPrevious = (i: number) => {
          const previous = path.steps[i - 1];
          return i > 1 && previous !== undefined && (options.performsWithNext?.(previous.event, path.steps[i]!.event) ?? false);
        };
        const stop = path.steps.findIndex((step, i) => {
          const before = path.steps[i - 1]?.state;
          if (!before || step.event.type === 'xstate.init' || withPrevious(i)) return false;
          const reason = notDriven(step.event, before, path.steps[i + 1]?.event, eventsBefore(path, i));
          if (reason !== null) skip(step.event, before, true, reason);
          return reason !== null;
        });
        if (stop === -1) return path;
        // The steps after the cut are never reached: listed too, with their own reason when they have one.
        const cutType = path.steps[stop]!.event.type;
        for (let i = stop + 1; i < path.steps.length; i++) {
          const step = path.steps[i]!;
          const before = path.steps[i - 1]!.state;
          skip(step.event, before, true, notDriven(step.event, before, path.steps[i + 1]?.event, eventsBefore(path, i)) ?? `reached only after ${cutType}, which is not driven`);
        }
        return { ...path, state: path.steps[stop - 1]!.state, steps: path.steps.slice(0, stop) };
      })
      .filter((path) => path.steps.length > 1),
  );
  const covering = selectCoveringPaths(machine, cut);

  // Shortest driven prefix to every state the driven paths reach (breadth-first paths: first seen is shortest).
  const prefixes = new Map<string, MachinePath['steps']>();
  for (const path of [...cut].sort((a, b) => a.steps.length - b.steps.length)) {
    path.steps.forEach((step, i) => {
      const key = serializeState(step.state);
      // The state between the two steps of one request is never stored: no refusal is tried there.
      const next = path.steps[i + 1];
      const midRequest = i > 0 && next !== undefined && (options.performsWithNext?.(step.event, next.event) ?? false);
      if (!midRequest && !prefixes.has(key)) prefixes.set(key, path.steps.slice(0, i + 1));
    });
  }
  if (prefixes.size === 0) {
    const initial = full[0]?.steps[0];
    if (initial) prefixes.set(serializeState(initial.state), [initial]);
  }

  const offered = sampleEventsFor(samples);
  const refusalPaths: PlannedPath[] = [];
  for (const prefix of prefixes.values()) {
    const state = prefix[prefix.length - 1]!.state;
    const candidates = options.refusals === 'allSamples' ? samples : offered(state);
    const refused: PlannedStep[] = [];
    for (const event of candidates) {
      const decision = decide(machine, { value: state.value, context: state.context }, event as never, undefined, { rules: entry.rules });
      if (decision.accepted) continue;
      const reason = notDriven(event, state, undefined, prefix.slice(1).map((step) => step.event));
      if (reason !== null) skip(event, state, false, reason);
      else refused.push({ event, expected: state, refusal: decision.rule });
    }
    if (refused.length > 0) refusalPaths.push({ initial: prefix[0]!.state, steps: [...toPlanned(prefix.slice(1)), ...refused] });
  }

  const paths = [...covering.map((p) => ({ initial: p.steps[0]!.state, steps: toPlanned(p.steps.slice(1)) })), ...refusalPaths];
  const transitionsDriven = new Set<string>();
  for (const path of paths) {
    let before = path.initial;
    for (const step of path.steps) {
      if (!step.refusal) transitionsTaken(machine, before, step.event).forEach((k) => transitionsDriven.add(k));
      before = step.expected;
    }
  }
  return { paths, skipped: [...skipped.values()], transitionsDriven, transitionsTotal };
}

/** The events of a path before step `i` (`xstate.init` left out). */
const eventsBefore = (path: MachinePath, i: number) => path.steps.slice(1, i).map((step) => step.event);

function toPlanned(steps: MachinePath['steps']): PlannedStep[] {
  return steps.map((s) => ({ event: s.event, expected: s.state, refusal: null }));
}

function forEachStep(paths: readonly MachinePath[], visit: (before: AnyMachineSnapshot, event: AnyEventObject) => void): void {
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      const before = path.steps[i - 1]?.state;
      if (before && step.event.type !== 'xstate.init') visit(before, step.event);
    });
  }
}

function uniqueEvents(events: readonly AnyEventObject[]): AnyEventObject[] {
  const seen = new Set<string>();
  return events.filter((e) => !seen.has(stable(e)) && seen.add(stable(e)) !== undefined);
}

/** The skipped steps as printable lines, one per event type with its reasons. */
export function describeSkipped(skipped: readonly SkippedStep[]): string[] {
  const byType = new Map<string, Set<string>>();
  for (const s of skipped) {
    const reasons = byType.get(s.event.type) ?? new Set<string>();
    reasons.add(s.reason);
    byType.set(s.event.type, reasons);
  }
  return [...byType.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([type, reasons]) => `${type}: ${[...reasons].join('; ')}`);
}

/** The event types skipped (sorted, unique). */
export function skippedEventTypes(skipped: readonly SkippedStep[]): string[] {
  return [...new Set(skipped.map((s) => s.event.type))].sort();
}
