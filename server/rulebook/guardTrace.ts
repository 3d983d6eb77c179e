import { getMicrosteps, getNextTransitions, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyTransitionDefinition } from 'xstate';
import { guardName, type RuleDocLike } from '../../machines/decide';
import type { GuardResult } from '../audit/auditEntry';

/**
 * Which guards XState evaluated for an accepted event, in order, and their outcome: the audit
 * trail's `rule_results`. Exact for machines without wildcard event descriptors (ours).
 *
 * - The event's own transitions: in each region XState tries the candidates of the active leaf,
 *   then of its ancestors, in document order, and takes the first enabled one
 *   (`getTransitionData`); every guarded candidate before it was evaluated and failed, the ones
 *   after it in the same region were not evaluated. No guard is run again for this.
 * - Eventless (`always`) transitions after it: evaluated by name, at each microstep, with the
 *   triggering event, until one is enabled (the next microstep) or none is (the final state).
 */
export function traceGuards(
  machine: AnyStateMachine,
  from: AnyMachineSnapshot,
  event: AnyEventObject,
  rules: Readonly<Record<string, RuleDocLike>> = {},
): GuardResult[] {
  const describe = (guard: string, passed: boolean): GuardResult => {
    const doc = rules[guard];
    return { guard, passed, ...(doc ? { description: doc.description } : {}), ...(doc?.spec ? { spec: doc.spec } : {}) };
  };
  const results = eventGuards(machine, from, event).map(({ guard, passed }) => describe(guard, passed));
  for (const [snapshot] of getMicrosteps(machine, from as never, event as never)) {
    results.push(...eventlessGuards(machine, snapshot as AnyMachineSnapshot, event).map(({ guard, passed }) => describe(guard, passed)));
  }
  return results;
}

function eventGuards(machine: AnyStateMachine, from: AnyMachineSnapshot, event: AnyEventObject): GuardResult[] {
  const enabled = new Set<AnyTransitionDefinition>(machine.getTransitionData(from as never, event as never));
  const taken: AnyTransitionDefinition[] = [];
  const results: GuardResult[] = [];
  for (const candidate of getNextTransitions(from)) {
    if (candidate.eventType === '' || !matchesDescriptor(candidate.eventType, event.type)) continue;
    const passed = enabled.has(candidate);
    // Not evaluated: a transition of the same state or a descendant (same region) was taken first.
    if (!passed && taken.some((t) => isSelfOrAncestor(candidate.source, t.source))) continue;
    if (passed) taken.push(candidate);
    if (candidate.guard !== undefined) results.push({ guard: guardName(candidate.guard), passed });
  }
  return results;
}

interface NodeLike {
  parent?: NodeLike | undefined;
}

function isSelfOrAncestor(node: NodeLike, of: NodeLike): boolean {
  for (let current: NodeLike | undefined = of; current; current = current.parent) if (current === node) return true;
  return false;
}

type GuardImplementation = (args: { context: unknown; event: unknown }, params: unknown) => boolean;

function eventlessGuards(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject): GuardResult[] {
  const results: GuardResult[] = [];
  for (const candidate of getNextTransitions(snapshot).filter((t) => t.eventType === '')) {
    if (candidate.guard === undefined) break;
    const name = guardName(candidate.guard);
    const implementation = (machine.implementations.guards as Record<string, GuardImplementation | undefined>)[name];
    if (!implementation) continue;
    const params = typeof candidate.guard === 'object' && candidate.guard !== null ? (candidate.guard as { params?: unknown }).params : undefined;
    const passed = implementation({ context: snapshot.context, event }, params) === true;
    results.push({ guard: name, passed });
    if (passed) break;
  }
  return results;
}

/** XState's event descriptors: exact, `*`, or `area.*`. */
function matchesDescriptor(descriptor: string, type: string): boolean {
  if (descriptor === type || descriptor === '*') return true;
  return descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1));
}
