// The 10,000-invoice benchmarks (run by `npm run bench`, or alone: `npx tsx bench/invoices.ts`,
// which expects a built dist/):
//   (c) the invoice page: InvoicesPage, 50 rows of 10,000 (Globex Wholesale), filtered to
//       Open/Created/Past Due and sorted by total descending; req/s and p99 (autocannon) on the real
//       server beside a bare graphql-yoga server answering the same document with the same SQL on the
//       same PGlite folder (bench/bareInvoices.ts), and the ratio;
//   (d) Transaction History in Chromium at 4x CPU throttling: first rows and row-selection delay
//       (bench/transactionHistoryBrowser.ts).
// One server at a time on 127.0.0.1; results go to bench/results/invoices.json.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, waitForHttp } from '../e2e/support/realServer';
import { GLOBEX_BUYER_ID } from '../server/db/demoIds';
import { attempt, CONNECTIONS, DURATION_S, hammer, portalHeaders, printThroughput, round, step, type Outcome, type Throughput } from './throughput';
import { measureTransactionHistory, median, type TransactionHistoryTimings } from './transactionHistoryBrowser';

const INVOICES = 10_000;
const PORT = Number(process.env.BENCH_INVOICES_PORT ?? 48192);
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

async function ids(url: string, headers: Record<string, string>): Promise<{ ids: string[]; total: number }> {
  const response = await fetch(url, { method: 'POST', headers, body: BODY, signal: AbortSignal.timeout(30_000) });
  const body = (await response.json()) as { data?: { invoices: { items: { id: string }[]; pageInfo: { totalCount: number } } }; errors?: unknown };
  if (!body.data) throw new Error(`InvoicesPage failed: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return { ids: body.data.invoices.items.map((i) => i.id), total: body.data.invoices.pageInfo.totalCount };
}

export interface InvoiceBenchResults {
  invoices: number;
  query: { rows: number; matching: number | null; filter: unknown; sort: unknown };
  portal: Throughput | { error: string };
  bareYogaSameSql: Throughput | { error: string };
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

    const url = `http://127.0.0.1:${PORT}`;
    step(`(c) InvoicesPage on the real server (server/main.ts) on ${url}: autocannon ${CONNECTIONS} connections, ${DURATION_S} s`);
    const portal = startProcess(['server/main.ts'], { PORT: String(PORT), HOST: '127.0.0.1', PORTAL_DATA_DIR: dataDir, DEMO_BANK_SETTLE_MS: '0' });
    let portalIds: Outcome<{ ids: string[]; total: number }>;
    let portalThroughput: Outcome<Throughput>;
    let browser: Outcome<TransactionHistoryTimings>;
    try {
      await waitForHttp(`${url}/`, 180_000);
      const headers = await portalHeaders(url, GLOBEX_ADMIN);
      portalIds = await attempt(() => ids(`${url}/graphql`, headers));
      portalThroughput = await attempt(() => hammer(`${url}/graphql`, headers, BODY, '"invoiceNumber"'));
      step('(d) Transaction History in Chromium, CPU throttled 4x');
      browser = await attempt(() => measureTransactionHistory(url, GLOBEX_ADMIN));
    } finally {
      await portal.stop();
    }

    step(`(c) the same document and SQL on a bare graphql-yoga (bench/bareInvoices.ts), same PGlite folder`);
    const bare = startProcess(['bench/bareInvoices.ts', String(PORT), dataDir, GLOBEX_BUYER_ID], {});
    let bareIds: Outcome<{ ids: string[]; total: number }>;
    let bareThroughput: Outcome<Throughput>;
    try {
      await waitForHttp(`${url}/graphql`, 120_000);
      const headers = { 'Content-Type': 'application/json' };
      bareIds = await attempt(() => ids(`${url}/graphql`, headers));
      bareThroughput = await attempt(() => hammer(`${url}/graphql`, headers, BODY, '"invoiceNumber"'));
    } finally {
      await bare.stop();
    }

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
    printThroughput('InvoicesPage 50 of 10k, portal', portalThroughput);
    printThroughput('same SQL, bare yoga', bareThroughput);
    console.log(`ratio portal / bare    req/s ${results.reqPerSecRatio ?? 'n/a'}   p99 ${results.p99Ratio ?? 'n/a'}   same rows: ${sameRows ?? 'n/a'}`);
    if (browser.ok) {
      const b = browser.value;
      console.log(`Transaction History (CPU ${b.cpuThrottlingRate}x): first rows ${b.firstRowPaintedMs.join(' / ')} ms (DOM ${b.firstRowMs.join(' / ')}), ${b.rowsShown} rows`);
      console.log(`row selection (Space -> checked, painted): ${b.selectionPaintedMs.join(' / ')} ms (DOM ${b.selectionDomMs.join(' / ')}); Event Timing >= 16 ms: ${b.selectionEventTimingMs.join(' / ') || 'none'}`);
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
