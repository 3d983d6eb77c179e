import { describe, expect, it } from 'vitest';
import { bundleChain, bundleFor, mergeEarlierWins, normalizeLocaleTag } from './bundleChain';

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

  it('maps bare languages: table, then <lang>-<LANG>, then first of that language', () => {
    expect(bundleFor('en', available)).toBe('en-US');
    expect(bundleFor('de', available)).toBe('de-DE');
    expect(bundleFor('es', available)).toBe('es-MX');
    expect(bundleFor('fr', available)).toBe('fr-CA');
    expect(bundleFor('it', available)).toBeNull();
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
