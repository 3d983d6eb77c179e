// The sign-in screen rendered ahead of time (issue 9 part 3: throttled cold /login LCP): built by
// `vite build --ssr` from scripts/prerender/plugin.ts at the end of every client build, then run
// in Node to write dist/prerender/signIn/<locale>.json. The server (server/http/signInPrerender.ts)
// puts that markup inside #root of /login, so the screen paints from HTML and CSS before any script
// has run; src/app/prerenderTakeover.ts swaps it for the app's own render once that is ready.
//
// It renders the app's own SignInView (the same component the route shows) with the view model an
// anonymous first visit has: no failure, not pending, no code step. The providers mirror
// LocalisedProviders in src/app/App.tsx (theme, breakpoints, locale, router, minHeight); the e2e
// test e2e/signInPrerender.spec.ts fails when the prerendered boxes and the app's boxes differ.
import { renderToString } from 'react-dom/server';
import { Provider } from '@adobe/react-spectrum';
import { BreakpointProvider } from '@adobe/react-spectrum/private/utils/BreakpointProvider';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { messageFallbackChain } from '../../machines/rules/locale';
import { getComponentDefaults } from '../../src/app/boot/componentDefaults';
import { pathFor } from '../../src/app/routes';
import { DEFAULT_LOCALE } from '../../src/domain/constants';
import { BUNDLED_LOCALES, loadMessages } from '../../src/i18n/loadMessages';
import type { Messages } from '../../src/i18n/types';
import { localeOptions } from '../../views/common/localeNames';
import { SignInView } from '../../views/public/signIn/SignInView';

import { BRAND, token, tokensOf } from './fillTexts';

const BRAND_TOKEN = token(BRAND);

/** What one locale's file holds (read by server/http/signInPrerender.ts, which declares the same shape). */
export interface SignInPrerenderFile {
  locale: string;
  /** Markup for #root when the program offers one language (no picker) or several (the picker's stand-in). */
  markup: { single: string; picker: string };
  /** The bundled ICU syntax trees of the message ids the markup names (overrides are merged over them by the server). */
  messages: Messages;
}

type Breakpoint = 'S' | 'M' | 'L' | 'XL';

/**
 * React Spectrum resolves responsive props ({ base, M }) from matchMedia, which a server render
 * cannot ask: it renders `base`. So each breakpoint range is rendered (its breakpoints given as
 * matched) and turned into media queries over the same widths as Spectrum's `(min-width: …)`
 * queries, so no width sees a layout that jumps when the app takes over.
 */
function breakpointRanges(): { matched: string[]; minWidth: number }[] {
  const { breakpoints } = getComponentDefaults();
  const ascending = (Object.entries(breakpoints) as [Breakpoint, number][]).sort(([, a], [, b]) => a - b);
  return [{ matched: ['base'], minWidth: 0 }, ...ascending.map(([, minWidth], i) => ({ matched: [...ascending.slice(0, i + 1).map(([name]) => name).reverse(), 'base'], minWidth }))];
}

function renderVariant(locale: string, messages: Messages, withPicker: boolean, matched: string[], prefix: string): string {
  const { theme, breakpoints } = getComponentDefaults();
  const languages = localeOptions(withPicker ? [locale, locale === DEFAULT_LOCALE ? 'de-DE' : DEFAULT_LOCALE] : [locale]);
  const html = renderToString(
    <MemoryRouter initialEntries={[pathFor('signin')]}>
      <Provider theme={theme} breakpoints={breakpoints} locale={locale} router={{ navigate: () => undefined }} minHeight="100vh" scale="medium" colorScheme="light">
        <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={() => undefined}>
          <BreakpointProvider matchedBreakpoints={matched}>
            <SignInView
              brand={BRAND_TOKEN}
              failure={null}
              isPending={false}
              canSignIn
              languages={languages}
              locale={locale}
              forgotPasswordPath={pathFor('forgot-password')}
              challenge={null}
              signIn={() => undefined}
              selectLocale={() => undefined}
            />
          </BreakpointProvider>
        </IntlProvider>
      </Provider>
    </MemoryRouter>,
    { identifierPrefix: prefix },
  );
  // No field names: a press of Enter before the app has loaded submits the native form (GET to this
  // URL), and a named password field would put the password in the address.
  return html.replace(/(<input\b[^>]*?)\sname="[^"]*"/g, '$1');
}

