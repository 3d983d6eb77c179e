import { describe, expect, it } from 'vitest';
import { bundleChain, bundleFor, mergeEarlierWins, normalizeLocaleTag, variantBaseOf } from './bundleChain';

const available = ['de-DE', 'en-GB', 'en-US', 'es-MX', 'es-US', 'fr-CA'];

describe('bundleChain', () => {
  it('normalizes tags', () => {
    expect(normalizeLocaleTag('de_de')).toBe('de-DE');
    expect(normalizeLocaleTag(' EN ')).toBe('en');
  });

  it('maps full locales only to their own bundle', () => {
    expect(bundleFor('de-DE', available)).toBe('de-DE');
    expect(bundleFor('de-AT', available)).toBeNull();
  });

  it('maps bare languages to their home bundle only (a regional variant never serves the language)', () => {
    expect(bundleFor('en', available)).toBe('en-US');
    expect(bundleFor('de', available)).toBe('de-DE');
    expect(bundleFor('es', available)).toBeNull(); // es-ES missing; es-MX and es-US are variants of it
    expect(bundleFor('fr', [...available, 'fr-FR'])).toBe('fr-FR');
    expect(bundleFor('fr', available)).toBeNull();
    expect(bundleFor('it', available)).toBeNull();
    expect(bundleFor('ja', ['ja-JP', 'en-US'])).toBe('ja-JP'); // no home region: <lang>-<LANG>
  });

  it('names a folder’s home bundle when it is a regional variant', () => {
    expect(variantBaseOf('en-GB')).toBe('en-US');
    expect(variantBaseOf('de-CH')).toBe('de-DE');
    expect(variantBaseOf('fr-CA')).toBe('fr-FR');
    expect(variantBaseOf('sv-SE')).toBeNull();
    expect(variantBaseOf('ja-JP')).toBeNull();
  });

  it('keeps chain order, drops repeats and unknowns, always ends with English', () => {
    expect(bundleChain(['de-AT', 'de', 'en-US'], available)).toEqual(['de-DE', 'en-US']);
    expect(bundleChain(['en-GB', 'en', 'en-US'], available)).toEqual(['en-GB', 'en-US']);
    expect(bundleChain([], available)).toEqual(['en-US']);
  });

  it('merges so that earlier maps win', () => {
    expect(mergeEarlierWins([{ a: 'first' }, { a: 'second', b: 'second' }, { c: 'third' }])).toEqual({
      a: 'first',
      b: 'second',
      c: 'third',
    });
  });
});
