import type { MessageSources } from './types';

/**
 * Program translation overrides (spec 1, 7) merged over the bundled messages. Pure.
 *
 * The overrides arrive as JSON from the program-translations endpoint; anything may be in it.
 * `flattenMessages` flattens nested objects with dots (`{ signIn: { heading: 'x' } }` ->
 * `signIn.heading`) and takes only non-empty string values, so a blank override never hides a
 * bundled message. Overrides may add ids the bundle does not have. Either map may hold strings or
 * syntax trees (src/api/localeActors.ts parses the flattened overrides first).
 */
export function mergeOverrides<T>(bundled: Readonly<Record<string, T>>, overrides: Readonly<Record<string, T>>): Record<string, T> {
  return { ...bundled, ...overrides };
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Flatten a nested JSON value into `id -> message`, keeping non-empty strings only. */
export function flattenMessages(value: unknown, prefix = ''): MessageSources {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: MessageSources = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (UNSAFE_KEYS.has(key)) continue;
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') {
      if (child.trim() !== '') out[id] = child;
    } else {
      Object.assign(out, flattenMessages(child, id));
    }
  }
  return out;
}
