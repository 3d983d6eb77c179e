// Transaction History of the 10,000-invoice buyer in Chromium with 4x CPU throttling (CDP
// Emulation.setCPUThrottlingRate), measured in the page:
//   - first rows: from the document's navigation start (a full load of /account-overview/transactions:
//     boot, session, route chunks, the InvoicesPage query) to the first data row in the grid's DOM,
//     and to the frame after it (painted);
//   - row selection: from the Space key's `keydown` (event.timeStamp) to the row's aria-selected
//     turning true (the checkbox checked), and to the frame after it; plus the Event Timing
//     entry's duration for that keydown when Chromium records one (it only records >= 16 ms);
//   - Export CSV of the whole list: from Enter on the button to the download (timed from Node).
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium';
import { DEMO_PASSWORD, round } from './throughput';

export interface TransactionHistoryTimings {
  cpuThrottlingRate: number;
  loads: number;
  /** Per load, ms from navigation start. */
  firstRowMs: number[];
  firstRowPaintedMs: number[];
  rowsShown: number;
  /** Per selection, ms from keydown. */
  selectionDomMs: number[];
  selectionPaintedMs: number[];
  /** Event Timing durations of the keydowns (only those >= 16 ms are reported by the browser). */
  selectionEventTimingMs: number[];
  /** Export CSV of the whole list (10,000 rows): ms from pressing the button to the download, and the rows in the file. */
  csvExportMs: number;
  csvExportRows: number;
}

const TRANSACTIONS = '/account-overview/transactions';

// Installed before any page script: records when the first data row appears in the grid.
const FIRST_ROW_PROBE = `
(() => {
  const mark = () => {
    if (window.__firstRowAt !== undefined) return true;
    if (!document.querySelector('[role="grid"] [role="rowheader"]')) return false;
    window.__firstRowAt = performance.now();
    requestAnimationFrame(() => setTimeout(() => { window.__firstRowPaintedAt = performance.now(); }, 0));
    return true;
  };
  new MutationObserver((_, observer) => { if (mark()) observer.disconnect(); })
    .observe(document, { childList: true, subtree: true });
})();
`;

async function firstRowTimes(page: Page): Promise<{ dom: number; painted: number }> {
  await page.waitForFunction(() => (window as unknown as { __firstRowPaintedAt?: number }).__firstRowPaintedAt !== undefined, undefined, { timeout: 120_000 });
  return page.evaluate(() => {
    const w = window as unknown as { __firstRowAt: number; __firstRowPaintedAt: number };
    return { dom: w.__firstRowAt, painted: w.__firstRowPaintedAt };
  });
}

/** Focuses the n-th selectable, unselected data row and arms the in-page clock for the next Space. */
async function armSelection(page: Page, n: number): Promise<void> {
  await page.evaluate((index) => {
    const rows = [...document.querySelectorAll<HTMLElement>('[role="grid"] [role="row"]')].filter(
      // Rows that cannot be paid have a disabled checkbox (the list's disabledKeys).
      (row) => row.querySelector('input[type="checkbox"]:not(:disabled)') && row.getAttribute('aria-selected') === 'false',
    );
    const row = rows[index];
    if (!row) throw new Error(`no selectable row ${index} (of ${rows.length})`);
    const w = window as unknown as { __sel: { down?: number; dom?: number; painted?: number; eventMs?: number } };
    w.__sel = {};
    addEventListener('keydown', (event) => { if (event.key === ' ') w.__sel.down = event.timeStamp; }, { capture: true, once: true });
    new PerformanceObserver((list, observer) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'keydown') {
          w.__sel.eventMs = entry.duration;
          observer.disconnect();
        }
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    new MutationObserver((_, observer) => {
      if (row.getAttribute('aria-selected') !== 'true') return;
      observer.disconnect();
      w.__sel.dom = performance.now();
      requestAnimationFrame(() => setTimeout(() => { w.__sel.painted = performance.now(); }, 0));
    }).observe(row, { attributes: true, attributeFilter: ['aria-selected'] });
    row.focus();
  }, n);
}

async function selectionTimes(page: Page): Promise<{ dom: number; painted: number; eventMs: number | null }> {
  await page.waitForFunction(() => (window as unknown as { __sel: { painted?: number } }).__sel.painted !== undefined, undefined, { timeout: 30_000 });
  // Event Timing entries arrive after the frame; give them a moment.
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const s = (window as unknown as { __sel: { down: number; dom: number; painted: number; eventMs?: number } }).__sel;
    return { dom: s.dom - s.down, painted: s.painted - s.down, eventMs: s.eventMs ?? null };
  });
}

export async function measureTransactionHistory(baseURL: string, email: string, options: { loads?: number; selections?: number; cpuThrottlingRate?: number } = {}): Promise<TransactionHistoryTimings> {
  const loads = options.loads ?? 3;
  const selections = options.selections ?? 5;
  const rate = options.cpuThrottlingRate ?? 4;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(FIRST_ROW_PROBE);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: 60_000 });
    // Warm the HTTP cache once, unthrottled (a returning user's load, as the numbers below).
    await page.goto(TRANSACTIONS);
    await firstRowTimes(page);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const result: TransactionHistoryTimings = {
      cpuThrottlingRate: rate, loads, firstRowMs: [], firstRowPaintedMs: [], rowsShown: 0, selectionDomMs: [], selectionPaintedMs: [], selectionEventTimingMs: [], csvExportMs: 0, csvExportRows: 0,
    };
    for (let i = 0; i < loads; i++) {
      await page.goto(TRANSACTIONS, { waitUntil: 'commit' });
      const t = await firstRowTimes(page);
      result.firstRowMs.push(round(t.dom));
      result.firstRowPaintedMs.push(round(t.painted));
    }
    // Let the table settle (all rows of the first page rendered) before selecting.
    await page.waitForLoadState('networkidle');
    result.rowsShown = await page.locator('[role="grid"] [role="rowheader"]').count();
    for (let i = 0; i < selections; i++) {
      await armSelection(page, 0);
      await page.keyboard.press('Space');
      const s = await selectionTimes(page);
      result.selectionDomMs.push(round(s.dom));
      result.selectionPaintedMs.push(round(s.painted));
      if (s.eventMs !== null) result.selectionEventTimingMs.push(s.eventMs);
    }
    // Export CSV (streamed, with progress) of the unfiltered list, still throttled.
    const download = page.waitForEvent('download', { timeout: 120_000 });
    const pressed = performance.now();
    await page.getByRole('button', { name: 'Export CSV' }).press('Enter');
    const file = await download;
    result.csvExportMs = round(performance.now() - pressed);
    const stream = await file.createReadStream();
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    result.csvExportRows = text.split('\r\n').length - 2;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return result;
  } finally {
    await browser.close();
  }
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
