import { messageFallbackChain } from '../../machines/rules/locale';
import { BUILT_IN_LOCALE, bundleChain, mergeEarlierWins } from './bundleChain';
import type { Messages } from './types';

/**
 * A screen's own messages (src/i18n/screenMessages/<locale>/<area>.json), loaded with the screen
 * instead of in the one bundle every page loads (the sign-in page's size budget, .size-limit.mjs).
 * Same lookup as the bundles (spec 4: the locale, its language, then the default), built-in English
 * filling every key; precompiled like them (scripts/precompiledMessages.ts).
 */
const files = import.meta.glob<Messages>('./screenMessages/*/*.json', { import: 'default' });

/** Locales that have a screen-messages folder. */
export const SCREEN_MESSAGE_LOCALES: readonly string[] = [...new Set(Object.keys(files).map((path) => path.split('/')[2] ?? '').filter(Boolean))].sort();

export async function loadScreenMessages(area: string, locale: string): Promise<Messages> {
  const locales = bundleChain(messageFallbackChain(locale), SCREEN_MESSAGE_LOCALES);
  const loaded = await Promise.all(
    locales.map(async (entry) => {
      const load = files[`./screenMessages/${entry}/${area}.json`];
      if (!load) return {};
      try {
        return await load();
      } catch (error) {
        if (entry === BUILT_IN_LOCALE) throw error;
        return {};
      }
    }),
  );
  return mergeEarlierWins(loaded);
}
