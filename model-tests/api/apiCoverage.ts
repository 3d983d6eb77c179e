import type { AnyStateMachine } from 'xstate';
import { declaredTransitions } from '../coverage/declared';
import { formatCoverage, isFullyCovered, type CoverageReport } from '../coverage/recorder';
import type { ApiReplayReport } from './apiReplay';

/**
 * API-level transition coverage of one machine: its declared transitions (`coverage/declared.ts`,
 * the same count as the machine level) against the union of what its API replays drove (a
 * machine may need more than one replay: one per API that uses it, or one per start state). A
 * transition counts once some replayed, accepted step took it by the pure machine and the API
 * agreed on every step of that path.
 */
export function apiCoverage(machine: AnyStateMachine, reports: readonly Pick<ApiReplayReport, 'plan'>[]): CoverageReport {
  const declared = declaredTransitions(machine);
  const driven = new Set(reports.flatMap((report) => [...report.plan.transitionsDriven]));
  const missing = declared.filter((d) => !driven.has(d.key));
  return { machineId: machine.id, covered: declared.length - missing.length, total: declared.length, missing };
}

/** `<id> (API): transitions covered: N/M`, each missing transition on its own line. */
export const formatApiCoverage = (report: CoverageReport): string => formatCoverage(`${report.machineId} (API)`, report);

/** The API-level gate: every declared transition driven through the API. */
export const isApiCovered = (report: CoverageReport): boolean => isFullyCovered(report);

/** Prints the API-level line and answers the transitions no replay drove (`source on event`): the gate is `toEqual([])`. */
export function uncoveredAtApiLevel(machine: AnyStateMachine, reports: readonly Pick<ApiReplayReport, 'plan'>[]): string[] {
  const coverage = apiCoverage(machine, reports);
  console.log(formatApiCoverage(coverage));
  return isApiCovered(coverage) ? [] : coverage.missing.map((m) => `${m.source} on ${m.event}${m.guard ? ` [${m.guard}]` : ''}`);
}
