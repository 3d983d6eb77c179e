import { loadMessages as loadBundledMessages } from '../i18n/loadMessages';
import { flattenMessages, mergeOverrides } from '../i18n/mergeOverrides';
import type { Messages } from '../i18n/types';
import { fetchProgramTranslations } from './programTranslations';
import { readItem, STORAGE_KEYS, writeItem } from './storageKeys';

/**
 * Browser implementations behind the locale machine (machines/app/locale/localeMachine.ts).
 * src/app/actors.ts wraps these in XState actor logic with `localeMachine.provide(...)`.
 */

/**
 * Bundled messages for the lookup chain (the public areas: the signed-in ones load with the routes
 * that need them, src/i18n/RouteMessages.tsx), with the program's overrides for `locale` merged over
 * them. The overrides are ICU strings: the parser loads only when there are some (parseMessages.ts).
 */
export async function loadMessages(input: { locale: string; chain: readonly string[]; programId: string }): Promise<Messages> {
  const [bundled, overrides] = await Promise.all([loadBundledMessages([...input.chain], ['public']), fetchProgramTranslations(input.locale, input.programId)]);
  const sources = flattenMessages(overrides);
  if (Object.keys(sources).length === 0) return bundled;
  const { parseMessages } = await import('../i18n/parseMessages');
  return mergeOverrides(bundled, parseMessages(sources));
}

/** The locale chosen earlier in this browser (spec 7: locale in local storage). */
export function readStoredLocale(): string | null {
  return readItem('local', STORAGE_KEYS.locale);
}

/** Persist the chosen locale (spec 7: locale in local storage). */
export function persistLocale(locale: string): void {
  writeItem('local', STORAGE_KEYS.locale, locale);
}
