// `npm run bench`: prints numbers, budgets and ratios; it never fails on a timing (DESIGN "Tests").
//   (a) JS the sign-in route loads (gzip level 9) against a 150 kB budget;
//   (b) currentUser req/s and p99 (autocannon, 10 connections, 10 s) on the real server beside a bare
//       graphql-yoga + PGlite `SELECT 1` server, and their ratio;
//   (c), (d) the 10,000-invoice benchmarks of bench/invoices.ts (invoice page vs a bare yoga with the
//       same SQL; Transaction History in Chromium at 4x CPU throttling), also in bench/results/invoices.json.
// Everything runs on 127.0.0.1, one server at a time; results also go to bench/results/latest.json.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT, startRealServer, waitForHttp } from '../e2e/support/realServer';
import { measureRouteJs, type RouteJsSize } from './bundle';
import { benchInvoices } from './invoices';
import { benchModelPaths } from './modelPaths';
import { attempt, CONNECTIONS, DURATION_S, hammer, portalHeaders, printThroughput, round, step, WARMUP_S, type Outcome, type Throughput } from './throughput';

const SIGN_IN_JS_BUDGET_KB = 150;
const PORTAL_PORT = Number(process.env.BENCH_PORT ?? 48190);
const BARE_PORT = PORTAL_PORT + 1;
const ADMIN = 'admin@acme.example';
const CURRENT_USER = JSON.stringify({ query: 'query CurrentUser { currentUser { id email role } }' });

const kB = (bytes: number): number => Math.round(bytes / 10) / 100;

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
      hammer(`${portalURL}/graphql`, await portalHeaders(portalURL, ADMIN), CURRENT_USER, ADMIN),
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

  step('(c), (d) 10,000 invoices: invoice page and Transaction History (bench/invoices.ts)');
  const invoices = await attempt(benchInvoices);

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
    invoices: invoices.ok ? invoices.value : { error: invoices.error },
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
  const failed = [routeJs, portalThroughput, bareThroughput, modelPaths, invoices].filter((o) => !o.ok).length;

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
