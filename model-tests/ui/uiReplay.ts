import type { signedInAs } from '../../e2e/support/signedIn';
import { expect, test, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { CatalogEntry } from '../../machines/catalog';
import { declaredTransitions } from '../coverage/declared';
import { selectCoveringPaths, transitionsTaken } from '../coverage/machineCoverage';
import { appMachinePaths, chainPaths, type MachinePath } from '../coverage/paths';

/**
 * UI model tests (DESIGN "Tests"): paths generated from a catalog app machine (the graph utilities'
 * traversal, a shortest path to every transition-taking edge, then a small covering set) replayed in
 * Chromium, one page per path: each event becomes a page action, each state an assertion by role
 * and label. Coverage is counted from the transitions the replayed steps took (by the pure
 * machine), only for steps whose page assertion passed.
 */
export interface UiDriver {
  /** Opens the screen for a new path (signed in, stubs installed). */
  open(page: Page, path: MachinePath): Promise<void>;
  /**
   * Performs `event` on the page (actor outcomes: the server's answer is released). `next` is the
   * path's following event, for an action that must prepare what the page meets next (which
   * password to type so the server refuses, a cookie to remove before a timer fires).
   */
  perform(page: Page, event: AnyEventObject, before: AnyMachineSnapshot, next: AnyEventObject | undefined): Promise<void>;
  /** Asserts the page shows `state`. */
  check(page: Page, state: AnyMachineSnapshot): Promise<void>;
}

/** A step the browser cannot take from this state (e.g. closing a dialog when none is open). */
export type StepFilter = (before: AnyMachineSnapshot, event: AnyEventObject) => boolean;

/**
 * Transition keys (`declared.ts` `transitionKey`) no browser can take, each with a one-line reason.
 * The gate requires exactly these to stay uncovered: a listed transition that paths do take, or
 * an unlisted one they miss, fails the suite.
 */
export type NotDrivable = Readonly<Record<string, string>>;

/** A step filter that leaves out every step taking a listed transition. */
export function avoiding(entry: CatalogEntry, notDrivable: NotDrivable): StepFilter {
  return (before, event) => !transitionsTaken(entry.machine, before, event).some((key) => key in notDrivable);
}

/**
 * Like `uiPaths`, but the traversal itself never takes an undrivable step, so states reached
 * first through one (a handoff while booting) still get shortest paths around it.
 */
export function uiPathsAround(entry: CatalogEntry, events: readonly AnyEventObject[], drivable: StepFilter): MachinePath[] {
  const paths = appMachinePaths(entry.machine, { events, input: entry.input, drivable: (snapshot, event) => drivable(snapshot, event) });
  return selectCoveringPaths(entry.machine, paths);
}

export function uiPaths(entry: CatalogEntry, events: readonly AnyEventObject[], drivable: StepFilter = () => true): MachinePath[] {
  const paths = appMachinePaths(entry.machine, { events, input: entry.input }).filter((path) =>
    path.steps.every((step, i) => i === 0 || step.event.type === 'xstate.init' || drivable(path.steps[i - 1]!.state, step.event)),
  );
  return selectCoveringPaths(entry.machine, paths);
}

export class UiCoverage {
  private readonly covered = new Set<string>();
  private readonly declared: string[];

  constructor(private readonly entry: CatalogEntry, readonly notDrivable: NotDrivable = {}) {
    this.declared = declaredTransitions(entry.machine).map((t) => t.key);
  }

  record(before: AnyMachineSnapshot, event: AnyEventObject): void {
    for (const key of transitionsTaken(this.entry.machine, before, event)) this.covered.add(key);
  }

  /** Declared transitions no replayed path took, apart from those listed as not drivable. */
  get missing(): string[] {
    return this.declared.filter((key) => !this.covered.has(key) && !(key in this.notDrivable));
  }

  /** Listed as not drivable, yet taken by a replayed path (the list must then shrink). */
  get listedButTaken(): string[] {
    return Object.keys(this.notDrivable).filter((key) => this.covered.has(key));
  }

  /** Listed keys that are no declared transition of the machine (a renamed state or event). */
  get listedUnknown(): string[] {
    return Object.keys(this.notDrivable).filter((key) => !this.declared.includes(key));
  }

  get coveredCount(): number {
    return this.declared.filter((key) => this.covered.has(key)).length;
  }

  line(): string {
    const listed = Object.entries(this.notDrivable);
    return [
      `${this.entry.id} (UI, Chromium): transitions covered: ${this.coveredCount}/${this.declared.length}${listed.length ? ` (${listed.length} not drivable in a browser, listed)` : ''}`,
      ...listed.map(([key, reason]) => `  not drivable: ${key}: ${reason}`),
    ].join('\n');
  }
}

/** Replays one path on `page`: checks the initial state, then performs each step and checks where it leads. */
export async function replayOnPage(page: Page, driver: UiDriver, path: MachinePath, coverage: UiCoverage): Promise<void> {
  await driver.open(page, path);
  const [first, ...rest] = path.steps;
  if (!first) return;
  await driver.check(page, first.state);
  let before = first.state;
  for (const [i, step] of rest.entries()) {
    await driver.perform(page, step.event, before, rest[i + 1]?.event);
    await driver.check(page, step.state);
    coverage.record(before, step.event);
    before = step.state;
  }
}

/** A readable name for a path: its events. */
export const pathName = (path: MachinePath): string =>
  path.steps
    .slice(1)
    .map((s) => s.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))
    .join(' → ');

/**
 * The suite of one machine's UI model test: one serial test per generated path (each on a new
 * page; paths joined by `chainPaths` count as one), then the coverage line printed and the gate: every declared transition taken.
 */
export interface UiReplayOptions {
  /** Per-path time limit. */
  timeout?: number;
  /** A signed-in browser state (e2e/support/signedIn.ts `signedInAs`): one sign-in per worker, not per path. */
  storageState?: ReturnType<typeof signedInAs>;
  /**
   * The least number of paths and of transitions covered the suite accepts (the gate fails when
   * a change to the machine, its samples or the driver lets either drop).
   */
  required?: { paths: number; transitions: number };
}

export function describeUiReplay(title: string, driver: UiDriver, paths: readonly MachinePath[], coverage: UiCoverage, { timeout = 90_000, storageState, required }: UiReplayOptions = {}): void {
  test.describe(title, () => {
    test.describe.configure({ mode: 'serial' });
    if (storageState) test.use({ storageState });
    // One page per joined path: the covering paths, joined where one ends in a state another passes through.
    for (const path of chainPaths(paths)) {
      test(pathName(path), async ({ page }) => {
        test.setTimeout(timeout);
        await replayOnPage(page, driver, path, coverage);
      });
    }

    test.afterAll(() => {
      console.log(coverage.line());
      expect(coverage.missing, 'transitions no replayed path took').toEqual([]);
      expect(coverage.listedButTaken, 'transitions listed as not drivable that a path took').toEqual([]);
      expect(coverage.listedUnknown, 'transitions listed as not drivable that the machine does not declare').toEqual([]);
      if (required) {
        expect(paths.length, 'paths generated').toBeGreaterThanOrEqual(required.paths);
        expect(coverage.coveredCount, 'transitions covered').toBeGreaterThanOrEqual(required.transitions);
      }
    });
  });
}
