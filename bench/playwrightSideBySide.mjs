// Runs the same Playwright subset under two settings (environment variables), alternating, `rounds`
// times each, and reports each run's wall time and the whole machine's busy CPU (/proc/stat), the
// means and their ratio (second / first). Used by bench/testBrowser.mjs and bench/testServiceWorker.mjs;
// run after `npm run build`, on a quiet machine.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/** Total and idle jiffies of all cores (/proc/stat). */
function cpu() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((a, b) => a + b, 0), idle: fields[3] + fields[4] };
}

function run(specs, name, env) {
  const before = cpu();
  const started = performance.now();
  const result = spawnSync('npx', ['playwright', 'test', ...specs], {
    env: { ...process.env, ...env, E2E_SERVERS: 'e2e', E2E_PORT: process.env.E2E_PORT ?? '28871' },
    encoding: 'utf8',
  });
  const wallS = (performance.now() - started) / 1000;
  const after = cpu();
  if (result.status !== 0) throw new Error(`${name}: playwright exited ${result.status}\n${result.stdout}\n${result.stderr}`);
  // Jiffies are 1/100 s; busy core-seconds = (total - idle) / 100.
  const busyCoreS = (after.total - before.total - (after.idle - before.idle)) / 100;
  return { variant: name, wallS: Number(wallS.toFixed(1)), busyCoreS: Number(busyCoreS.toFixed(1)) };
}

/**
 * `variants`: exactly two, { name: environment }; the ratio is the second's mean over the first's.
 * Writes bench/results/<resultName>.json.
 */
export function compareSideBySide({ specs, variants, rounds, resultName }) {
  const names = Object.keys(variants);
  if (names.length !== 2) throw new Error('compareSideBySide takes two variants');
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) runs.push(run(specs, name, variants[name]));
  }
  const mean = (name, key) => runs.filter((r) => r.variant === name).reduce((sum, r) => sum + r[key], 0) / rounds;
  const summary = Object.fromEntries(
    ['wallS', 'busyCoreS'].map((key) => [key, { [names[0]]: mean(names[0], key), [names[1]]: mean(names[1], key), ratio: Number((mean(names[1], key) / mean(names[0], key)).toFixed(2)) }]),
  );
  console.table(runs);
  console.log(JSON.stringify(summary, null, 2));
  writeFileSync(new URL(`./results/${resultName}.json`, import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), specs, variants, runs, summary }, null, 2)}\n`);
  return summary;
}
