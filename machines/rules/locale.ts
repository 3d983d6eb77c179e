import {
  DEFAULT_LOCALE,
  DEFAULT_REGION_BY_LANGUAGE,
  FALLBACK_REGION,
  OFFERED_LANGUAGES_BY_COUNTRY,
  type LocaleRegion,
} from '../../src/domain/constants';

/**
 * Locale rules of spec 4 "Locale selection" and spec 9 "Locales". Pure: the locale machine's
 * guards and actions call these, and so may the server (e.g. to pick an e-mail's language).
 */

const LANGUAGE = /^[a-z]{2,3}$/;
const REGION = /^[A-Z]{2}$/;

function isLocaleRegion(region: string): region is LocaleRegion {
  return Object.hasOwn(OFFERED_LANGUAGES_BY_COUNTRY, region);
}

/**
 * Normalises a language tag and gives it a region: `en_gb`, `EN-gb` -> `en-GB`; a bare language
 * gets its default region (`en` -> `en-US`, `fr` -> `fr-FR`, `es` -> `es-ES`; see
 * `DEFAULT_REGION_BY_LANGUAGE`); a region missing from the per-country table (including numeric
 * ones such as `419`, and any region of a language without a default) becomes `US`. Script subtags
 * are dropped (`zh-Hant-TW` -> `zh-US`). Returns null when the tag has no valid language subtag.
 */
export function expandLocale(tag: string): string | null {
  const parts = tag.trim().replace(/_/g, '-').split('-').filter((p) => p.length > 0);
  const language = parts[0]?.toLowerCase();
  if (!language || !LANGUAGE.test(language)) return null;
  const region = parts.slice(1).map((p) => p.toUpperCase()).find((p) => REGION.test(p) || /^\d{3}$/.test(p));
  if (region === undefined) {
    const home = (DEFAULT_REGION_BY_LANGUAGE as Readonly<Record<string, LocaleRegion>>)[language];
    return `${language}-${home ?? FALLBACK_REGION}`;
  }
  return `${language}-${isLocaleRegion(region) ? region : FALLBACK_REGION}`;
}

/** Splits a full `ll-CC` locale; null for anything else. */
function splitLocale(locale: string): { language: string; region: string } | null {
  const match = /^([a-z]{2,3})-([A-Z]{2})$/.exec(locale);
  return match ? { language: match[1]!, region: match[2]! } : null;
}

/** Is the locale's language offered in its region (spec 9 "Offered per country")? `en-GB` yes, `fr-GB` no. */
export function isLanguageAllowedForRegion(locale: string): boolean {
  const parts = splitLocale(locale);
  if (!parts || !isLocaleRegion(parts.region)) return false;
  return (OFFERED_LANGUAGES_BY_COUNTRY[parts.region] as readonly string[]).includes(parts.language);
}

/** What {@link resolveLocale} needs: the requested tags in priority order and the program's settings. */
export interface LocaleRequest {
  /** The stored locale first, then the browser's languages; nulls (nothing stored) are skipped. */
  requested: readonly (string | null | undefined)[];
  /** The program's allowed locales (page config `locales`). A bare language allows all its regions. */
  programLocales: readonly string[];
  /** The program's default buyer locale. */
  defaultBuyerLocale: string;
  /** Language-country codes switched off (spec 9); they are not allowed even if the program lists them. */
  disabledLocales?: readonly string[];
}

/** Case/separator normalisation without region expansion: `EN_gb` -> `en-GB`, `FR` -> `fr`. */
function normaliseTag(tag: string): string {
  const [language = '', ...rest] = tag.trim().replace(/_/g, '-').split('-');
  return [language.toLowerCase(), ...rest.map((p) => p.toUpperCase())].join('-');
}

/** The program's locales minus the disabled ones, normalised, in the program's order. */
export function effectiveProgramLocales(request: Pick<LocaleRequest, 'programLocales' | 'disabledLocales'>): string[] {
  const disabled = new Set((request.disabledLocales ?? []).map(normaliseTag));
  return [...new Set(request.programLocales.map(normaliseTag))].filter((l) => l.length > 0 && !disabled.has(l));
}

function isAllowedByProgram(locale: string, allowed: readonly string[]): boolean {
  const language = locale.split('-')[0];
  return allowed.includes(locale) || allowed.some((a) => a === language);
}

/**
 * The locale a tag stands for if it may be used: expanded ({@link expandLocale}), its language
 * offered in its region, and allowed (not disabled) by the program; otherwise null.
 */
export function toAllowedLocale(tag: string, settings: Omit<LocaleRequest, 'requested' | 'defaultBuyerLocale'>): string | null {
  const locale = expandLocale(tag);
  if (locale === null || !isLanguageAllowedForRegion(locale)) return null;
  return isAllowedByProgram(locale, effectiveProgramLocales(settings)) ? locale : null;
}

/**
 * The locale to use (spec 4 "Locale selection"). Each requested tag, in order, is expanded
 * ({@link expandLocale}); the first one whose language is offered in its region and which the
 * program allows (and has not disabled) wins. Trying every browser language rather than only the
 * first is ours: a buyer whose first browser language the program lacks gets their second.
 *
 * Otherwise: the program's default buyer locale when it is allowed; else the only allowed locale
 * when there is exactly one; else the first allowed locale; with no allowed locale at all, the
 * default buyer locale (expanded), or `en-US`.
 */
export function resolveLocale(request: LocaleRequest): string {
  for (const tag of request.requested) {
    const locale = tag === null || tag === undefined ? null : toAllowedLocale(tag, request);
    if (locale !== null) return locale;
  }
  const allowed = effectiveProgramLocales(request);
  const fallback = expandLocale(request.defaultBuyerLocale);
  if (fallback !== null && isAllowedByProgram(fallback, allowed)) return fallback;
  const [first, ...rest] = allowed.map(expandLocale).filter((l): l is string => l !== null);
  if (first !== undefined && rest.length === 0) return first;
  return first ?? fallback ?? DEFAULT_LOCALE;
}

/**
 * Message bundles to try, in order (spec 4): the locale, its two-letter language, then the default
 * locale; duplicates removed. `('fr-CA', 'en-US')` -> `['fr-CA', 'fr', 'en-US']`.
 */
export function messageFallbackChain(locale: string, defaultLocale: string = DEFAULT_LOCALE): string[] {
  const language = locale.split('-')[0] ?? locale;
  return [...new Set([locale, language, defaultLocale].filter((l) => l.length > 0))];
}

/** Is a path segment a locale route parameter (spec 2: two lowercase letters, dash, two uppercase letters)? */
export function isLocaleRouteParam(segment: string): boolean {
  return /^[a-z]{2}-[A-Z]{2}$/.test(segment);
}
