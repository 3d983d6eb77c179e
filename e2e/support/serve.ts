// Playwright webServer command: `node --import tsx e2e/support/serve.ts <name> <port>`.
// E2E_MAINTENANCE_WINDOW (JSON {from,to,email}) becomes the server's MAINTENANCE_WINDOW.
// Runs the real server on a fresh temp data folder copied from the seeded test template (see
// realServer.ts `fromSeededTemplate`) and exits with the server's
// exit code; on SIGTERM/SIGINT (Playwright's gracefulShutdown) it stops the server and removes the folder.
import { unwatchFile, watchFile } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startRealServer, waitForHttp } from './realServer';

const [name, portText] = process.argv.slice(2);
const port = Number(portText);
if (!name || !Number.isInteger(port) || port <= 0) {
  console.error('usage: node --import tsx e2e/support/serve.ts <name> <port>');
  process.exit(2);
}

const maintenanceWindow = process.env.E2E_MAINTENANCE_WINDOW;
const server = await startRealServer({
  name,
  port,
  echoStderr: true,
  fromSeededTemplate: true,
  env: maintenanceWindow ? { MAINTENANCE_WINDOW: maintenanceWindow } : {},
});
console.log(`[${name}] real server pid ${server.child.pid} on port ${port}, data ${server.dataDir}, log ${server.logFile}`);

// The server reads dist/index.html once at start and serves hashed assets from dist/ on demand; a
// `vite build` elsewhere in this work tree during the run replaces them and the app goes blank.
// Watched from when the server answers (start.mjs may build first).
const builtIndex = path.join(REPO_ROOT, 'dist', 'index.html');
void waitForHttp(`http://127.0.0.1:${port}/`, 180_000, server).then(
  () =>
    watchFile(builtIndex, { interval: 2_000 }, (now, before) => {
      if (now.mtimeMs === before.mtimeMs) return;
      const what = now.mtimeMs === 0 ? 'removed (a build is running)' : `rebuilt at ${new Date(now.mtimeMs).toISOString()}`;
      console.error(
        `[${name}] !! dist/index.html was ${what} while this server runs: pages loaded after that may ` +
          'fail (stale asset hashes). Re-run when no other build is running.',
      );
    }),
  () => undefined,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void server.stop(8_000);
  });
}

const result = await server.exited;
unwatchFile(builtIndex);
process.exit(typeof result === 'number' ? result : 0);
