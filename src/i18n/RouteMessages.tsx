import { createContext, Suspense, use, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadMessagesOnce, type MessageSource } from './loadMessages';
import { messagePartsForRoute } from './messageAreas';
import type { Messages } from './types';

/**
 * Message providers over the one loader (loadMessages.ts). The locale machine loads the public part at
 * boot (with the program's overrides merged over it) into the app's IntlProvider; a part of the tree
 * that needs more (the signed-in part, a screen area) renders inside <WithMessages source=…>, which
 * loads that source for the current locale's lookup chain (spec 4) once per locale and page and
 * renders its children only when it has them: no message id ever shows in their place. It nests an
 * IntlProvider with those messages under the outer ones: the outer map holds the public part and
 * every program override (overrides win over bundled messages, spec 7, as `mergeOverrides` does),
 * and no id is in two sources (src/i18n/bundles.test.ts, screenMessages.test.ts), so the result
 * equals merging the sources then the overrides.
 *
 * On a locale switch the previous locale's messages stay until the new ones arrive (the screen keeps
 * its state). A required source whose English cannot be loaded fails the route like a screen chunk
 * that cannot be loaded (the route error page, with Reload); an `optional` one (a screen area inside
 * a page) is logged and its part of the page renders without it.
 */

/** The sources the providers above already give: nested providers of the same source pass through. */
const ProvidedSources = createContext<ReadonlySet<MessageSource>>(new Set());

const emptyOnFailure = new WeakMap<Promise<Messages>, Promise<Messages>>();

/**
 * The source's messages for a locale: the same promise until it settles (so `use` does not suspend
 * again on a re-render); an optional source's failure becomes no messages (logged), once per attempt.
 */
function messagesFor(locale: string, source: MessageSource, optional: boolean): Promise<Messages> {
  const pending = loadMessagesOnce(locale, source);
  if (!optional) return pending;
  let settled = emptyOnFailure.get(pending);
  if (!settled) {
    settled = pending.catch((error: unknown) => {
      console.error('[i18n] messages', source, error);
      return {};
    });
    emptyOnFailure.set(pending, settled);
  }
  return settled;
}

function MessagesProvider({ source, optional, children }: { source: MessageSource; optional: boolean; children: ReactNode }) {
  const intl = useIntl();
  const provided = useContext(ProvidedSources);
  const locale = intl.locale;
  // The first load suspends (the nearest Suspense shows its fallback, or a navigation keeps the
  // previous screen); later locales load in the background while the current messages stay.
  const [firstLocale] = useState(locale);
  const first = use(messagesFor(firstLocale, source, optional));
  const [shown, setShown] = useState<{ locale: string; messages: Messages }>({ locale: firstLocale, messages: first });
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (shown.locale === locale) return;
    let current = true;
    messagesFor(locale, source, optional).then(
      (messages) => current && setShown({ locale, messages }),
      (error: unknown) => current && setFailure(() => error),
    );
    return () => {
      current = false;
    };
  }, [locale, shown.locale, source, optional]);
  const messages = useMemo(() => ({ ...shown.messages, ...intl.messages }) as Messages, [shown.messages, intl.messages]);
  const sources = useMemo(() => new Set([...provided, source]), [provided, source]);
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
      <ProvidedSources value={sources}>{children}</ProvidedSources>
    </IntlProvider>
  );
}

/**
 * `children` with the messages of `source` on top of the app's, `fallback` until they are loaded.
 * `optional`: a failed load renders `children` without them (logged) instead of failing the route.
 */
export function WithMessages({ source, fallback, optional = false, children }: { source: MessageSource; fallback: ReactNode; optional?: boolean; children: ReactNode }) {
  if (useContext(ProvidedSources).has(source)) return children;
  return (
    <Suspense fallback={fallback}>
      <MessagesProvider source={source} optional={optional}>
        {children}
      </MessagesProvider>
    </Suspense>
  );
}

/** Renders a route's element once the message parts it needs (messageAreas.ts) are loaded. */
export function RouteMessages({ routeName, fallback, children }: { routeName: string; fallback: ReactNode; children: ReactNode }) {
  if (!messagePartsForRoute(routeName).includes('signedIn')) return children;
  return (
    <WithMessages source="signedIn" fallback={fallback}>
      {children}
    </WithMessages>
  );
}

/**
 * A part of a public page whose texts are in the signed-in part (the sign-in page's code step, whose
 * messages live with 2-step verification's): rendered once they are loaded, `fallback` until then.
 */
export function WithSignedInMessages({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <WithMessages source="signedIn" fallback={fallback}>
      {children}
    </WithMessages>
  );
}
