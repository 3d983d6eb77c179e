import { messageFallbackChain } from '../../machines/rules/locale';
import { BUILT_IN_LOCALE, bundleChain, mergeEarlierWins } from './bundleChain';
import type { Messages } from './types';

/**
 * Screen messages: an area's texts that only its screens use live in
 * `messages/<locale>/screens/<area>.json` and load with the screen (each file its own chunk), so the
 * sign-in page and the overview do not carry them (the size gate, .size-limit.mjs). Same lookup as the
 * bundles (spec 4: the locale, its language, then the default), built-in English filling every key.
 * Ids in these files must not be in the bundles (screenMessages.test.ts). Precompiled like the
 * bundles (scripts/precompiledMessages.ts). Views use them through views/common/ScreenMessages.tsx.
 */
const files = import.meta.glob<Messages>('./messages/*/screens/*.json', { import: 'default' });

const pathOf = (locale: string, area: string) => `./messages/${locale}/screens/${area}.json`;

/** Locales that have this area's screen messages. */
export function screenLocales(area: string): string[] {
  return Object.keys(files)
    .filter((path) => path.endsWith(`/screens/${area}.json`))
    .map((path) => path.split('/')[2] ?? '')
    .filter(Boolean)
    .sort();
}

/** The area's messages for `locale` (then its language, then built-in English), earlier entries winning. */
export async function loadScreenMessages(area: string, locale: string): Promise<Messages> {
  const locales = bundleChain(messageFallbackChain(locale), screenLocales(area));
  const loaded = await Promise.all(
    locales.map(async (entry) => {
      const load = files[pathOf(entry, area)];
      if (!load) return {};
      try {
        return await load();
      } catch (error) {
        // A regional file that fails to load falls back to the rest of the chain; English must load.
        if (entry === BUILT_IN_LOCALE) throw error;
        return {};
      }
    }),
  );
  return mergeEarlierWins(loaded);
}