const TAG = /<[^>]+>/g;
const STYLE = /\sstyle="([^"]*)"/;
const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const declarations = (tag: string) => new Map((STYLE.exec(tag)?.[1] ?? '').split(';').filter(Boolean).map((d) => [d.slice(0, d.indexOf(':')), decode(d.slice(d.indexOf(':') + 1))] as const));

/**
 * Spectrum picks its scale and colours from matchMedia too: medium with a fine pointer (large for
 * touch), light or dark from the system. Those change class names, which CSS cannot switch, so the
 * markup is the medium, light one, and is not shown to a touch-only or dark-scheme visitor: they
 * see the page as without a prerender until the app's render takes over, never one that jumps.
 */
const FOR_FINE_POINTER_LIGHT = '@media not all and (any-pointer: fine), (prefers-color-scheme: dark){[data-prerendered]{visibility:hidden}}';

/**
 * One markup right at every width: the `base` render, and for each wider range whose render differs
 * only in style attributes, a media query that sets those elements' differing declarations
 * (`!important`, over the inline style). One copy of the screen, so labels, ids and the
 * accessibility tree are as the app's; null when a range differs in more than styles.
 */
function renderAllWidths(locale: string, messages: Messages, withPicker: boolean): string | null {
  const ranges = breakpointRanges().map((range) => ({ ...range, html: renderVariant(locale, messages, withPicker, range.matched, 'pre-') }));
  const base = ranges[0]!.html;
  const baseTags = base.match(TAG) ?? [];
  const marked = new Map<number, string>();
  const rules: string[] = [];
  for (const range of ranges.slice(1)) {
    const tags = range.html.match(TAG) ?? [];
    if (range.html.replace(TAG, '') !== base.replace(TAG, '') || tags.length !== baseTags.length) return null;
    const css: string[] = [];
    for (const [i, tag] of tags.entries()) {
      const baseTag = baseTags[i]!;
      if (tag === baseTag) continue;
      if (tag.replace(STYLE, '') !== baseTag.replace(STYLE, '')) return null;
      const before = declarations(baseTag);
      const after = declarations(tag);
      if ([...before.keys()].some((name) => !after.has(name))) return null;
      const changed = [...after].filter(([name, value]) => before.get(name) !== value);
      if (changed.length === 0) continue;
      if (!marked.has(i)) marked.set(i, String(marked.size));
      css.push(`[data-prerender-style="${marked.get(i)}"]{${changed.map(([name, value]) => `${name}:${value} !important`).join(';')}}`);
    }
    if (css.length > 0) rules.push(`@media (min-width: ${range.minWidth}px){${css.join('')}}`);
  }
  let index = -1;
  const html = base.replace(TAG, (tag) => {
    index += 1;
    const mark = marked.get(index);
    return mark === undefined ? tag : tag.replace(/^<([\w-]+)/, `<$1 data-prerender-style="${mark}"`);
  });
  return `<style>${FOR_FINE_POINTER_LIGHT}${rules.join('')}</style>${html}`;
}

/** Every bundled locale's file. */
export async function renderSignInPrerenders(): Promise<SignInPrerenderFile[]> {
  const files: SignInPrerenderFile[] = [];
  for (const locale of BUNDLED_LOCALES) {
    const bundled = await loadMessages(messageFallbackChain(locale, DEFAULT_LOCALE), ['public']);
    // Each message renders as its token; the server formats the real text (with the program's
    // overrides and name) into its place.
    const tokens: Messages = Object.fromEntries(Object.keys(bundled).map((id) => [id, [{ type: 0, value: token(id) }]])) as Messages;
    const single = renderAllWidths(locale, tokens, false);
    const picker = renderAllWidths(locale, tokens, true);
    if (single === null || picker === null) {
      // The server then sends the plain page for this locale: slower, never wrong.
      console.warn(`sign-in prerender: ${locale} differs between breakpoints in more than style attributes; no prerender for it`);
      continue;
    }
    const markup = { single, picker };
    files.push({ locale, markup, messages: Object.fromEntries(tokensOf(`${markup.single}${markup.picker}`).map((id) => [id, bundled[id]!])) });
  }
  return files;
}
