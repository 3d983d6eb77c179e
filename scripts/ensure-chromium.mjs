#!/usr/bin/env node
// Makes sure Debian's Chromium is at /usr/bin/chromium for Playwright (which never downloads browsers
// here: see playwright.config.ts). Idempotent: when the binary is present it only prints its version.
// When it is missing it runs `apt-get update` and `apt-get install -y chromium`, which needs root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

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

function version() {
  const result = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`ensure-chromium: ${CHROMIUM_PATH} --version failed:\n${result.stderr ?? ''}`);
    process.exit(1);
  }
  return result.stdout.trim();
}

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `ensure-chromium: ${CHROMIUM_PATH} is missing and this user is not root.\n` +
        'Install it once as root:  apt-get update && apt-get install -y chromium\n' +
        '(Playwright is configured never to download its own browsers.)',
    );
    process.exit(1);
  }
  console.log(`ensure-chromium: ${CHROMIUM_PATH} missing; installing Debian's chromium with apt-get`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`ensure-chromium: apt-get finished but ${CHROMIUM_PATH} is still missing`);
    process.exit(1);
  }
}

console.log(`ensure-chromium: ${version()} at ${CHROMIUM_PATH}`);
