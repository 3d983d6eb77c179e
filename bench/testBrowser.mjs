// `node bench/testBrowser.mjs [rounds]` (after `npm run build`): the same Playwright subset (two UI model
// suites on the main e2e server) in the full browser (/usr/bin/chromium) and in Debian's headless
// shell (/usr/bin/chromium-headless-shell), alternating, `rounds` times each (default 2). Reports the
// wall time and the machine's busy CPU of each run, and the ratio; writes bench/results/testBrowser.json.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const SPECS = ['model-tests/ui/createGroup.spec.ts', 'model-tests/ui/cardActions.spec.ts'];
const BROWSERS = { full: '/usr/bin/chromium', headlessShell: '/usr/bin/chromium-headless-shell' };
const rounds = Number(process.argv[2] ?? 2);

/** Total and idle jiffies of all cores (/proc/stat). */
function cpu() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((a, b) => a + b, 0), idle: fields[3] + fields[4] };
}

function run(browser) {
  const before = cpu();
  const started = performance.now();
  const result = spawnSync('npx', ['playwright', 'test', ...SPECS], {
    env: { ...process.env, E2E_CHROMIUM: BROWSERS[browser], E2E_SERVERS: 'e2e', E2E_PORT: process.env.E2E_PORT ?? '49871' },
    encoding: 'utf8',
  });
  const wallS = (performance.now() - started) / 1000;
  const after = cpu();
  if (result.status !== 0) throw new Error(`${browser}: playwright exited ${result.status}\n${result.stdout}\n${result.stderr}`);
  // Jiffies are 1/100 s; busy core-seconds = (total - idle) / 100.
  const busyCoreS = (after.total - before.total - (after.idle - before.idle)) / 100;
  return { browser, wallS: Number(wallS.toFixed(1)), busyCoreS: Number(busyCoreS.toFixed(1)) };
}

const runs = [];
for (let round = 0; round < rounds; round++) for (const browser of round % 2 ? ['headlessShell', 'full'] : ['full', 'headlessShell']) runs.push(run(browser));
const mean = (browser, key) => runs.filter((r) => r.browser === browser).reduce((sum, r) => sum + r[key], 0) / rounds;
const summary = Object.fromEntries(['wallS', 'busyCoreS'].map((key) => [key, { full: mean('full', key), headlessShell: mean('headlessShell', key), ratio: Number((mean('headlessShell', key) / mean('full', key)).toFixed(2)) }]));
console.table(runs);
console.log(JSON.stringify(summary, null, 2));
writeFileSync(new URL('./results/testBrowser.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), specs: SPECS, runs, summary }, null, 2)}\n`);
