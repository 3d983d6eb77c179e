import { loadBundledMessages } from '../i18n/loadBundledMessages';
import { mergeOverrides } from '../i18n/mergeOverrides';
import type { Messages } from '../i18n/types';
import { fetchProgramTranslations } from './programTranslations';
import { readItem, STORAGE_KEYS, writeItem } from './storageKeys';

/**
 * Browser implementations behind the locale machine (machines/app/locale/localeMachine.ts).
 * src/app/actors.ts wraps these in XState actor logic with `localeMachine.provide(...)`.
 */

/** Bundled messages for the lookup chain, with the program's overrides for `locale` merged over them. */
export async function loadMessages(input: { locale: string; chain: readonly string[]; programId: string }): Promise<Messages> {
  const [bundled, overrides] = await Promise.all([loadBundledMessages([...input.chain]), fetchProgramTranslations(input.locale, input.programId)]);
  return mergeOverrides(bundled, overrides);
}

/** The locale chosen earlier in this browser (spec 7: locale in local storage). */
export function readStoredLocale(): string | null {
  return readItem('local', STORAGE_KEYS.locale);
}

/** Persist the chosen locale (spec 7: locale in local storage). */
export function persistLocale(locale: string): void {
  writeItem('local', STORAGE_KEYS.locale, locale);
}
