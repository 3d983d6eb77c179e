/**
 * The help and FAQ content (issue 13 item 5): answers written for this portal and its program,
 * each a title and a body message (`help.article.<id>.title` / `.body` in
 * src/i18n/messages/<locale>/screens/help.json), in a category, some also answered on the FAQ page.
 * `routes` names screens the answer points to (links under the answer).
 */
export const HELP_CATEGORIES = ['paying', 'disputes', 'purchasing', 'cards', 'mandates', 'security', 'account'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export interface HelpArticle {
  id: string;
  category: HelpCategory;
  /** Also on the FAQ page. */
  faq: boolean;
  routes?: readonly string[];
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  { id: 'payHowTo', category: 'paying', faq: true, routes: ['make-payment'] },
  { id: 'paymentPosting', category: 'paying', faq: true, routes: ['payments'] },
  { id: 'autopay', category: 'paying', faq: false, routes: ['manage-payment-methods'] },
  { id: 'modifyPayment', category: 'paying', faq: false, routes: ['payments'] },
  { id: 'disputeHowTo', category: 'disputes', faq: true, routes: ['account-overview'] },
  { id: 'disputeAfter', category: 'disputes', faq: false, routes: ['activity-disputes'] },
  { id: 'individualLimits', category: 'purchasing', faq: false, routes: ['manage-purchasing-controls'] },
  { id: 'purchasePolicy', category: 'purchasing', faq: false, routes: ['manage-policies'] },
  { id: 'purchaseCardsSetup', category: 'purchasing', faq: true, routes: ['manage-purchasing-controls'] },
  { id: 'cardSettings', category: 'purchasing', faq: false, routes: ['purchase-cards-config'] },
  { id: 'cardsOverview', category: 'cards', faq: true },
  { id: 'cardLock', category: 'cards', faq: false },
  { id: 'mandateSepa', category: 'mandates', faq: true, routes: ['manage-payment-methods'] },
  { id: 'mandateUk', category: 'mandates', faq: false, routes: ['manage-payment-methods'] },
  { id: 'mandateNorthAmerica', category: 'mandates', faq: false, routes: ['manage-payment-methods'] },
  { id: 'mandateOther', category: 'mandates', faq: false, routes: ['make-payment'] },
  { id: 'twoStep', category: 'security', faq: true, routes: ['profile-security'] },
  { id: 'ssoSignIn', category: 'security', faq: true },
  { id: 'passwordHelp', category: 'security', faq: false, routes: ['profile-security'] },
  { id: 'invoiceEmails', category: 'account', faq: true, routes: ['profile-notifications'] },
  { id: 'creditIncrease', category: 'account', faq: false, routes: ['increase-credit'] },
];

export const articleTitleId = (id: string) => `help.article.${id}.title`;
export const articleBodyId = (id: string) => `help.article.${id}.body`;

/** Lower-cased, accents removed: "Lastschrift" matches "lastschrift", "Gebühr" matches "gebuhr". */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The articles matching a search in the words the reader sees (their language): every word of the
 * query must appear in the title or the body. An empty query matches everything.
 */
export function searchArticles<A extends HelpArticle>(articles: readonly A[], query: string, textOf: (article: A) => string): A[] {
  const words = normaliseSearchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const text = normaliseSearchText(textOf(article));
    return words.every((word) => text.includes(word));
  });
}
