// How every browser here is launched: Debian's Chromium (scripts/ensure-chromium.mjs installs it),
// never a Playwright download. Shared by playwright.config.ts and the benchmarks.
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell` package: the same Chromium source and version as `chromium`,
 * built as the headless-only shell that Playwright itself uses for headless runs. The tests run in
 * it: the full browser's own process cost the e2e suite about a fifth of its CPU on the 2-core
 * machine (bench/README.md "Test browser"). The benchmarks keep the full browser a buyer uses.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The full browser (benchmarks; tests with E2E_CHROMIUM=/usr/bin/chromium, e.g. to watch them headed). */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: ARGS };

/** The tests' browser. */
export const TEST_CHROMIUM_LAUNCH = { executablePath: process.env.E2E_CHROMIUM ?? HEADLESS_SHELL_PATH, args: ARGS };
