import { LocalizedStringDictionary } from '@internationalized/string';
import { describe, expect, it } from 'vitest';
import { messageFallbackChain, resolveLocale } from '../../machines/rules/locale';
import { ALPENLAND_PROGRAM, DEMO_PROGRAM } from '../../server/db/demoProgram';
import { MESSAGE_BUNDLES } from '../../src/domain/constants';
import { bundleChain, LANGUAGE_BUNDLES } from '../../src/i18n/bundleChain';

/**
 * The spec 4 resolution table (issue 15) for the two demo programs: a browser language -> the locale
 * the locale machine picks (short codes expanded, unknown regions become US, the language offered in
 * the region, allowed by the program, else its default buyer locale), the message bundles that serve
 * it (the locale, its language, built-in English) and the component language pack React Spectrum
 * takes (the same order). The bundles are the folders of src/i18n/messages: the table reads them, so
 * it holds before and after the translators' folders arrive (a missing language falls to English).
 */
const folders = [...new Set(Object.keys(import.meta.glob('../../src/i18n/messages/*/*.json')).map((path) => path.split('/')[5] ?? ''))].sort();

const programOf = (row: typeof DEMO_PROGRAM) => ({
  programLocales: JSON.parse(String(row.locales)) as string[],
  defaultBuyerLocale: row.default_buyer_locale,
});
const northwind = programOf(DEMO_PROGRAM);
const alpenland = programOf(ALPENLAND_PROGRAM);

const resolve = (program: typeof northwind, browser: string) => resolveLocale({ ...program, requested: [null, browser] });

// [browser language, Northwind, Alpenland]
const TABLE: [string, string, string][] = [
  ['fr', 'fr-FR', 'de-CH'], // short code -> fr-FR; Alpenland allows fr-CH only: its default
  ['fr-CA', 'fr-CA', 'de-CH'],
  ['es-MX', 'es-MX', 'de-CH'],
  ['es', 'es-ES', 'de-CH'],
  ['it-IT', 'it-IT', 'it-IT'],
  ['en-AU', 'en-US', 'de-CH'], // English is offered in AU, but neither program allows en-AU
  ['nl-NL', 'nl-NL', 'de-CH'],
  ['pt-BR', 'en-US', 'de-CH'], // BR is no locale region: pt-US, Portuguese not offered in the US
  ['de-CH', 'de-CH', 'de-CH'],
  ['sv', 'sv-SE', 'de-CH'],
  ['de-ZZ', 'en-US', 'de-CH'], // unknown region -> de-US, German not offered in the US
  ['fr-CH', 'en-US', 'fr-CH'],
  ['de-AT', 'en-US', 'de-AT'],
];

describe('spec 4 resolution table for the demo programs', () => {
  it.each(TABLE)('browser %s: Northwind %s, Alpenland %s', (browser, inNorthwind, inAlpenland) => {
    expect(resolve(northwind, browser)).toBe(inNorthwind);
    expect(resolve(alpenland, browser)).toBe(inAlpenland);
  });

  it('a stored choice wins over the browser when the program allows it', () => {
    expect(resolveLocale({ ...northwind, requested: ['pl-PL', 'fr-FR'] })).toBe('pl-PL');
    expect(resolveLocale({ ...alpenland, requested: ['pl-PL', 'fr-CH'] })).toBe('fr-CH');
  });

  it('every locale a program allows is offered in its region and resolves to itself', () => {
    for (const program of [northwind, alpenland]) for (const locale of program.programLocales) expect(resolve(program, locale)).toBe(locale);
    expect(northwind.programLocales.map((l) => l.split('-')[0])).toEqual(expect.arrayContaining(MESSAGE_BUNDLES.map((b) => b.language)));
  });
});

describe('messages and the component language pack: the locale, its language, then English', () => {
  const expectedBundles = (locale: string): string[] => {
    const language = locale.split('-')[0]!;
    const languageBundle = folders.includes(locale) ? [locale] : [];
    const home = LANGUAGE_BUNDLES[language];
    return [...new Set([...languageBundle, ...(home && folders.includes(home) ? [home] : []), 'en-US'])];
  };

  it.each(TABLE)('browser %s', (browser) => {
    for (const locale of [resolve(northwind, browser), resolve(alpenland, browser)]) {
      const chain = bundleChain(messageFallbackChain(locale), folders);
      expect(chain[chain.length - 1]).toBe('en-US');
      expect(chain).toEqual(expectedBundles(locale));
    }
  });

  it('regional variants load over their language: de-CH over de-DE, en-GB over en-US', () => {
    expect(bundleChain(messageFallbackChain('de-CH'), folders)).toEqual(['de-CH', 'de-DE', 'en-US']);
    expect(bundleChain(messageFallbackChain('en-GB'), folders)).toEqual(['en-GB', 'en-US']);
    expect(bundleChain(messageFallbackChain('de-AT'), folders)).toEqual(['de-DE', 'en-US']);
  });

  it('React Spectrum picks its strings in the same order (locale, language, en-US)', () => {
    const pack = new LocalizedStringDictionary({ 'en-US': { close: 'Close' }, 'de-DE': { close: 'Schließen' }, 'fr-FR': { close: 'Fermer' }, 'fr-CA': { close: 'Fermer (CA)' } });
    expect(pack.getStringForLocale('close', 'fr-CA')).toBe('Fermer (CA)');
    expect(pack.getStringForLocale('close', 'de-CH')).toBe('Schließen');
    expect(pack.getStringForLocale('close', 'fr-CH')).toMatch(/^Fermer/);
    expect(pack.getStringForLocale('close', 'it-IT')).toBe('Close');
  });

  it('dates and numbers follow the resolved locale (Intl)', () => {
    const day = new Date(Date.UTC(2026, 10, 27));
    const date = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(day);
    expect(date(resolve(northwind, 'en-AU'))).toBe('11/27/26');
    expect(date(resolve(alpenland, 'en-GB'))).toBe('27/11/2026');
    expect(new Intl.NumberFormat(resolve(alpenland, 'de-CH')).format(1234.5)).toMatch(/^1['’]234\.5$/); // Swiss apostrophe (ICU versions differ in which)
    expect(new Intl.NumberFormat(resolve(northwind, 'de')).format(1234.5)).toBe('1.234,5');
  });
});
