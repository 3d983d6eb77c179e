import type { signedInAs } from '../../e2e/support/signedIn';
import { expect, test, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { CatalogEntry } from '../../machines/catalog';
import { declaredTransitions } from '../coverage/declared';
import { selectCoveringPaths, transitionsTaken } from '../coverage/machineCoverage';
import { appMachinePaths, type MachinePath } from '../coverage/paths';

/**
 * UI model tests (DESIGN "Tests"): paths generated from a catalog app machine (the graph utilities'
 * traversal, a shortest path to every transition-taking edge, then a small covering set) replayed in
 * Chromium, one page per path: each event becomes a page action, each state an assertion by role
 * and label. Coverage is counted from the transitions the replayed steps took (by the pure
 * machine), only for steps whose page assertion passed.
 */
export interface UiDriver {
  /** Opens the screen for a new path (signed in, stubs installed). */
  open(page: Page): Promise<void>;
  /** Performs `event` on the page (actor outcomes: the server's answer is released). */
  perform(page: Page, event: AnyEventObject, before: AnyMachineSnapshot): Promise<void>;
  /** Asserts the page shows `state`. */
  check(page: Page, state: AnyMachineSnapshot): Promise<void>;
}

/** A step the browser cannot take from this state (e.g. closing a dialog when none is open). */
export type StepFilter = (before: AnyMachineSnapshot, event: AnyEventObject) => boolean;

export function uiPaths(entry: CatalogEntry, events: readonly AnyEventObject[], drivable: StepFilter = () => true): MachinePath[] {
  const paths = appMachinePaths(entry.machine, { events, input: entry.input }).filter((path) =>
    path.steps.every((step, i) => i === 0 || step.event.type === 'xstate.init' || drivable(path.steps[i - 1]!.state, step.event)),
  );
  return selectCoveringPaths(entry.machine, paths);
}

export class UiCoverage {
  private readonly covered = new Set<string>();
  private readonly declared: string[];

  constructor(private readonly entry: CatalogEntry) {
    this.declared = declaredTransitions(entry.machine).map((t) => t.key);
  }

  record(before: AnyMachineSnapshot, event: AnyEventObject): void {
    for (const key of transitionsTaken(this.entry.machine, before, event)) this.covered.add(key);
  }

  get missing(): string[] {
    return this.declared.filter((key) => !this.covered.has(key));
  }

  line(): string {
    const covered = this.declared.filter((key) => this.covered.has(key)).length;
    return `${this.entry.id} (UI, Chromium): transitions covered: ${covered}/${this.declared.length}`;
  }
}

/** Replays one path on `page`: checks the initial state, then performs each step and checks where it leads. */
export async function replayOnPage(page: Page, driver: UiDriver, path: MachinePath, coverage: UiCoverage): Promise<void> {
  await driver.open(page);
  const [first, ...rest] = path.steps;
  if (!first) return;
  await driver.check(page, first.state);
  let before = first.state;
  for (const step of rest) {
    await driver.perform(page, step.event, before);
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
 * page), then the coverage line printed and the gate: every declared transition taken.
 */
export interface UiReplayOptions {
  /** Per-path time limit. */
  timeout?: number;
  /** A signed-in browser state (e2e/support/signedIn.ts `signedInAs`): one sign-in per worker, not per path. */
  storageState?: ReturnType<typeof signedInAs>;
}

export function describeUiReplay(title: string, driver: UiDriver, paths: readonly MachinePath[], coverage: UiCoverage, { timeout = 90_000, storageState }: UiReplayOptions = {}): void {
  test.describe(title, () => {
    test.describe.configure({ mode: 'serial' });
    if (storageState) test.use({ storageState });
    for (const path of paths) {
      test(pathName(path), async ({ page }) => {
        test.setTimeout(timeout);
        await replayOnPage(page, driver, path, coverage);
      });
    }

    test.afterAll(() => {
      console.log(coverage.line());
      expect(coverage.missing, 'transitions no replayed path took').toEqual([]);
    });
  });
}
