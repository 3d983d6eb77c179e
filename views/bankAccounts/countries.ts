import type { IntlShape } from 'react-intl';
import { SUPPORTED_COUNTRIES } from '../../src/domain/constants';

/** A country's name in the user's language (Intl.DisplayNames), the code when unknown. */
export function countryName(intl: IntlShape, code: string): string {
  return intl.formatDisplayName(code, { type: 'region' }) ?? code;
}

/** The spec 9 countries as picker items, sorted by their name in the user's language. */
export function countryOptions(intl: IntlShape): { code: string; name: string }[] {
  return SUPPORTED_COUNTRIES.map((code) => ({ code, name: countryName(intl, code) })).sort((a, b) => a.name.localeCompare(b.name, intl.locale));
}
