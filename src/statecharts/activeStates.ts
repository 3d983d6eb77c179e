import type { GraphModel } from './types';

/** A machine snapshot's state value, structurally (`'a'`, `{ a: 'b' }`, `{ p: { x: 'y', z: 'w' } }`). */
export type StateValueLike = string | { readonly [key: string]: StateValueLike | undefined };

/**
 * The ids of the states active in a state value (leaves and their ancestors, root excluded), in
 * model order: what `renderSvg({ highlight })` marks as current.
 */
export function activeStateIds(model: GraphModel, value: StateValueLike): string[] {
  const childrenOf = (parent: string) => model.states.filter((s) => s.parent === parent);
  const active = new Set<string>();
  const visit = (parent: string, v: StateValueLike | undefined) => {
    if (v === undefined) return;
    const keys = typeof v === 'string' ? [v] : Object.keys(v);
    for (const key of keys) {
      const child = childrenOf(parent).find((s) => s.key === key);
      if (!child) continue;
      active.add(child.id);
      if (typeof v !== 'string') visit(child.id, v[key]);
    }
  };
  visit(model.root, value);
  return model.states.filter((s) => active.has(s.id)).map((s) => s.id);
}

/** The active leaves as paths, e.g. `signedIn.active`, for a "currently in state" line. */
export function activeLeafPaths(model: GraphModel, ids: readonly string[]): string[] {
  const set = new Set(ids);
  return model.states.filter((s) => set.has(s.id) && !model.states.some((c) => c.parent === s.id && set.has(c.id))).map((s) => s.path);
}
