import { z } from 'zod';

/**
 * Route `purchasing-controls-help` (views/help/PurchasingControlsHelpPage.tsx; here because the
 * purchasing-controls screens link to it) (spec 2: "an embedded help page whose query values become typed
 * properties"): `/account/settings/purchasing-controls/help?topic=…&q=…&from=…`.
 * - `topic`: a purchasing or purchase-card answer's id; that answer is shown first and opened.
 * - `q`: a search to start with (at most 100 characters).
 * - `from`: the purchasing-controls screen that linked here; the page's back link returns to it.
 * A value that is missing or not one of these is ignored (the page opens at its default: every
 * purchasing answer, back to Purchasing Controls), so a stale or hand-edited link still works.
 */
export const PURCHASING_HELP_CATEGORIES = ['purchasing', 'cards'] as const;
/** The answers of those categories (views/help/helpArticles.ts; a test keeps the two lists equal). */
export const PURCHASING_HELP_TOPICS = ['individualLimits', 'purchasePolicy', 'purchaseCardsSetup', 'cardSettings', 'cardsOverview', 'cardLock'] as const;
export type PurchasingHelpTopic = (typeof PURCHASING_HELP_TOPICS)[number];
export const PURCHASING_SCREENS = ['manage-purchasing-controls', 'manage-policies', 'purchase-cards-config', 'purchase-cards-view'] as const;

export type PurchasingScreen = (typeof PURCHASING_SCREENS)[number];

export interface PurchasingHelpProps {
  topic: PurchasingHelpTopic | null;
  query: string;
  from: PurchasingScreen;
}

const optional = <T extends z.ZodTypeAny>(schema: T, fallback: z.infer<T>) => schema.catch(fallback);

const querySchema = z.object({
  topic: optional(z.enum(PURCHASING_HELP_TOPICS).nullable(), null),
  q: optional(z.string().trim().max(100), ''),
  from: optional(z.enum(PURCHASING_SCREENS), 'manage-purchasing-controls'),
});

/** The page's typed properties from its query string. */
export function purchasingHelpPropsOf(search: URLSearchParams): PurchasingHelpProps {
  const parsed = querySchema.parse({ topic: search.get('topic'), q: search.get('q') ?? '', from: search.get('from') ?? undefined });
  return { topic: parsed.topic, query: parsed.q, from: parsed.from };
}

/** The query string that opens the help at `topic`, coming from `from`. */
export function purchasingHelpSearch(topic: PurchasingHelpTopic, from: PurchasingScreen): string {
  return `?${new URLSearchParams({ topic, from }).toString()}`;
}
