import { useState } from 'react';
import { usePageConfig } from '../../src/app/hooks';
import { brandTitle } from '../common/brand';
import { useTranslate } from '../common/translate';
import { HELP_ARTICLES, HELP_CATEGORIES, articleBodyId, articleTitleId, searchArticles, type HelpArticle, type HelpCategory } from './helpArticles';
import { useHelpCentreScript } from './useHelpCentreScript';

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

/** Help (all articles) or FAQ (the FAQ articles): search in the reader's language and categories. */
export function useHelpViewModel(scope: 'help' | 'faq'): HelpViewModel {
  const t = useTranslate();
  const pageConfig = usePageConfig();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategory | 'all'>('all');
  useHelpCentreScript(pageConfig.helpCentre?.scriptUrl ?? null);
  const inScope = HELP_ARTICLES.filter((article) => (scope === 'help' || article.faq) && (category === 'all' || article.category === category));
  const results = searchArticles(inScope, query, (article) => `${t(articleTitleId(article.id))} ${t(articleBodyId(article.id))} ${t(`help.category.${article.category}`)}`);
  return {
    programName: brandTitle(pageConfig.programName),
    query,
    category,
    categories: HELP_CATEGORIES.filter((c) => HELP_ARTICLES.some((a) => a.category === c && (scope === 'help' || a.faq))),
    results,
    helpCentreAccountUrl: pageConfig.helpCentre?.accountUrl ?? null,
    search: setQuery,
    chooseCategory: setCategory,
  };
}
