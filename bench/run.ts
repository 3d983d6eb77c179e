// `npm run bench`: prints numbers, budgets and ratios; it never fails on a timing (DESIGN "Tests").
//   (a) JS the sign-in route loads (gzip level 9) against a 150 kB budget;
//   (b) currentUser req/s and p99 (autocannon, 10 connections, 10 s) on the real server beside a bare
//       graphql-yoga + PGlite `SELECT 1` server, and their ratio.
// Everything runs on 127.0.0.1, one server at a time; results also go to bench/results/latest.json.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon, { type Result } from 'autocannon';
import { REPO_ROOT, startRealServer, waitForHttp } from '../e2e/support/realServer';
import { measureRouteJs, type RouteJsSize } from './bundle';
import { benchModelPaths } from './modelPaths';

const SIGN_IN_JS_BUDGET_KB = 150;
const CONNECTIONS = 10;
const DURATION_S = 10;
const WARMUP_S = 2;
const PORTAL_PORT = Number(process.env.BENCH_PORT ?? 48190);
const BARE_PORT = PORTAL_PORT + 1;
const ADMIN = 'admin@acme.example';
const DEMO_PASSWORD = 'Demo-Passw0rd!';
const CURRENT_USER = JSON.stringify({ query: 'query CurrentUser { currentUser { id email role } }' });

const kB = (bytes: number): number => Math.round(bytes / 10) / 100;
const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits;

function step(title: string): void {
  console.log(`\n── ${title}`);
}

function runOrDie(cmd: string, args: string[]): void {
  const result = spawnSync(cmd, args, { cwd: REPO_ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/** All JS vite emitted into dist/ (every route), for context beside what /login loads. */
function distJsGzipBytes(): { files: number; gzipBytes: number } {
  const dir = path.join(REPO_ROOT, 'dist');
  let files = 0;
  let gzipBytes = 0;
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.m?js$/.test(entry.name)) {
        files += 1;
        gzipBytes += gzipSync(readFileSync(full), { level: 9 }).length;
      }
    }
  };
  walk(dir);
  return { files, gzipBytes };
}

