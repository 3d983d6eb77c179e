// Playwright webServer command: `node --import tsx e2e/support/serve.ts`, with E2E_SERVE (JSON, see
// `ServeSpec`) naming the servers to run and a readiness port.
//
// Starts every named real server AT ONCE, each on a fresh temp data folder copied from the seeded
// test template (realServer.ts `fromSeededTemplate`), and opens the readiness port only when all of
// them answer: Playwright starts the entries of its webServer list one after another, and seven
// servers in a row cost CI about twice the time of starting them side by side on two cores.
// On SIGTERM/SIGINT (Playwright's gracefulShutdown) it stops them all and their folders are removed;
// if one server exits early, the others are stopped and this process exits with its code.
//
// E2E_MAINTENANCE_WINDOW (JSON {from,to,email}) becomes every server's MAINTENANCE_WINDOW.
import { unwatchFile, watchFile } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { REPO_ROOT, startRealServer, waitForHttp, type RealServer } from './realServer';

export interface ServeSpec {
  /** Answers 200 on 127.0.0.1 once every server below is up. */
  readyPort: number;
  servers: { name: string; port: number; env: Record<string, string> }[];
}

const spec = JSON.parse(process.env.E2E_SERVE ?? 'null') as ServeSpec | null;
if (!spec?.servers.length || !Number.isInteger(spec.readyPort)) {
  console.error('usage: E2E_SERVE=\'{"readyPort":N,"servers":[{"name":…,"port":…,"env":{…}}]}\' node --import tsx e2e/support/serve.ts');
  process.exit(2);
}

const maintenanceWindow = process.env.E2E_MAINTENANCE_WINDOW;
const servers: RealServer[] = [];
let stopping = false;
const stopAll = () => {
  stopping = true;
  return Promise.all(servers.map((server) => server.stop(8_000)));
};
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stopAll());
// Playwright stopped with SIGKILL (npm test's cap on the e2e step kills its process group; this
// process has a group of its own) never sends the SIGTERM above: once the parent is gone, stop too.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  console.error('!! Playwright is gone: stopping the e2e servers.');
  void stopAll();
}, 2_000);
orphanWatch.unref();

const builtIndex = path.join(REPO_ROOT, 'dist', 'index.html');

async function startOne({ name, port, env }: ServeSpec['servers'][number]): Promise<RealServer> {
  const server = await startRealServer({
    name,
    port,
    echoStderr: true,
    fromSeededTemplate: true,
    env: { ...env, ...(maintenanceWindow ? { MAINTENANCE_WINDOW: maintenanceWindow } : {}) },
  });
  servers.push(server);
  console.log(`[${name}] real server pid ${server.child.pid} on port ${port}, data ${server.dataDir}, log ${server.logFile}`);
  void server.exited.then((result) => {
    if (stopping) return;
    console.error(`[${name}] exited early (${String(result)}); see ${server.logFile}. Stopping the others.`);
    void stopAll().then(() => process.exit(typeof result === 'number' && result !== 0 ? result : 1));
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, 180_000, server);
  return server;
}

// The seeded template is built once (server/db/testing.ts memoizes it per process and locks it across
// processes); every server copies it.
await Promise.all(spec.servers.map(startOne));

// The servers read dist/index.html once at start and serve hashed assets from dist/ on demand; a
// `vite build` elsewhere in this work tree during the run replaces them and the app goes blank.
watchFile(builtIndex, { interval: 2_000 }, (now, before) => {
  if (now.mtimeMs === before.mtimeMs) return;
  const what = now.mtimeMs === 0 ? 'removed (a build is running)' : `rebuilt at ${new Date(now.mtimeMs).toISOString()}`;
  console.error(`!! dist/index.html was ${what} while the e2e servers run: pages loaded after that may fail (stale asset hashes). Re-run when no other build is running.`);
});

const ready = createServer((_request, response) => response.end('ready')).listen(spec.readyPort, '127.0.0.1');
await Promise.all(servers.map((server) => server.exited));
ready.close();
unwatchFile(builtIndex);
process.exit(0);
