// The 10,000-invoice benchmarks (run by `npm run bench`, or alone: `npx tsx bench/invoices.ts`,
// which expects a built dist/):
//   (c) the invoice page: InvoicesPage, 50 rows of 10,000 (Globex Wholesale), filtered to
//       Open/Created/Past Due and sorted by total descending; req/s and p99 (autocannon) on the real
//       server beside a bare graphql-yoga server answering the same document with the same SQL on a
//       copy of the same PGlite folder (bench/bareInvoices.ts), measured in alternating rounds, and
//       the ratio;
//   (d) Transaction History in Chromium at 4x CPU throttling: first rows, row-selection delay and
//       Export CSV of the 10,000 rows (bench/transactionHistoryBrowser.ts).
// Both servers on 127.0.0.1 (only one is loaded at a time); results go to bench/results/invoices.json.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, waitForHttp } from '../e2e/support/realServer';
import { GLOBEX_BUYER_ID } from '../server/db/demoIds';
import { attempt, CONNECTIONS, hammerAlternating, portalHeaders, round, step, WARMUP_S, type Outcome, type RoundsResult } from './throughput';
import { measureTransactionHistory, median, type TransactionHistoryTimings } from './transactionHistoryBrowser';

const INVOICES = 10_000;
const PORT = Number(process.env.BENCH_INVOICES_PORT ?? 48192);
const ROUNDS = 4;
const ROUND_S = 5;
const GLOBEX_ADMIN = 'admin@globex.example';
const QUERY = `query InvoicesPage($buyerId: ID, $filter: InvoiceFilter, $sort: InvoiceSort, $page: PageInput) {
  invoices(buyerId: $buyerId, filter: $filter, sort: $sort, page: $page) {
    items { id invoiceNumber invoiceStatus invoiceType feeType invoiceTotal { amountMinor currency } remainingDue { amountMinor currency }
      applied { amountMinor currency } billDate dueDate isPastDue payable poNumber buyerUserName supplierName }
    pageInfo { hasNextPage endCursor totalCount }
    scope
  }
}`;
const VARIABLES = { filter: { statuses: ['open', 'created', 'pastDue'] }, sort: { field: 'invoiceTotal', direction: 'desc' }, page: { first: 50 } };
const BODY = JSON.stringify({ query: QUERY, variables: VARIABLES });

/** The server settings of our shell that must not leak into the measured processes. */
function hermeticEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'MAINTENANCE_WINDOW', 'PORT', 'PORTAL_DATA_DIR', 'HOST', 'PORTAL_ENV', 'NODE_ENV']) delete env[key];
  return { ...env, ...extra };
}

function startProcess(args: string[], env: Record<string, string>): { child: ChildProcess; stop: () => Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: hermeticEnv(env) });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }
      await exited;
    },
  };
}

function printRounds(name: string, outcome: Outcome<RoundsResult>): void {
  if (!outcome.ok) return void console.log(`${name.padEnd(34)} not measured: ${outcome.error}`);
  const r = outcome.value;
  const problems = r.rounds.reduce((n, x) => n + x.non2xx + x.errors + x.timeouts, 0);
  console.log(`${name.padEnd(34)} ${String(r.reqPerSec).padStart(6)} req/s   p50 ${r.p50Ms} ms   p99 ${r.p99Ms} ms (medians of ${r.rounds.length} rounds: req/s ${r.rounds.map((x) => x.reqPerSec).join(' / ')})${problems ? `   !! ${problems} failed requests` : ''}`);
}

