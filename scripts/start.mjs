// npm start: build the SPA when dist/ is missing or older than its sources, bundle the server when
// dist-server/main.mjs is missing or older than its sources (scripts/build-server.mjs), then run it.
// Signals are forwarded so the server can shut down cleanly (PGlite must release its folder).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBundle, SERVER_BUNDLE } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const BROWSER_SOURCES = ['src', 'views', 'machines', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), info.mtimeMs);
}

const builtIndex = join(root, 'dist', 'index.html');
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesChangedAt = Math.max(...BROWSER_SOURCES.map((source) => newestChange(join(root, source))));
if (builtAt < sourcesChangedAt) {
  console.log(builtAt === 0 ? 'Building the app (first start)…' : 'Sources changed: rebuilding the app…');
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await ensureServerBundle();
// One process between us and the server, for signals.
const server = spawn(process.execPath, [SERVER_BUNDLE], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
