import { describe, expect, it } from 'vitest';
import { localeOptions } from './localeNames';

describe('localeOptions', () => {
  it('names each locale in its own language', () => {
    const [english, german] = localeOptions(['en-US', 'de-DE']);
    expect(english).toEqual({ locale: 'en-US', name: 'American English' });
    expect(german?.name).toMatch(/^Deutsch/);
  });

  it('falls back to the tag when it cannot be named', () => {
    expect(localeOptions(['not a tag'])[0]).toEqual({ locale: 'not a tag', name: 'not a tag' });
  });
});
