import { catalog } from '../../machines/catalog';
import { entriesOfModule, mergeCatalogs, type StatechartSource } from './catalog';

/**
 * The statechart pages' list of machines (browser build): the catalog, plus the domain engineer's
 * `domainCatalogEntries` while the catalog does not list them (a glob, so the page builds with or
 * without that file). Computed once.
 */
const domainEntryModules = import.meta.glob<Record<string, unknown>>('../../machines/domain/catalogEntries.ts', { eager: true });

let sources: StatechartSource[] | null = null;

export function statechartSources(): StatechartSource[] {
  sources ??= mergeCatalogs(entriesOfModule({ catalog }), ...Object.values(domainEntryModules).map(entriesOfModule));
  return sources;
}
