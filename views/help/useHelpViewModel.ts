import { useState } from 'react';
import { usePageConfig } from '../../src/app/hooks';
import { brandTitle } from '../common/brand';
import { useTranslate } from '../common/translate';
import { HELP_ARTICLES, HELP_CATEGORIES, articleBodyId, articleTitleId, searchArticles, type HelpArticle, type HelpCategory } from './helpArticles';
import { useHelpCentreScript } from './useHelpCentreScript';
import { PURCHASING_HELP_CATEGORIES } from '../common/purchasingHelpQuery';

export interface HelpViewModel {
  programName: string;
  query: string;
  category: HelpCategory | 'all';
  categories: readonly HelpCategory[];
  /** The matching articles, in category order. */
  results: HelpArticle[];
  /** The help-centre account link (HELP_CENTRE_ACCOUNT_URL), null when none is configured. */
  helpCentreAccountUrl: string | null;
  search: (query: string) => void;
  chooseCategory: (category: HelpCategory | 'all') => void;
}

export type HelpScope = 'help' | 'faq' | 'purchasing';

const IN_SCOPE: Record<HelpScope, (article: HelpArticle) => boolean> = {
  help: () => true,
  faq: (article) => article.faq,
  purchasing: (article) => (PURCHASING_HELP_CATEGORIES as readonly string[]).includes(article.category),
};

/**
 * Help (all articles), FAQ (the FAQ articles) or the purchasing-controls help (purchasing and card
 * answers; `start` from its query values: the search to begin with and the answer to show first):
 * search in the reader's language and categories. The search box and category are view state.
 */
export function useHelpViewModel(scope: HelpScope, start: { query?: string; topic?: string | null } = {}): HelpViewModel {
  const t = useTranslate();
  const pageConfig = usePageConfig();
  const [query, setQuery] = useState(start.query ?? '');
  const [category, setCategory] = useState<HelpCategory | 'all'>('all');
  useHelpCentreScript(pageConfig.helpCentre?.scriptUrl ?? null);
  const inScope = HELP_ARTICLES.filter((article) => IN_SCOPE[scope](article) && (category === 'all' || article.category === category));
  const found = searchArticles(inScope, query, (article) => `${t(articleTitleId(article.id))} ${t(articleBodyId(article.id))} ${t(`help.category.${article.category}`)}`);
  const results = [...found.filter((a) => a.id === start.topic), ...found.filter((a) => a.id !== start.topic)];
  return {
    programName: brandTitle(pageConfig.programName),
    query,
    category,
    categories: HELP_CATEGORIES.filter((c) => HELP_ARTICLES.some((a) => a.category === c && IN_SCOPE[scope](a))),
    results,
    helpCentreAccountUrl: pageConfig.helpCentre?.accountUrl ?? null,
    search: setQuery,
    chooseCategory: setCategory,
  };
}
