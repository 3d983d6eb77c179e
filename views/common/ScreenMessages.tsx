import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadScreenMessages } from '../../src/i18n/loadScreenMessages';
import type { Messages } from '../../src/i18n/types';

/**
 * Gives `children` the messages of a screen area (src/i18n/loadScreenMessages.ts) on top of the
 * app's: the app's win, so a program's translation overrides of these ids still apply. Until they
 * arrive it shows `fallback` (a box of the content's size, where a layout shift matters).
 */
export function ScreenMessages({ area, fallback = null, children }: { area: string; fallback?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages } | null>(null);
  useEffect(() => {
    let current = true;
    loadScreenMessages(area, intl.locale).then(
      (messages) => current && setLoaded({ locale: intl.locale, messages }),
      (error: unknown) => {
        console.error('[i18n] screen messages', area, error);
        if (current) setLoaded({ locale: intl.locale, messages: {} });
      },
    );
    return () => {
      current = false;
    };
  }, [area, intl.locale]);
  if (!loaded || loaded.locale !== intl.locale) return fallback;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} onError={intl.onError} messages={{ ...loaded.messages, ...(intl.messages as Messages) }}>
      {children}
    </IntlProvider>
  );
}
