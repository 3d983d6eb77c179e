#!/usr/bin/env node
// `npm test`: everything CI runs (.ci/run), in order, stopping at the first failing step with its exit
// code. Each step prints a header and its duration; the run ends with `N passed, N failed`.
//
//   node scripts/test.mjs                 all steps
//   node scripts/test.mjs vitest e2e      only the named steps (names: see STEPS)
//   node scripts/test.mjs --list          the step names
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const MINUTE = 60_000;

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

/** A command from node_modules/.bin (never a global one, never a download via npx). */
const bin = (name, ...args) => ({ cmd: path.join(BIN, name), args });
const node = (script, ...args) => ({ cmd: process.execPath, args: [script, ...args] });

/**
 * Steps in CI order. `skip()` returns a reason to skip (the step's inputs do not exist yet);
 * `timeoutMin` bounds a hung step so the whole run stays well under CI's limit.
 */
export const STEPS = [
  {
    name: 'codegen',
    title: 'GraphQL codegen is up to date (graphql-codegen --check)',
    skip: () => (existsSync(path.join(ROOT, 'codegen.ts')) ? null : 'no codegen.ts yet'),
    // codegen 5 honours --check: it writes nothing and exits 1 listing stale files.
    run: [bin('graphql-codegen', '--config', 'codegen.ts', '--check')],
    timeoutMin: 3,
  },
  // tsc and ESLint each keep one core busy: on two cores they run side by side (`together`), their
  // output held back and printed whole when both have ended (about 30 s of CI time).
  { name: 'typecheck', title: 'TypeScript (tsc --noEmit)', run: [bin('tsc', '-p', 'tsconfig.json', '--noEmit')], timeoutMin: 5, together: 'static' },
  { name: 'lint', title: 'ESLint', run: [bin('eslint', '.')], timeoutMin: 5, together: 'static' },
  // On a fresh machine apt-get downloads and unpacks Chromium (network and disk, little CPU): beside
  // tsc and ESLint it costs no CI time (it once ran alone before Playwright).
  { name: 'chromium', title: 'Chromium for Playwright', run: [node('scripts/ensure-chromium.mjs')], timeoutMin: 5, together: 'static' },
  {
    name: 'vitest',
    title: 'Vitest: unit, machines, model tests, server (PGlite; PostgreSQL when 127.0.0.1:5432 answers)',
    run: [bin('vitest', 'run')],
    // A cap for a hung run, not a target: an idle 2-core machine needs a fraction of it.
    timeoutMin: 15,
  },
  // docs/statecharts freshness (what `npm run statecharts -- --check` checks) is a vitest test,
  // src/statecharts/docsFreshness.test.ts: a step of its own laid every machine out a second time.
  // The server's bundle too (scripts/build-server.mjs): `npm start` and the e2e servers run it.
  { name: 'build', title: 'Vite build, server bundle', run: [bin('vite', 'build'), node('scripts/build-server.mjs')], timeoutMin: 5 },
  {
    name: 'size',
    title: 'Size gate: JS per page from the Vite manifest, gzip (size-limit, .size-limit.mjs)',
    // Fails (exit 1) when a page or a lazy chunk is over its budget; passed checks of the ~150 chunks are hidden.
    run: [bin('size-limit', '--hide-passed')],
    timeoutMin: 2,
  },
  // 45, not 20: on 27 Nov this machine ran at about half speed (vite build 42.8 s, CI's 22.2 s) and
  // the e2e step passed 203 of 225 journeys in 20 minutes, then was stopped; CI's own run that day
  // took 24.4 minutes for its e2e step. Still a cap for a hung run: with every other step at its
  // cap the whole run stays inside CI's 90 minutes.
  { name: 'e2e', title: 'Playwright (e2e/, model-tests/ui/)', run: [bin('playwright', 'test')], timeoutMin: 45 },
];

