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
const bundleIn = (outDir) => path.join(outDir, 'main.mjs');
/** The bundle's own sources (from esbuild's metafile), to tell when it is stale. */
const inputsIn = (outDir) => path.join(outDir, 'inputs.json');
export const SERVER_BUNDLE = bundleIn(OUT_DIR);
/** Outside the sources but changing what the bundle imports or how it is built. */
const BUILD_INPUTS = ['package-lock.json', 'scripts/build-server.mjs'];

/** `outDir`: another folder than dist-server/ (scripts/buildServer.test.ts). */
export async function buildServerBundle(outDir = OUT_DIR) {
  mkdirSync(outDir, { recursive: true });
  // Several servers may start at once with a stale bundle: each writes its own file and renames it
  // into place (atomic), so none runs a half-written one.
  const temporary = `${bundleIn(outDir)}.${process.pid}.tmp`;
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
  writeFileSync(inputsIn(outDir), `${JSON.stringify(Object.keys(result.metafile.inputs).sort(), null, 1)}\n`);
  renameSync(temporary, bundleIn(outDir));
}

/** Why the bundle must be (re)built, or null when it is current. */
export function serverBundleStaleReason(outDir = OUT_DIR) {
  if (!existsSync(bundleIn(outDir)) || !existsSync(inputsIn(outDir))) return 'not built yet';
  const builtAt = statSync(bundleIn(outDir)).mtimeMs;
  const inputs = [...JSON.parse(readFileSync(inputsIn(outDir), 'utf8')), ...BUILD_INPUTS];
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
  const inputs = JSON.parse(readFileSync(inputsIn(OUT_DIR), 'utf8')).length;
  console.log(`dist-server/main.mjs: ${inputs} modules, ${(statSync(SERVER_BUNDLE).size / 1024).toFixed(0)} kB, in ${Math.round(performance.now() - started)} ms`);
}
