import { DEFAULT_REGION_BY_LANGUAGE } from '../domain/constants';

/**
 * Which bundled message files serve a message-lookup chain (spec 4 "Locale selection": the requested
 * locale first, then its two-letter language, then the default).
 *
 * Mapping of a chain entry to a bundle folder under `messages/`:
 * - a full locale (`de-DE`, `de_de`) uses the bundle of exactly that locale, if there is one;
 * - a bare language (`de`) uses its home bundle `LANGUAGE_BUNDLES[language]` (`en` -> `en-US`, `sv` ->
 *   `sv-SE`), or nothing when that folder is missing (a regional variant such as `fr-CA` holds only
 *   what differs, so it never serves the whole language); a language without a home region uses the
 *   bundle whose region repeats the language, else its first bundle in alphabetical order;
 * - anything else contributes nothing.
 * The built-in English bundle always closes the chain, so every English key has a value.
 */
export const BUILT_IN_LOCALE = 'en-US';

/**
 * The bundle that serves each bare language: its home locale (spec 4: `en` -> `en-US`, `fr` ->
 * `fr-FR`; DEFAULT_REGION_BY_LANGUAGE). Other folders of a language (`en-GB`, `fr-CA`, `de-CH`) are
 * regional variants: they hold only the messages that differ and fall back to this one. Which
 * folders exist is discovered from `messages/` (import.meta.glob), so a new locale needs no code.
 */
export const LANGUAGE_BUNDLES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(DEFAULT_REGION_BY_LANGUAGE).map(([language, region]) => [language, `${language}-${region}`]),
);

/** The home bundle of a folder's language when the folder is a regional variant of it (`en-GB` -> `en-US`), else null. */
export function variantBaseOf(folder: string): string | null {
  const home = LANGUAGE_BUNDLES[folder.split('-')[0] ?? ''];
  return home !== undefined && home !== folder ? home : null;
}

/** `de_de` / `DE-de` -> `de-DE`; a bare language is lower-cased. */
export function normalizeLocaleTag(tag: string): string {
  const [language = '', region] = tag.trim().replace('_', '-').split('-');
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/** The bundle folder that serves one chain entry, or null when none does. */
export function bundleFor(entry: string, available: readonly string[]): string | null {
  const tag = normalizeLocaleTag(entry);
  if (!tag) return null;
  if (tag.includes('-')) return available.includes(tag) ? tag : null;
  const home = LANGUAGE_BUNDLES[tag];
  // A regional variant holds only what differs from its home bundle: it never serves the language.
  if (home !== undefined) return available.includes(home) ? home : null;
  if (available.includes(`${tag}-${tag.toUpperCase()}`)) return `${tag}-${tag.toUpperCase()}`;
  return [...available].sort().find((bundle) => bundle.startsWith(`${tag}-`)) ?? null;
}

/** Bundles to load for a chain, most important first, without repeats, ending with built-in English. */
export function bundleChain(chain: readonly string[], available: readonly string[]): string[] {
  const resolved = chain.map((entry) => bundleFor(entry, available)).filter((b): b is string => b !== null);
  return [...new Set([...resolved, BUILT_IN_LOCALE])];
}

/** Merge message maps so that earlier maps win over later ones. */
export function mergeEarlierWins<T>(maps: readonly Readonly<Record<string, T>>[]): Record<string, T> {
  return Object.assign({}, ...[...maps].reverse());
}
