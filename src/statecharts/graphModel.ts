import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { guardModel } from './guards';
import { actionName, delayLabel, describeEventType } from './labels';
import type { GraphModel, GuardRules, StateKind, StateModel, TransitionModel } from './types';

/**
 * Builds the plain graph model of an XState v5 machine by walking `machine.root`: nested and
 * parallel states, initial and final states, every candidate transition of every event (guarded
 * branches separately, with "otherwise" fallbacks marked), `always`, delayed `after`, invoke
 * onDone/onError, self- and targetless transitions. Order is deterministic: states depth-first in
 * document order; a state's transitions in definition order, then its `always` transitions.
 */

export interface GraphModelOptions {
  /** The catalog id; defaults to `machine.id`. */
  id?: string;
  title?: string;
  spec?: string | null;
  /** The machine file's `<name>Rules` record: guard name -> plain-language rule and spec. */
  rules?: GuardRules;
}

interface TransitionDef {
  target?: readonly AnyStateNode[];
  guard?: unknown;
  actions: readonly unknown[];
  reenter: boolean;
  eventType: string;
  description?: string;
  meta?: unknown;
}

function specOf(meta: unknown): string | null {
  if (meta && typeof meta === 'object' && 'spec' in meta) {
    const spec = (meta as { spec?: unknown }).spec;
    if (typeof spec === 'string' && spec.trim()) return spec;
  }
  return null;
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).sort((a, b) => a.order - b.order);
}

/** The raise/cancel actions XState adds to entry/exit for each `after` timer: not the author's. */
function isTimerAction(action: unknown): boolean {
  if (typeof action !== 'function') return false;
  const a = action as { type?: unknown; id?: unknown; sendId?: unknown };
  const timerId = a.type === 'xstate.raise' ? a.id : a.type === 'xstate.cancel' ? a.sendId : undefined;
  return typeof timerId === 'string' && timerId.startsWith('xstate.after.');
}

function actionNames(actions: readonly unknown[]): string[] {
  return actions.filter((a) => !isTimerAction(a)).map(actionName);
}

function invokesOf(node: AnyStateNode): string[] {
  return node.invoke.map((inv) => {
    const src = typeof inv.src === 'string' ? inv.src : inv.id;
    return src === inv.id ? src : `${src} as ${inv.id}`;
  });
}

function stateModel(node: AnyStateNode, isInitial: boolean): StateModel {
  return {
    id: node.id,
    key: node.key,
    path: node.path.join('.'),
    parent: node.parent ? node.parent.id : null,
    type: node.type as StateKind,
    description: node.description ?? null,
    spec: specOf(node.meta),
    isInitial,
    invokes: invokesOf(node),
    entry: actionNames(node.entry),
    exit: actionNames(node.exit),
    history: node.type === 'history' ? (node.history === 'deep' ? 'deep' : 'shallow') : null,
  };
}

function collectStates(node: AnyStateNode, isInitial: boolean, out: AnyStateNode[], initialFlags: Map<string, boolean>): void {
  out.push(node);
  initialFlags.set(node.id, isInitial);
  const initialIds = node.type === 'compound' ? new Set(node.initial.target.map((t: AnyStateNode) => t.id)) : new Set<string>();
  for (const child of childrenOf(node)) collectStates(child, initialIds.has(child.id), out, initialFlags);
}

function transitionModels(
  node: AnyStateNode,
  eventType: string,
  defs: readonly TransitionDef[],
  context: { rules?: GuardRules; delays: Map<string, unknown>; namedDelays: Readonly<Record<string, unknown>>; stateKeyOf: (id: string) => string | undefined },
): TransitionModel[] {
  const delayed = context.delays.has(eventType);
  const described = delayed
    ? { trigger: 'after' as const, event: delayLabel(context.delays.get(eventType), context.namedDelays) }
    : describeEventType(eventType, context.stateKeyOf);
  return defs.map((def, index) => ({
    id: `${node.id}|${eventType}|${index}`,
    source: node.id,
    targets: (def.target ?? []).map((t) => t.id),
    trigger: described.trigger,
    eventType,
    event: described.event,
    guard: guardModel(def.guard, context.rules),
    otherwise: def.guard === undefined && defs.slice(0, index).some((d) => d.guard !== undefined),
    description: def.description ?? null,
    spec: specOf(def.meta),
    actions: def.actions.map(actionName),
    reenter: def.reenter,
  }));
}

/** The graph model of a machine. */
export function toGraphModel(machine: AnyStateMachine, options: GraphModelOptions = {}): GraphModel {
  const nodes: AnyStateNode[] = [];
  const initialFlags = new Map<string, boolean>();
  collectStates(machine.root, false, nodes, initialFlags);
  const keyById = new Map(nodes.map((n) => [n.id, n.key]));
  const stateKeyOf = (id: string) => keyById.get(id);
  const namedDelays = (machine.implementations.delays ?? {}) as Readonly<Record<string, unknown>>;

  const transitions: TransitionModel[] = [];
  for (const node of nodes) {
    const delays = new Map<string, unknown>(node.after.map((t: { eventType: string; delay: unknown }) => [t.eventType, t.delay]));
    const context = { rules: options.rules, delays, namedDelays, stateKeyOf };
    for (const [eventType, defs] of node.transitions as Map<string, TransitionDef[]>) {
      transitions.push(...transitionModels(node, eventType, defs, context));
    }
    const always = (node.always ?? []) as TransitionDef[];
    if (always.length > 0) transitions.push(...transitionModels(node, '', always, context));
  }

  return {
    id: options.id ?? machine.id,
    machineId: machine.id,
    title: options.title ?? machine.id,
    spec: options.spec ?? specOf(machine.root.meta),
    description: machine.root.description ?? null,
    root: machine.root.id,
    states: nodes.map((n) => stateModel(n, initialFlags.get(n.id) ?? false)),
    transitions,
  };
}
