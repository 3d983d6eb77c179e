import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { guardName } from '../../machines/decide';

/**
 * Declared transitions of a machine, computed by walking `machine.root`: every state node's
 * transitions for each event (each guarded branch separately), `always` branches, `after` delays,
 * invoke `onDone`/`onError` and state `onDone`. Initial transitions are not counted.
 */

export type TransitionKind = 'event' | 'always' | 'after' | 'actorDone' | 'actorError' | 'stateDone';

export interface DeclaredTransition {
  /** Stable across `machine.provide()` copies: `<source id>|<event descriptor>|<branch index>`. */
  key: string;
  source: string;
  event: string;
  branch: number;
  kind: TransitionKind;
  guard?: string;
  targets: string[];
  description?: string;
}

const ALWAYS = 'always';

function kindOf(eventType: string): TransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'actorDone';
  if (eventType.startsWith('xstate.error.actor.')) return 'actorError';
  if (eventType.startsWith('xstate.done.state.')) return 'stateDone';
  return 'event';
}

/** The branch list a transition belongs to, on its source node. */
function branchesOf(t: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  return t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
}

/** The coverage key of a transition definition (taken from a microstep or read from the machine). */
export function transitionKey(t: AnyTransitionDefinition): string {
  return `${t.source.id}|${t.eventType === '' ? ALWAYS : t.eventType}|${branchesOf(t).indexOf(t)}`;
}

function describe(t: AnyTransitionDefinition): DeclaredTransition {
  const declared: DeclaredTransition = {
    key: transitionKey(t),
    source: t.source.id,
    event: t.eventType === '' ? ALWAYS : t.eventType,
    branch: branchesOf(t).indexOf(t),
    kind: kindOf(t.eventType),
    targets: (t.target ?? []).map((n: AnyStateNode) => n.id),
  };
  if (t.guard !== undefined) declared.guard = guardName(t.guard);
  if (t.description !== undefined) declared.description = t.description;
  return declared;
}

function walk(node: AnyStateNode, out: DeclaredTransition[]): void {
  for (const branches of node.transitions.values()) out.push(...branches.map(describe));
  out.push(...(node.always ?? []).map(describe));
  for (const child of Object.values(node.states)) walk(child, out);
}

export function declaredTransitions(machine: AnyStateMachine): DeclaredTransition[] {
  const out: DeclaredTransition[] = [];
  walk(machine.root, out);
  return out;
}
