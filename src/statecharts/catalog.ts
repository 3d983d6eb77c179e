import type { AnyStateMachine } from 'xstate';
import type { GuardRule } from './types';

/**
 * The machines the statechart pages and the docs export draw: `machines/catalog.ts` entries, plus
 * `domainCatalogEntries` of `machines/domain/catalogEntries.ts` while the catalog does not list them
 * yet. Structural types, so both files' entry types fit.
 */
export interface StatechartSource {
  id: string;
  title: string;
  specRef?: string;
  kind: 'domain' | 'app';
  machine: AnyStateMachine;
  /** guard name -> plain-language rule (the machine file's `<name>Rules` record). */
  rules?: Readonly<Record<string, GuardRule>>;
}

function isSource(value: unknown): value is StatechartSource {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<StatechartSource>;
  return typeof v.id === 'string' && typeof v.title === 'string' && typeof v.machine === 'object' && v.machine !== null && 'root' in v.machine;
}

/** Entries of every array export of a module that holds catalog entries (`catalog`, `domainCatalogEntries`, ...). */
export function entriesOfModule(module: Readonly<Record<string, unknown>>): StatechartSource[] {
  return Object.keys(module)
    .sort()
    .flatMap((name) => {
      const value = module[name];
      return Array.isArray(value) ? value.filter(isSource) : [];
    });
}

/** The catalog first, then domain entries it does not list yet (by id); ordered app flows last, then by title. */
export function mergeCatalogs(...lists: ReadonlyArray<readonly StatechartSource[]>): StatechartSource[] {
  const byId = new Map<string, StatechartSource>();
  for (const list of lists) for (const entry of list) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  const kindOrder = (e: StatechartSource) => (e.kind === 'domain' ? 0 : 1);
  return [...byId.values()].sort((a, b) => kindOrder(a) - kindOrder(b) || a.title.localeCompare(b.title, 'en') || a.id.localeCompare(b.id, 'en'));
}
