import type { ReactNode } from 'react';
import { Provider } from '@adobe/react-spectrum';
import { useSelector } from '@xstate/react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { BrowserRouter, useNavigate } from 'react-router';
import { DEFAULT_LOCALE } from '../domain/constants';
import type { PageConfig } from '../domain/pageConfig';
import type { AppActors } from './actors';
import { ActorsProvider } from './ActorsProvider';
import { AppRoutes } from './AppRouter';
import { getComponentDefaults } from './boot/componentDefaults';
import { Busy } from './Busy';
import { useLocaleActorRef } from './hooks';

/** Missing message ids are expected while a bundle lags behind English: warn in development only. */
const onIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    if (import.meta.env.DEV) console.warn(`[i18n] ${error.message}`);
    return;
  }
  console.error('[i18n]', error);
};

/** React Spectrum and react-intl, both in the locale actor's locale, with its messages. */
function LocalisedProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const localeActor = useLocaleActorRef();
  const locale = useSelector(localeActor, (s) => s.context.locale);
  const messages = useSelector(localeActor, (s) => s.context.messages);
  const { theme, breakpoints } = getComponentDefaults();
  const tag = locale ?? DEFAULT_LOCALE;
  return (
    <Provider theme={theme} breakpoints={breakpoints} locale={tag} router={{ navigate: (path) => void navigate(path) }} minHeight="100vh">
      <IntlProvider locale={tag} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={onIntlError}>
        {locale === null ? <Busy /> : children}
      </IntlProvider>
    </Provider>
  );
}

export interface AppProps {
  actors: AppActors;
  pageConfig: Readonly<PageConfig>;
}

/** The application: shell context, locale providers and the router. */
export function App({ actors, pageConfig }: AppProps) {
  return (
    <ActorsProvider actors={actors} pageConfig={pageConfig}>
      <BrowserRouter>
        <LocalisedProviders>
          <AppRoutes />
        </LocalisedProviders>
      </BrowserRouter>
    </ActorsProvider>
  );
}
