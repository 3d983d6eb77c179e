import type { AnyStateMachine, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { declaredTransitions, transitionKey, type DeclaredTransition } from './declared';

/** Transition coverage of one machine: which declared transitions some replay took. */
export interface CoverageReport {
  machineId: string;
  covered: number;
  total: number;
  missing: DeclaredTransition[];
}

export interface CoverageRecorder {
  /** Pass as `createActor(machine, { inspect })`: records the root actor's microstep transitions. */
  inspect: (event: InspectionEvent) => void;
  /** Records transitions taken some other way (an API-level replay that steps the pure machine). */
  record: (transitions: readonly AnyTransitionDefinition[]) => void;
  report: () => CoverageReport;
}

/**
 * A recorder for a machine's transition coverage. Reusable by the API and UI model tests: replay
 * against the real system, step a real actor of the machine alongside with `inspect`, report.
 */
export function createCoverageRecorder(machine: AnyStateMachine): CoverageRecorder {
  const declared = declaredTransitions(machine);
  const known = new Set(declared.map((d) => d.key));
  const taken = new Set<string>();
  const record = (transitions: readonly AnyTransitionDefinition[]) => {
    for (const t of transitions) {
      const key = transitionKey(t);
      if (known.has(key)) taken.add(key);
    }
  };
  return {
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      const ref = event.actorRef as { sessionId?: string };
      if (ref.sessionId === event.rootId) record(event._transitions);
    },
    record,
    report: () => {
      const missing = declared.filter((d) => !taken.has(d.key));
      return { machineId: machine.id, covered: declared.length - missing.length, total: declared.length, missing };
    },
  };
}

/** Adds reports (the total line). */
export function sumCoverage(reports: readonly CoverageReport[]): { covered: number; total: number } {
  return reports.reduce((sum, r) => ({ covered: sum.covered + r.covered, total: sum.total + r.total }), { covered: 0, total: 0 });
}

/** `transitions covered: N/M` plus one line per uncovered transition. */
export function formatCoverage(label: string, report: { covered: number; total: number; missing?: readonly DeclaredTransition[] }): string {
  const lines = [`${label}: transitions covered: ${report.covered}/${report.total}`];
  for (const m of report.missing ?? []) {
    lines.push(`  missing: ${m.source} on ${m.event}${m.guard ? ` [${m.guard}]` : ''} -> ${m.targets.join(', ') || '(self)'}`);
  }
  return lines.join('\n');
}

/** Is every declared transition covered? (The gate: model tests fail below 100%.) */
export function isFullyCovered(report: CoverageReport): boolean {
  return report.total > 0 && report.covered === report.total;
}
