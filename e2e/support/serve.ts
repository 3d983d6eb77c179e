// Playwright webServer command: `node --import tsx e2e/support/serve.ts <name> <port>`.
// E2E_MAINTENANCE_WINDOW (JSON {from,to,email}) becomes the server's MAINTENANCE_WINDOW.
// Runs the real server on a fresh temp data folder (see realServer.ts) and exits with the server's
// exit code; on SIGTERM/SIGINT (Playwright's gracefulShutdown) it stops the server and removes the folder.
import { startRealServer } from './realServer';

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
  env: maintenanceWindow ? { MAINTENANCE_WINDOW: maintenanceWindow } : {},
});
console.log(`[${name}] real server pid ${server.child.pid} on port ${port}, data ${server.dataDir}, log ${server.logFile}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void server.stop(8_000);
  });
}

const result = await server.exited;
process.exit(typeof result === 'number' ? result : 0);