/** Process groups of the commands running now: stopped together on Ctrl-C or SIGTERM. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) if (child.pid) killGroup(child.pid, 'SIGTERM');
    process.exit(130);
  });
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/**
 * Runs one command in its own process group; resolves with its exit code (124 on timeout).
 * `output`: an array to collect its stdout/stderr into (printed later by the caller) instead of
 * passing the terminal through.
 */
function runCommand({ cmd, args }, timeoutMs, output) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit', detached: true, env: process.env });
    running.add(child);
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      const message = `\n!! timed out after ${timeoutMs / MINUTE} min: ${cmd} ${args.join(' ')}\n`;
      if (output) output.push(Buffer.from(message));
      else console.error(message);
      killGroup(child.pid, 'SIGTERM');
      setTimeout(() => killGroup(child.pid, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      console.error(`!! could not start ${cmd}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve(timedOut ? 124 : (code ?? (signal ? 128 : 1)));
    });
  });
}

/** Runs a step's commands in order; resolves with the first failing exit code, or 0. */
async function runStep(step, output) {
  for (const command of step.run) {
    const code = await runCommand(command, step.timeoutMin * MINUTE, output);
    if (code !== 0) return code;
  }
  return 0;
}

/** Consecutive selected steps with the same `together` value form one batch; every other step is a batch of its own. */
function batchesOf(steps) {
  const batches = [];
  for (const step of steps) {
    const last = batches.at(-1);
    if (step.together && last?.[0].together === step.together) last.push(step);
    else batches.push([step]);
  }
  return batches;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main(argv) {
  if (argv.includes('--list')) {
    for (const step of STEPS) console.log(`${step.name.padEnd(12)} ${step.title}`);
    return 0;
  }
  const unknown = argv.filter((a) => !STEPS.some((s) => s.name === a));
  if (unknown.length) {
    console.error(`unknown step(s): ${unknown.join(', ')}; known: ${STEPS.map((s) => s.name).join(', ')}`);
    return 2;
  }
  const selected = argv.length ? STEPS.filter((s) => argv.includes(s.name)) : STEPS;

  const started = Date.now();
  const results = [];
  let exitCode = 0;
  let index = 0;
  for (const batch of batchesOf(selected)) {
    const runnable = [];
    for (const step of batch) {
      index += 1;
      console.log(`\n━━ [${index}/${selected.length}] ${step.name}: ${step.title}${batch.length > 1 ? ` (alongside ${batch.filter((s) => s !== step).map((s) => s.name).join(', ')})` : ''}`);
      const reason = step.skip?.();
      if (reason) {
        console.log(`━━ ${step.name}: skipped (${reason})`);
        results.push({ name: step.name, status: 'skipped', ms: 0 });
      } else runnable.push(step);
    }
    const alone = runnable.length === 1;
    const outcomes = await Promise.all(
      runnable.map(async (step) => {
        const output = alone ? undefined : [];
        const t0 = Date.now();
        const code = await runStep(step, output);
        return { step, code, ms: Date.now() - t0, output };
      }),
    );
    for (const { step, code, ms, output } of outcomes) {
      if (output) {
        console.log(`\n━━ ${step.name}: output`);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = code === 0;
      console.log(`━━ ${step.name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)}`);
      results.push({ name: step.name, status: ok ? 'passed' : 'failed', ms });
      if (!ok && exitCode === 0) exitCode = code;
    }
    if (exitCode !== 0) break;
  }

  const count = (status) => results.filter((r) => r.status === status).length;
  const notRun = selected.length - results.length;
  console.log('\n━━ Summary');
  for (const r of results) console.log(`   ${r.status.padEnd(7)} ${r.name.padEnd(12)} ${r.status === 'skipped' ? '' : seconds(r.ms)}`);
  const extras = [count('skipped') && `${count('skipped')} skipped`, notRun && `${notRun} not run`].filter(Boolean);
  console.log(
    `${count('passed')} passed, ${count('failed')} failed${extras.length ? ` (${extras.join(', ')})` : ''} in ${seconds(Date.now() - started)}`,
  );
  return exitCode;
}

// Only run when executed, not when imported.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}

