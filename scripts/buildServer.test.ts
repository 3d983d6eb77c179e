import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerBundle, serverBundleStaleReason } from './build-server.mjs';

/**
 * `npm start` runs the server from one bundled file (scripts/build-server.mjs) and rebuilds it when a
 * source it bundles changed. Built here into a folder of its own under .tmp/ (the real
 * dist-server/ may be in use by a running server).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const outDir = mkdtempSync(path.join(ROOT, '.tmp', 'server-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the server bundle', () => {
  it('is one module importing only packages and Node built-ins, current once built, stale once a bundled source is newer', async () => {
    expect(serverBundleStaleReason(outDir)).toBe('not built yet');
    await buildServerBundle(outDir);
    expect(serverBundleStaleReason(outDir)).toBeNull();

    const bundle = readFileSync(path.join(outDir, 'main.mjs'), 'utf8');
    const specifiers = [...bundle.matchAll(/(?:^import\b[^'"]*?from\s*|\bimport\()\s*["']([^"']+)["']/gm)].map((match) => match[1]!);
    expect(specifiers.length).toBeGreaterThan(10);
    expect(specifiers.filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/')), 'no file of ours is left to load at run time').toEqual([]);

    const source = path.join(ROOT, 'server', 'paths.ts');
    const { atime, mtime } = statSync(source);
    const builtAt = statSync(path.join(outDir, 'main.mjs')).mtime;
    utimesSync(source, atime, new Date(builtAt.getTime() + 1000));
    try {
      expect(serverBundleStaleReason(outDir)).toBe('server/paths.ts changed');
    } finally {
      utimesSync(source, atime, mtime);
    }
  });
});
