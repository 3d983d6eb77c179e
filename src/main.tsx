import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppActors } from './app/actors';
import { App } from './app/App';
import { abortBootUnlessConfigured } from './app/boot/abortBoot';
import { startAnalytics } from './app/boot/analytics';
import { setComponentDefaults } from './app/boot/componentDefaults';
import { startDataClient } from './app/boot/dataClient';
import { startHttpClient } from './app/boot/httpClient';
import { startI18n } from './app/boot/i18n';
import { startMonitoring } from './app/boot/monitoring';
import { startSanitiser } from './app/boot/sanitiser';
import { brandTitle } from './app/PageEffects';
import { takeOverPrerendered } from './app/prerenderTakeover';
import { registerServiceWorker } from './app/boot/serviceWorker';

/**
 * Boot, in the order of spec 7: abort-boot, component defaults, analytics, i18n, data client,
 * http client, HTML sanitiser, (service worker), monitoring; then the session check and the first
 * render. The legacy steps "global mixin", "tooltip", "spinner", "numeral locale" and "notification
 * defaults" have no separate counterpart here: component defaults covers the Spectrum settings,
 * and number formatting follows the locale through react-intl.
 */
function boot(): void {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');

  const pageConfig = abortBootUnlessConfigured(rootElement);
  if (!pageConfig) return;
  document.title = brandTitle(pageConfig.programName);
  setComponentDefaults();
  startAnalytics();
  const actors = createAppActors(pageConfig);
  startI18n(actors.locale);
  startDataClient();
  startHttpClient(actors.session);
  startSanitiser();
  registerServiceWorker();
  startMonitoring();

  // Spec 2: the session check runs once per page load.
  actors.session.start();
  // On /login #root may hold the server's sign-in markup: the app renders beside it and takes its place when ready.
  createRoot(takeOverPrerendered(rootElement)).render(
    <StrictMode>
      <App actors={actors} pageConfig={pageConfig} />
    </StrictMode>,
  );
}

boot();
