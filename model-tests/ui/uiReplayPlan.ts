import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { CatalogEntry } from '../../machines/catalog';
import { declaredTransitions } from '../coverage/declared';
import { pathsForEntry, selectCoveringPaths, transitionsTaken } from '../coverage/machineCoverage';
import { dropPrefixPaths, type MachinePath } from '../coverage/paths';

/**
 * What a UI model test replays in Chromium, computed from the machine alone (pure, no browser):
 * the machine's transition-covering paths (`pathsForEntry`, as the machine-level tests make them),
 * each cut before its first step the page cannot drive (`notDriven`, with the driver's reason), a
 * small covering set of the cut paths, and the transitions those take. Actor outcomes are steps
 * too: the driver makes the real server answer that way (a wrong password, a blocked account) or
 * says why it cannot.
 */

/** Why the page cannot perform `event` from `before` (given the step after it, if any), or null when it can. */
export type UiNotDriven = (event: AnyEventObject, before: AnyMachineSnapshot, next: AnyEventObject | undefined) => string | null;

export interface UiSkipped {
  event: string;
  from: string;
  reason: string;
}

export interface UiReplayPlan {
  paths: MachinePath[];
  /** Transition keys the planned paths take (by the pure machine). */
  transitionsDriven: Set<string>;
  /** All declared transitions of the machine. */
  declared: number;
  skipped: UiSkipped[];
}

export function planUiReplay(entry: CatalogEntry, notDriven: UiNotDriven): UiReplayPlan {
  const { machine } = entry;
  const skipped = new Map<string, UiSkipped>();
  const cut = dropPrefixPaths(
    pathsForEntry(entry)
      .map((path) => {
        const stop = path.steps.findIndex((step, i) => {
          const before = path.steps[i - 1]?.state;
          if (!before || step.event.type === 'xstate.init') return false;
          const reason = notDriven(step.event, before, path.steps[i + 1]?.event);
          if (reason !== null) {
            const from = JSON.stringify(before.value);
            skipped.set(`${step.event.type}@${from}`, { event: step.event.type, from, reason });
          }
          return reason !== null;
        });
        return stop === -1 ? path : { ...path, state: path.steps[stop - 1]!.state, steps: path.steps.slice(0, stop) };
      })
      .filter((path) => path.steps.length > 1),
  );
  const paths = selectCoveringPaths(machine, cut);
  return { paths, transitionsDriven: transitionsOfPaths(machine, paths), declared: declaredTransitions(machine).length, skipped: [...skipped.values()] };
}

/** The transition keys `paths` take, by the pure machine. */
export function transitionsOfPaths(machine: AnyStateMachine, paths: readonly MachinePath[]): Set<string> {
  const keys = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      const before = path.steps[i - 1]?.state;
      if (before && step.event.type !== 'xstate.init') transitionsTaken(machine, before, step.event).forEach((k) => keys.add(k));
    });
  }
  return keys;
}

/**
 * The UI gate anchored to the machine, not to the plan: every declared transition must be taken by a
 * replayed step or be listed, with why, as not drivable in the browser. So a path dropped from the
 * plan (or a sample dropped from the catalog) fails it, where "N/N of the planned paths" would
 * shrink with the plan and still pass. A listed transition that was taken after all, or is no longer
 * declared, is reported as stale (the list must shrink when the page learns to drive it).
 */
export function uiGate(machine: AnyStateMachine, covered: ReadonlySet<string>, notDrivable: Readonly<Record<string, string>>): { missing: string[]; staleListed: string[] } {
  const declared = declaredTransitions(machine).map((t) => t.key);
  return {
    missing: declared.filter((key) => !covered.has(key) && !(key in notDrivable)),
    staleListed: Object.keys(notDrivable).filter((key) => covered.has(key) || !declared.includes(key)),
  };
}

/** The steps a path takes after `xstate.init`: each event with the state before and after it. */
export function stepsOf(path: MachinePath): { event: AnyEventObject; before: AnyMachineSnapshot; after: AnyMachineSnapshot; next: AnyEventObject | undefined }[] {
  return path.steps.slice(1).map((step, i) => ({ event: step.event, before: path.steps[i]!.state, after: step.state, next: path.steps[i + 2]?.event }));
}

/** A path as one readable line: its events, actor outcomes shortened. */
export function describePath(path: MachinePath): string {
  return stepsOf(path)
    .map(({ event }) => event.type.replace(/^xstate\.(done|error)\.actor\./, (_m, kind: string) => (kind === 'done' ? 'ok:' : 'err:')))
    .join(' > ');
}

/** The report line and the skipped events, as the UI model tests print them. */
export function formatUiCoverage(id: string, covered: ReadonlySet<string>, plan: UiReplayPlan): string {
  const lines = [
    `${id} (UI, Chromium): transitions covered: ${covered.size}/${plan.transitionsDriven.size} of the driven paths (${plan.transitionsDriven.size} of ${plan.declared} declared transitions are drivable in the browser)`,
    ...plan.skipped.map((s) => `  not driven: ${s.event} from ${s.from}: ${s.reason}`),
  ];
  return lines.join('\n');
}
