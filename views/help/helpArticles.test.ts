import { describe, expect, it } from 'vitest';
import enUS from '../../src/i18n/messages/en-US/screens/help.json';
import deDE from '../../src/i18n/messages/de-DE/screens/help.json';
import { HELP_ARTICLES, HELP_CATEGORIES, articleBodyId, articleTitleId, searchArticles } from './helpArticles';

const bundles: Record<string, Record<string, string>> = { 'en-US': enUS, 'de-DE': deDE };
const textIn = (locale: string) => (article: { id: string }) => `${bundles[locale]![articleTitleId(article.id)]} ${bundles[locale]![articleBodyId(article.id)]}`;

describe('help articles', () => {
  it('every article has a title and a body in English and German, and every category has articles', () => {
    for (const locale of Object.keys(bundles)) {
      for (const article of HELP_ARTICLES) {
        expect(bundles[locale]![articleTitleId(article.id)], `${locale} ${article.id}`).toBeTruthy();
        expect(bundles[locale]![articleBodyId(article.id)], `${locale} ${article.id}`).toBeTruthy();
      }
      for (const category of HELP_CATEGORIES) expect(bundles[locale]![`help.category.${category}`], `${locale} ${category}`).toBeTruthy();
    }
    for (const category of HELP_CATEGORIES) expect(HELP_ARTICLES.some((a) => a.category === category)).toBe(true);
  });

  it('searches the words the reader sees: every word must appear, case and accents ignored', () => {
    expect(searchArticles(HELP_ARTICLES, '', textIn('en-US'))).toHaveLength(HELP_ARTICLES.length);
    expect(searchArticles(HELP_ARTICLES, 'Bacs', textIn('en-US')).map((a) => a.id)).toEqual(['mandateUk']);
    expect(searchArticles(HELP_ARTICLES, 'dispute invoice', textIn('en-US')).map((a) => a.id)).toContain('disputeHowTo');
    expect(searchArticles(HELP_ARTICLES, 'lastschrift sepa', textIn('de-DE')).map((a) => a.id)).toContain('mandateSepa');
    expect(searchArticles(HELP_ARTICLES, 'GEBUHR', textIn('de-DE')).length).toBeGreaterThan(0); // "Gebühr"
    expect(searchArticles(HELP_ARTICLES, 'zzzz-nothing', textIn('en-US'))).toEqual([]);
  });
});