/** Signs in the way the SPA does; returns the headers a GraphQL call needs. */
async function portalHeaders(baseURL: string): Promise<Record<string, string>> {
  const xrw = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
  const signIn = await fetch(`${baseURL}/auth/sign-in`, {
    method: 'POST',
    signal: AbortSignal.timeout(15_000),
    headers: xrw,
    body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const { claims } = (await signIn.json()) as { claims: { sessionChecksum: string } };
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const auth = await fetch(`${baseURL}/auth`, {
    method: 'POST',
    headers: { ...xrw, Cookie: cookie },
    body: '{}',
    signal: AbortSignal.timeout(15_000),
  });
  if (!auth.ok) throw new Error(`POST /auth: ${auth.status} ${await auth.text()}`);
  const { token } = (await auth.json()) as { token: string };
  return { ...xrw, Authorization: `Bearer ${token}`, 'X-Session-Checksum': claims.sessionChecksum, Cookie: cookie };
}

interface Throughput {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Checks one request answers data (not an error), warms up, then measures. */
async function hammer(url: string, headers: Record<string, string>, body: string, expect: string): Promise<Throughput> {
  const probe = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(15_000) });
  const text = await probe.text();
  if (!probe.ok || !text.includes(expect)) throw new Error(`probe of ${url} failed: ${probe.status} ${text.slice(0, 300)}`);
  const options = { url, method: 'POST' as const, headers, body, connections: CONNECTIONS, timeout: 10 };
  await autocannon({ ...options, duration: WARMUP_S });
  const result: Result = await autocannon({ ...options, duration: DURATION_S });
  return {
    reqPerSec: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total ?? Math.round(result.requests.average * DURATION_S),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

/** Runs one benchmark; a failure is reported and recorded, and the others still run. */
async function attempt<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  !! ${message}`);
    return { ok: false, error: message };
  }
}

function printThroughput(name: string, outcome: Outcome<Throughput>): void {
  if (!outcome.ok) {
    console.log(`${name.padEnd(34)} not measured: ${outcome.error}`);
    return;
  }
  const t = outcome.value;
  const problems = t.non2xx + t.errors + t.timeouts;
  console.log(
    `${name.padEnd(34)} ${String(t.reqPerSec).padStart(8)} req/s   p50 ${String(t.p50Ms).padStart(4)} ms   p99 ${String(t.p99Ms).padStart(4)} ms` +
      (problems ? `   !! non-2xx ${t.non2xx}, errors ${t.errors}, timeouts ${t.timeouts}` : ''),
  );
}

async function startBareYoga(port: number): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bareYoga.ts', String(port)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }
    await exited;
  };
  return { child, stop };
}

async function main(): Promise<void> {
  const started = Date.now();
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim();
  const loadBefore = os.loadavg().map((n) => round(n, 2));
  console.log(`bench: node ${process.version}, ${os.cpus().length} cores, commit ${commit}, load average ${loadBefore.join(' ')}`);
  if ((loadBefore[0] ?? 0) > os.cpus().length) {
    console.log('!! the machine is busy (load average above the core count): throughput numbers will be low and noisy');
  }

  step('build (vite build) and Chromium');
  runOrDie(path.join(REPO_ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']);
  runOrDie(process.execPath, ['scripts/ensure-chromium.mjs']);
  const dist = distJsGzipBytes();

  step(`real server (node scripts/start.mjs) on 127.0.0.1:${PORTAL_PORT}, fresh PGlite folder`);
  const portalURL = `http://127.0.0.1:${PORTAL_PORT}`;
  const portal = await startRealServer({ name: 'bench', port: PORTAL_PORT });
  let routeJs: Outcome<RouteJsSize>;
  let portalThroughput: Outcome<Throughput>;
  try {
    await waitForHttp(`${portalURL}/`, 180_000, portal);

    step('(a) JS loaded by /login (gzip -9 of each response)');
    routeJs = await attempt(() => measureRouteJs(portalURL, '/login'));
    if (routeJs.ok) {
      for (const chunk of routeJs.value.chunks) {
        console.log(`  ${chunk.path.padEnd(56)} ${String(kB(chunk.bytes)).padStart(8)} kB  gzip ${String(kB(chunk.gzipBytes)).padStart(7)} kB`);
      }
      if (!routeJs.value.signInRendered) console.log('  !! the "Sign In" heading did not render: these numbers describe a broken page');
    }

    step(`(b) currentUser on the real server: autocannon ${CONNECTIONS} connections, ${DURATION_S} s (+${WARMUP_S} s warm-up)`);
    portalThroughput = await attempt(async () =>
      hammer(`${portalURL}/graphql`, await portalHeaders(portalURL), CURRENT_USER, ADMIN),
    );
  } finally {
    await portal.stop();
  }

  step(`(b) bare graphql-yoga { hello } (SELECT 1 on PGlite) on 127.0.0.1:${BARE_PORT}`);
  const bare = await startBareYoga(BARE_PORT);
  let bareThroughput: Outcome<Throughput>;
  try {
    bareThroughput = await attempt(async () => {
      await waitForHttp(`http://127.0.0.1:${BARE_PORT}/graphql`, 60_000);
      return hammer(
        `http://127.0.0.1:${BARE_PORT}/graphql`,
        { 'Content-Type': 'application/json' },
        JSON.stringify({ query: '{ hello }' }),
        '"hello":1',
      );
    });
  } finally {
    await bare.stop();
  }

  step('model paths: generate and replay every catalog machine');
  const modelPaths = await attempt(benchModelPaths);

  const signInKb = routeJs.ok ? kB(routeJs.value.totalGzipBytes) : null;
  const results = {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    cores: os.cpus().length,
    loadAverageAtStart: loadBefore,
    signInRouteJs: routeJs.ok
      ? {
          route: routeJs.value.route,
          chunks: routeJs.value.chunks.length,
          totalKb: kB(routeJs.value.totalBytes),
          gzipKb: signInKb,
          budgetGzipKb: SIGN_IN_JS_BUDGET_KB,
          ratioToBudget: round(kB(routeJs.value.totalGzipBytes) / SIGN_IN_JS_BUDGET_KB, 2),
          signInRendered: routeJs.value.signInRendered,
          files: routeJs.value.chunks.map((c) => ({ path: c.path, kb: kB(c.bytes), gzipKb: kB(c.gzipBytes) })),
        }
      : { error: routeJs.error, budgetGzipKb: SIGN_IN_JS_BUDGET_KB },
    distAllJs: { files: dist.files, gzipKb: kB(dist.gzipBytes) },
    currentUser: {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      portal: portalThroughput.ok ? portalThroughput.value : { error: portalThroughput.error },
      bareYogaSelect1: bareThroughput.ok ? bareThroughput.value : { error: bareThroughput.error },
      reqPerSecRatio:
        portalThroughput.ok && bareThroughput.ok ? round(portalThroughput.value.reqPerSec / bareThroughput.value.reqPerSec, 2) : null,
      p99Ratio:
        portalThroughput.ok && bareThroughput.ok && bareThroughput.value.p99Ms > 0
          ? round(portalThroughput.value.p99Ms / bareThroughput.value.p99Ms, 2)
          : null,
    },
    modelPaths: modelPaths.ok ? modelPaths.value : { error: modelPaths.error },
    elapsedS: round((Date.now() - started) / 1000),
  };

  step('results');
  if (routeJs.ok && signInKb !== null) {
    console.log(
      `sign-in route JS       ${signInKb} kB gzip in ${routeJs.value.chunks.length} files; budget ${SIGN_IN_JS_BUDGET_KB} kB; ` +
        `ratio ${round(signInKb / SIGN_IN_JS_BUDGET_KB, 2)} (${signInKb <= SIGN_IN_JS_BUDGET_KB ? 'within' : 'OVER'} budget)`,
    );
  } else console.log(`sign-in route JS       not measured: ${routeJs.ok ? '' : routeJs.error}`);
  console.log(`all JS in dist/        ${kB(dist.gzipBytes)} kB gzip in ${dist.files} files (every route)`);
  printThroughput('currentUser, portal', portalThroughput);
  printThroughput('{ hello } SELECT 1, bare yoga', bareThroughput);
  console.log(
    `ratio portal / bare    req/s ${results.currentUser.reqPerSecRatio ?? 'n/a'}   p99 ${results.currentUser.p99Ratio ?? 'n/a'}`,
  );
  if (modelPaths.ok) {
    const m = modelPaths.value;
    console.log(
      `model paths            ${m.machines} machines, ${m.paths} paths, ${m.transitions} transitions: ` +
        `generate ${round(m.generateMs)} ms + replay ${round(m.replayMs)} ms = ${round(m.totalMs)} ms; goal ${m.budgetMs} ms; ratio ${round(m.ratio, 3)}`,
    );
  } else console.log(`model paths            not measured: ${modelPaths.error}`);
  const failed = [routeJs, portalThroughput, bareThroughput, modelPaths].filter((o) => !o.ok).length;

  const out = path.join(REPO_ROOT, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten bench/results/latest.json (${results.elapsedS} s)`);
  // A benchmark that could not run is an error (exit 1); a slow number never is.
  if (failed) {
    console.log(`!! ${failed} benchmark(s) could not run`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
