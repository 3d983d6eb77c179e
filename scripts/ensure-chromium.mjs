#!/usr/bin/env node
// Makes sure Debian's Chromium is installed for Playwright (which never downloads browsers here: see
// playwright.config.ts): `chromium` (/usr/bin/chromium, the full browser the benchmarks use) and
// `chromium-headless-shell` (/usr/bin/chromium-headless-shell, the same source and version built
// headless-only, which the tests run in: e2e/support/chromium.ts). Idempotent: when both are present
// it only prints their versions. When one is missing it runs `apt-get update` and `apt-get install -y`
// for both, which needs root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BROWSERS = [
  { pkg: 'chromium', path: '/usr/bin/chromium' },
  { pkg: 'chromium-headless-shell', path: '/usr/bin/chromium-headless-shell' },
];

function run(cmd, args) {
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`ensure-chromium: \`${cmd} ${args.join(' ')}\` exited with ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}

function version(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`ensure-chromium: ${path} --version failed:\n${result.stderr ?? ''}`);
    process.exit(1);
  }
  return result.stdout.trim();
}

const missing = BROWSERS.filter(({ path }) => !existsSync(path));
if (missing.length > 0) {
  const packages = BROWSERS.map(({ pkg }) => pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `ensure-chromium: ${missing.map(({ path }) => path).join(' and ')} missing and this user is not root.\n` +
        `Install once as root:  apt-get update && apt-get install -y ${packages.join(' ')}\n` +
        '(Playwright is configured never to download its own browsers.)',
    );
    process.exit(1);
  }
  console.log(`ensure-chromium: ${missing.map(({ path }) => path).join(' and ')} missing; installing Debian's ${packages.join(' and ')} with apt-get`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', ...packages]);
  const still = BROWSERS.filter(({ path }) => !existsSync(path));
  if (still.length > 0) {
    console.error(`ensure-chromium: apt-get finished but ${still.map(({ path }) => path).join(' and ')} still missing`);
    process.exit(1);
  }
}

for (const { path } of BROWSERS) console.log(`ensure-chromium: ${version(path)} at ${path}`);
