// `npx tsx bench/currentUser.ts`: `currentUser` on the real portal server (server/main.ts: bearer
// token, session checksum, session lookup, armor, resolver) against a bare graphql-yoga answering
// `{ hello }` with one `SELECT 1`, both on PGlite (each its own temp folder: one process owns a
// folder), both on 127.0.0.1, loaded in alternating rounds (autocannon, 10 connections, 2 s warm-up
// each, then 4 rounds of 5 s per server) so load drift on a shared machine hits both alike. Prints
// req/s and p99 per server and the ratio portal / bare; the target is >= 0.6. Never fails on a
// number. BENCH_PORT moves the ports (default 48290 and up). BENCH_BEFORE_ROOT=<another checkout>
// adds that checkout's server (e.g. the commit before a change) to the same alternating rounds, so
// before and after are measured side by side in one run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, waitForHttp } from '../e2e/support/realServer';
import { hammerAlternating, portalHeaders, round, step, type Target } from './throughput';

const PORTAL_PORT = Number(process.env.BENCH_PORT ?? 48290);
const BARE_PORT = PORTAL_PORT + 1;
const BEFORE_PORT = PORTAL_PORT + 2;
const ROUNDS = 4;
const ROUND_SECONDS = 5;
const ADMIN = 'admin@acme.example';
const CURRENT_USER = JSON.stringify({ query: 'query CurrentUser { currentUser { id email role } }' });

interface Child {
  stop(): Promise<void>;
}

/** Our own environment minus the server settings, so each server is hermetic (PGlite, in-process pub/sub). */
function hermetic(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'HOST', 'PORTAL_DATA_DIR', 'PORTAL_ENV', 'NODE_ENV', 'MAINTENANCE_WINDOW']) delete inherited[name];
  return { ...inherited, ...env };
}

function spawnServer(root: string, args: string[], env: Record<string, string>): Child & { child: ChildProcess } {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: hermetic(env), stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }
      await exited;
    },
  };
}

async function main(): Promise<void> {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim();
  console.log(`bench/currentUser: node ${process.version}, ${os.cpus().length} cores, commit ${commit}, load average ${os.loadavg().map((n) => round(n, 2)).join(' ')}`);
  const beforeRoot = process.env.BENCH_BEFORE_ROOT;
  const dataDirs: string[] = [];
  const startPortal = async (root: string, port: number) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'buyer-portal-bench-current-user-'));
    dataDirs.push(dataDir);
    return spawnServer(root, ['server/main.ts'], { PORT: String(port), HOST: '127.0.0.1', PORTAL_DATA_DIR: dataDir, PORTAL_ENV: 'development' });
  };
  const servers: Child[] = [];
  try {
    servers.push(await startPortal(REPO_ROOT, PORTAL_PORT), spawnServer(REPO_ROOT, ['bench/bareYoga.ts', String(BARE_PORT)], {}));
    if (beforeRoot) servers.push(await startPortal(path.resolve(beforeRoot), BEFORE_PORT));
    const portalURL = `http://127.0.0.1:${PORTAL_PORT}`;
    const beforeURL = `http://127.0.0.1:${BEFORE_PORT}`;
    const bareURL = `http://127.0.0.1:${BARE_PORT}/graphql`;
    await waitForHttp(`${portalURL}/healthz`, 600_000);
    await waitForHttp(bareURL, 600_000);
    if (beforeRoot) await waitForHttp(`${beforeURL}/healthz`, 600_000);
    const targets: Target[] = [
      { name: `portal currentUser (${commit})`, url: `${portalURL}/graphql`, headers: await portalHeaders(portalURL, ADMIN), body: CURRENT_USER, expect: ADMIN },
      { name: 'bare yoga SELECT 1', url: bareURL, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: '{ hello }' }), expect: '"hello":1' },
    ];
    if (beforeRoot) {
      const beforeCommit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: beforeRoot, encoding: 'utf8' }).stdout.trim() || path.basename(beforeRoot);
      targets.push({ name: `portal currentUser (${beforeCommit})`, url: `${beforeURL}/graphql`, headers: await portalHeaders(beforeURL, ADMIN), body: CURRENT_USER, expect: ADMIN });
    }
    step(`alternating rounds: ${ROUNDS} x ${ROUND_SECONDS} s per server, 10 connections, after a 2 s warm-up each`);
    const results = await hammerAlternating(targets, ROUNDS, ROUND_SECONDS);
    const bare = results[1]!;
    step('results (medians over the rounds)');
    for (const [index, target] of targets.entries()) {
      const r = results[index]!;
      const ratio = index === 1 ? '' : `   ratio to bare: req/s ${round(r.reqPerSec / bare.reqPerSec, 2)}, p99 ${round(r.p99Ms / bare.p99Ms, 2)}`;
      console.log(`${target.name.padEnd(30)} ${String(r.reqPerSec).padStart(8)} req/s (rounds ${r.rounds.map((x) => x.reqPerSec).join(' / ')})   p50 ${r.p50Ms} ms   p99 ${r.p99Ms} ms${ratio}`);
    }
    console.log('target: portal / bare req/s >= 0.6');
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 3 })));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
