// A new user on a slow link: cold loads in Chromium with the throttled profile of issue 9
// (CDP Network.emulateNetworkConditions 1.6 Mbps down, 750 kbps up, 150 ms round trip;
// Emulation.setCPUThrottlingRate 4; a new browser context per load, so the HTTP cache is cold).
//
//   npx tsx bench/coldLoad.ts                      builds if needed, starts this tree's server, measures it
//   npx tsx bench/coldLoad.ts before=URL after=URL measures running servers side by side (same run,
//                                                  loads alternating between them)
//
// Per target and load: /login largest contentful paint (PerformanceObserver, ms from navigation
// start; every candidate's element, size and time is logged, so a later paint taking over the LCP
// shows), /login's own layout shift up to the first input, and bytes transferred (CDP Network.loadingFinished encodedDataLength: what went over the
// wire, headers included, compressed when the server compresses); then the demo user signs in through
// the form and Account Overview's cumulative layout shift is taken (a) over the client-side navigation
// after Sign In and (b) over a full load of /account-overview with the cache cleared. CLS is the
// largest session window of layout-shift entries without recent input (the web-vitals definition).
// Writes bench/results/coldLoad.json. It never fails on a number, only when a load cannot run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium';
import { REPO_ROOT, startRealServer, waitForHttp } from '../e2e/support/realServer';
import { DEMO_PASSWORD } from './throughput';

export const THROTTLED_PROFILE = {
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
  latency: 150,
  cpuThrottlingRate: 4,
} as const;

export const BUDGETS = { loginLcpMs: 2_000, loginTransferredKb: 250, overviewCls: 0.02 } as const;

const LOADS = Number(process.env.COLD_LOADS ?? 3);
const DEMO_USER = 'admin@acme.example';

export interface LcpEntry {
  t: number;
  size: number;
  /** The element's tag and first text, e.g. `h1 "Sign In"`. */
  element: string;
}

export interface ColdLoad {
  loginLcpMs: number;
  /** Every LCP candidate in order: the last is the LCP. */
  loginLcpEntries: LcpEntry[];
  /** /login's own cumulative layout shift, up to the first input (the app taking over the prerendered screen must not move it). */
  loginCls: number;
  /** When the app replaced the prerendered sign-in screen (performance mark `prerender-takeover`), -1 when there was none. */
  takeoverMs: number;
  loginTransferredBytes: number;
  /** Bytes transferred per resource type (Document, Script, Stylesheet, Fetch, ...). */
  loginTransferredByType: Record<string, number>;
  loginRequests: number;
  overviewClsAfterSignIn: number;
  overviewClsFullLoad: number;
}

// Installed before any page script: layout shifts (with their time) and LCP candidates.
const VITALS_PROBE = `
(() => {
  window.__shifts = [];
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const sources = (e.sources || []).map((s) => {
        const n = s.node;
        if (!n || !n.nodeType) return '?';
        const el = n.nodeType === 1 ? n : n.parentElement;
        const text = (n.textContent || '').trim().slice(0, 40);
        return (el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') : '#text') + ' "' + text + '" ' + JSON.stringify([s.previousRect.y, s.currentRect.y, s.previousRect.height, s.currentRect.height]);
      });
      window.__shifts.push({ t: e.startTime, value: e.value, input: e.hadRecentInput, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__lcpEntries = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__lcp = e.startTime;
      window.__lcpEntries.push({ t: Math.round(e.startTime), size: e.size, node: e.element });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();
`;

/**
 * The LCP candidates with their elements described now: `(replaced)` when the element has left the
 * page since it painted (the prerendered sign-in screen after the app took over).
 */
const LCP_ENTRIES = `window.__lcpEntries.map((e) => {
  const el = e.node;
  const what = el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' "' + (el.textContent || '').trim().slice(0, 24) + '"' + (el.isConnected ? '' : ' (replaced)') : '(no element)';
  return { t: e.t, size: e.size, element: what };
})`;

interface Shift {
  t: number;
  value: number;
  input: boolean;
  /** What moved (element, text, [previous y, current y, previous height, current height]): for COLD_DEBUG=1. */
  sources?: string[];
}

