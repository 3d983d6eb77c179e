// `node bench/testServiceWorker.mjs [rounds]` (after `npm run build`): a Playwright subset of UI model
// suites and journeys on the main e2e server with the app's service worker running in every test
// (E2E_SERVICE_WORKERS=allow) and blocked (the tests' setting, playwright.config.ts), alternating,
// `rounds` times each (default 2); writes bench/results/testServiceWorker.json.
import { compareSideBySide } from './playwrightSideBySide.mjs';

compareSideBySide({
  specs: [
    'model-tests/ui/createGroup.spec.ts',
    'model-tests/ui/cardActions.spec.ts',
    'e2e/disputes.spec.ts',
    'e2e/purchase-cards.spec.ts',
    'e2e/profile.spec.ts',
    'e2e/payments.spec.ts',
    'e2e/edit-invoice.spec.ts',
  ],
  variants: { serviceWorker: { E2E_SERVICE_WORKERS: 'allow' }, blocked: {} },
  rounds: Number(process.argv[2] ?? 2),
  resultName: 'testServiceWorker',
});
