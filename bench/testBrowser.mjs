// `node bench/testBrowser.mjs [rounds]` (after `npm run build`): the same Playwright subset (two UI model
// suites on the main e2e server) in the full browser (/usr/bin/chromium) and in Debian's headless
// shell (/usr/bin/chromium-headless-shell), alternating, `rounds` times each (default 2). Reports the
// wall time and the machine's busy CPU of each run, and the ratio; writes bench/results/testBrowser.json.
import { compareSideBySide } from './playwrightSideBySide.mjs';

compareSideBySide({
  specs: ['model-tests/ui/createGroup.spec.ts', 'model-tests/ui/cardActions.spec.ts'],
  variants: { full: { E2E_CHROMIUM: '/usr/bin/chromium' }, headlessShell: { E2E_CHROMIUM: '/usr/bin/chromium-headless-shell' } },
  rounds: Number(process.argv[2] ?? 2),
  resultName: 'testBrowser',
});