function printShifts(label: string, shifts: readonly Shift[], since = 0): void {
  if (!process.env.COLD_DEBUG) return;
  for (const s of shifts.filter((x) => !x.input && x.t >= since)) console.log(`    ${label} shift ${s.value.toFixed(4)} at ${Math.round(s.t)} ms: ${(s.sources ?? []).join(' | ')}`);
}

/** Largest session window: shifts less than 1 s apart, a window at most 5 s long. */
export function cumulativeLayoutShift(shifts: readonly Shift[], since = 0): number {
  let best = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts.filter((s) => !s.input && s.t >= since).sort((a, b) => a.t - b.t)) {
    if (shift.t - previous > 1_000 || shift.t - windowStart > 5_000) {
      current = 0;
      windowStart = shift.t;
    }
    current += shift.value;
    previous = shift.t;
    best = Math.max(best, current);
  }
  return Math.round(best * 10_000) / 10_000;
}

async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLED_PROFILE.latency,
    downloadThroughput: THROTTLED_PROFILE.downloadThroughput,
    uploadThroughput: THROTTLED_PROFILE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_PROFILE.cpuThrottlingRate });
  return cdp;
}

/** Waits until the page has had no layout shift and no network for `quietMs` (content settled). */
async function settle(page: Page, quietMs = 1_500): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts.length);
    if (now === count) return;
    count = now;
    await page.waitForTimeout(quietMs);
  }
}

const shiftsOf = (page: Page): Promise<Shift[]> => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

export async function coldLoad(baseURL: string): Promise<ColdLoad> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(VITALS_PROBE);
    const cdp = await throttle(context, page);
    const requests = new Map<string, string>();
    const byType: Record<string, number> = {};
    let transferred = 0;
    let counting = true;
    cdp.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, event.type ?? 'Other'));
    cdp.on('Network.loadingFinished', (event) => {
      if (!counting) return;
      const type = requests.get(event.requestId) ?? 'Other';
      byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
      transferred += event.encodedDataLength;
    });

    await page.goto('/login', { timeout: 120_000 });
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor({ timeout: 120_000 });
    await settle(page);
    // LCP stops at the first input: read it before typing.
    const loginLcpMs = Math.round(await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp));
    const loginLcpEntries = (await page.evaluate(LCP_ENTRIES)) as LcpEntry[];
    const takeoverMs = await page.evaluate(() => Math.round(performance.getEntriesByName('prerender-takeover')[0]?.startTime ?? -1));
    const loginShifts = await shiftsOf(page);
    printShifts('/login', loginShifts);
    const loginCls = cumulativeLayoutShift(loginShifts);
    counting = false;
    const loginRequests = requests.size;

    await page.getByLabel('Email').fill(DEMO_USER);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: 120_000 });
    await settle(page);
    const afterSignIn = await shiftsOf(page);
    printShifts('after sign-in', afterSignIn, clickedAt);
    const overviewClsAfterSignIn = cumulativeLayoutShift(afterSignIn, clickedAt);

    await cdp.send('Network.clearBrowserCache');
    await page.goto('/account-overview', { timeout: 120_000 });
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: 120_000 });
    await settle(page);
    const fullLoad = await shiftsOf(page);
    printShifts('full load', fullLoad);
    const overviewClsFullLoad = cumulativeLayoutShift(fullLoad);
    await context.close();
    return { loginLcpMs, loginLcpEntries, loginCls, takeoverMs, loginTransferredBytes: transferred, loginTransferredByType: byType, loginRequests, overviewClsAfterSignIn, overviewClsFullLoad };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kB = (bytes: number): number => Math.round(bytes / 100) / 10;

interface TargetResult {
  name: string;
  url: string;
  loads: ColdLoad[];
  median: { loginLcpMs: number; loginTransferredKb: number; loginCls: number; overviewCls: number };
}

