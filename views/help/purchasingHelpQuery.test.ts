import { describe, expect, it } from 'vitest';
import { purchasingHelpPropsOf, purchasingHelpSearch, PURCHASING_HELP_CATEGORIES, PURCHASING_HELP_TOPICS } from '../common/purchasingHelpQuery';
import { HELP_ARTICLES } from './helpArticles';

const props = (query: string) => purchasingHelpPropsOf(new URLSearchParams(query));

describe('the purchasing-controls help page: query values become typed properties', () => {
  it('reads topic, search and the screen it came from', () => {
    expect(props('topic=purchasePolicy&q=%20cap%20&from=manage-policies')).toEqual({ topic: 'purchasePolicy', query: 'cap', from: 'manage-policies' });
    expect(props(purchasingHelpSearch('cardSettings', 'purchase-cards-config').slice(1))).toEqual({ topic: 'cardSettings', query: '', from: 'purchase-cards-config' });
  });

  it('ignores what it does not know: the page opens at its default', () => {
    expect(props('')).toEqual({ topic: null, query: '', from: 'manage-purchasing-controls' });
    expect(props('topic=mandateSepa&from=users&q=' + 'x'.repeat(101))).toEqual({ topic: null, query: '', from: 'manage-purchasing-controls' });
  });

  it('offers the purchasing and purchase-card answers as topics', () => {
    const answers = HELP_ARTICLES.filter((a) => (PURCHASING_HELP_CATEGORIES as readonly string[]).includes(a.category)).map((a) => a.id);
    expect([...PURCHASING_HELP_TOPICS].sort()).toEqual(answers.sort());
  });
});