async function ids(url: string, headers: Record<string, string>): Promise<{ ids: string[]; total: number }> {
  const response = await fetch(url, { method: 'POST', headers, body: BODY, signal: AbortSignal.timeout(30_000) });
  const body = (await response.json()) as { data?: { invoices: { items: { id: string }[]; pageInfo: { totalCount: number } } }; errors?: unknown };
  if (!body.data) throw new Error(`InvoicesPage failed: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return { ids: body.data.invoices.items.map((i) => i.id), total: body.data.invoices.pageInfo.totalCount };
}

export interface InvoiceBenchResults {
  invoices: number;
  query: { rows: number; matching: number | null; filter: unknown; sort: unknown };
  portal: RoundsResult | { error: string };
  bareYogaSameSql: RoundsResult | { error: string };
  sameRows: boolean | null;
  reqPerSecRatio: number | null;
  p99Ratio: number | null;
  transactionHistory: (TransactionHistoryTimings & { medianFirstRowMs: number; medianSelectionMs: number; maxSelectionMs: number }) | { error: string };
}

export async function benchInvoices(): Promise<InvoiceBenchResults> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'buyer-portal-bench-invoices-'));
  try {
    step(`seed: demo data plus ${INVOICES} invoices of Globex Wholesale into ${dataDir}`);
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/seedCli.ts', '--invoices', String(INVOICES)], {
      cwd: REPO_ROOT, stdio: 'inherit', env: hermeticEnv({ PORTAL_DATA_DIR: dataDir }),
    });
    if (seeded.status !== 0) throw new Error(`seed exited with ${seeded.status ?? seeded.signal}`);

    // The bare server gets a copy of the folder: one process owns a PGlite folder, and both run at once.
    const bareDir = `${dataDir}-bare`;
    cpSync(dataDir, bareDir, { recursive: true });
    const url = `http://127.0.0.1:${PORT}`;
    const bareUrl = `http://127.0.0.1:${PORT + 1}`;
    step(`(c) InvoicesPage: real server (server/main.ts) on ${url}, bare yoga (bench/bareInvoices.ts) on ${bareUrl}`);
    console.log(`  autocannon ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_S} s each (after a ${WARMUP_S} s warm-up each)`);
    const portal = startProcess(['server/main.ts'], { PORT: String(PORT), HOST: '127.0.0.1', PORTAL_DATA_DIR: dataDir, DEMO_BANK_SETTLE_MS: '0' });
    const bare = startProcess(['bench/bareInvoices.ts', String(PORT + 1), bareDir, GLOBEX_BUYER_ID], {});
    let portalIds: Outcome<{ ids: string[]; total: number }>;
    let bareIds: Outcome<{ ids: string[]; total: number }>;
    let measured: Outcome<RoundsResult[]>;
    let browser: Outcome<TransactionHistoryTimings>;
    try {
      await waitForHttp(`${url}/`, 180_000);
      await waitForHttp(`${bareUrl}/graphql`, 120_000);
      const headers = await portalHeaders(url, GLOBEX_ADMIN);
      const bareHeaders = { 'Content-Type': 'application/json' };
      portalIds = await attempt(() => ids(`${url}/graphql`, headers));
      bareIds = await attempt(() => ids(`${bareUrl}/graphql`, bareHeaders));
      measured = await attempt(() =>
        hammerAlternating(
          [
            { name: 'portal', url: `${url}/graphql`, headers, body: BODY, expect: '"invoiceNumber"' },
            { name: 'bare', url: `${bareUrl}/graphql`, headers: bareHeaders, body: BODY, expect: '"invoiceNumber"' },
          ],
          ROUNDS,
          ROUND_S,
        ),
      );
      step('(d) Transaction History in Chromium, CPU throttled 4x');
      browser = await attempt(() => measureTransactionHistory(url, GLOBEX_ADMIN));
    } finally {
      await portal.stop();
      await bare.stop();
      await rm(bareDir, { recursive: true, force: true });
    }
    const portalThroughput: Outcome<RoundsResult> = measured.ok ? { ok: true, value: measured.value[0]! } : measured;
    const bareThroughput: Outcome<RoundsResult> = measured.ok ? { ok: true, value: measured.value[1]! } : measured;

    const sameRows = portalIds.ok && bareIds.ok ? JSON.stringify(portalIds.value) === JSON.stringify(bareIds.value) : null;
    const both = portalThroughput.ok && bareThroughput.ok ? { portal: portalThroughput.value, bare: bareThroughput.value } : null;
    const results: InvoiceBenchResults = {
      invoices: INVOICES,
      query: { rows: VARIABLES.page.first, matching: portalIds.ok ? portalIds.value.total : null, filter: VARIABLES.filter, sort: VARIABLES.sort },
      portal: portalThroughput.ok ? portalThroughput.value : { error: portalThroughput.error },
      bareYogaSameSql: bareThroughput.ok ? bareThroughput.value : { error: bareThroughput.error },
      sameRows,
      reqPerSecRatio: both ? round(both.portal.reqPerSec / both.bare.reqPerSec, 2) : null,
      p99Ratio: both && both.bare.p99Ms > 0 ? round(both.portal.p99Ms / both.bare.p99Ms, 2) : null,
      transactionHistory: browser.ok
        ? { ...browser.value, medianFirstRowMs: median(browser.value.firstRowPaintedMs), medianSelectionMs: median(browser.value.selectionPaintedMs), maxSelectionMs: Math.max(...browser.value.selectionPaintedMs) }
        : { error: browser.error },
    };

    step('results (invoices)');
    printRounds('InvoicesPage 50 of 10k, portal', portalThroughput);
    printRounds('same SQL, bare yoga', bareThroughput);
    console.log(`ratio portal / bare    req/s ${results.reqPerSecRatio ?? 'n/a'}   p99 ${results.p99Ratio ?? 'n/a'}   same rows: ${sameRows ?? 'n/a'}`);
    if (browser.ok) {
      const b = browser.value;
      console.log(`Transaction History (CPU ${b.cpuThrottlingRate}x): first rows ${b.firstRowPaintedMs.join(' / ')} ms (DOM ${b.firstRowMs.join(' / ')}), ${b.rowsShown} rows`);
      console.log(`row selection (Space -> checked, painted): ${b.selectionPaintedMs.join(' / ')} ms (DOM ${b.selectionDomMs.join(' / ')}); Event Timing >= 16 ms: ${b.selectionEventTimingMs.join(' / ') || 'none'}`);
      console.log(`Export CSV (CPU ${b.cpuThrottlingRate}x): ${b.csvExportRows} rows downloaded ${b.csvExportMs} ms after Enter`);
    } else console.log(`Transaction History    not measured: ${browser.error}`);
    const failed = [portalThroughput, bareThroughput, browser].filter((o) => !o.ok).length;
    if (failed) throw new Error(`${failed} invoice benchmark(s) could not run (see above)`);
    return results;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  console.log(`bench (invoices): node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((n) => round(n, 2)).join(' ')}`);
  benchInvoices()
    .then((results) => {
      const out = path.join(REPO_ROOT, 'bench', 'results');
      mkdirSync(out, { recursive: true });
      const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim();
      writeFileSync(path.join(out, 'invoices.json'), `${JSON.stringify({ date: new Date().toISOString(), commit, loadAverage: os.loadavg(), ...results, elapsedS: round((Date.now() - started) / 1000) }, null, 2)}\n`);
      console.log('\nwritten bench/results/invoices.json');
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
