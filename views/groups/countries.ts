import type { IntlShape } from 'react-intl';

/**
 * Countries a legal entity may be registered in, by ISO code (the program's markets, spec 9), with
 * their names in the user's language.
 */
const REGISTRATION_COUNTRIES = ['AU', 'AT', 'BE', 'CA', 'DE', 'ES', 'FR', 'GB', 'IE', 'IT', 'NL', 'NZ', 'US'] as const;

export function registrationCountries(intl: IntlShape): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  return REGISTRATION_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, intl.locale));
}
