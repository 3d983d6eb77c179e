import bundles from 'virtual:message-bundles';
import { messageFallbackChain } from '../../machines/rules/locale';
import { DEFAULT_LOCALE } from '../domain/constants';
import { BUILT_IN_LOCALE, bundleChain, mergeEarlierWins } from './bundleChain';
import { MESSAGE_PARTS, type MessagePart } from './messageAreas';
import type { Messages } from './types';

/**
 * The one way the app loads bundled messages (spec 4: the requested locale, its language, then the
 * default; built-in English fills every key nobody else has; entries earlier in the chain win).
 *
 * A source is a part of a locale's area files (messageAreas.ts: `public`, loaded at boot by the locale
 * machine; `signedIn`, loaded with the routes that need it, RouteMessages.tsx) or a screen area,
 * `screens/<area>` (`messages/<locale>/screens/<area>.json`, loaded by the screens that show it,
 * views/common/ScreenMessages.tsx). Which files exist is read from the folders at build time
 * (scripts/messageBundles.ts): a new locale folder or area file needs no change here. Each part of a
 * locale is one chunk, each screen area file one chunk; the screens' loaders load only when a screen
 * first asks for one. A non-English file that fails to load is skipped; English failing rejects.
 */
export type MessageSource = MessagePart | `screens/${string}`;

/** Locales that have a bundle folder, e.g. `['de-DE', 'en-US']`. */
export const BUNDLED_LOCALES: readonly string[] = Object.keys(bundles).sort();

type Loader = () => Promise<Messages>;

/** Loaders of one source by locale. */
async function loadersOf(source: MessageSource): Promise<Readonly<Record<string, Loader>>> {
  if (source.startsWith('screens/')) {
    const screens = (await import('virtual:message-screens')).default;
    return screens[source.slice('screens/'.length)] ?? {};
  }
  const part = source as MessagePart;
  return Object.fromEntries(Object.entries(bundles).map(([locale, parts]) => [locale, () => parts[part]().then((module) => module.default)]));
}

/** The messages of `sources` for a lookup chain `[locale, language, default]`. */
export async function loadMessages(chain: readonly string[], sources: readonly MessageSource[] = MESSAGE_PARTS): Promise<Messages> {
  const loaders = await Promise.all(sources.map(loadersOf));
  const locales = bundleChain(chain, BUNDLED_LOCALES);
  const loaded = await Promise.all(
    locales.map(async (locale) => {
      try {
        const maps = await Promise.all(loaders.map((byLocale) => byLocale[locale]?.() ?? {}));
        return Object.assign({}, ...maps) as Messages;
      } catch (error) {
        if (locale === BUILT_IN_LOCALE) throw error;
        return {};
      }
    }),
  );
  return mergeEarlierWins(loaded);
}

const loadedOnce = new Map<string, Promise<Messages>>();

/**
 * A source's messages for a locale's lookup chain, loaded once per page (a failed load is retried on
 * the next call): what the message providers (RouteMessages.tsx, ScreenMessages.tsx) use, and what
 * a screen calls ahead of time to download them early (the sign-in form on Sign In).
 */
export function loadMessagesOnce(locale: string, source: MessageSource): Promise<Messages> {
  const key = `${source} ${locale}`;
  let pending = loadedOnce.get(key);
  if (!pending) {
    pending = loadMessages(messageFallbackChain(locale, DEFAULT_LOCALE), [source]);
    loadedOnce.set(key, pending);
    pending.catch(() => loadedOnce.delete(key));
  }
  return pending;
}
