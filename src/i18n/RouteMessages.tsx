import { createContext, Suspense, use, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { messageFallbackChain } from '../../machines/rules/locale';
import { DEFAULT_LOCALE } from '../domain/constants';
import { loadBundledMessages } from './loadBundledMessages';
import { messagePartsForRoute } from './messageAreas';
import type { Messages } from './types';

/**
 * The signed-in part of the messages (messageAreas.ts) for the routes that need it. The locale
 * machine loads the public part at boot (with the program's overrides merged over it); a route
 * outside PUBLIC_MESSAGE_ROUTES renders inside <RouteMessages>, which loads the signed-in part of
 * the same locale (its lookup chain, spec 4) once per locale and page, and renders its route only
 * when it has them: no message id ever shows in their place. A nested IntlProvider gets the signed-in
 * messages under the outer ones: the outer map holds the public part and every program override
 * (overrides win over bundled messages, spec 7, as `mergeOverrides` does), and no id is in both
 * parts (src/i18n/bundles.test.ts), so the result equals merging both parts then the overrides.
 *
 * On a locale switch the previous locale's signed-in messages stay until the new ones arrive (the
 * screen keeps its state). If English itself cannot be loaded the route fails like a screen chunk
 * that cannot be loaded (the route error page, with Reload).
 */

const signedInByLocale = new Map<string, Promise<Messages>>();

/** The signed-in part for a locale's lookup chain, loaded once per page (a failed load is retried next time). */
export function loadSignedInMessages(locale: string): Promise<Messages> {
  let pending = signedInByLocale.get(locale);
  if (!pending) {
    pending = loadBundledMessages(messageFallbackChain(locale, DEFAULT_LOCALE), ['signedIn']);
    signedInByLocale.set(locale, pending);
    pending.catch(() => signedInByLocale.delete(locale));
  }
  return pending;
}

/** Set inside a provider that already has the signed-in part: nested routes pass through. */
const HasSignedInMessages = createContext(false);

function SignedInMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale;
  // The first load suspends (the route's Suspense shows the spinner, or a navigation keeps the
  // previous screen); later locales load in the background while the current messages stay.
  const [firstLocale] = useState(locale);
  const first = use(loadSignedInMessages(firstLocale));
  const [shown, setShown] = useState<{ locale: string; messages: Messages }>({ locale: firstLocale, messages: first });
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (shown.locale === locale) return;
    let current = true;
    loadSignedInMessages(locale).then(
      (messages) => current && setShown({ locale, messages }),
      (error: unknown) => current && setFailure(() => error),
    );
    return () => {
      current = false;
    };
  }, [locale, shown.locale]);
  const messages = useMemo(() => ({ ...shown.messages, ...intl.messages }) as Messages, [shown.messages, intl.messages]);
  if (failure !== null) throw failure;
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={intl.defaultLocale}
      messages={messages}
      formats={intl.formats}
      defaultFormats={intl.defaultFormats}
      timeZone={intl.timeZone}
      textComponent={intl.textComponent}
      onError={intl.onError}
    >
      <HasSignedInMessages value>{children}</HasSignedInMessages>
    </IntlProvider>
  );
}

/** Renders a route's element once the message parts it needs are loaded (see above). */
export function RouteMessages({ routeName, fallback, children }: { routeName: string; fallback: ReactNode; children: ReactNode }) {
  const hasSignedIn = useContext(HasSignedInMessages);
  if (hasSignedIn || !messagePartsForRoute(routeName).includes('signedIn')) return children;
  return (
    <Suspense fallback={fallback}>
      <SignedInMessages>{children}</SignedInMessages>
    </Suspense>
  );
}

/**
 * A part of a public page whose texts are in the signed-in part (the sign-in page's code step, whose
 * messages live with 2-step verification's): rendered once they are loaded, `fallback` until then.
 */
export function WithSignedInMessages({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  if (useContext(HasSignedInMessages)) return children;
  return (
    <Suspense fallback={fallback}>
      <SignedInMessages>{children}</SignedInMessages>
    </Suspense>
  );
}
