import { describe, expect, it } from 'vitest';
import { LOCALE_VARIANTS } from '../../src/domain/constants';
import {
  effectiveProgramLocales,
  expandLocale,
  isLanguageAllowedForRegion,
  isLocaleRouteParam,
  messageFallbackChain,
  resolveLocale,
  toAllowedLocale,
  type LocaleRequest,
} from './locale';

describe('expandLocale', () => {
  it.each([
    ['en', 'en-US'],
    ['fr', 'fr-FR'],
    ['de', 'de-DE'],
    ['es', 'es-ES'],
    ['sv', 'sv-SE'],
    ['cs', 'cs-CZ'],
    ['da', 'da-DK'],
    ['EN', 'en-US'],
    ['en_gb', 'en-GB'],
    ['EN-gb', 'en-GB'],
    [' fr-ca ', 'fr-CA'],
    ['es-MX', 'es-MX'],
    ['en-ZZ', 'en-US'], // unknown region becomes US
    ['fr-JP', 'fr-US'],
    ['es-419', 'es-US'],
    ['zh-Hant-TW', 'zh-US'],
    ['ja', 'ja-US'], // no default region: US
    ['', null],
    ['-', null],
    ['1a', null],
    ['english', null],
  ])('%j -> %j', (tag, expected) => {
    expect(expandLocale(tag)).toBe(expected);
  });
});

describe('isLanguageAllowedForRegion', () => {
  it.each([
    ['en-GB', true],
    ['en-US', true],
    ['es-US', true],
    ['fr-CA', true],
    ['de-CH', true],
    ['nl-BE', true],
    ['da-DK', true],
    ['fr-GB', false],
    ['de-US', false],
    ['es-GB', false],
    ['sv-FI', false],
    ['en-ZZ', false],
    ['en', false],
    ['EN-gb', false], // not normalised: callers expand first
  ])('%s -> %s', (locale, expected) => {
    expect(isLanguageAllowedForRegion(locale)).toBe(expected);
  });

  it('allows every known language-country variant', () => {
    expect(LOCALE_VARIANTS.filter((l) => !isLanguageAllowedForRegion(l))).toEqual([]);
  });
});

const program = (over: Partial<LocaleRequest> = {}): LocaleRequest => ({
  requested: [],
  programLocales: ['en-US', 'en-GB', 'fr-CA', 'es-US'],
  defaultBuyerLocale: 'en-US',
  ...over,
});

describe('resolveLocale', () => {
  it.each<[string, Partial<LocaleRequest>, string]>([
    ['stored locale wins', { requested: ['en-GB', 'fr-CA'] }, 'en-GB'],
    ['nothing stored: first browser language', { requested: [null, 'fr-CA', 'en-GB'] }, 'fr-CA'],
    ['short code expanded (en -> en-US)', { requested: [null, 'en'] }, 'en-US'],
    ['normalised (en_gb -> en-GB)', { requested: ['en_gb'] }, 'en-GB'],
    ['unknown region becomes US', { requested: ['es-419'] }, 'es-US'],
    ['language not offered for region is skipped', { requested: ['fr-GB', 'en-GB'] }, 'en-GB'],
    ['not allowed by program: next language', { requested: ['de-DE', 'fr-CA'] }, 'fr-CA'],
    ['nothing allowed: program default buyer locale', { requested: ['de-DE', 'it-IT'], defaultBuyerLocale: 'en-GB' }, 'en-GB'],
    ['nothing requested: default buyer locale', { requested: [] , defaultBuyerLocale: 'es-US' }, 'es-US'],
    ['disabled locale is not allowed', { requested: ['fr-CA'], disabledLocales: ['fr-CA'] }, 'en-US'],
    ['disabled default: the only allowed locale', { requested: ['de-DE'], programLocales: ['en-US', 'fr-CA'], disabledLocales: ['en-US'] }, 'fr-CA'],
    ['default not allowed, one allowed: that one', { requested: [], programLocales: ['fr-CA'], defaultBuyerLocale: 'en-US' }, 'fr-CA'],
    ['default not allowed, several allowed: first allowed', { requested: [], programLocales: ['fr-CA', 'en-GB'], defaultBuyerLocale: 'de-DE' }, 'fr-CA'],
    ['bare program language allows its regions', { requested: ['fr-BE'], programLocales: ['en-US', 'fr'] }, 'fr-BE'],
    ['bare program language as only allowed locale is expanded', { requested: [], programLocales: ['fr'], defaultBuyerLocale: 'de-DE' }, 'fr-FR'],
    ['no program locales: default buyer locale', { requested: ['fr-CA'], programLocales: [], defaultBuyerLocale: 'en-GB' }, 'en-GB'],
    ['garbage everywhere: en-US', { requested: ['??'], programLocales: [], defaultBuyerLocale: '' }, 'en-US'],
  ])('%s', (_name, over, expected) => {
    expect(resolveLocale(program(over))).toBe(expected);
  });

  it('never answers a locale the program disallows when the program allows one', () => {
    const req = program({ requested: ['it-IT'], programLocales: ['fr-CA', 'es-US'], defaultBuyerLocale: 'en-US' });
    expect(effectiveProgramLocales(req)).toContain(resolveLocale(req));
  });
});

describe('messageFallbackChain', () => {
  it.each<[string, string | undefined, string[]]>([
    ['fr-CA', 'en-US', ['fr-CA', 'fr', 'en-US']],
    ['en-GB', 'en-US', ['en-GB', 'en', 'en-US']],
    ['en-US', 'en-US', ['en-US', 'en']],
    ['es-MX', undefined, ['es-MX', 'es', 'en-US']],
    ['fr', 'en-US', ['fr', 'en-US']],
  ])('%s with default %s', (locale, defaultLocale, expected) => {
    expect(messageFallbackChain(locale, defaultLocale)).toEqual(expected);
  });
});

describe('isLocaleRouteParam', () => {
  it.each([
    ['en-US', true],
    ['fr-CA', true],
    ['en-us', false],
    ['EN-US', false],
    ['en', false],
    ['en_US', false],
    ['eng-US', false],
    ['login', false],
    ['en-US-x', false],
  ])('%s -> %s', (segment, expected) => {
    expect(isLocaleRouteParam(segment)).toBe(expected);
  });
});

describe('toAllowedLocale', () => {
  const settings = { programLocales: ['en-US', 'en-GB', 'fr-CA', 'fr'], disabledLocales: ['en-GB'] };
  it.each<[string, string | null]>([
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['fr_ca', 'fr-CA'],
    ['fr-BE', 'fr-BE'], // bare program language
    ['fr', 'fr-FR'],
    ['en-GB', null], // disabled
    ['de-DE', null], // not in program
    ['fr-GB', null], // French not offered in GB
    ['xx', null],
  ])('%s -> %s', (tag, expected) => {
    expect(toAllowedLocale(tag, settings)).toBe(expected);
  });
});
