import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';

/**
 * Issue 10: the catalog lists every machine (so each is drawn on /statecharts, exported to
 * docs/statecharts and covered by the model tests). Every `createMachine({ id: '…' })` under
 * machines/ must be a catalog entry's machine.
 */
const MACHINES = fileURLToPath(new URL('../../machines', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The ids of the machines a source file creates. */
export function createdMachineIds(source: string): string[] {
  return [...source.matchAll(/createMachine\(\{\s*id:\s*'([^']+)'/g)].map((m) => m[1]!);
}

describe('the catalog lists every machine', () => {
  it('finds the machines a file creates (and none in a file without one)', () => {
    expect(createdMachineIds("export const m = setup({}).createMachine({\n  id: 'scratch',\n  initial: 'a' });")).toEqual(['scratch']);
    expect(createdMachineIds('export const x = 1;')).toEqual([]);
  });

  it('every machine created under machines/ is in machines/catalog.ts', () => {
    const created = sources(MACHINES).flatMap((file) => createdMachineIds(readFileSync(file, 'utf8')).map((id) => ({ id, file: relative(MACHINES, file) })));
    expect(created.length).toBeGreaterThanOrEqual(catalog.length);
    const listed = new Set(catalog.map((entry) => entry.machine.id));
    expect(created.filter(({ id }) => !listed.has(id))).toEqual([]);
  });
});
