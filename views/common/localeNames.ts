/** A locale and its name in its own language, for a language picker. */
export interface LocaleOption {
  locale: string;
  name: string;
}

function ownName(locale: string): string | null {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : null;
  } catch {
    return null; // not a valid tag
  }
}

/**
 * Each locale named in its own language (`de-DE` -> "Deutsch (Deutschland)"), so people find
 * their language whatever language the page is in. Falls back to the tag itself.
 */
export function localeOptions(locales: readonly string[]): LocaleOption[] {
  return locales.map((locale) => ({ locale, name: ownName(locale) ?? locale }));
}
