#!/usr/bin/env node
// Bundles the server (server/main.ts and every module of ours it imports: server/, machines/,
// src/domain/) into one ES module, dist-server/main.mjs, which `npm start` runs with plain Node.
// npm packages stay imports from node_modules. Why: under tsx each start transpiled and resolved
// ~400 modules through the loader thread (2.4 s and 3.9 s of CPU to import the server on this
// machine; the bundle 1.4 s and 1.8 s), and production needs no TypeScript loader at run time.
// Not minified: a stack trace names readable code, each module under a `// server/...` comment.
//
//   node scripts/build-server.mjs          build
//   import { ensureServerBundle }          build only when a bundled source changed (scripts/start.mjs)
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'dist-server');
export const SERVER_BUNDLE = path.join(OUT_DIR, 'main.mjs');
/** The bundle's own sources (from esbuild's metafile), to tell when it is stale. */
const INPUTS = path.join(OUT_DIR, 'inputs.json');
/** Outside the sources but changing what the bundle imports or how it is built. */
const BUILD_INPUTS = ['package-lock.json', 'scripts/build-server.mjs'];

export async function buildServerBundle() {
  mkdirSync(OUT_DIR, { recursive: true });
  // Several servers may start at once with a stale bundle: each writes its own file and renames it
  // into place (atomic), so none runs a half-written one.
  const temporary = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(INPUTS, `${JSON.stringify(Object.keys(result.metafile.inputs).sort(), null, 1)}\n`);
  renameSync(temporary, SERVER_BUNDLE);
}

/** Why the bundle must be (re)built, or null when it is current. */
export function serverBundleStaleReason() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(INPUTS)) return 'not built yet';
  const builtAt = statSync(SERVER_BUNDLE).mtimeMs;
  const inputs = [...JSON.parse(readFileSync(INPUTS, 'utf8')), ...BUILD_INPUTS];
  for (const input of inputs) {
    const file = path.join(ROOT, input);
    if (!existsSync(file)) return `${input} is gone`;
    if (statSync(file).mtimeMs > builtAt) return `${input} changed`;
  }
  return null;
}

export async function ensureServerBundle(log = console.log) {
  const reason = serverBundleStaleReason();
  if (!reason) return;
  log(`Bundling the server (${reason})…`);
  await buildServerBundle();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServerBundle();
  const inputs = JSON.parse(readFileSync(INPUTS, 'utf8')).length;
  console.log(`dist-server/main.mjs: ${inputs} modules, ${(statSync(SERVER_BUNDLE).size / 1024).toFixed(0)} kB, in ${Math.round(performance.now() - started)} ms`);
}
