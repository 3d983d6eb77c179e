import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Flex, ProgressCircle } from '@adobe/react-spectrum';
import { loadScreenMessages } from '../../src/i18n/loadScreenMessages';
import type { Messages } from '../../src/i18n/types';

/**
 * Renders a screen with its own messages (src/i18n/screenMessages/<locale>/<area>.json) added to the
 * app's: loaded with the screen, for the language shown, again when it changes. The app's messages
 * (with the program's overrides) win over the screen's for the same id.
 */
export function WithScreenMessages({ area, children }: { area: string; children: ReactNode }) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages } | null>(null);
  useEffect(() => {
    let current = true;
    loadScreenMessages(area, intl.locale).then(
      (messages) => current && setLoaded({ locale: intl.locale, messages }),
      () => current && setLoaded({ locale: intl.locale, messages: {} }),
    );
    return () => {
      current = false;
    };
  }, [area, intl.locale]);
  if (!loaded) {
    return (
      <Flex justifyContent="center" marginTop="size-600">
        <ProgressCircle isIndeterminate aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Flex>
    );
  }
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={{ ...loaded.messages, ...(intl.messages as Messages) }} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}
