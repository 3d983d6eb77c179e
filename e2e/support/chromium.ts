// How every browser here is launched: Debian's Chromium (scripts/ensure-chromium.mjs installs it),
// never a Playwright download. Shared by playwright.config.ts and the bundle benchmark.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
