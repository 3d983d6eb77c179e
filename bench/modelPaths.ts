// Model-path benchmark: how long the machine-level model tests take to generate their paths and to
// replay them on real actors, per catalog machine, against a 10 s goal for the whole catalog.
// Prints numbers and a ratio; it never fails on a timing (DESIGN "Tests").
//   npx tsx bench/modelPaths.ts
import { pathToFileURL } from 'node:url';
import { catalog } from '../machines/catalog';
import { pathsForEntry, replayForCoverage, selectCoveringPaths } from '../model-tests/coverage/machineCoverage';

const BUDGET_MS = 10_000;

export interface MachinePathsBench {
  id: string;
  /** Paths generated (one per transition-taking edge of the state graph). */
  edgePaths: number;
  /** Paths replayed on real actors (the covering set, plus any the fallback added). */
  paths: number;
  transitions: number;
  covered: number;
  /** Path generation and covering-set selection (pure machine). */
  generateMs: number;
  /** Replay on real actors with coverage recording. */
  replayMs: number;
}

export interface ModelPathsBench {
  machines: number;
  /** Paths replayed, all machines. */
  paths: number;
  /** Declared transitions, all machines. */
  transitions: number;
  generateMs: number;
  replayMs: number;
  totalMs: number;
  budgetMs: typeof BUDGET_MS;
  /** totalMs / budgetMs: below 1 is within the goal. */
  ratio: number;
}

const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** Generates and replays every catalog machine's paths once (cold, as a test run does). */
export function measureMachines(): MachinePathsBench[] {
  return catalog.map((entry) => {
    const t0 = performance.now();
    const all = pathsForEntry(entry);
    const selected = selectCoveringPaths(entry.machine, all);
    const t1 = performance.now();
    const { replayed, report } = replayForCoverage(entry, all, selected);
    const t2 = performance.now();
    return { id: entry.id, edgePaths: all.length, paths: replayed.length, transitions: report.total, covered: report.covered, generateMs: t1 - t0, replayMs: t2 - t1 };
  });
}

function summarize(rows: readonly MachinePathsBench[]): ModelPathsBench {
  const sum = (pick: (r: MachinePathsBench) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const generateMs = sum((r) => r.generateMs);
  const replayMs = sum((r) => r.replayMs);
  const totalMs = generateMs + replayMs;
  return {
    machines: rows.length,
    paths: sum((r) => r.paths),
    transitions: sum((r) => r.transitions),
    generateMs: round(generateMs),
    replayMs: round(replayMs),
    totalMs: round(totalMs),
    budgetMs: BUDGET_MS,
    ratio: round(totalMs / BUDGET_MS, 3),
  };
}

export async function benchModelPaths(): Promise<ModelPathsBench> {
  return summarize(measureMachines());
}

function printTable(rows: readonly MachinePathsBench[], total: ModelPathsBench): void {
  const cols = (...cells: (string | number)[]) => cells.map((c, i) => (i === 0 ? String(c).padEnd(22) : String(c).padStart(12))).join('');
  console.log(cols('machine', 'transitions', 'edge paths', 'replayed', 'generate ms', 'replay ms'));
  for (const r of rows) {
    const transitions = r.covered === r.transitions ? `${r.transitions}` : `${r.covered}/${r.transitions} !!`;
    console.log(cols(r.id, transitions, r.edgePaths, r.paths, round(r.generateMs), round(r.replayMs)));
  }
  const edgePaths = rows.reduce((n, r) => n + r.edgePaths, 0);
  console.log(cols(`total (${total.machines} machines)`, total.transitions, edgePaths, total.paths, total.generateMs, total.replayMs));
  console.log(
    `model paths: ${total.totalMs} ms for ${total.machines} machines (${total.paths} paths, ${total.transitions} transitions); ` +
      `goal ${total.budgetMs} ms; ratio ${total.ratio} (${total.totalMs <= total.budgetMs ? 'within' : 'OVER'} the goal)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = measureMachines();
  printTable(rows, summarize(rows));
}
