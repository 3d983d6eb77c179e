import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { effectiveProgramLocales, resolveLocale } from '../../machines/rules/locale';
import type { PageConfig } from '../../src/domain/pageConfig';
import { SESSION_COOKIE, SESSION_INFO_COOKIE } from '../../src/domain/session';
import { acceptedLanguages } from './spaPreloads';

/**
 * The sign-in screen's markup for #root of /login (issue 9 part 3: a throttled cold /login paints its
 * largest text from HTML and CSS, before ~180 kB of script has arrived and run). The build renders
 * the app's SignInView per bundled locale (scripts/prerender/signInEntry.tsx) with every text as a
 * token, and builds the module that fills the tokens in (scripts/prerender/fillTexts.ts: the
 * program's name, its overrides merged over the bundled messages by the app's own rules, spec 7).
 * The server loads both from dist/ as it loads index.html; it never imports the app's code.
 *
 * Only where the markup will be what the app shows: GET /login or /, no maintenance window (the
 * notice shows instead), no session cookie (a signed-in visitor is sent on), the locale the
 * browser's languages resolve to has a prerender, and every message formats. Anything else gets the
 * plain index.html and the app's normal render. The app replaces the markup once its own render is
 * ready (src/app/prerenderTakeover.ts), so a visitor whose stored language differs still ends with
 * the right page.
 */

/** dist/prerender/signIn/<locale>.json, as scripts/prerender/signInEntry.tsx writes it. */
interface PrerenderFile {
  locale: string;
  markup: { single: string; picker: string };
  messages: Record<string, unknown>;
}

/** dist/prerender/signIn/fill.mjs (scripts/prerender/fillTexts.ts). */
interface TextFiller {
  fillSignInTexts(input: { locale: string; markup: string; messages: Record<string, unknown>; programName: string; overrides: unknown }): string | null;
}

const LOCALE_FILE = /^[a-z]{2,3}-[A-Z]{2}$/;

/** /login, and / (home), which sends a visitor without a session to /login (spec 2). */
export function showsSignIn(pathname: string): boolean {
  return pathname === '/login' || pathname === '/login/' || pathname === '/';
}

/**
 * The locale the page will be shown in as far as the server can tell (the browser's languages
 * against the program's, spec 4): `<html lang>` of every served index.html, so a screen reader reads
 * the prerendered sign-in screen in its language from the first byte. The app sets it again once it
 * knows the visitor's stored choice (src/app/boot/i18n.ts).
 */
export function pageLocale(acceptLanguage: string | undefined, pageConfig: PageConfig): string {
  return resolveLocale({ requested: acceptedLanguages(acceptLanguage), programLocales: pageConfig.locales, defaultBuyerLocale: pageConfig.defaultBuyerLocale });
}

export interface SignInPrerenderRequest {
  pathname: string;
  acceptLanguage: string | undefined;
  cookies: Readonly<Record<string, string | undefined>>;
  pageConfig: PageConfig;
  /** The program's translation overrides for a locale (`signIn.intro` -> text), as GET /public/program-locale-translations answers. */
  overrides: (locale: string) => Promise<Readonly<Record<string, unknown>>>;
}

export interface SignInPrerender {
  /** #root's markup, or null when this request gets the app's normal render. */
  markupFor(request: SignInPrerenderRequest): Promise<string | null>;
}

export function createSignInPrerender(distDir: string): SignInPrerender {
  // Read once per locale: dist/ only changes with a rebuild, which restarts the server.
  const files = new Map<string, Promise<PrerenderFile | null>>();
  const fileOf = (locale: string) => {
    let file = files.get(locale);
    if (file === undefined) {
      file = LOCALE_FILE.test(locale)
        ? readFile(join(distDir, 'prerender', 'signIn', `${locale}.json`), 'utf8').then((text) => JSON.parse(text) as PrerenderFile).catch(() => null)
        : Promise.resolve(null);
      files.set(locale, file);
    }
    return file;
  };

  let filler: Promise<TextFiller | null> | null = null;
  const loadFiller = () => (filler ??= import(pathToFileURL(join(distDir, 'prerender', 'signIn', 'fill.mjs')).href).then((module: TextFiller) => module, () => null));

  return {
    async markupFor({ pathname, acceptLanguage, cookies, pageConfig, overrides }) {
      if (!showsSignIn(pathname) || pageConfig.maintenanceWindow) return null;
      if (cookies[SESSION_COOKIE] || cookies[SESSION_INFO_COOKIE]) return null;
      const locale = pageLocale(acceptLanguage, pageConfig);
      const file = await fileOf(locale);
      if (file === null) return null;
      const filler = await loadFiller();
      if (filler === null) return null;
      // The language picker shows when there is a choice (views/common/DeferredLanguagePicker.tsx).
      const markup = effectiveProgramLocales({ programLocales: pageConfig.locales }).length > 1 ? file.markup.picker : file.markup.single;
      return filler.fillSignInTexts({ locale, markup, messages: file.messages, programName: pageConfig.programName, overrides: await overrides(locale) });
    },
  };
}