function logLoad(name: string, i: number, load: ColdLoad): void {
  console.log(
    `  ${name} #${i + 1}: /login LCP ${load.loginLcpMs} ms (${load.loginLcpEntries.map((e) => `${e.element} ${e.size} px² at ${e.t}`).join(', then ')}), CLS ${load.loginCls}, ` +
      `${load.takeoverMs >= 0 ? `app took over at ${load.takeoverMs} ms, ` : ''}` +
      `${kB(load.loginTransferredBytes)} kB in ${load.loginRequests} requests; ` +
      `overview CLS ${load.overviewClsAfterSignIn} after sign-in, ${load.overviewClsFullLoad} full load`,
  );
}

/**
 * Every target's loads, alternating (load 1 of each target, then load 2 of each, ...): on a shared
 * machine the load drifts within minutes, and alternating spreads the drift over all targets alike.
 */
async function measureTargets(targets: readonly { name: string; url: string }[]): Promise<TargetResult[]> {
  const loads = targets.map((): ColdLoad[] => []);
  for (let i = 0; i < LOADS; i++) {
    for (const [t, target] of targets.entries()) {
      const load = await coldLoad(target.url);
      logLoad(target.name, i, load);
      loads[t]!.push(load);
    }
  }
  return targets.map(({ name, url }, t) => {
    const own = loads[t]!;
    return {
      name,
      url,
      loads: own,
      median: {
        loginLcpMs: median(own.map((l) => l.loginLcpMs)),
        loginTransferredKb: kB(median(own.map((l) => l.loginTransferredBytes))),
        loginCls: median(own.map((l) => l.loginCls)),
        overviewCls: median(own.map((l) => Math.max(l.overviewClsAfterSignIn, l.overviewClsFullLoad))),
      },
    };
  });
}

function printTable(results: TargetResult[]): void {
  const verdict = (ok: boolean): string => (ok ? 'ok' : 'OVER');
  const rows: [string, (r: TargetResult) => string][] = [
    [`/login LCP, ms (budget ${BUDGETS.loginLcpMs})`, (r) => `${r.median.loginLcpMs} ${verdict(r.median.loginLcpMs <= BUDGETS.loginLcpMs)}`],
    [`/login transferred, kB (budget ${BUDGETS.loginTransferredKb})`, (r) => `${r.median.loginTransferredKb} ${verdict(r.median.loginTransferredKb <= BUDGETS.loginTransferredKb)}`],
    [`/login CLS (budget ${BUDGETS.overviewCls})`, (r) => `${r.median.loginCls} ${verdict(r.median.loginCls <= BUDGETS.overviewCls)}`],
    [`Overview CLS (budget ${BUDGETS.overviewCls})`, (r) => `${r.median.overviewCls} ${verdict(r.median.overviewCls <= BUDGETS.overviewCls)}`],
  ];
  console.log(`\nmedians of ${LOADS} cold loads | ${results.map((r) => r.name).join(' | ')}`);
  for (const [label, cell] of rows) console.log(`${label} | ${results.map(cell).join(' | ')}`);
}

async function main(argv: string[]): Promise<void> {
  const targets = argv.map((arg) => {
    const [name, url] = arg.includes('=') ? (arg.split(/=(.*)/s) as [string, string]) : [arg, arg];
    return { name, url };
  });
  let stop: (() => Promise<unknown>) | undefined;
  if (targets.length === 0) {
    const port = Number(process.env.BENCH_PORT ?? 48195);
    const server = await startRealServer({ name: 'bench-cold', port });
    stop = () => server.stop(8_000);
    await waitForHttp(`http://127.0.0.1:${port}/`, 180_000, server);
    targets.push({ name: 'this tree', url: `http://127.0.0.1:${port}` });
  }
  try {
    console.log(`cold loads, alternating: ${targets.map((t) => `${t.name} ${t.url}`).join(', ')}`);
    const results = await measureTargets(targets);
    printTable(results);
    const dir = path.join(REPO_ROOT, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'coldLoad.json'), `${JSON.stringify({ at: new Date().toISOString(), profile: THROTTLED_PROFILE, budgets: BUDGETS, results }, null, 2)}\n`);
  } finally {
    await stop?.();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(REPO_ROOT, 'bench', 'coldLoad.ts')) {
  await main(process.argv.slice(2));
}
