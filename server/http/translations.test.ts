import { describe, expect, it } from 'vitest';
import { overridesFor } from './translations';

const rows = [
  { locale: 'en-US', messages: { 'signIn.intro': 'US intro', 'app.brandTagline': 'US tagline' } },
  { locale: 'en-GB', messages: { signIn: { intro: 'GB intro' } } },
  { locale: 'de-DE', messages: { 'signIn.intro': 'DE intro', 'app.brandTagline': 'DE tagline' } },
  { locale: 'de-CH', messages: { 'signIn.intro': 'CH intro' } },
];

describe('program overrides per locale (spec 4: the locale, then its language)', () => {
  it('a region gets its own overrides over its language home locale’s, per message', () => {
    expect(overridesFor('en-GB', rows)).toEqual({ 'signIn.intro': 'GB intro', 'app.brandTagline': 'US tagline' });
    expect(overridesFor('de-CH', rows)).toEqual({ 'signIn.intro': 'CH intro', 'app.brandTagline': 'DE tagline' });
    expect(overridesFor('de-AT', rows)).toEqual({ 'signIn.intro': 'DE intro', 'app.brandTagline': 'DE tagline' });
  });

  it('never takes another language’s overrides', () => {
    expect(overridesFor('fr-FR', rows)).toEqual({});
    expect(overridesFor('it-IT', [...rows, { locale: 'it-IT', messages: ['not', 'a', 'map'] }])).toEqual({});
  });
});
