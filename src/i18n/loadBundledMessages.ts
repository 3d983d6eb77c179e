import { BUILT_IN_LOCALE, bundleChain, mergeEarlierWins } from './bundleChain';
import { MESSAGE_PARTS, messageFileOf, messagePartOf, type MessagePart } from './messageAreas';
import type { Messages } from './types';

// Every area file of every locale, lazily: the build groups them into one chunk per locale and part
// (messageAreas.ts, vite.config.ts), so a German user never downloads French, and the sign-in page
// never downloads the signed-in areas.
const files = import.meta.glob<Messages>('./messages/*/*.json', { import: 'default' });

interface AreaFile {
  locale: string;
  part: MessagePart;
  load: () => Promise<Messages>;
}

const areaFiles: AreaFile[] = Object.entries(files).flatMap(([path, load]) => {
  const file = messageFileOf(path);
  return file ? [{ locale: file.locale, part: messagePartOf(file.area), load }] : [];
});

/** Locales that have a bundle folder, e.g. `['de-DE', 'en-US']`. */
export const BUNDLED_LOCALES: readonly string[] = [...new Set(areaFiles.map((file) => file.locale))].sort();

async function loadLocale(locale: string, parts: readonly MessagePart[]): Promise<Messages> {
  const loaded = await Promise.all(areaFiles.filter((file) => file.locale === locale && parts.includes(file.part)).map((file) => file.load()));
  return Object.assign({}, ...loaded) as Messages;
}

/**
 * Messages for a lookup chain `[locale, language, default]` (spec 4): entries earlier in the chain
 * win over later ones, and built-in English fills every key nobody else has. See `bundleChain.ts`
 * for how an entry maps to a bundle. `parts`: which area files (messageAreas.ts), all by default.
 * A non-English bundle that fails to load is skipped; English failing to load rejects.
 */
export async function loadBundledMessages(chain: string[], parts: readonly MessagePart[] = MESSAGE_PARTS): Promise<Messages> {
  const locales = bundleChain(chain, BUNDLED_LOCALES);
  const loaded = await Promise.all(
    locales.map(async (locale) => {
      try {
        return await loadLocale(locale, parts);
      } catch (error) {
        if (locale === BUILT_IN_LOCALE) throw error;
        return {};
      }
    }),
  );
  return mergeEarlierWins(loaded);
}
