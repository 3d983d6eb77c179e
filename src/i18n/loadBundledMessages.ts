import { BUILT_IN_LOCALE, bundleChain, mergeEarlierWins } from './bundleChain';
import type { Messages } from './types';

// Each `messages/<locale>/bundle.ts` is its own lazy chunk: a German user never downloads French.
const bundles = import.meta.glob<Messages>('./messages/*/bundle.ts', { import: 'default' });

const pathOf = (locale: string) => `./messages/${locale}/bundle.ts`;

/** Locales that have a bundle folder, e.g. `['de-DE', 'en-US']`. */
export const BUNDLED_LOCALES: readonly string[] = Object.keys(bundles)
  .map((path) => path.split('/')[2] ?? '')
  .filter(Boolean)
  .sort();

/**
 * Messages for a lookup chain `[locale, language, default]` (spec 4): entries earlier in the chain
 * win over later ones, and built-in English fills every key nobody else has. See `bundleChain.ts`
 * for how an entry maps to a bundle. A non-English bundle that fails to load is skipped; English
 * failing to load rejects.
 */
export async function loadBundledMessages(chain: string[]): Promise<Messages> {
  const locales = bundleChain(chain, BUNDLED_LOCALES);
  const loaded = await Promise.all(
    locales.map(async (locale) => {
      const load = bundles[pathOf(locale)];
      if (!load) return {};
      try {
        return await load();
      } catch (error) {
        if (locale === BUILT_IN_LOCALE) throw error;
        return {};
      }
    }),
  );
  return mergeEarlierWins(loaded);
}
