import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { entriesOfModule, mergeCatalogs, type StatechartSource } from './catalog';

/**
 * Node side of the docs export (scripts/export-statecharts.ts and the freshness test): load the
 * catalog, compare a planned export with docs/statecharts, write it. Never imported by the browser.
 */

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DOCS_DIR = join(REPO_ROOT, 'docs', 'statecharts');

/** Where catalog entries live: the catalog, and the domain engineer's entries until the catalog lists them. */
const CATALOG_FILES = ['machines/catalog.ts', 'machines/domain/catalogEntries.ts'];

export async function loadSources(root = REPO_ROOT): Promise<StatechartSource[]> {
  const lists: StatechartSource[][] = [];
  for (const rel of CATALOG_FILES) {
    const file = join(root, rel);
    if (existsSync(file)) lists.push(entriesOfModule((await import(pathToFileURL(file).href)) as Record<string, unknown>));
  }
  return mergeCatalogs(...lists);
}

const EXPORTED = /\.(svg|json|md)$/;

/** Files that differ from the plan, are missing, or should not be there any more. */
export function staleFiles(plan: ReadonlyMap<string, string>, dir = DOCS_DIR): string[] {
  const present = existsSync(dir) ? readdirSync(dir).filter((f) => EXPORTED.test(f)) : [];
  const stale = [...plan].filter(([name, content]) => !present.includes(name) || readFileSync(join(dir, name), 'utf8') !== content).map(([name]) => name);
  const orphans = present.filter((name) => !plan.has(name));
  return [...stale, ...orphans].sort();
}

/** Writes the plan and removes exported files it no longer has; returns what changed. */
export function writePlan(plan: ReadonlyMap<string, string>, dir = DOCS_DIR): string[] {
  const changed = staleFiles(plan, dir);
  mkdirSync(dir, { recursive: true });
  for (const name of changed) {
    const content = plan.get(name);
    if (content === undefined) rmSync(join(dir, name));
    else writeFileSync(join(dir, name), content);
  }
  return changed;
}
